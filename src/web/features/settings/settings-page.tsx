import { PageHeader } from "../../components/layout/page-header";

export function SettingsPage() {
  return (
    <PageHeader
      title="Settings"
      description="Business details, quote defaults and merchant terms."
    />
  );
}
