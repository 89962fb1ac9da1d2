import { CalendarCheck, Hammer } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useJobs } from "../api/jobs";
import { ScheduleJobDialog } from "./schedule-job-dialog";

/**
 * For the quote detail page: Schedule Job on an accepted quote without a job, View Job once it
 * has one; nothing otherwise.
 */
export function ScheduleJobButton({
  quote,
}: {
  quote: { id: string; name: string; status: string; laborDays?: number };
}) {
  const [open, setOpen] = useState(false);
  const jobs = useJobs({ quoteId: quote.id });
  const job = jobs.data?.[0];
  if (job) {
    return (
      <Button asChild variant="outline">
        <Link to={paths.job(job.id)}>
          <Hammer /> View Job
        </Link>
      </Button>
    );
  }
  if (quote.status !== "accepted" || jobs.isPending) return null;
  return (
    <>
      {/* The accepted quote's next step: the page's primary action (quote-actions.tsx). */}
      <Button onClick={() => setOpen(true)}>
        <CalendarCheck /> Schedule Job
      </Button>
      <ScheduleJobDialog open={open} onOpenChange={setOpen} quote={quote} />
    </>
  );
}
