import { Activity, FileText, Hammer, type LucideIcon, Package, Receipt, Users } from "lucide-react";
import { formatDate, formatDateTime } from "../../../shared/dates";
import type { ActivityEvent } from "./api/get-dashboard";

const icons: Record<string, LucideIcon> = {
  quote: FileText,
  customer: Users,
  job: Hammer,
  invoice: Receipt,
  order: Package,
};

const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

/** "just now", "5 minutes ago", "3 hours ago", "yesterday"; older than a week: dd/mm/yyyy. */
export function timeAgo(value: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(value).getTime()) / 1000);
  if (seconds < 45) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, "hour");
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(-days, "day");
  return formatDate(value);
}

/** The events of Latest Activity; its own chunk with the date formatters (latest-activity.tsx). */
export function ActivityList({ events }: { events: ActivityEvent[] }) {
  return (
    <ol
      className="-mr-2 grid max-h-72 gap-3 overflow-y-auto rounded-md pr-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label="Latest activity"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list takes focus so the keyboard can scroll it (axe scrollable-region-focusable)
      tabIndex={0}
    >
      {events.map((event) => {
        const Icon = icons[event.kind.split(".")[0] ?? ""] ?? Activity;
        return (
          <li key={event.id} className="flex min-w-0 items-start gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm [overflow-wrap:anywhere]">{event.message}</p>
              <time
                dateTime={event.createdAt}
                title={formatDateTime(event.createdAt)}
                className="text-xs text-muted-foreground"
              >
                {timeAgo(event.createdAt)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
