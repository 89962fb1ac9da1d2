import { gunzipSync } from "node:zlib";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePool, poolThreads } from "../../src/server/workers/pool";
import { signedInBrowser, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 15: the admin backup and an accounting export's zip are built in the worker pool
 * (src/server/workers/archive-tasks.ts): the main thread reads the rows, a worker thread writes
 * the archive (for a big business's year, a few hundred ms of CPU the event loop is spared:
 * docs/BENCHMARKS.md, "A big business's aggregate pages"). What a failing or oversized
 * task answers is tested in src/server/workers/pool.test.ts. (The data export no longer goes
 * there: it streams its zip, deflated by node:zlib off the event loop; tests/api/data-export*.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closePool();
  await t.close();
});

async function signedInWithBusiness(admin = false) {
  const email = admin ? uniqueEmail("boss").replace("example.co.uk", "sole-admin.test") : undefined;
  const { browser } = await signedInBrowser(t, { email });
  const businessId: string = (await (await browser.get("/api/me")).json()).business.id;
  return { b: browser, businessId };
}

describe("archives built in the worker pool", () => {
  it("the admin backup is built there: a gzipped dump with every table", {
    timeout: 120_000,
  }, async () => {
    const { b, businessId } = await signedInWithBusiness(true);
    const res = await b.get("/api/admin/backup");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    const dump = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
    expect(dump.format).toBe("sole-backup");
    const businesses = dump.tables.find((table: { name: string }) => table.name === "businesses");
    expect(businesses.rows.map((r: { id: string }) => r.id)).toContain(businessId);
  });

  it("an accounting export's zip is made there: the pool starts for it, and the zip holds the CSVs", async () => {
    const { b } = await signedInWithBusiness();
    await closePool();
    expect(poolThreads()).toBe(0);
    const res = await b.get("/api/exports/accounting?format=xero&from=2026-01-01&to=2026-01-31");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(poolThreads()).toBeGreaterThan(0);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "xero-bills.csv",
      "xero-invoices.csv",
      "xero-payments.csv",
    ]);
    expect(strFromU8(files["xero-invoices.csv"] as Uint8Array)).toMatch(/^\*ContactName,/);
  });
});
