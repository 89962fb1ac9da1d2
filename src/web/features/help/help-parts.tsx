import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/* The shape of the help and the few pieces its topics are written with. */

export interface HelpTopic {
  id: string;
  title: string;
  summary: string;
  icon: LucideIcon;
  body: ReactNode;
}

export interface HelpSection {
  id: string;
  title: string;
  topics: HelpTopic[];
}

export function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline underline-offset-2">
      {children}
    </Link>
  );
}

export function Steps({ children }: { children: ReactNode }) {
  return <ol className="ml-5 grid list-decimal gap-2 marker:text-muted-foreground">{children}</ol>;
}

export function Tip({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border-l-4 border-brand bg-muted/60 px-3 py-2">
      <span className="font-semibold">Tip: </span>
      {children}
    </p>
  );
}
