import { Link } from "react-router";
import { formatPence } from "../../../shared/money";
import type { JobProfit } from "../../../shared/schemas/insights";
import { paths } from "../../config/paths";
import { useJobProfits } from "./api";

const signed = (pence: number) =>
  pence === 0 ? "on the quote" : `${pence > 0 ? "+" : "−"}${formatPence(Math.abs(pence))}`;

function JobRow({ job }: { job: JobProfit }) {
  const tone =
    job.offPence < 0
      ? "text-destructive"
      : job.offPence > 0
        ? "text-green-700 dark:text-green-400"
        : "text-foreground";
  return (
    <li className="grid gap-2 px-3 py-3" data-testid="job-profit">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium">
          <Link
            to={paths.job(job.jobId)}
            className="text-primary underline-offset-2 hover:underline"
          >
            {job.name || job.reference}
          </Link>{" "}
          <span className="text-sm font-normal text-muted-foreground">
            {job.reference}
            {job.customerName ? ` · ${job.customerName}` : ""}
          </span>
        </p>
        <p className={`font-semibold tabular-nums ${tone}`}>{signed(job.offPence)}</p>
      </div>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">Materials (quoted · ordered)</dt>
          <dd className="tabular-nums">
            {/* The orders are set against what was ordered in Sole: of the whole, when less. */}
            {job.actualMaterialsPence !== null &&
            job.comparedMaterialsPence !== job.quotedMaterialsPence
              ? `${formatPence(job.comparedMaterialsPence)} of ${formatPence(job.quotedMaterialsPence)}`
              : formatPence(job.quotedMaterialsPence)}{" "}
            ·{" "}
            {job.actualMaterialsPence === null
              ? "no orders in Sole"
              : formatPence(job.actualMaterialsPence)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Days (quoted · worked)</dt>
          <dd className="tabular-nums">
            {job.quotedDays} · {job.actualDays}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Profit (quoted · actual)</dt>
          <dd className="tabular-nums">
            {formatPence(job.quotedProfitPence)} · {formatPence(job.actualProfitPence)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Completed jobs against their quotes, the furthest off first. */
export function JobProfits() {
  const jobs = useJobProfits();
  return (
    <section aria-labelledby="job-profits" className="grid gap-2 rounded-lg border p-4">
      <h3 id="job-profits" className="font-semibold">
        Jobs against the quote
      </h3>
      <p className="text-sm text-muted-foreground">
        Your last completed jobs, furthest from the quote first. Each extra day is counted at the
        quote's day rate.
      </p>
      {jobs.isPending ? null : jobs.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The jobs could not be loaded.
        </p>
      ) : jobs.data.length === 0 ? (
        <p className="text-sm">No completed jobs yet: they show here once a job is marked done.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {jobs.data.map((job) => (
            <JobRow key={job.jobId} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
