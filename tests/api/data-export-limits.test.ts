/**
 * GET /api/export reads every row of the business into the shared process and builds the zip in
 * a worker with a 256 MB heap. 100 MB of rows (20,000 own products with 5,000-character
 * descriptions, as an import allows) failed there with 422 after the main thread had held them
 * (650 MB more memory, its event loop stalled hundreds of ms), and every concurrent request of the
 * business did it again. Now: refused before a row is read, and one build at a time per business.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportTooLargeMessage } from "../../src/server/features/data-export/service";
import { signedInBrowser } from "../support/browser";
import { createProduct } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the data export's bounds", () => {
  it("two exports at once of one business are one build: the same bytes, to the millisecond", async () => {
    const { browser: b } = await signedInBrowser(t);
    const answers = await Promise.all([
      b.get("/api/export"),
      b.get("/api/export"),
      b.get("/api/export"),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const [first, ...rest] = await Promise.all(
      answers.map(async (r) => Buffer.from(await r.arrayBuffer()).toString("base64")),
    );
    for (const other of rest) expect(other).toBe(first);
    // Once built, the next export is a new one.
    const later = await b.get("/api/export");
    expect(later.status).toBe(200);
  });

  it("refuses a business whose rows are over 64 MB with 413 before reading them", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    const product = await createProduct(t.deps.db, { businessId, sku: "SEED" });
    await t.deps.db.execute(
      sql`insert into products (business_id, merchant_id, name, sku, price_pence, description)
          select ${businessId}, ${product.merchantId}, 'Board ' || g, 'SKU-' || g, 100, repeat('d', 5000)
          from generate_series(1, 14000) g`,
    );
    const res = await b.get("/api/export");
    expect(res.status).toBe(413);
    expect((await res.json()).error).toEqual({
      code: "export_too_large",
      message: exportTooLargeMessage,
    });
    // Another business exports as before.
    const { browser: other } = await signedInBrowser(t);
    expect((await other.get("/api/export")).status).toBe(200);
  }, 60_000);
});
