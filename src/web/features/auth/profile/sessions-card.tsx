import { Monitor, Smartphone } from "lucide-react";
import { formatDate } from "../../../../shared/dates";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../lib/toast";
import { useAccountSecurity } from "./api/account-security";
import { useRevokeOtherSessions } from "./api/revoke-other-sessions";
import { useSessions } from "./api/sessions";
import { describeDevice } from "./device-name";

/** Where the account is signed in, and a way to sign out everywhere else. */
export function SessionsCard() {
  const sessions = useSessions();
  const security = useAccountSecurity();
  const revoke = useRevokeOtherSessions();
  const currentId = security.data?.sessionId;

  const signOutOthers = () =>
    revoke.mutate(undefined, {
      onSuccess: () => notify.success("Signed out of other sessions"),
      onError: (error) =>
        notify.error("Could not sign out other sessions", { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          The browsers and devices signed in to your account. If you see one you don't recognise,
          sign out of it and change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {sessions.isPending ? (
          <Spinner />
        ) : sessions.isError ? (
          <p className="text-sm text-muted-foreground">
            The list of sessions is shown for a recent sign-in only. You can still sign out of every
            other session below.
          </p>
        ) : (
          <ul aria-label="Signed-in sessions" className="divide-y rounded-md border">
            {sessions.data.map((session) => {
              const device = describeDevice(session.userAgent);
              const Icon = device.mobile ? Smartphone : Monitor;
              return (
                <li key={session.id} className="flex items-center gap-3 px-3 py-3">
                  <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <p className="text-sm font-medium">{device.label}</p>
                      {session.id === currentId ? <Badge variant="info">This device</Badge> : null}
                    </div>
                    <p className="mt-0.5 text-xs text-muted-foreground">
                      Signed in {formatDate(session.createdAt)} · last active{" "}
                      {formatDate(session.updatedAt)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button variant="outline" onClick={signOutOthers} disabled={revoke.isPending}>
            {revoke.isPending ? "Signing out..." : "Sign out of other sessions"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
