import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type {
  DescriptionRequest,
  DescriptionResult,
  ScrapedCategory,
  ScrapedProduct,
  ScrapedProductPage,
  ScrapeResult,
  ScrapingJob,
} from "../../../shared/schemas/scraper";
import { DEFAULT_DESCRIPTION_SELECTOR } from "../../../shared/schemas/scraper";
import type { Deps } from "../../context";
import type { Db, DbOrTx } from "../../db/client";
import { businesses, merchants, productCategories, products, scrapingJobs } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { reserveSlot } from "../../http/rate-limit";
import { runTask } from "../../workers/pool";
import { containsPattern } from "../catalogue/service";
import { checkUrl, Fetcher, FetchRefused } from "./fetch";
import type { ScrapedItem } from "./parse";

export interface ScraperOptions {
  /** Per page, redirects included (default 10 s). */
  pageTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Listing pages followed per scrape, the first included. */
  maxPages: number;
  /** Least time between two requests to one host. */
  minIntervalMs: number;
}

export const DEFAULT_SCRAPER_OPTIONS: ScraperOptions = {
  pageTimeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  maxPages: 5,
  minIntervalMs: 1_000,
};

const AGENT_TOKEN = "SoleBot";

interface Scraper {
  options: ScraperOptions;
  fetcher: Fetcher;
  /** Businesses with a scrape under way: one at a time each. */
}

const scrapers = new WeakMap<Deps, Scraper>();

/** Longer than any scrape can take (5 pages × 10 s timeouts plus pacing). */
const STALE_JOB_MS = 5 * 60_000;

function buildFetcher(deps: Deps, options: ScraperOptions) {
  return new Fetcher({
    allowedHosts: deps.config.scraperAllowedHosts,
    allowPrivate: deps.config.scraperAllowPrivate,
    timeoutMs: options.pageTimeoutMs,
    maxBytes: options.maxBytes,
    maxRedirects: options.maxRedirects,
    minIntervalMs: options.minIntervalMs,
    reserveSlot: (host, intervalMs) => reserveSlot(deps.db, `scrape-host:${host}`, intervalMs),
    agentToken: AGENT_TOKEN,
    userAgent: `${AGENT_TOKEN}/1.0 (+${deps.config.publicUrl}; supplier price lookups for Sole. quotes)`,
  });
}

/** The app's scraper: one per app, so robots.txt and the per-host pace are shared. */
export function scraperFor(deps: Deps): Scraper {
  let scraper = scrapers.get(deps);
  if (!scraper) {
    const options = { ...DEFAULT_SCRAPER_OPTIONS };
    scraper = { options, fetcher: buildFetcher(deps, options) };
    scrapers.set(deps, scraper);
  }
  return scraper;
}

/** Overrides the defaults (tests use a short timeout and no pace). */
export function setScraperOptions(deps: Deps, overrides: Partial<ScraperOptions>) {
  const scraper = scraperFor(deps);
  scraper.options = { ...scraper.options, ...overrides };
  scraper.fetcher = buildFetcher(deps, scraper.options);
}

// ---- rows -----------------------------------------------------------------------------------

type JobRow = typeof scrapingJobs.$inferSelect;

function toJob(row: JobRow): ScrapingJob {
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime ? row.endTime.toISOString() : null,
    pagesDone: row.pagesDone,
    pagesTotal: row.pagesTotal,
    newProducts: row.newProducts,
    updatedProducts: row.updatedProducts,
    error: row.error,
  };
}

const productColumns = {
  ...getTableColumns(products),
  merchantName: merchants.name,
  categoryName: productCategories.name,
};

type ProductRow = typeof products.$inferSelect & {
  merchantName: string;
  categoryName: string | null;
};

function toProduct(row: ProductRow): ScrapedProduct {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    unit: row.unit,
    pricePence: Number(row.pricePence),
    stock: row.stock,
    url: row.url,
    imageUrl: row.imageUrl,
    description: row.description,
    merchantId: row.merchantId,
    merchantName: row.merchantName,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectProducts(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId));
}

