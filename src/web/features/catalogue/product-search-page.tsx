import { PageHeader } from "../../components/layout/page-header";

export function ProductSearchPage() {
  return (
    <PageHeader
      title="Product Search"
      description="Find products across your merchants at your trade prices."
    />
  );
}
