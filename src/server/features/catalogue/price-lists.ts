import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { limitMessages, PRICE_LIST_MAX_BYTES, PRICE_LIST_MAX_ROWS } from "../../../shared/limits";
import type { Db, DbOrTx } from "../../db/client";
import { merchants, priceListImports, productCategories, products } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../errors";
import { toCsv } from "../../http/csv";
import type { Logger } from "../../log";
import { runTask } from "../../workers/pool";
import { countLines } from "./csv";
import type { MappingField, ParsedRow, PriceListPreview } from "./price-list-parse";

/**
 * A business's own price list, imported from a merchant's CSV (SPEC §2 Materials, §3 Product).
 * The file is parsed in the worker pool (price-list-parse.ts); an import is a background job
 * (table price_list_imports) whose rows go in by batches of 100, one statement each, the event
 * loop free between batches so every other business's requests are answered meanwhile.
 */

export {
  guessMapping,
  MAPPING_FIELDS,
  type Mapping,
  type MappingField,
  type ParsedRow,
  type PriceListPreview,
  parsePounds,
  type RowError,
} from "./price-list-parse";

export interface PriceListInput {
  csv: string;
  merchantId: number;
  mapping?: Partial<Record<MappingField, string | null | undefined>>;
}

/** Pence as pounds with two decimals, e.g. 129900 → "1299.00". */
export function formatPounds(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

/**
 * The caps, checked before any parsing: at most 20 MB (in UTF-8) and 200,000 rows (lines holding
 * anything, less the header: a bound the parser checks again exactly).
 */
export function checkPriceListSize(csv: string) {
  if (csv.length > PRICE_LIST_MAX_BYTES || Buffer.byteLength(csv, "utf8") > PRICE_LIST_MAX_BYTES) {
    throw badRequest(limitMessages.priceListBytes, { csv: limitMessages.priceListBytes });
  }
  if (countLines(csv) - 1 > PRICE_LIST_MAX_ROWS) {
    throw badRequest(limitMessages.priceListRows, { csv: limitMessages.priceListRows });
  }
}

async function analyse(db: DbOrTx, input: PriceListInput, forImport: boolean) {
  checkPriceListSize(input.csv);
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId));
  if (!merchant) throw badRequest("Unknown merchant", { merchantId: "Unknown merchant" });
  const categories = await db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      slug: productCategories.slug,
    })
    .from(productCategories);
  return runTask("parsePriceList", {
    csv: input.csv,
    ...(input.mapping ? { mapping: input.mapping } : {}),
    categories,
    forImport,
  });
}

export async function previewPriceList(db: Db, input: PriceListInput): Promise<PriceListPreview> {
  const { headers, mapping, rows, errors, validCount, errorCount } = await analyse(
    db,
    input,
    false,
  );
  return { headers, mapping, rows, errors, validCount, errorCount };
}

// ---- Imports as background jobs -------------------------------------------------------------

export type PriceListImportJob = {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  rowsDone: number;
  rowsTotal: number;
  inserted: number;
  updated: number;
  skipped: number;
  error?: string;
};

export const importMessages = {
  busy: "A price list is already importing. Wait for it to finish, then import the next one.",
  interrupted: "The import stopped when the server restarted. Import the file again to finish it.",
  failed: "The import failed. Please try again.",
};

/** The job's progress is written every this many batches (of IMPORT_BATCH rows). */
const PROGRESS_EVERY = 5;
/** A queued or running job untouched for this long belongs to a server that stopped. */
export const IMPORT_STALE_MS = 60_000;
/** How often a server touches the jobs it holds, so that they never look stale. */
const HEARTBEAT_MS = 15_000;

type JobRow = typeof priceListImports.$inferSelect;

function jobView(row: JobRow): PriceListImportJob {
  return {
    id: row.id,
    status: row.status,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    inserted: row.inserted,
    updated: row.updated,
    skipped: row.skipped,
    ...(row.error ? { error: row.error } : {}),
  };
}

