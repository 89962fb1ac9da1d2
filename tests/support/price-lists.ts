import { expect } from "vitest";
import type { DbOrTx } from "../../src/server/db/client";
import { priceListImportBatches, priceListImports } from "../../src/server/db/schema";
import type { PriceListImportJob } from "../../src/server/features/catalogue/price-list-imports";
import type { Browser } from "./browser";
import { createBusiness, ensureMerchant } from "./factories";

/**
 * Starts a price-list import (202 with the job), lets the queue run it (the test app runs a
 * request's jobs once it is answered; with manualJobs, pass the queue's runDue) and returns the
 * job as GET reports it.
 */
export async function importPriceListAndWait(
  browser: Browser,
  body: {
    csv: string;
    merchantId: number;
    mapping?: Record<string, string | null>;
    tradePrices?: boolean;
  },
  runJobs?: () => Promise<unknown>,
): Promise<PriceListImportJob> {
  const res = await browser.post("/api/price-lists/import", body);
  expect(res.status, await res.clone().text()).toBe(202);
  const { job } = (await res.json()) as { job: PriceListImportJob };
  await runJobs?.();
  const done = await browser.get(`/api/price-lists/imports/${job.id}`);
  expect(done.status).toBe(200);
  return ((await done.json()) as { job: PriceListImportJob }).job;
}

/** A price-list import job row (default: running, 1,000 rows, at merchant 1). */
export async function createPriceListImport(
  db: DbOrTx,
  overrides: Partial<typeof priceListImports.$inferInsert> = {},
) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  const merchantId = await ensureMerchant(db, overrides.merchantId ?? 1);
  const [row] = await db
    .insert(priceListImports)
    .values({ status: "running", rowsTotal: 1000, ...overrides, businessId, merchantId })
    .returning();
  return row!;
}

/** A stored batch of an import's parsed rows (default: a new running import's first batch). */
export async function createPriceListImportBatch(
  db: DbOrTx,
  overrides: Partial<typeof priceListImportBatches.$inferInsert> = {},
) {
  const importId = overrides.importId ?? (await createPriceListImport(db)).id;
  const rows = JSON.stringify([
    {
      row: 2,
      name: "Plasterboard 12.5mm",
      sku: "PB-125",
      unit: "sheet",
      pricePence: 1_099,
      category: "",
      categoryId: null,
      description: "",
    },
  ]);
  const [row] = await db
    .insert(priceListImportBatches)
    .values({ seq: 0, rows, ...overrides, importId })
    .returning();
  return row!;
}
