import { PageHeader } from "../../components/layout/page-header";

export function MaterialsPage() {
  return (
    <PageHeader title="Materials" description="Your materials list and the merchants' catalogue." />
  );
}