async function productsByIds(
  db: DbOrTx,
  businessId: string,
  ids: number[],
): Promise<ScrapedProduct[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db).where(
    and(eq(products.businessId, businessId), inArray(products.id, ids)),
  );
  const byId = new Map(rows.map((r) => [r.id, toProduct(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---- merchant and category ------------------------------------------------------------------

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The merchant whose website is on this host; the first merchant for any other allowed host. */
async function merchantForHost(db: DbOrTx, host: string): Promise<number> {
  const rows = await db.select({ id: merchants.id, website: merchants.website }).from(merchants);
  for (const row of rows) {
    try {
      const site = new URL(/^https?:/.test(row.website) ? row.website : `https://${row.website}`);
      if (row.website && bareHost(site.hostname) === bareHost(host)) return row.id;
    } catch {
      // A malformed website matches nothing.
    }
  }
  return 1;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Matches a supplier's category name to one of ours (by name, slug or a shared leading word). */
function categoryMatcher(categories: { id: number; name: string; slug: string }[]) {
  return (name: string): number | null => {
    const wanted = name.trim().toLowerCase();
    if (!wanted) return null;
    const slug = slugify(wanted);
    const exact = categories.find((c) => c.name.toLowerCase() === wanted || c.slug === slug);
    if (exact) return exact.id;
    const partial = categories.find(
      (c) =>
        c.slug.split("-").includes(slug) || slug.split("-").includes(c.slug.split("-")[0] ?? ""),
    );
    return partial?.id ?? null;
  };
}

// ---- the job --------------------------------------------------------------------------------

interface UpsertCounts {
  created: number;
  updated: number;
  ids: number[];
}

async function upsertItems(
  db: Db,
  businessId: string,
  merchantId: number,
  items: ScrapedItem[],
  categoryOf: (name: string) => number | null,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { created: 0, updated: 0, ids: [] };
  if (items.length === 0) return counts;
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(products)
      .where(
        and(
          eq(products.businessId, businessId),
          eq(products.merchantId, merchantId),
          inArray(
            products.sku,
            items.map((i) => i.sku),
          ),
        ),
      );
    const bySku = new Map(existing.map((p) => [p.sku, p]));
    for (const item of items) {
      const values = {
        name: item.name.slice(0, 500),
        pricePence: item.pricePence ?? 0,
        stock: item.stock.slice(0, 100),
        url: item.url.slice(0, 2000),
        imageUrl: item.imageUrl.slice(0, 2000),
        categoryId: categoryOf(item.category),
      };
      const found = bySku.get(item.sku);
      if (!found) {
        const [row] = await tx
          .insert(products)
          .values({
            ...values,
            businessId,
            merchantId,
            sku: item.sku.slice(0, 100),
            description: item.description.slice(0, 10_000),
          })
          .returning({ id: products.id });
        if (row) {
          counts.created++;
          counts.ids.push(row.id);
        }
        continue;
      }
      counts.ids.push(found.id);
      const changes: Partial<typeof products.$inferInsert> = {};
      if (found.name !== values.name) changes.name = values.name;
      if (Number(found.pricePence) !== values.pricePence) changes.pricePence = values.pricePence;
      if (values.stock && found.stock !== values.stock) changes.stock = values.stock;
      if (values.url && found.url !== values.url) changes.url = values.url;
      if (values.imageUrl && found.imageUrl !== values.imageUrl) changes.imageUrl = values.imageUrl;
      if (values.categoryId !== null && found.categoryId !== values.categoryId)
        changes.categoryId = values.categoryId;
      if (item.description && !found.description)
        changes.description = item.description.slice(0, 10_000);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(products)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(products.id, found.id));
        counts.updated++;
      }
    }
  });
  return counts;
}

function messageOf(err: unknown): string {
  if (err instanceof FetchRefused) return err.message;
  if (err instanceof Error && err.message) return `Scraping failed: ${err.message}`;
  return "Scraping failed";
}

async function runJob(
  deps: Deps,
  scraper: Scraper,
  businessId: string,
  jobId: string,
  startUrl: string,
): Promise<ScrapeResult> {
  const { db } = deps;
  const fetcher = scraper.fetcher;
  const maxPages = scraper.options.maxPages;
  const created = { n: 0 };
  const updated = { n: 0 };
  const ids: number[] = [];
  const seenSkus = new Set<string>();
  let pagesDone = 0;
  try {
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
      const parsed = await runTask("scrapePage", { html: page.body, url: page.url });
      const fresh = parsed.items.filter((i) => !seenSkus.has(i.sku));
      for (const i of fresh) seenSkus.add(i.sku);
      const counts = await upsertItems(db, businessId, merchantId, fresh, categoryOf);
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
    const [row] = await db
      .update(scrapingJobs)
      .set({ status: "completed", endTime: new Date(), pagesTotal: pagesDone })
      .where(eq(scrapingJobs.id, jobId))
      .returning();
    return {
      success: true,
      message: `Scraped ${ids.length} ${ids.length === 1 ? "product" : "products"}: ${created.n} new and ${updated.n} updated`,
      products: await productsByIds(db, businessId, ids),
      jobId,
      job: row ? toJob(row) : null,
    };
  } catch (err) {
    const message = messageOf(err);
    if (!(err instanceof FetchRefused))
      deps.log.error("scrape failed", { jobId, error: String(err) });
    const [row] = await db
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
      .where(eq(scrapingJobs.id, jobId))
      .returning();
    return { success: false, message, products: [], jobId, job: row ? toJob(row) : null };
  }
}

/**
 * Starts a scrape: the URL is checked at once (a refused one records no job), then the job runs in
 * the background. `done` settles when it has finished (never rejects).
 */
export async function startScrape(
  deps: Deps,
  businessId: string,
  rawUrl: string,
): Promise<{ job: ScrapingJob; done: Promise<ScrapeResult> }> {
  const scraper = scraperFor(deps);
  const url = checkUrl(rawUrl.trim(), deps.config.scraperAllowedHosts);
  // One scrape at a time per business, decided in the database so every server copy agrees: the
  // business row is locked while we look for a running job. A job "running" for longer than any
  // scrape can take (its server died) no longer blocks and is marked failed.
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for("update");
    const staleBefore = new Date(Date.now() - STALE_JOB_MS);
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
          eq(scrapingJobs.status, "running"),
          lt(scrapingJobs.startTime, staleBefore),
        ),
      );
    const [running] = await tx
      .select({ id: scrapingJobs.id })
      .from(scrapingJobs)
      .where(and(eq(scrapingJobs.businessId, businessId), eq(scrapingJobs.status, "running")))
      .limit(1);
    if (running) {
      throw conflict(
        "scrape_running",
        "A scrape is already running. Please wait for it to finish.",
      );
    }
    const [inserted] = await tx
      .insert(scrapingJobs)
      .values({ businessId, url: url.href, status: "running", pagesTotal: null })
      .returning();
    if (!inserted) throw new Error("scraping job insert returned no row");
    return inserted;
  });
  const done = runJob(deps, scraper, businessId, row.id, url.href);
  return { job: toJob(row), done };
}

