import { PageHeader } from "../../components/layout/page-header";

export function InvoicesPage() {
  return <PageHeader title="Invoices" description="Deposits, final invoices and payments." />;
}
