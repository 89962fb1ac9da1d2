import type { Browser } from "./browser";

/**
 * Starts a supplier scrape and returns its result: the refusal (400) when the URL is refused at
 * once, else the job as polled once the queue has run it (the test app runs a request's jobs when
 * it is answered; with manualJobs, pass the queue's runDue).
 */
export async function scrapeAndWait<T = Record<string, unknown>>(
  browser: Browser,
  url: string,
  runJobs?: () => Promise<unknown>,
): Promise<{ status: number; body: T }> {
  const res = await browser.post("/api/scraper/scrape", { url });
  const started = (await res.json()) as { jobId?: string | null };
  if (res.status !== 202 || !started.jobId) return { status: res.status, body: started as T };
  await runJobs?.();
  const polled = await browser.get(`/api/scraper/jobs/${started.jobId}`);
  return { status: polled.status, body: (await polled.json()) as T };
}
