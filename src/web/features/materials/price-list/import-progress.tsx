import { useEffect, useRef } from "react";
import { Progress } from "../../../components/ui/progress";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../lib/toast";
import type { PriceListImportJob } from "./api/import-price-list";

const count = (n: number) => n.toLocaleString("en-GB");

/** Once per import: a toast when it finishes (the status panel keeps the result). */
export function useAnnounceImport(job: PriceListImportJob | undefined) {
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!job || announced.current === job.id) return;
    if (job.status === "done") {
      announced.current = job.id;
      notify.success(`Imported: ${job.inserted} new, ${job.updated} updated`, {
        description: job.skipped > 0 ? `${job.skipped} rows skipped because of errors` : undefined,
      });
    } else if (job.status === "failed") {
      announced.current = job.id;
      notify.error("Import failed", { description: job.error });
    }
  }, [job]);
}

/** "Importing… 12,000 of 100,000 rows", then the result or why it failed. */
export function ImportProgress({ job }: { job: PriceListImportJob }) {
  const running = job.status === "queued" || job.status === "running";
  const percent = job.rowsTotal > 0 ? Math.round((job.rowsDone / job.rowsTotal) * 100) : 0;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="price-list-import-status"
      className="grid gap-2 rounded-md border p-3 text-sm"
    >
      {running ? (
        <>
          <p className="flex items-center gap-2 font-medium">
            <Spinner className="size-4" label="Importing" />
            Importing… {count(job.rowsDone)} of {count(job.rowsTotal)} rows
          </p>
          <Progress value={percent} aria-label="Import progress" />
        </>
      ) : job.status === "done" ? (
        <p className="font-medium">
          Imported: {count(job.inserted)} new, {count(job.updated)} updated
          {job.skipped > 0
            ? `; ${count(job.skipped)} ${job.skipped === 1 ? "row" : "rows"} skipped because of errors`
            : ""}
        </p>
      ) : (
        <p className="font-medium text-destructive">
          Import failed{job.error ? `: ${job.error}` : ""}
        </p>
      )}
    </div>
  );
}
