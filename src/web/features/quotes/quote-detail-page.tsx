import { PageHeader } from "../../components/layout/page-header";

export function QuoteDetailPage() {
  return <PageHeader title="Quote" description="The quote, its customer and what to do next." />;
}
