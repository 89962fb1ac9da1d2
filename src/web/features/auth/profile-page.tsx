import { PageHeader } from "../../components/layout/page-header";
import { PageSpinner } from "../../components/ui/spinner";
import { useMe } from "./api/session";
import { AccountCard } from "./profile/account-card";
import { DemoAccountCard } from "./profile/demo-account-card";
import { PasswordCard } from "./profile/password-card";
import { SessionsCard } from "./profile/sessions-card";
import { TwoFactorCard } from "./profile/two-factor-card";

/** /dashboard/profile: name, password, two-factor authentication and sessions. */
export function ProfilePage() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  // The protected area sends signed-out visitors to /auth; nothing to show meanwhile.
  if (!me) return null;

  return (
    <>
      <PageHeader title="Profile" description="Your name, password and sign-in security." />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <AccountCard me={me} />
        {me.user.isAnonymous ? (
          <DemoAccountCard />
        ) : (
          <>
            <PasswordCard />
            <TwoFactorCard />
            <SessionsCard />
          </>
        )}
      </div>
    </>
  );
}
