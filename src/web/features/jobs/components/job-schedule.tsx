import { CalendarClock, CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import type { Job } from "../../../../shared/schemas/jobs";
import {
  consecutiveRuns,
  type Day,
  daysWorkedBetween,
  ukDay,
} from "../../../../shared/working-days";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});
const shortDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const boardStart = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});
const boardEnd = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Europe/London",
});

export const when = (value: string | null) => (value ? dateTime.format(new Date(value)) : "—");
const dayLabel = (day: Day) => shortDay.format(new Date(`${day}T00:00:00Z`));
const daysOf = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/** "Fri 24 Dec; Wed 29 Dec": the days on site, consecutive ones as a range. */
export function daysOnSite(startAt: string, endAt: string): { text: string; count: number } {
  const days = daysWorkedBetween(new Date(startAt), new Date(endAt));
  const text = consecutiveRuns(days)
    .map((r) =>
      r.first === r.last ? dayLabel(r.first) : `${dayLabel(r.first)} – ${dayLabel(r.last)}`,
    )
    .join("; ");
  return { text, count: days.length };
}

/** A board card's dates: the start, and the end's day when the job runs past its first day. */
export function boardSpan(startAt: string, endAt: string | null): string {
  const start = boardStart.format(new Date(startAt));
  if (!endAt || ukDay(new Date(endAt)) === ukDay(new Date(startAt))) return start;
  return `${start} – ${boardEnd.format(new Date(endAt))}`;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="[&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="break-words pl-7">{children}</dd>
    </div>
  );
}

/** The job's start, its end and why it ends then, and the working days on site. */
export function ScheduleRows({ job }: { job: Job }) {
  const days = job.startAt && job.endAt ? daysOnSite(job.startAt, job.endAt) : null;
  const labour = job.quote.laborDays;
  const why = job.endFollowsLabour
    ? labour > 0
      ? `${daysOf(labour)} of labour, in working days`
      : "A one-hour visit (no labour on the quote)"
    : "End chosen when scheduling";
  return (
    <>
      <Row icon={<CalendarClock />} label="Start">
        {when(job.startAt)}
      </Row>
      <Row icon={<CalendarClock />} label="End">
        <span data-testid="job-end">{when(job.endAt)}</span>
        <span className="block text-xs text-muted-foreground">{why}</span>
      </Row>
      {days && days.count > 1 ? (
        <Row icon={<CalendarDays />} label={`On site (${daysOf(days.count)})`}>
          {days.text}
          <span className="block text-xs text-muted-foreground">
            Weekends and bank holidays skipped
          </span>
        </Row>
      ) : null}
    </>
  );
}
