import { Eye } from "lucide-react";
import { isoDay } from "../../../../shared/dates";
import type { Quote } from "../../../../shared/schemas/quotes";
import { cn } from "../../../lib/cn";

type Viewed = Pick<Quote, "status" | "views">;

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "Europe/London",
});
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});
const time = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** "today 09:15", "yesterday 18:40", "24 Nov 14:02", "24 Nov 2025 14:02" (UK time). */
export function openedAt(value: string, now = new Date()): string {
  const at = new Date(value);
  const day = isoDay(at);
  const clock = time.format(at);
  if (day === isoDay(now)) return `today ${clock}`;
  if (day === isoDay(now.getTime() - 86_400_000)) return `yesterday ${clock}`;
  const sameYear = day.slice(0, 4) === isoDay(now).slice(0, 4);
  return `${(sameYear ? dayMonth : dayMonthYear).format(at)} ${clock}`;
}

export function timesText(count: number): string {
  return count === 1 ? "once" : count === 2 ? "twice" : `${count} times`;
}

/**
 * How often the customer opened the quote page (their openings only, not the business's previews):
 * "Opened 3 times, first 24 Nov 14:02, last today 09:15", "Not opened yet", nothing for a draft.
 */
export function QuoteViews({ quote, className }: { quote: Viewed; className?: string }) {
  if (quote.status === "draft") return null;
  const { count, firstAt, lastAt } = quote.views;
  if (count === 0 || !firstAt || !lastAt) {
    // A quote the business marked accepted or declined for the customer: no opening to wait for.
    if (quote.status !== "sent") return null;
    return <span className={cn("inline-flex items-center gap-1", className)}>Not opened yet</span>;
  }
  const first = openedAt(firstAt);
  const last = openedAt(lastAt);
  return (
    <span className={cn("inline-flex items-center gap-1 text-foreground", className)}>
      <Eye aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span>
        Opened {timesText(count)}
        {count === 1 ? `, ${first}` : `, first ${first}, last ${last}`}
      </span>
    </span>
  );
}

/** The list and board cards' badge: shown once the customer has opened the quote. */
export function QuoteViewsBadge({ quote, className }: { quote: Viewed; className?: string }) {
  const { count } = quote.views;
  if (quote.status === "draft" || count === 0) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100",
        className,
      )}
      title={`Opened by the customer ${timesText(count)}`}
    >
      <Eye aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">Opened{count > 1 ? ` ×${count}` : ""}</span>
      <span className="sr-only">Opened by the customer {timesText(count)}</span>
    </span>
  );
}
