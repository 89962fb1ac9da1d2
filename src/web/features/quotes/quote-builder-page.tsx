import { PageHeader } from "../../components/layout/page-header";

export function QuoteBuilderPage() {
  return <PageHeader title="Create Quote Manually" description="Price a job line by line." />;
}
