import { PageHeader } from "../../components/layout/page-header";

export function DashboardPage() {
  return <PageHeader title="Dashboard" description="Your quotes, jobs and clients at a glance." />;
}
