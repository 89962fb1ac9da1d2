import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { ScrapingJob } from "../../../shared/schemas/scraper";
import { lockBusiness } from "../../auth/businesses";
import type { Deps } from "../../context";
import { productCategories, scrapingJobs } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { runTask } from "../../workers/pool";
import { checkUrl, FetchRefused } from "./fetch";
import { categoryMatcher, merchantForHost, upsertItems } from "./scrape-products";
import { messageOf, scraperFor, toJob } from "./service";

/**
 * A supplier scrape is a durable queue job (ADR 0019): the request checks the URL, stores the job
 * (scraping_jobs, status queued) and enqueues it; a worker of any instance claims it (running),
 * fetches and upserts its pages, and records the result (completed) or the reason (failed). Every
 * instance answers the poll from the row. Products are upserted by the business's SKU at the
 * merchant, so a retried scrape (its worker died) updates what the first try wrote.
 */

/** A running scrape untouched this long belongs to a worker that died (any scrape is shorter). */
const STALE_RUNNING_MS = 5 * 60_000;
/** A queued scrape no worker took in this long (none is running) no longer blocks the next. */
const STALE_QUEUED_MS = 15 * 60_000;

async function scrape(
  deps: Omit<Deps, "auth">,
  businessId: string,
  jobId: string,
  startUrl: string,
) {
  const { db } = deps;
  const scraper = scraperFor(deps);
  const fetcher = scraper.fetcher;
  const maxPages = scraper.options.maxPages;
  const created = { n: 0 };
  const updated = { n: 0 };
  const ids: number[] = [];
  const seenSkus = new Set<string>();
  let pagesDone = 0;
  try {
    // Checked again in the worker: the allowed hosts may have changed since it was queued, and
    // the fetcher refuses private addresses at every hop.
    const url = checkUrl(startUrl, deps.config.scraperAllowedHosts);
    const merchantId = await merchantForHost(db, url.hostname);
    const categoryOf = categoryMatcher(await db.select().from(productCategories));
    let next: string | null = url.href;
    const visited = new Set<string>();
    let pagesTotal: number | null = 1;
    while (next && pagesDone < maxPages && !visited.has(next)) {
      visited.add(next);
      const page = await fetcher.get(next);
      if (!/html|xml|text\/plain/i.test(page.contentType) && page.contentType) {
        throw new FetchRefused(`The page is not a web page (${page.contentType.split(";")[0]})`);
      }
      // Parsed in the worker pool: a hostile page costs a worker thread its time limit, not the loop.
      const parsed = await runTask(
        "scrapePage",
        { html: page.body, url: page.url },
        { owner: businessId },
      );
      const fresh = parsed.items.filter((i) => !seenSkus.has(i.sku));
      for (const i of fresh) seenSkus.add(i.sku);
      const counts = await upsertItems(
        db,
        businessId,
        merchantId,
        fresh,
        categoryOf,
        deps.config.ownProductLimit,
      );
      created.n += counts.created;
      updated.n += counts.updated;
      ids.push(...counts.ids);
      pagesDone++;
      next = parsed.nextPage;
      const shown = parsed.lastPageNumber ?? (next ? pagesDone + 1 : pagesDone);
      pagesTotal = Math.min(maxPages, Math.max(pagesDone + (next ? 1 : 0), shown));
      await db
        .update(scrapingJobs)
        .set({
          pagesDone,
          pagesTotal,
          newProducts: created.n,
          updatedProducts: updated.n,
          productIds: JSON.stringify(ids),
          merchantId,
        })
        .where(eq(scrapingJobs.id, jobId));
    }
    if (ids.length === 0) throw new FetchRefused("No products were found on the page");
    await db
      .update(scrapingJobs)
      .set({ status: "completed", endTime: new Date(), pagesTotal: pagesDone })
      .where(eq(scrapingJobs.id, jobId));
  } catch (err) {
    const message = messageOf(err);
    if (!(err instanceof FetchRefused || err instanceof AppError))
      deps.log.error("scrape failed", { jobId, error: String(err) });
    await db
      .update(scrapingJobs)
      .set({
        status: "failed",
        endTime: new Date(),
        error: message,
        pagesDone,
        newProducts: created.n,
        updatedProducts: updated.n,
        productIds: JSON.stringify(ids),
      })
      .where(eq(scrapingJobs.id, jobId));
  }
}

/**
 * The queue's handler: claims the job (queued, or running when its first worker died) and runs it.
 * A job already finished, or failed as stale meanwhile, is left as it is.
 */
export async function runScrapeJob(deps: Omit<Deps, "auth">, scrapeId: string) {
  const [row] = await deps.db
    .update(scrapingJobs)
    .set({
      status: "running",
      startTime: new Date(),
      pagesDone: 0,
      newProducts: 0,
      updatedProducts: 0,
      productIds: "[]",
      error: null,
    })
    .where(and(eq(scrapingJobs.id, scrapeId), inArray(scrapingJobs.status, ["queued", "running"])))
    .returning({ businessId: scrapingJobs.businessId, url: scrapingJobs.url });
  if (!row?.businessId) return;
  await scrape(deps, row.businessId, scrapeId, row.url);
}

/**
 * Starts a scrape: the URL is checked at once (a refused one records no job), the job is stored
 * and enqueued, and its row is returned for the client to poll.
 */
export async function startScrape(
  deps: Deps,
  businessId: string,
  rawUrl: string,
): Promise<ScrapingJob> {
  const url = checkUrl(rawUrl.trim(), deps.config.scraperAllowedHosts);
  // One scrape at a time per business, decided in the database so every server copy agrees: the
  // business row is locked while we look for a queued or running job. One "running" longer than
  // any scrape can take (its worker died), or queued with no worker to take it, no longer blocks.
  const row = await deps.db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const now = Date.now();
    await tx
      .update(scrapingJobs)
      .set({
        status: "failed",
        error: "Interrupted: the server stopped during the scrape",
        endTime: new Date(),
      })
      .where(
        and(
          eq(scrapingJobs.businessId, businessId),
          or(
            and(
              eq(scrapingJobs.status, "running"),
              lt(scrapingJobs.startTime, new Date(now - STALE_RUNNING_MS)),
            ),
            and(
              eq(scrapingJobs.status, "queued"),
              lt(scrapingJobs.startTime, new Date(now - STALE_QUEUED_MS)),
            ),
          ),
        ),
      );
    const [active] = await tx
      .select({ id: scrapingJobs.id })
      .from(scrapingJobs)
      .where(
        and(
          eq(scrapingJobs.businessId, businessId),
          inArray(scrapingJobs.status, ["queued", "running"]),
        ),
      )
      .limit(1);
    if (active) {
      throw conflict(
        "scrape_running",
        "A scrape is already running. Please wait for it to finish.",
      );
    }
    const [inserted] = await tx
      .insert(scrapingJobs)
      .values({ businessId, url: url.href, status: "queued", pagesTotal: null })
      .returning();
    if (!inserted) throw new Error("scraping job insert returned no row");
    return inserted;
  });
  try {
    await deps.queue.enqueue("scrape", { scrapeId: row.id });
  } catch (err) {
    // Not queued: the job would block the business's next scrape until it went stale.
    await deps.db
      .update(scrapingJobs)
      .set({ status: "failed", error: "Scraping failed: please try again", endTime: new Date() })
      .where(eq(scrapingJobs.id, row.id));
    throw err;
  }
  return toJob(row);
}
