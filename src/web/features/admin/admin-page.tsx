import { ChartColumn, Users } from "lucide-react";
import { Navigate } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { PageSpinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { paths } from "../../config/paths";
import { useMe } from "../auth";
import { ComingSoon } from "./coming-soon";
import { WaitlistTab } from "./waitlist-tab";

/** /admin (SPEC §2, §6): admins only; everyone else goes to the dashboard. */
export function AdminPage() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!me?.user.isAdmin) return <Navigate to={paths.dashboard} replace />;

  return (
    <>
      <PageHeader title="Admin Dashboard" description="Waitlist sign-ups and users." />
      <Tabs defaultValue="waitlist">
        <TabsList>
          <TabsTrigger value="waitlist">Waitlist</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="waitlist">
          <WaitlistTab />
        </TabsContent>
        <TabsContent value="users">
          <ComingSoon
            icon={Users}
            title="Users"
            description="Look up accounts, see when people last signed in and help them with access. This area is being built."
          />
        </TabsContent>
        <TabsContent value="analytics">
          <ComingSoon
            icon={ChartColumn}
            title="Analytics"
            description="Sign-ups, quotes sent and quotes won over time. This area is being built."
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
