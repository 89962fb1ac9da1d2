import { PageHeader } from "../../components/layout/page-header";

export function JobPage() {
  return <PageHeader title="Job" description="Dates, customer and materials for this job." />;
}
