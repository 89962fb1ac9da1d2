import { CheckCircle2, ChevronRight, Circle, ListChecks, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { SetupItemKey } from "../../../shared/schemas/setup";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/toast";
import { useDismissSetup, useSetupProgress } from "./api/setup-progress";
import { setupItems } from "./setup-checklist-items";

const SHOWN_KEY = "sole.setup-checklist-shown";

/** Whether the card was shown on the last visit (a new business's first visit: yes). */
function wasShown() {
  try {
    return window.localStorage.getItem(SHOWN_KEY) !== "no";
  } catch {
    return true;
  }
}

function rememberShown(shown: boolean) {
  try {
    window.localStorage.setItem(SHOWN_KEY, shown ? "yes" : "no");
  } catch {
    // Private browsing without storage: the card may shift the page once; nothing else changes.
  }
}

/** The card's size while the progress loads: every item, none done. */
const PLACEHOLDER = {
  items: (Object.keys(setupItems) as SetupItemKey[]).map((key) => ({ key, done: false })),
  doneCount: 0,
  total: Object.keys(setupItems).length,
  dismissed: false,
  complete: false,
  isDemo: false,
};

/**
 * Issue 20: what a new business does before its first quote goes out, each item ticked by the
 * server from the business's own rows. Shown until every item is done or someone dismisses it.
 */
export function SetupChecklist({ className }: { className?: string }) {
  const progress = useSetupProgress();
  const dismiss = useDismissSetup();
  const loaded = progress.data;
  const shown = loaded ? !loaded.dismissed && !loaded.complete : undefined;
  useEffect(() => {
    if (shown !== undefined) rememberShown(shown);
  }, [shown]);
  // Until the answer arrives, an invisible card of the same size holds the place of one that was
  // shown last time, so the cards under it do not jump when it draws (layout shift).
  const [expected] = useState(wasShown);
  const placeholder = progress.isPending && expected;
  const data = loaded ?? (placeholder ? PLACEHOLDER : undefined);
  // A failed load hides the card: the dashboard works without it.
  if (!data || data.dismissed || data.complete) return null;

  const onDismiss = () =>
    dismiss.mutate(undefined, {
      onError: (error) => notify.error("Checklist not dismissed", { description: error.message }),
    });

  return (
    <Card
      aria-labelledby={placeholder ? undefined : "setup-title"}
      aria-hidden={placeholder || undefined}
      role={placeholder ? undefined : "region"}
      className={cn("p-4 sm:p-6", placeholder && "invisible", className)}
    >
      <div className="flex items-start gap-3">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
          <ListChecks aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="setup-title" className="text-lg font-semibold leading-tight">
            Get your business ready to quote
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            So your first quote goes out with your name, logo and bank details on it.
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 -mt-1 shrink-0"
          onClick={onDismiss}
          disabled={dismiss.isPending}
        >
          <X aria-hidden="true" /> Dismiss
        </Button>
      </div>

      <div className="mt-4 flex items-center gap-3">
        <p id="setup-count" className="shrink-0 text-sm font-medium tabular-nums">
          {data.doneCount} of {data.total} done
        </p>
        <Progress
          value={data.doneCount}
          max={data.total}
          aria-labelledby="setup-count"
          className="flex-1"
        />
      </div>

      <ul className="mt-4 grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label="Setup steps">
        {data.items.map(({ key, done }) => {
          const item = setupItems[key];
          return (
            <li key={key} className="flex min-w-0">
              <Link
                to={item.to}
                className="flex min-h-14 w-full items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {done ? (
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-green-600"
                  />
                ) : (
                  <Circle
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span
                    className={
                      done ? "block font-medium text-muted-foreground" : "block font-medium"
                    }
                  >
                    {item.label}
                    <span className="sr-only">{done ? " (done)" : " (to do)"}</span>
                  </span>
                  <span className="block text-sm text-muted-foreground">{item.hint}</span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
