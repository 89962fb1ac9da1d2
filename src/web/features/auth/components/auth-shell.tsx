import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "../../../components/layout/brand";
import { ThemeToggle } from "../../../components/layout/theme-toggle";

/** The frame of the sign-in screens: brand, a back link, and one card in the middle. */
export function AuthShell({
  back,
  children,
}: {
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="flex h-16 items-center justify-between px-4 sm:px-8">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {back.label}
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center">
            <Brand className="text-3xl" />
            <p className="mt-1 text-sm text-muted-foreground">
              Smart quoting and material management for sole traders
            </p>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
