import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type {
  ScrapedCategory,
  ScrapedProduct,
  ScrapedProductPage,
  ScrapeResult,
  ScrapingJob,
} from "../../../shared/schemas/scraper";
import type { Deps } from "../../context";
import type { Db, DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { merchants, productCategories, products, scrapingJobs } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { reserveSlot } from "../../http/rate-limit";
import { containsPattern } from "../catalogue/service";
import { Fetcher, FetchRefused } from "./fetch";

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

/** Keyed by the app's deps: the request side and the queue's handlers share one. */
const scrapers = new WeakMap<object, Scraper>();

type ScraperDeps = Omit<Deps, "auth">;

function buildFetcher(deps: ScraperDeps, options: ScraperOptions) {
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
export function scraperFor(deps: ScraperDeps): Scraper {
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

/** A queued job shows as running: to the user it is under way (SPEC's three statuses). */
export function toJob(row: JobRow): ScrapingJob {
  return {
    id: row.id,
    url: row.url,
    status: row.status === "queued" ? "running" : row.status,
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

export async function listJobs(db: Db, businessId: string, limit: number): Promise<ScrapingJob[]> {
  const rows = await db
    .select()
    .from(scrapingJobs)
    .where(eq(scrapingJobs.businessId, businessId))
    .orderBy(desc(scrapingJobs.startTime), desc(scrapingJobs.id))
    .limit(limit);
  return rows.map(toJob);
}

/** A job with, once it has completed, the products it scraped. */
export async function getJobResult(db: Db, businessId: string, id: string): Promise<ScrapeResult> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(scrapingJobs)
    .where(and(eq(scrapingJobs.id, id), eq(scrapingJobs.businessId, businessId)));
  if (!row) throw notFound();
  const job = toJob(row);
  if (row.status === "queued" || row.status === "running") {
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

export function messageOf(err: unknown): string {
  if (err instanceof FetchRefused || err instanceof AppError) return err.message;
  if (err instanceof Error && err.message) return `Scraping failed: ${err.message}`;
  return "Scraping failed";
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
