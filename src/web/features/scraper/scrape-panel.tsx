import { Globe, RefreshCw } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { ScrapedProduct } from "../../../shared/schemas/scraper";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Input, Label } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/toast";
import { useInvalidateScraper, useScrapeJob, useScrapingJobs, useStartScrape } from "./api";
import { JobsTable, ProgressBar } from "./scraper-parts";

/** The scrape form: a supplier URL, the running job's progress (polled), its outcome and past jobs. */
export function ScrapePanel({ onScraped }: { onScraped: (products: ScrapedProduct[]) => void }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartScrape();
  const job = useScrapeJob(jobId);
  const jobs = useScrapingJobs(jobId !== null);
  const invalidate = useInvalidateScraper();
  const status = job.data?.job?.status;
  const scraping =
    start.isPending || (jobId !== null && (status === undefined || status === "running"));

  useEffect(() => {
    const result = job.data;
    if (!jobId || !result?.job || result.job.status === "running") return;
    setJobId(null);
    void invalidate();
    if (result.success && result.products.length > 0) {
      notify.success("Scraped Successfully", { description: result.message });
      onScraped(result.products);
    } else {
      notify.error("Failed to scrape the URL", { description: result.message });
    }
  }, [job.data, jobId, invalidate, onScraped]);

  useEffect(() => {
    if (job.error && jobId) {
      setJobId(null);
      notify.error("Failed to scrape the URL", { description: job.error.message });
    }
  }, [job.error, jobId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      notify.warning("Please enter a URL to scrape");
      return;
    }
    try {
      const started = await start.mutateAsync(url.trim());
      if (started.jobId) setJobId(started.jobId);
      void jobs.refetch();
    } catch (err) {
      notify.error("Failed to scrape the URL", {
        description: err instanceof Error ? err.message : undefined,
      });
    }
  };

  const refreshJobs = async () => {
    const result = await jobs.refetch();
    if (result.isError) notify.error("Failed to load scraping jobs");
    else notify.success("Jobs list refreshed");
  };

  const progress = job.data?.job;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Scrape a supplier page</CardTitle>
          <CardDescription>
            Paste a category or product page from your supplier's website. Products are saved to
            your own catalogue, updating the prices of ones you already have.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form onSubmit={submit} className="grid gap-2" noValidate>
            <Label htmlFor={`${id}-url`}>Page URL</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={`${id}-url`}
                type="url"
                inputMode="url"
                placeholder="https://www.screwfix.com/c/building-supplies/plasterboard/cat830520"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                disabled={scraping}
                className="min-w-0 flex-1"
              />
              <Button type="submit" disabled={scraping} className="sm:w-36">
                {scraping ? (
                  <Spinner className="size-4" label="Scraping" />
                ) : (
                  <Globe aria-hidden="true" />
                )}
                {scraping ? "Scraping..." : "Scrape"}
              </Button>
            </div>
          </form>
          {scraping ? (
            <div
              className="grid gap-3 rounded-lg border bg-muted/40 p-4"
              role="status"
              aria-live="polite"
            >
              <p className="text-sm font-medium">
                Scraping products... This may take a few moments
              </p>
              <ProgressBar done={progress?.pagesDone ?? 0} total={progress?.pagesTotal ?? null} />
            </div>
          ) : null}
          <ul className="grid gap-1.5 text-sm text-muted-foreground">
            <li>• A category page brings in every product on it, following its pages (up to 5).</li>
            <li>
              • A product page brings in that one product: name, code, price, stock and image.
            </li>
            <li>
              • Only your suppliers' websites can be scraped, and their robots.txt is respected.
            </li>
            <li>• Scraping again updates prices and stock; the jobs below show what changed.</li>
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
          <div>
            <CardTitle>Recent Scraping Jobs</CardTitle>
            <CardDescription>Your latest five scrapes.</CardDescription>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void refreshJobs()}
            disabled={jobs.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(jobs.isFetching && "animate-spin")} />{" "}
            Refresh
          </Button>
        </CardHeader>
        <CardContent>
          {jobs.isPending ? (
            <Spinner className="size-5" label="Loading jobs" />
          ) : (jobs.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">No scraping jobs yet.</p>
          ) : (
            <JobsTable jobs={jobs.data ?? []} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
