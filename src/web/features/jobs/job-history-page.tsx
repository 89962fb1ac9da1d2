import { PageHeader } from "../../components/layout/page-header";

export function JobHistoryPage() {
  return <PageHeader title="Job History" description="Jobs you have finished." />;
}
