import { PageHeader } from "../../components/layout/page-header";

export function AdminPage() {
  return <PageHeader title="Admin Dashboard" description="Waitlist sign-ups and users." />;
}
