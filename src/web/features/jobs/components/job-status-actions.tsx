import { CheckCircle2, Play } from "lucide-react";
import { useState } from "react";
import { boardMessages } from "../../../../shared/job-board";
import type { Job } from "../../../../shared/schemas/jobs";
import { ukDay } from "../../../../shared/working-days";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useJobAction, useUpdateJob } from "../api/jobs";
import { when } from "./job-schedule";

/**
 * A job booked for later is started early only after the question: its start moves to now (SPEC:
 * a job cannot be in progress before its start), its end with its labour unless one was chosen.
 * On site a day early, "Cannot Start Yet" was a dead end through Reschedule.
 */
function StartEarlyDialog({
  job,
  open,
  onClose,
  onStart,
}: {
  job: Job;
  open: boolean;
  onClose: () => void;
  onStart: () => void;
}) {
  const update = useUpdateJob();
  const startToday = async () => {
    try {
      // A minute back: the server's clock decides, and it must not find the start still ahead.
      const startAt = new Date(Date.now() - 60_000).toISOString();
      await update.mutateAsync({ id: job.id, startAt, version: job.version });
      onClose();
      onStart();
    } catch (error) {
      onClose();
      notify.error("Could not change the job", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      tone="default"
      title="Start this job today?"
      description={`It is booked to start ${when(job.startAt)}. Starting now moves its start to now${job.endFollowsLabour ? ", and its end with the labour" : `; it still ends ${when(job.endAt)}`}.`}
      cancelLabel="Keep the booking"
      confirmLabel="Start today"
      pendingLabel="Starting..."
      icon={<Play aria-hidden />}
      pending={update.isPending}
      onCancel={onClose}
      onConfirm={() => void startToday()}
    />
  );
}

/**
 * The job's next step: Start Job while scheduled, Finish Job while in progress. Finish Job sits
 * where Start Job was and cannot be undone, so it asks first: a double tap must not finish a job on
 * its first day.
 */
export function StatusActions({ job }: { job: Job }) {
  const action = useJobAction();
  const [startingEarly, setStartingEarly] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const today = ukDay(new Date());
  const [worked, setWorked] = useState({ startedOn: today, finishedOn: today });
  const openFinish = () => {
    // The days worked start as the day Start Job was pressed and today; either can be changed.
    setWorked({ startedOn: ukDay(job.startedAt ?? job.startAt ?? new Date()), finishedOn: today });
    setFinishing(true);
  };
  const run = (kind: "start" | "complete") =>
    action.mutate(
      { id: job.id, action: kind, ...(kind === "complete" ? { worked } : {}) },
      {
        onSettled: () => setFinishing(false),
        onSuccess: () => {
          const m = kind === "start" ? boardMessages.jobStarted : boardMessages.jobFinished;
          notify.success(m.title, { description: m.description });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "not_started_yet") {
            notify.error(boardMessages.cannotStartYet.title, {
              description: boardMessages.cannotStartYet.description,
            });
          } else notify.error("Could not change the job", { description: error.message });
        },
      },
    );
  const busy = action.isPending ? (
    <Spinner className="size-4 text-primary-foreground" label="Saving" />
  ) : null;
  if (job.status === "scheduled") {
    const early = job.startAt !== null && Date.parse(job.startAt) > Date.now();
    return (
      <>
        <Button
          onClick={() => (early ? setStartingEarly(true) : run("start"))}
          disabled={action.isPending}
        >
          {busy ?? <Play />} Start Job
        </Button>
        <StartEarlyDialog
          job={job}
          open={startingEarly}
          onClose={() => setStartingEarly(false)}
          onStart={() => run("start")}
        />
      </>
    );
  }
  if (job.status === "in-progress") {
    return (
      <>
        <Button onClick={openFinish} disabled={action.isPending}>
          {busy ?? <CheckCircle2 />} Finish Job
        </Button>
        <ConfirmDialog
          open={finishing}
          tone="default"
          title="Finish this job?"
          description="It moves to Finished, ready to invoice. A finished job cannot be started again. Quoted vs actual counts the working days from its start to its finish."
          cancelLabel="Keep working"
          confirmLabel="Finish job"
          pendingLabel="Finishing..."
          icon={<CheckCircle2 aria-hidden />}
          pending={action.isPending}
          disabled={!worked.startedOn || !worked.finishedOn || worked.startedOn > worked.finishedOn}
          onCancel={() => setFinishing(false)}
          onConfirm={() => run("complete")}
        >
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="finish-started-on">Started</Label>
              <Input
                id="finish-started-on"
                type="date"
                max={worked.finishedOn || today}
                value={worked.startedOn}
                onChange={(e) => setWorked((w) => ({ ...w, startedOn: e.target.value }))}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="finish-finished-on">Finished</Label>
              <Input
                id="finish-finished-on"
                type="date"
                min={worked.startedOn}
                max={today}
                value={worked.finishedOn}
                onChange={(e) => setWorked((w) => ({ ...w, finishedOn: e.target.value }))}
              />
            </div>
          </div>
        </ConfirmDialog>
      </>
    );
  }
  return null;
}