export async function listJobs(db: Db, businessId: string, limit: number): Promise<ScrapingJob[]> {
  const rows = await db
    .select()
    .from(scrapingJobs)
    .where(eq(scrapingJobs.businessId, businessId))
    .orderBy(desc(scrapingJobs.startTime), desc(scrapingJobs.id))
    .limit(limit);
  return rows.map(toJob);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job with, once it has completed, the products it scraped. */
export async function getJobResult(db: Db, businessId: string, id: string): Promise<ScrapeResult> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db
    .select()
    .from(scrapingJobs)
    .where(and(eq(scrapingJobs.id, id), eq(scrapingJobs.businessId, businessId)));
  if (!row) throw notFound();
  const job = toJob(row);
  if (row.status === "running") {
    return { success: true, message: "Scraping products...", products: [], jobId: id, job };
  }
  if (row.status === "failed") {
    return {
      success: false,
      message: row.error ?? "Scraping failed",
      products: [],
      jobId: id,
      job,
    };
  }
  let ids: number[] = [];
  try {
    const parsed: unknown = JSON.parse(row.productIds);
    if (Array.isArray(parsed)) ids = parsed.filter((n): n is number => Number.isInteger(n));
  } catch {
    ids = [];
  }
  return {
    success: true,
    message: `Scraped ${ids.length} ${ids.length === 1 ? "product" : "products"}: ${row.newProducts} new and ${row.updatedProducts} updated`,
    products: await productsByIds(db, businessId, ids),
    jobId: id,
    job,
  };
}

