import { PageHeader } from "../../components/layout/page-header";

export function JobBoardPage() {
  return <PageHeader title="Job Workflow" description="Quotes and jobs from draft to finished." />;
}