interface QueuedImport {
  id: string;
  businessId: string;
  merchantId: number;
  batches: string[];
}

/**
 * This server's imports, run one at a time in arrival order (so a dozen businesses importing at
 * once share the database with everyone else rather than taking it over).
 */
const queue: QueuedImport[] = [];
let draining: Promise<void> | null = null;
let heartbeat: NodeJS.Timeout | undefined;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function runImport(db: Db, job: QueuedImport) {
  await db
    .update(priceListImports)
    .set({ status: "running", updatedAt: sql`now()` })
    .where(eq(priceListImports.id, job.id));
  let inserted = 0;
  let updated = 0;
  let rowsDone = 0;
  for (let b = 0; b < job.batches.length; b++) {
    const batch = JSON.parse(job.batches[b] as string) as ParsedRow[];
    job.batches[b] = ""; // let the batch's text go
    const result = await db
      .insert(products)
      .values(
        batch.map((r) => ({
          businessId: job.businessId,
          merchantId: job.merchantId,
          categoryId: r.categoryId,
          name: r.name,
          sku: r.sku,
          unit: r.unit,
          pricePence: r.pricePence,
          description: r.description,
        })),
      )
      .onConflictDoUpdate({
        target: [products.businessId, products.merchantId, products.sku],
        targetWhere: sql`${products.businessId} is not null`,
        set: {
          name: sql`excluded.name`,
          unit: sql`excluded.unit`,
          pricePence: sql`excluded.price_pence`,
          categoryId: sql`excluded.category_id`,
          description: sql`excluded.description`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const row of result) {
      if (row.inserted) inserted++;
      else updated++;
    }
    rowsDone += batch.length;
    if ((b + 1) % PROGRESS_EVERY === 0) {
      await db
        .update(priceListImports)
        .set({ rowsDone, inserted, updated, updatedAt: sql`now()` })
        .where(eq(priceListImports.id, job.id));
    }
    // Every other request gets its turn before the next batch.
    await nextTurn();
  }
  await db
    .update(priceListImports)
    .set({ status: "done", rowsDone, inserted, updated, updatedAt: sql`now()` })
    .where(eq(priceListImports.id, job.id));
}

function drain(db: Db, log?: Logger) {
  draining ??= (async () => {
    heartbeat ??= setInterval(() => {
      const ids = queue.map((j) => j.id);
      if (ids.length === 0) return;
      db.update(priceListImports)
        .set({ updatedAt: sql`now()` })
        .where(inArray(priceListImports.id, ids))
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    while (queue.length > 0) {
      const job = queue[0] as QueuedImport;
      try {
        await runImport(db, job);
      } catch (error) {
        log?.error("price-list import failed", { id: job.id, error: String(error) });
        await db
          .update(priceListImports)
          .set({ status: "failed", error: importMessages.failed, updatedAt: sql`now()` })
          .where(eq(priceListImports.id, job.id))
          .catch(() => undefined);
      }
      queue.shift();
    }
    clearInterval(heartbeat);
    heartbeat = undefined;
    draining = null;
  })();
  return draining;
}

/** Resolves when this server has no import queued or running (tests, shutdown). */
export async function importsSettled() {
  while (draining) await draining;
}

/**
 * Starts an import: the file is checked and parsed (in the worker pool) before anything is
 * written, so a refused file changes nothing; then the job is queued and returned at once.
 * One import at a time per business: a second while one is queued or running is a 409.
 */
export async function startPriceListImport(
  db: Db,
  businessId: string,
  input: PriceListInput,
  log?: Logger,
): Promise<PriceListImportJob> {
  const active = await activeImport(db, businessId);
  if (active) throw new AppError(409, "import_running", importMessages.busy);
  const analysis = await analyse(db, input, true);
  if (analysis.missingColumns.length > 0) {
    const fields = Object.fromEntries(
      analysis.missingColumns.map((f) => [`mapping.${f}`, `Choose the column for ${f}`]),
    );
    throw badRequest(`Choose the column for ${analysis.missingColumns.join(", ")}`, fields);
  }
  // Checked again after the parse: two imports sent together both passed the first check.
  if (await activeImport(db, businessId)) {
    throw new AppError(409, "import_running", importMessages.busy);
  }
  const [row] = await db
    .insert(priceListImports)
    .values({
      businessId,
      merchantId: input.merchantId,
      status: "queued",
      rowsTotal: analysis.validCount,
      skipped: analysis.errorCount,
    })
    .returning();
  const job = row as JobRow;
  queue.push({ id: job.id, businessId, merchantId: input.merchantId, batches: analysis.batches });
  void drain(db, log);
  return jobView(job);
}

async function activeImport(db: Db, businessId: string) {
  const [row] = await db
    .select({ id: priceListImports.id, updatedAt: priceListImports.updatedAt })
    .from(priceListImports)
    .where(
      and(
        eq(priceListImports.businessId, businessId),
        inArray(priceListImports.status, ["queued", "running"]),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (await failIfStale(db, row.id, row.updatedAt)) return undefined;
  return row;
}

/** A queued or running job this server does not hold and nobody touched lately has stopped. */
async function failIfStale(db: Db, id: string, updatedAt: Date) {
  if (queue.some((j) => j.id === id)) return false;
  if (Date.now() - updatedAt.getTime() < IMPORT_STALE_MS) return false;
  await db
    .update(priceListImports)
    .set({ status: "failed", error: importMessages.interrupted, updatedAt: sql`now()` })
    .where(
      and(eq(priceListImports.id, id), inArray(priceListImports.status, ["queued", "running"])),
    );
  return true;
}

/** The business's import job; another business's is a 404. */
export async function getPriceListImport(
  db: Db,
  businessId: string,
  id: string,
): Promise<PriceListImportJob> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound();
  const find = () =>
    db
      .select()
      .from(priceListImports)
      .where(and(eq(priceListImports.id, id), eq(priceListImports.businessId, businessId)));
  const [row] = await find();
  if (!row) throw notFound();
  if (row.status === "queued" || row.status === "running") {
    if (await failIfStale(db, row.id, row.updatedAt)) {
      const [again] = await find();
      return jobView(again ?? row);
    }
  }
  return jobView(row);
}

/**
 * At start-up: jobs left queued or running by a server that stopped are marked failed. On the
 * embedded database this is the only server, so every such job is; on PostgreSQL other servers
 * may be running theirs, so only jobs nobody touched for IMPORT_STALE_MS.
 */
export async function failInterruptedImports(db: Db, options: { onlyStale: boolean }) {
  const rows = await db
    .update(priceListImports)
    .set({ status: "failed", error: importMessages.interrupted, updatedAt: sql`now()` })
    .where(
      and(
        inArray(priceListImports.status, ["queued", "running"]),
        options.onlyStale
          ? sql`${priceListImports.updatedAt} < now() - ${`${IMPORT_STALE_MS} milliseconds`}::interval`
          : undefined,
      ),
    )
    .returning({ id: priceListImports.id });
  return rows.length;
}

/** The business's own products as CSV: Name, SKU, Unit, Price (pounds), Category, Description. */
export async function exportPriceList(
  db: Db,
  businessId: string,
  merchantId?: number,
): Promise<string> {
  const rows = await db
    .select({
      name: products.name,
      sku: products.sku,
      unit: products.unit,
      pricePence: products.pricePence,
      category: productCategories.name,
      description: products.description,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(
      and(
        eq(products.businessId, businessId),
        merchantId ? eq(products.merchantId, merchantId) : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
  return toCsv(
    ["Name", "SKU", "Unit", "Price", "Category", "Description"],
    rows.map((r) => [
      r.name,
      r.sku,
      r.unit,
      formatPounds(r.pricePence),
      r.category ?? "",
      r.description,
    ]),
  );
}
