import { PageHeader } from "../../components/layout/page-header";

export function ProductScraperPage() {
  return (
    <PageHeader
      title="Product Description Scraper"
      description="Fetch a product's description from its page."
    />
  );
}