// ---- browsing the business's scraped products -----------------------------------------------

export interface ScrapedQuery {
  q: string;
  categoryId?: number;
  uncategorised?: boolean;
  page: number;
  pageSize: number;
}

export async function listScrapedProducts(
  db: Db,
  businessId: string,
  query: ScrapedQuery,
): Promise<ScrapedProductPage> {
  const where: SQL[] = [eq(products.businessId, businessId)];
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  else if (query.uncategorised) where.push(isNull(products.categoryId));
  const term = query.q.trim();
  if (term) {
    const pattern = containsPattern(term);
    const match = or(
      sql`lower(${products.name}) like lower(${pattern})`,
      sql`lower(${products.sku}) like lower(${pattern})`,
    );
    if (match) where.push(match);
  }
  const condition = and(...where);
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(condition);
  const rows = await selectProducts(db)
    .where(condition)
    .orderBy(asc(products.name), asc(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    products: rows.map(toProduct),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listScrapedCategories(
  db: Db,
  businessId: string,
): Promise<ScrapedCategory[]> {
  const rows = await db
    .select({
      id: products.categoryId,
      name: productCategories.name,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.businessId, businessId))
    .groupBy(products.categoryId, productCategories.name);
  return rows
    .map((r) => ({ id: r.id, name: r.name ?? "Uncategorised", productCount: r.n }))
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : a.name.localeCompare(b.name)));
}

// ---- the description scraper ----------------------------------------------------------------

export async function scrapeDescription(
  deps: Deps,
  businessId: string,
  input: DescriptionRequest,
): Promise<DescriptionResult> {
  const productId = input.productId ?? null;
  const selector = input.selector?.trim() || DEFAULT_DESCRIPTION_SELECTOR;
  const fail = (error: string): DescriptionResult => ({
    success: false,
    description: "",
    productId,
    error,
  });
  if (productId !== null) {
    const [own] = await deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.businessId, businessId)));
    if (!own) return fail("The product was not found among your own products");
  }
  let html: string;
  try {
    html = (await scraperFor(deps).fetcher.get(input.url.trim())).body;
  } catch (err) {
    return fail(messageOf(err));
  }
  let extracted: { text: string } | { invalidSelector: true };
  try {
    extracted = await runTask("scrapeText", { html, selector });
  } catch (err) {
    return fail(messageOf(err));
  }
  if ("invalidSelector" in extracted) return fail(`The CSS selector is not valid: ${selector}`);
  const description = extracted.text;
  if (!description) return fail(`Nothing on the page matched ${selector}`);
  if (productId !== null) {
    await deps.db
      .update(products)
      .set({ description, updatedAt: new Date() })
      .where(and(eq(products.id, productId), eq(products.businessId, businessId)));
  }
  return { success: true, description, productId, error: null };
}
