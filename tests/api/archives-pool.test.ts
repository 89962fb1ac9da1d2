import { gunzipSync } from "node:zlib";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePool, poolThreads } from "../../src/server/workers/pool";
import { signedInBrowser, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 15: the data-export zip and the admin backup are built in the worker pool
 * (src/server/workers/archive-tasks.ts): the main thread reads the rows, a worker thread writes
 * the archive. What a failing or oversized task answers is tested in src/server/workers/pool.test.ts.
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
  it("the export zip is built there: CSVs and data.json of the business", {
    timeout: 120_000,
  }, async () => {
    const { b, businessId } = await signedInWithBusiness();
    await b.post("/api/customers", { firstName: "Sarah", lastName: "Thompson" });
    const res = await b.get("/api/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        "catalogue.csv",
        "customers.csv",
        "data.json",
        "invoices.csv",
        "jobs.csv",
        "payments.csv",
        "quote_materials.csv",
        "quotes.csv",
      ].sort(),
    );
    expect(strFromU8(files["customers.csv"]!)).toContain("Sarah");
    const data = JSON.parse(strFromU8(files["data.json"]!));
    expect(data.business.id).toBe(businessId);
    expect(data.customers).toHaveLength(1);
    expect(poolThreads()).toBeGreaterThan(0);
  });

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
});
