import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../../shared/dates";
import { formatPence } from "../../../../shared/money";
import type { Job, JobStatus } from "../../../../shared/schemas/jobs";
import { PageHeader } from "../../../components/layout/page-header";
import { LoadMorePages } from "../../../components/load-more";
import { SearchBox } from "../../../components/search-box";
import { Card, CardContent } from "../../../components/ui/card";
import { PageSpinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { CustomerFilterNote } from "../../customers";
import { useJobPages } from "../api/jobs";
import { JobStatusBadge } from "./job-status-badge";

/** What a full list of one status is called and says (the server orders it; see jobs/list.ts). */
const copy: Record<
  JobStatus | "all",
  {
    title: string;
    description: string;
    noun: string;
    empty: string;
    when: (job: Job) => string;
  }
> = {
  scheduled: {
    title: "Scheduled Jobs",
    description: "Every job booked in and not yet started, soonest first.",
    noun: "scheduled jobs",
    empty: "No scheduled jobs.",
    when: (job) => (job.startAt ? `Starts ${formatDate(job.startAt)}` : "No start date"),
  },
  "in-progress": {
    title: "Jobs In Progress",
    description: "Every job started and not yet finished, by start date.",
    noun: "jobs in progress",
    empty: "No jobs in progress.",
    when: (job) => {
      const at = job.startedAt ?? job.startAt;
      return at ? `Started ${formatDate(at)}` : "Started";
    },
  },
  completed: {
    title: "Job History",
    description: "Jobs you have finished.",
    noun: "finished jobs",
    empty: "No finished jobs yet.",
    when: (job) => `Finished ${job.completedAt ? formatDate(job.completedAt) : "—"}`,
  },
  all: {
    title: "Jobs",
    description: "Every job, whatever its status, soonest start first.",
    noun: "jobs",
    empty: "No jobs yet.",
    when: (job) => copy[job.status].when(job),
  },
};

/**
 * The business's jobs of one status (or all), of one customer when given, searchable and paged
 * (50 at a time as it scrolls).
 */
export function JobList({
  status,
  customerId,
  backToBoard = false,
}: {
  status: JobStatus | "all";
  customerId?: string;
  backToBoard?: boolean;
}) {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search);
  const jobs = useJobPages({ status: status === "all" ? undefined : status, q, customerId });
  const list = useMemo(() => jobs.data?.pages.flatMap((page) => page.jobs) ?? [], [jobs.data]);
  const { title, description, noun, empty, when } = copy[status];
  const label = `Search ${noun}`;
  return (
    <div className="min-w-0">
      <PageHeader title={title} description={description} />
      {backToBoard ? (
        <Link
          to={paths.jobs}
          className="mb-3 inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to the job board
        </Link>
      ) : null}
      {customerId ? (
        <CustomerFilterNote
          customerId={customerId}
          what="jobs"
          allTo={status === "all" ? paths.jobs : paths.jobList(status)}
        />
      ) : null}
      <SearchBox
        className="mb-4 max-w-md"
        value={search}
        onValueChange={setSearch}
        placeholder={label}
        aria-label={label}
      />
      {jobs.isPending ? (
        <PageSpinner />
      ) : jobs.isError ? (
        <p role="alert" className="text-destructive">
          The jobs could not be loaded.
        </p>
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center text-muted-foreground">
            {q.trim() ? `No ${noun} match your search.` : empty}
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={title}>
          {list.map((job) => (
            <li key={job.id}>
              <Link
                to={paths.job(job.id)}
                className="flex flex-col gap-1 rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{job.quote.name || job.quote.reference}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {job.customer.name || "No customer"}
                    {job.siteAddress ? ` · ${job.siteAddress}` : ""}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-4 text-sm">
                  <span className="text-muted-foreground">{when(job)}</span>
                  {status === "all" ? <JobStatusBadge status={job.status} /> : null}
                  <span className="font-semibold tabular-nums">
                    {formatPence(job.quote.totalAmountPence)}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMorePages pages={jobs} label={`More ${noun}`} />
    </div>
  );
}
