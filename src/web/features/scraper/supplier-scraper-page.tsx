import { PageHeader } from "../../components/layout/page-header";

export function SupplierScraperPage() {
  return (
    <PageHeader
      title="Supplier Scraper"
      description="Bring supplier products into your catalogue."
    />
  );
}
