/** Running a stored price-list import, batch by batch (the queue's handler; ./price-list-imports.ts). */
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../../context";
import { type Db, queryRows } from "../../db/client";
import { priceListImportBatches, priceListImports, products } from "../../db/schema";
import type { JobContext } from "../../queue/jobs";
import { failImport, importMessages } from "./price-list-imports";
import type { ParsedRow } from "./price-list-parse";

/**
 * One batch: taken (SKIP LOCKED: a second runner of the same job takes the next one), its rows
 * upserted, the counts added and the batch deleted, all in one transaction. False when none is left.
 */
export async function importNextBatch(
  db: Db,
  importId: string,
  job: { businessId: string; merchantId: number; tradePrices: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Taken and deleted in one statement; the delete only counts if the transaction commits.
    const [batch] = await queryRows<{ rows: string }>(
      tx,
      sql`delete from ${priceListImportBatches}
          where (import_id, seq) in (
            select import_id, seq from ${priceListImportBatches}
            where import_id = ${importId}
            order by seq limit 1
            for update skip locked)
          returning rows`,
    );
    if (!batch) return false;
    const rows = JSON.parse(batch.rows) as ParsedRow[];
    // The SKUs the business already holds at the merchant are updated in place: an upsert takes
    // a new id from the one sequence every business's products share even when it updates, and
    // re-importing a 200,000-row list again and again would use that sequence up for everyone.
    const updated = new Set<string>();
    if (rows.length > 0) {
      const values = rows.map(
        (r) =>
          sql`(${r.sku}::text, ${r.name}::text, ${r.unit}::text, ${r.pricePence}::bigint, ${r.categoryId}::integer, ${r.description}::text)`,
      );
      const changed = await queryRows<{ sku: string }>(
        tx,
        sql`update ${products} p set name = v.name, unit = v.unit, price_pence = v.price,
              category_id = v.category, description = v.description,
              trade_price = ${job.tradePrices}, updated_at = now()
            from (values ${sql.join(values, sql`, `)}) as v(sku, name, unit, price, category, description)
            where p.business_id = ${job.businessId} and p.merchant_id = ${job.merchantId}
              and p.sku = v.sku
            returning p.sku`,
      );
      for (const { sku } of changed) updated.add(sku);
    }
    const adding = rows.filter((r) => !updated.has(r.sku));
    let inserted = 0;
    if (adding.length > 0) {
      const result = await tx
        .insert(products)
        .values(
          adding.map((r) => ({
            businessId: job.businessId,
            merchantId: job.merchantId,
            categoryId: r.categoryId,
            name: r.name,
            sku: r.sku,
            unit: r.unit,
            pricePence: r.pricePence,
            description: r.description,
            tradePrice: job.tradePrices,
          })),
        )
        // Another writer's row with the same SKU meanwhile (a scrape) is updated, not doubled.
        .onConflictDoUpdate({
          target: [products.businessId, products.merchantId, products.sku],
          targetWhere: sql`${products.businessId} is not null`,
          set: {
            name: sql`excluded.name`,
            unit: sql`excluded.unit`,
            pricePence: sql`excluded.price_pence`,
            categoryId: sql`excluded.category_id`,
            description: sql`excluded.description`,
            tradePrice: sql`excluded.trade_price`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      inserted = result.filter((r) => r.inserted).length;
    }
    await tx
      .update(priceListImports)
      .set({
        rowsDone: sql`${priceListImports.rowsDone} + ${rows.length}`,
        inserted: sql`${priceListImports.inserted} + ${inserted}`,
        updated: sql`${priceListImports.updated} + ${rows.length - inserted}`,
        updatedAt: sql`now()`,
      })
      .where(eq(priceListImports.id, importId));
    return true;
  });
}

/** The queue's handler: runs the job if it is still to do (queued, or running when retried). */
export async function runPriceListImport(
  deps: Pick<Deps, "db" | "log">,
  importId: string,
  job: Pick<JobContext, "lastAttempt">,
) {
  const { db } = deps;
  const [claimed] = await db
    .update(priceListImports)
    .set({ status: "running", updatedAt: sql`now()` })
    .where(
      and(
        eq(priceListImports.id, importId),
        inArray(priceListImports.status, ["queued", "running"]),
      ),
    )
    .returning({
      businessId: priceListImports.businessId,
      merchantId: priceListImports.merchantId,
      tradePrices: priceListImports.tradePrices,
    });
  if (!claimed) return;
  try {
    while (await importNextBatch(db, importId, claimed)) {
      // Every other request gets its turn before the next batch.
      await nextTurn();
    }
    // Done once no batch is left, a second runner's uncommitted one included.
    await db
      .update(priceListImports)
      .set({ status: "done", updatedAt: sql`now()` })
      .where(
        and(
          eq(priceListImports.id, importId),
          eq(priceListImports.status, "running"),
          sql`not exists (select 1 from ${priceListImportBatches} where ${priceListImportBatches.importId} = ${importId})`,
        ),
      );
  } catch (error) {
    deps.log.error("price-list import failed", { id: importId, error: String(error) });
    if (job.lastAttempt) await failImport(db, importId, importMessages.failed);
    throw error;
  }
}
