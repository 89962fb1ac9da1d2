import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { boardMessages } from "../../../../shared/job-board";
import type { Job } from "../../../../shared/schemas/jobs";
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

const HOUR = 3_600_000;

const formSchema = z
  .object({
    start: z.string().min(1, "Please choose a start date and time"),
    end: z.string().min(1, "Please choose an end date and time"),
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
  const end = job?.endAt ? new Date(job.endAt) : new Date(start.getTime() + HOUR);
  return { start: toLocalInput(start), end: toLocalInput(end), notes: job?.notes ?? "" };
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
  quote: { id: string; name: string };
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
  const { register, handleSubmit, reset, setValue, formState } = form;
  useEffect(() => {
    if (open) reset(initialValues(job));
  }, [open, job, reset]);
  const pending = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    const startAt = fromLocalInput(values.start)?.toISOString();
    const endAt = fromLocalInput(values.end)?.toISOString();
    if (!startAt || !endAt) return;
    try {
      const saved = job
        ? await update.mutateAsync({
            id: job.id,
            startAt,
            endAt,
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
                    const s = fromLocalInput(e.target.value);
                    if (s) setValue("end", toLocalInput(new Date(s.getTime() + HOUR)));
                  },
                })}
              />
              <FieldMessage>{formState.errors.start?.message}</FieldMessage>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="job-end">End</Label>
              <Input
                id="job-end"
                type="datetime-local"
                aria-invalid={Boolean(formState.errors.end)}
                {...register("end")}
              />
              <FieldMessage>{formState.errors.end?.message}</FieldMessage>
            </div>
          </div>
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
