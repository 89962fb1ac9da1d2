import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { boardMessages } from "../../../../shared/job-board";
import type { Job } from "../../../../shared/schemas/jobs";
import { bankHolidays, isWeekend, labourEnd, ukDay } from "../../../../shared/working-days";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FieldMessage, Input, Label, Textarea } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { ApiError } from "../../../lib/api";
import { defaultStart, fromLocalInput, toLocalInput } from "../../../lib/calendar-links";
import { notify } from "../../../lib/toast";
import { isVersionConflict, notifyVersionConflict } from "../../../lib/version-conflict";
import { jobsRootKey, useCreateJob, useUpdateJob } from "../api/jobs";

const formSchema = z
  .object({
    start: z.string().min(1, "Please choose a start date and time"),
    /** Empty: the end follows the quote's labour days in working days. */
    end: z.string(),
    notes: z.string().max(5000),
  })
  .refine(
    (v) => {
      const s = fromLocalInput(v.start);
      const e = fromLocalInput(v.end);
      return !s || !e || e > s;
    },
    { path: ["end"], message: "The end must be after the start" },
  );
type FormValues = z.infer<typeof formSchema>;

function initialValues(job?: Job | null): FormValues {
  const start = job?.startAt ? new Date(job.startAt) : defaultStart();
  const chosenEnd = job?.endAt && !job.endFollowsLabour ? toLocalInput(new Date(job.endAt)) : "";
  return { start: toLocalInput(start), end: chosenEnd, notes: job?.notes ?? "" };
}

const endFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

const daysOf = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Europe/London" });

/**
 * A start on a weekend or a bank holiday, said before the end it gives: that day is the job's
 * first day (only the days after it skip weekends and bank holidays).
 */
function startDayNote(from: Date | null): string {
  if (!from) return "";
  const day = ukDay(from);
  const holiday = bankHolidays.get(day);
  if (holiday) return `The start is ${holiday}, a bank holiday; it counts as the first day. `;
  if (isWeekend(day)) return `The start is a ${weekday.format(from)}; it counts as the first day. `;
  return "";
}

/** What an empty end means, with the end it gives when the labour is known. */
function labourHint(start: string, laborDays: number | undefined): string {
  if (laborDays === undefined)
    return "Leave empty to end after the quote's labour days, counting working days only.";
  const from = fromLocalInput(start);
  if (laborDays <= 0) return "Leave empty for a one-hour visit (the quote has no labour days).";
  const ends = from ? `: ends ${endFormat.format(labourEnd(from, laborDays))}` : "";
  return `${startDayNote(from)}Leave empty to follow the quote's ${daysOf(laborDays)} of labour in working days, skipping weekends and bank holidays${ends}.`;
}

/**
 * Schedule Job: start and end date-time and notes. Creates the quote's job, or changes the dates
 * of the job given.
 */
export function ScheduleJobDialog({
  open,
  onOpenChange,
  quote,
  job,
  onScheduled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quote: { id: string; name: string; laborDays?: number };
  job?: Job | null;
  onScheduled?: (job: Job) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateJob();
  const update = useUpdateJob();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: initialValues(job),
  });
  const { register, handleSubmit, reset, setValue, watch, formState } = form;
  const laborDays = job?.quote.laborDays ?? quote.laborDays;
  useEffect(() => {
    if (open) reset(initialValues(job));
  }, [open, job, reset]);
  const pending = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    const startAt = fromLocalInput(values.start)?.toISOString();
    const endAt = fromLocalInput(values.end)?.toISOString();
    if (!startAt) return;
    try {
      const saved = job
        ? await update.mutateAsync({
            id: job.id,
            startAt,
            // An end cleared here goes back to following the labour (null); one never chosen
            // keeps following it.
            endAt: endAt ?? (job.endFollowsLabour ? undefined : null),
            notes: values.notes,
            version: job.version,
          })
        : await create.mutateAsync({ quoteId: quote.id, startAt, endAt, notes: values.notes });
      onOpenChange(false);
      notify.success(job ? "Job updated" : boardMessages.jobScheduled.title, {
        description: job ? "The new dates are saved" : boardMessages.jobScheduled.description,
        action: job
          ? undefined
          : { label: "Open job", onClick: () => navigate(paths.job(saved.id)) },
      });
      onScheduled?.(saved);
    } catch (error) {
      if (isVersionConflict(error)) {
        onOpenChange(false);
        notifyVersionConflict(error, () => {
          void queryClient.invalidateQueries({ queryKey: jobsRootKey });
        });
      } else if (error instanceof ApiError && error.status === 409) {
        notify.error(boardMessages.createJob.title, { description: error.message });
      } else {
        notify.error("Could not schedule the job", {
          description: error instanceof Error ? error.message : undefined,
        });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{job ? "Reschedule Job" : "Schedule Job"}</DialogTitle>
          <DialogDescription>
            {job ? "Change when" : "Choose when"} <span className="font-medium">{quote.name}</span>{" "}
            starts and ends.
          </DialogDescription>
        </DialogHeader>
        <form id="schedule-job-form" className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="job-start">Start</Label>
              <Input
                id="job-start"
                type="datetime-local"
                aria-invalid={Boolean(formState.errors.start)}
                {...register("start", {
                  onChange: (e) => {
                    // A chosen end the new start has passed no longer means anything.
                    const s = fromLocalInput(e.target.value);
                    const end = fromLocalInput(form.getValues("end"));
                    if (s && end && end <= s) setValue("end", "");
                  },
                })}
              />
              <FieldMessage>{formState.errors.start?.message}</FieldMessage>
            </div>
            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor="job-end">
                  End <span className="font-normal text-muted-foreground">(optional)</span>
                </Label>
                {watch("end") ? (
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    onClick={() => setValue("end", "")}
                  >
                    Follow the labour
                  </Button>
                ) : null}
              </div>
              <Input
                id="job-end"
                type="datetime-local"
                aria-invalid={Boolean(formState.errors.end)}
                aria-describedby={watch("end") ? undefined : "job-end-hint"}
                {...register("end")}
              />
              <FieldMessage>{formState.errors.end?.message}</FieldMessage>
            </div>
          </div>
          {watch("end") ? null : (
            <p id="job-end-hint" className="-mt-2 text-sm text-muted-foreground">
              {labourHint(watch("start"), laborDays)}
            </p>
          )}
          <div className="grid gap-2">
            <Label htmlFor="job-notes">Notes</Label>
            <Textarea
              id="job-notes"
              rows={3}
              placeholder="Access, parking, materials to collect…"
              {...register("notes")}
            />
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="schedule-job-form" disabled={pending}>
            {pending ? <Spinner className="size-4 text-primary-foreground" label="Saving" /> : null}
            {job ? "Save dates" : "Schedule Job"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
