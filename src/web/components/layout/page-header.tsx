import type { ReactNode } from "react";
import { ActionBar } from "./action-bar";

export function PageHeader({
  title,
  description,
  actions,
  stickyActions = false,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** On a phone the actions sit in the sticky bottom bar (a list's "New ..."), not up here. */
  stickyActions?: boolean;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? (
        stickyActions ? (
          <ActionBar inline>{actions}</ActionBar>
        ) : (
          <div className="flex flex-wrap gap-2">{actions}</div>
        )
      ) : null}
    </div>
  );
}
