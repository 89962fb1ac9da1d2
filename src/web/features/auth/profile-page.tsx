import { PageHeader } from "../../components/layout/page-header";

export function ProfilePage() {
  return <PageHeader title="Profile" description="Your name, password and sign-in security." />;
}
