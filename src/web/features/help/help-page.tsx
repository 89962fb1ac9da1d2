import { PageHeader } from "../../components/layout/page-header";

export function HelpPage() {
  return <PageHeader title="Help" description="How to get the most out of Sole." />;
}
