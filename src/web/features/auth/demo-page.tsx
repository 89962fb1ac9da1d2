import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { messages } from "../../../shared/messages";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { notify } from "../../lib/toast";
import { signInAnonymously } from "./api/auth-client";
import { meQueryOptions } from "./api/session";

/** Try Demo: a signed-in user goes straight in; a visitor gets their own demo sandbox. */
export function DemoPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      const me = await queryClient.fetchQuery(meQueryOptions);
      if (!me) {
        const { error } = await signInAnonymously();
        if (error) {
          setFailed(error.message || "The demo could not start. Please try again.");
          return;
        }
        await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
        notify.success(messages.auth.signedIn, { description: "Welcome to your demo business." });
      }
      navigate(paths.dashboard, { replace: true });
    })().catch(() => setFailed("The demo could not start. Please try again."));
  }, [navigate, queryClient]);

  if (!failed) return <PageSpinner />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p role="alert">{failed}</p>
      <Button asChild>
        <Link to={paths.home}>Back to the home page</Link>
      </Button>
    </main>
  );
}
