import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { Browser, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function businessOf(email: string) {
  const [row] = await queryRows<{ id: string }>(
    t.deps.db,
    sql`select m.business_id as id from memberships m join "user" u on u.id = m.user_id
        where u.email = ${email}`,
  );
  if (!row) throw new Error(`no business for ${email}`);
  return row.id;
}

/** Rows of a business in every exported table; names carry `tag` so leaks are easy to spot. */
async function fill(businessId: string, tag: string) {
  const db = t.deps.db;
  const customer = await f.createCustomer(db, {
    businessId,
    firstName: tag,
    lastName: `Customer, "Ltd"`,
  });
  const quote = await f.createQuote(db, {
    businessId,
    customerId: customer.id,
    name: `${tag} kitchen`,
    materials: [{ name: `${tag} plasterboard`, quantity: 3, unitPricePence: 1250 }],
  });
  await f.createJob(db, { businessId, quoteId: quote.id });
  const invoice = await f.createInvoice(db, { businessId, quoteId: quote.id });
  await f.createPayment(db, { businessId, invoiceId: invoice.id });
  await f.createProduct(db, { businessId, name: `${tag} private screws` });
}

function parseCsv(text: string) {
  const lines = text.trim().split("\n");
  return { header: lines[0]!.split(","), rows: lines.slice(1) };
}

describe("GET /api/export", () => {
  it("answers 401 when signed out", async () => {
    expect((await new Browser(t).get("/api/export")).status).toBe(401);
  });

  it("zips the business's own data only, as CSVs and data.json", async () => {
    const mine = await signedInBrowser(t);
    const theirs = await signedInBrowser(t);
    await fill(await businessOf(mine.email), "MINE");
    await fill(await businessOf(theirs.email), "THEIRS");
    const bank = {
      bankAccountName: "MINE Ltd",
      bankSortCode: "012345",
      bankAccountNumber: "00012345",
    };
    await mine.browser.request("/api/settings/business", {
      method: "PUT",
      json: { margin: 15, paymentTermsDays: 30, ...bank },
    });
    await f.createProduct(t.deps.db, { name: "GLOBAL catalogue product" });

    const res = await mine.browser.get("/api/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="sole-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "catalogue.csv",
      "customers.csv",
      "data.json",
      "invoices.csv",
      "jobs.csv",
      "payments.csv",
      "quote_materials.csv",
      "quotes.csv",
    ]);
    const text = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strFromU8(v)]));
    const everything = Object.values(text).join("\n");
    expect(everything).toContain("MINE");
    expect(everything).not.toContain("THEIRS");
    expect(everything).not.toContain("GLOBAL catalogue product");

    const expected: Record<string, string[]> = {
      "customers.csv": ["id", "businessId", "firstName", "lastName", "email"],
      "quotes.csv": ["id", "businessId", "customerId", "name"],
      "quote_materials.csv": ["id", "quoteId", "businessId", "name"],
      "jobs.csv": ["id", "businessId", "quoteId"],
      "invoices.csv": ["id", "businessId", "quoteId"],
      "payments.csv": ["id", "invoiceId", "businessId"],
      "catalogue.csv": ["id", "businessId", "name"],
    };
    for (const [file, columns] of Object.entries(expected)) {
      const { header, rows } = parseCsv(text[file]!);
      expect(header, file).toEqual(expect.arrayContaining(columns));
      expect(rows.length, file).toBeGreaterThanOrEqual(1);
    }
    expect(text["customers.csv"]).toContain('MINE,"Customer, ""Ltd"""');
    expect(text["catalogue.csv"]).toContain("MINE private screws");

    const data = JSON.parse(text["data.json"]!);
    expect(data.business.id).toBe(await businessOf(mine.email));
    expect(data.business).toMatchObject({ ...bank, paymentTermsDays: 30 });
    expect(data.customers).toHaveLength(1);
    expect(data.quotes).toHaveLength(1);
    expect(data.quote_materials.length).toBeGreaterThanOrEqual(1);
    expect(data.invoices).toHaveLength(1);
    expect(data.invoice_lines.length).toBeGreaterThanOrEqual(1);
    expect(data.payments).toHaveLength(1);
    expect(data.catalogue).toHaveLength(1);
  });
});

describe("GET /api/admin/backup", () => {
  it("is 404 for a non-admin", async () => {
    const { browser } = await signedInBrowser(t);
    expect((await browser.get("/api/admin/backup")).status).toBe(404);
  });
});
