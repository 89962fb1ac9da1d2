import { PageHeader } from "../../components/layout/page-header";

export function CustomersPage() {
  return <PageHeader title="Customers" description="The people you quote for." />;
}
