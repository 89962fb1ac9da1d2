import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import { PageHeader } from "../../components/layout/page-header";
import { LoadMore } from "../../components/load-more";
import { SearchBox } from "../../components/search-box";
import { Card, CardContent } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { useJobPages } from "./api/jobs";

/** Job History: the business's completed jobs, newest first, searchable. */
export function JobHistoryPage() {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search);
  const jobs = useJobPages({ status: "completed", q });
  const list = useMemo(() => jobs.data?.pages.flatMap((page) => page.jobs) ?? [], [jobs.data]);
  return (
    <div className="min-w-0">
      <PageHeader title="Job History" description="Jobs you have finished." />
      <SearchBox
        className="mb-4 max-w-md"
        value={search}
        onValueChange={setSearch}
        placeholder="Search finished jobs"
        aria-label="Search finished jobs"
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
            {q.trim() ? "No finished jobs match your search." : "No finished jobs yet."}
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3">
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
                    {job.customer.address ? ` · ${job.customer.address}` : ""}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-4 text-sm">
                  <span className="text-muted-foreground">
                    Finished {job.completedAt ? formatDate(job.completedAt) : "—"}
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatPence(job.quote.totalAmountPence)}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(jobs.hasNextPage)}
        loading={jobs.isFetchingNextPage}
        onLoad={() => jobs.fetchNextPage()}
        label="More finished jobs"
      />
    </div>
  );
}
