import { PageHeader } from "../../components/layout/page-header";

export function QuoteListPage() {
  return (
    <PageHeader title="Quotes" description="Every quote you have drafted, sent, won or lost." />
  );
}
