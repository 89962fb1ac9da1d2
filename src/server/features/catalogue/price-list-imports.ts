import { and, eq, inArray, sql } from "drizzle-orm";
import { lockBusiness } from "../../auth/businesses";
import type { Deps } from "../../context";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import { isUuid } from "../../db/ids";
import { priceListImportBatches, priceListImports, products } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../errors";
import { ownProductCount, tooManyProducts } from "./own-products";
import { analysePriceList, type PriceListInput } from "./price-lists";

/**
 * A price-list import is a durable queue job (ADR 0019). The request checks and parses the file
 * (in the worker pool), stores its valid rows as batches of 100 (price_list_import_batches) with
 * the job (price_list_imports, queued) and enqueues it. A worker of any instance imports the
 * batches in order, each in one transaction that upserts its rows by the business's SKU at the
 * merchant, adds to the job's counts and deletes the batch: a retried or restarted import carries
 * on from the first batch left, and never imports one twice. The event loop is free between
 * batches, so every other business's requests are answered meanwhile (./price-list-import-runner.ts).
 * Every instance answers the poll from the job's row.
 */

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
  interrupted: "The import stopped before it finished. Import the file again to finish it.",
  failed: "The import failed. Please try again.",
};

/**
 * A queued or running job untouched for this long has been given up (its retries spent, or no
 * worker to take it): longer than the queue's expiry (5 min) and retry delay, so a worker that
 * died is first replaced by the queue's retry, which carries on.
 */
export const IMPORT_STALE_MS = 15 * 60_000;

/** Batches written per statement when the request stores them (100 rows each). */
const STORE_CHUNK = 50;

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

/** The job has failed (or given up): its rows left are dropped. */
export async function failImport(db: DbOrTx, id: string, error: string) {
  await db
    .update(priceListImports)
    .set({ status: "failed", error, updatedAt: sql`now()` })
    .where(
      and(eq(priceListImports.id, id), inArray(priceListImports.status, ["queued", "running"])),
    );
  // Its rows will not be imported: they need not wait in the database.
  await db.delete(priceListImportBatches).where(eq(priceListImportBatches.importId, id));
}

/**
 * Starts an import: the file is checked and parsed (in the worker pool) before anything is
 * written, so a refused file changes nothing; then the job and its batches are stored, the job
 * enqueued and returned at once. One import at a time per business: a second while one is queued
 * or running is a 409.
 */
export async function startPriceListImport(
  deps: Pick<Deps, "db" | "queue" | "config">,
  businessId: string,
  input: PriceListInput,
): Promise<PriceListImportJob> {
  const { db } = deps;
  if (await activeImport(db, businessId)) {
    throw new AppError(409, "import_running", importMessages.busy);
  }
  const analysis = await analysePriceList(db, businessId, input, true);
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
  const job = await db.transaction(async (tx) => {
    // The check above and this insert are apart: on PostgreSQL two imports sent together both
    // passed it. The business's row lock makes them take turns, and the second sees the first.
    await lockBusiness(tx, businessId);
    if (await activeImport(tx, businessId)) {
      throw new AppError(409, "import_running", importMessages.busy);
    }
    const [row] = await tx
      .insert(priceListImports)
      .values({
        businessId,
        merchantId: input.merchantId,
        status: "queued",
        rowsTotal: analysis.validCount,
        skipped: analysis.errorCount,
        tradePrices: input.tradePrices ?? false,
      })
      .returning();
    const stored = row as JobRow;
    for (let at = 0; at < analysis.batches.length; at += STORE_CHUNK) {
      await tx
        .insert(priceListImportBatches)
        .values(
          analysis.batches
            .slice(at, at + STORE_CHUNK)
            .map((rows, i) => ({ importId: stored.id, seq: at + i, rows })),
        );
    }
    await checkRoom(tx, deps.config.ownProductLimit, stored);
    return stored;
  });
  try {
    await deps.queue.enqueue("import-price-list", { importId: job.id });
  } catch (error) {
    // Not queued: the job would block the business's next import until it went stale.
    await failImport(db, job.id, importMessages.failed);
    throw error;
  }
  return jobView(job);
}

/**
 * Refuses (409, nothing stored) an import whose new products would take the business past its
 * limit. Rows whose SKU it already holds at the merchant are updates and take no room; they are
 * counted in the database from the stored batches, and only when the file could pass the limit.
 */
async function checkRoom(tx: DbOrTx, limit: number, job: JobRow) {
  const held = await ownProductCount(tx, job.businessId);
  if (held + job.rowsTotal <= limit) return;
  const [added] = await queryRows<{ n: string }>(
    tx,
    sql`select count(*)::text as n
        from ${priceListImportBatches} b cross join json_array_elements(b.rows::json) r
        where b.import_id = ${job.id} and not exists (
          select 1 from ${products} p where p.business_id = ${job.businessId}
            and p.merchant_id = ${job.merchantId} and p.sku = r->>'sku')`,
  );
  const adding = Number(added?.n ?? 0);
  if (held + adding > limit) throw tooManyProducts(limit, held, adding);
}

async function activeImport(db: DbOrTx, businessId: string) {
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

/** A queued or running job nobody touched for IMPORT_STALE_MS has been given up. */
async function failIfStale(db: DbOrTx, id: string, updatedAt: Date) {
  if (Date.now() - updatedAt.getTime() < IMPORT_STALE_MS) return false;
  await failImport(db, id, importMessages.interrupted);
  return true;
}

/** The business's import job; another business's is a 404. */
export async function getPriceListImport(
  db: Db,
  businessId: string,
  id: string,
): Promise<PriceListImportJob> {
  if (!isUuid(id)) throw notFound();
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
