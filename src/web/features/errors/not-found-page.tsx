import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { messages } from "../../../shared/messages";
import { Brand } from "../../components/layout/brand";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 p-6 text-center">
      <Brand />
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{messages.notFoundPage}</h1>
      <p className="max-w-md text-muted-foreground">
        The page at <code className="break-all rounded bg-muted px-1">{location.pathname}</code> may
        have moved, or the link was mistyped.
      </p>
      <Button asChild size="lg">
        <Link to={paths.dashboard}>Return to Dashboard</Link>
      </Button>
    </main>
  );
}
