import { expect } from "vitest";
import type { DbOrTx } from "../../src/server/db/client";
import { priceListImports } from "../../src/server/db/schema";
import {
  importsSettled,
  type PriceListImportJob,
} from "../../src/server/features/catalogue/price-lists";
import type { Browser } from "./browser";
import { createBusiness, ensureMerchant } from "./factories";

/**
 * Starts a price-list import (202 with the job), waits until this server's imports have settled
 * (no sleeping: the import runner's own promise) and returns the job as GET reports it.
 */
export async function importPriceListAndWait(
  browser: Browser,
  body: { csv: string; merchantId: number; mapping?: Record<string, string | null> },
): Promise<PriceListImportJob> {
  const res = await browser.post("/api/price-lists/import", body);
  expect(res.status, await res.clone().text()).toBe(202);
  const { job } = (await res.json()) as { job: PriceListImportJob };
  await importsSettled();
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
