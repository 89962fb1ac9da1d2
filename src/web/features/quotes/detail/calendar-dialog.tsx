import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, Download, ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { type Job, jobListSchema } from "../../../../shared/schemas/jobs";
import type { Quote } from "../../../../shared/schemas/quotes";
import { labourEnd } from "../../../../shared/working-days";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { api } from "../../../lib/api";
import {
  type CalendarEvent,
  defaultStart,
  fromLocalInput,
  googleCalendarUrl,
  outlookCalendarUrl,
  toLocalInput,
} from "../../../lib/calendar-links";
import { notify } from "../../../lib/toast";
import { quotePath, quoteQueryKey } from "../api/quote-keys";

/** The quote's event as an .ics download. */
function icsUrl(quoteId: string, start: Date, end: Date): string {
  const params = new URLSearchParams({ start: start.toISOString(), end: end.toISOString() });
  return `${quotePath(quoteId)}/calendar.ics?${params}`;
}

/**
 * The quote's job, or null before one is scheduled: asked of the jobs API here, as quotes does not
 * import the jobs feature (which builds on quotes), and only once the dialog opens. Under the
 * quote's key, so scheduling or moving the job (which invalidates every quote query) refreshes it.
 */
function useQuoteJob(quoteId: string, open: boolean) {
  return useQuery({
    enabled: open,
    queryKey: [...quoteQueryKey(quoteId), "job"] as const,
    queryFn: async (): Promise<Job | null> => {
      const params = new URLSearchParams({ quoteId });
      const list = jobListSchema.parse(await api<unknown>("GET", `/api/jobs?${params}`));
      return list.jobs[0] ?? null;
    },
  });
}

/**
 * Where the dialog starts: the scheduled job's own start and end, so the calendar entry and the
 * job agree; without a job (or without its dates), tomorrow at 08:00 and the quote's labour days
 * in working days from then.
 */
function initialRange(
  job: Pick<Job, "startAt" | "endAt"> | null | undefined,
  laborDays: number,
): [Date, Date] {
  const start = job?.startAt ? new Date(job.startAt) : defaultStart();
  const end = job?.startAt && job.endAt ? new Date(job.endAt) : labourEnd(start, laborDays);
  return [start, end];
}

/** Add to Calendar (accepted quotes only): Google, Outlook or an .ics file. */
export function CalendarDialog({ quote, address }: { quote: Quote; address?: string }) {
  const [open, setOpen] = useState(false);
  const job = useQuoteJob(quote.id, open).data;
  const [start, setStart] = useState(() => toLocalInput(defaultStart()));
  // The end defaults to the quote's labour days in working days, not an hour after the start.
  const [end, setEnd] = useState(() => toLocalInput(labourEnd(defaultStart(), quote.laborDays)));
  // Set again on opening, and when the job's dates arrive (or change) while it is open.
  const jobStart = job?.startAt ?? null;
  const jobEnd = job?.endAt ?? null;
  useEffect(() => {
    if (open) {
      const [s, e] = initialRange({ startAt: jobStart, endAt: jobEnd }, quote.laborDays);
      setStart(toLocalInput(s));
      setEnd(toLocalInput(e));
    }
  }, [open, quote.laborDays, jobStart, jobEnd]);

  const startDate = fromLocalInput(start);
  const endDate = fromLocalInput(end);
  const invalid = !startDate || !endDate || endDate <= startDate;
  const event: CalendarEvent | null = invalid
    ? null
    : {
        title: `Job: ${quote.name || quote.customerName || `Quote ${quote.number}`}`,
        details: [
          quote.jobDescription,
          quote.customerName ? `Customer: ${quote.customerName}` : "",
          address ? `Address: ${address}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
        start: startDate,
        end: endDate,
        location: address,
      };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarPlus /> Add to Calendar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to Calendar</DialogTitle>
          <DialogDescription>
            {job?.startAt
              ? "From the job's schedule; a change here changes only the calendar entry."
              : "Choose when the job starts and ends."}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="calendar-start">Start</Label>
            <Input
              id="calendar-start"
              type="datetime-local"
              value={start}
              onChange={(e) => {
                setStart(e.target.value);
                const s = fromLocalInput(e.target.value);
                if (s) setEnd(toLocalInput(labourEnd(s, quote.laborDays)));
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="calendar-end">End</Label>
            <Input
              id="calendar-end"
              type="datetime-local"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
            />
          </div>
        </div>
        <FieldMessage>{invalid ? "The end must be after the start" : undefined}</FieldMessage>
        {event ? (
          <div className="grid gap-2 sm:grid-cols-3">
            <Button asChild variant="secondary">
              <a
                href={googleCalendarUrl(event)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => notify.success("Added to Google Calendar")}
              >
                <ExternalLink /> Google Calendar
              </a>
            </Button>
            <Button asChild variant="secondary">
              <a
                href={outlookCalendarUrl(event)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => notify.success("Added to Outlook Calendar")}
              >
                <ExternalLink /> Outlook Calendar
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={icsUrl(quote.id, event.start, event.end)} download>
                <Download /> Download .ics
              </a>
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
