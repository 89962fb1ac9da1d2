import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { parseCsv } from "../../src/server/features/catalogue/csv";
import {
  EXPORT_PAGE_ROWS,
  guessMapping,
  parsePounds,
} from "../../src/server/features/catalogue/price-lists";
import { containsPattern } from "../../src/server/features/catalogue/service";
import { type Browser, signedInBrowser } from "../support/browser";
import { createMerchantTerm, createProduct, createProductCategory } from "../support/factories";
import { importPriceListAndWait } from "../support/price-lists";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let catA: number;
let catB: number;
/** Vexlor products: P1..P4 in creation order. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  catA = (await createProductCategory(db, { name: "Vexlor Boards", slug: "vexlor-boards" })).id;
  catB = (await createProductCategory(db, { name: "Vexlor Sundries", slug: "vexlor-sundries" })).id;
  const rows = [
    {
      key: "plaster",
      name: "Vexlor Plasterboard 12.5mm",
      sku: "VXL-001",
      merchantId: 1,
      categoryId: catA,
      pricePence: 1299,
    },
    {
      key: "finish",
      name: "Vexlor Multi-Finish 25kg",
      sku: "VXL-002",
      merchantId: 2,
      categoryId: catB,
      pricePence: 1450,
    },
    {
      key: "tape",
      name: "Jointing Tape for vexlor board",
      sku: "VXL-003",
      merchantId: 1,
      categoryId: catB,
      pricePence: 399,
    },
    {
      key: "spacer",
      name: "Spacer Block",
      sku: "ABC-VEXLOR-9",
      merchantId: 3,
      categoryId: catA,
      pricePence: 120,
    },
    {
      key: "described",
      name: "Plain Trestle",
      sku: "TRS-1",
      merchantId: 2,
      categoryId: null,
      pricePence: 5000,
      description: "Folding trestle in zanthium alloy",
    },
  ];
  for (const { key, ...row } of rows) ids[key] = (await createProduct(db, row)).id;
});
afterAll(() => t.close());

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

interface ProductJson {
  id: number;
  name: string;
  sku: string;
  grossPricePence: number;
  netPricePence: number;
  discountPercent: number;
  merchantName: string;
  categoryName: string | null;
  isPrivate: boolean;
  isFavourite: boolean;
}
interface PageJson {
  products: ProductJson[];
  total: number;
  page: number;
  pageSize: number;
  totalIsEstimate: boolean;
}

async function search(b: Browser, query: Record<string, string | number>): Promise<PageJson> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await b.get(`/api/products?${params}`);
  expect(res.status).toBe(200);
  return res.json();
}
const names = (page: PageJson) => page.products.map((p) => p.name);

describe("catalogue access", () => {
  it("answers 401 when signed out", async () => {
    const { Browser } = await import("../support/browser");
    const anonymous = new Browser(t);
    for (const path of [
      "/api/products",
      `/api/products/${ids.plaster}`,
      "/api/categories",
      "/api/favourites",
      "/api/price-lists/export.csv",
    ]) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
    expect(
      (await anonymous.request(`/api/favourites/${ids.plaster}`, { method: "PUT" })).status,
    ).toBe(401);
    expect(
      (await anonymous.post("/api/price-lists/preview", { csv: "a", merchantId: 1 })).status,
    ).toBe(401);
  });
});

describe("product search", () => {
  it("matches name or SKU, case-insensitively, anywhere in the text, ordered by name", async () => {
    const { browser: b } = await signedInBrowser(t);
    const all = await search(b, { q: "VEXLOR" });
    expect(names(all)).toEqual([
      "Jointing Tape for vexlor board",
      "Spacer Block",
      "Vexlor Multi-Finish 25kg",
      "Vexlor Plasterboard 12.5mm",
    ]);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10, totalIsEstimate: false });
    expect(names(await search(b, { q: "lor pla" }))).toEqual(["Vexlor Plasterboard 12.5mm"]);
    expect(names(await search(b, { q: "vxl-002" }))).toEqual(["Vexlor Multi-Finish 25kg"]);
    expect(names(await search(b, { q: "  vExLoR-9 " }))).toEqual(["Spacer Block"]);
    expect((await search(b, { q: "%%%" })).total).toBe(0);
    expect((await search(b, { q: "vexlor_" })).total).toBe(0);
  });

  it("filters by merchant and category and pages with an exact total", async () => {
    const { browser: b } = await signedInBrowser(t);
    expect(names(await search(b, { q: "vexlor", merchantId: 1 }))).toEqual([
      "Jointing Tape for vexlor board",
      "Vexlor Plasterboard 12.5mm",
    ]);
    expect(names(await search(b, { q: "vexlor", categoryId: catB }))).toEqual([
      "Jointing Tape for vexlor board",
      "Vexlor Multi-Finish 25kg",
    ]);
    expect(names(await search(b, { q: "vexlor", categoryId: catA, merchantId: 3 }))).toEqual([
      "Spacer Block",
    ]);
    const second = await search(b, { q: "vexlor", pageSize: 3, page: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(names(second)).toEqual(["Vexlor Plasterboard 12.5mm"]);
    const beyond = await search(b, { q: "vexlor", pageSize: 3, page: 5 });
    expect(beyond).toMatchObject({ total: 4, products: [] });
    expect((await b.get("/api/products?pageSize=500")).status).toBe(400);
  });

  it("lists everything visible for an empty query, and matches descriptions only when asked", async () => {
    const { browser: b } = await signedInBrowser(t);
    const [counted] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from products where business_id is null`,
    );
    const n = counted!.n;
    const page = await search(b, { q: "", pageSize: 100 });
    expect(page.total).toBe(n);
    expect(page.products).toHaveLength(Math.min(100, n));
    const sorted = [...names(page)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    expect(names(page)).toEqual(sorted);
    expect((await search(b, { q: "zanthium" })).total).toBe(0);
    expect(names(await search(b, { q: "zanthium", includeDescription: 1 }))).toEqual([
      "Plain Trestle",
    ]);
  });

  it("prices each product net of this business's discount at its merchant", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    await createMerchantTerm(t.deps.db, {
      businessId: await businessIdOf(a),
      merchantId: 1,
      discountPercent: 35,
    });
    const [plaster] = (await search(a, { q: "VXL-001" })).products;
    expect(plaster).toMatchObject({
      grossPricePence: 1299,
      netPricePence: 844,
      discountPercent: 35,
      merchantId: 1,
      categoryName: "Vexlor Boards",
      isPrivate: false,
      isFavourite: false,
    });
    expect(plaster!.merchantName).toBeTruthy();
    const [finish] = (await search(a, { q: "VXL-002" })).products;
    expect(finish).toMatchObject({
      grossPricePence: 1450,
      netPricePence: 1450,
      discountPercent: 0,
    });

    const [forB] = (await search(b, { q: "VXL-001" })).products;
    expect(forB).toMatchObject({ grossPricePence: 1299, netPricePence: 1299, discountPercent: 0 });

    const one = await a.get(`/api/products/${ids.plaster}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(plaster);
    expect((await a.get("/api/products/99999999")).status).toBe(404);
    expect((await a.get("/api/products/not-a-number")).status).toBe(404);
  });

  it("counts products per category, optionally at one merchant", async () => {
    const { browser: b } = await signedInBrowser(t);
    const count = async (query: string) => {
      const res = await b.get(`/api/categories${query}`);
      expect(res.status).toBe(200);
      const { categories } = await res.json();
      return Object.fromEntries(
        categories.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount]),
      );
    };
    const all = await count("");
    expect(all["vexlor-boards"]).toBe(2);
    expect(all["vexlor-sundries"]).toBe(2);
    const atOne = await count("?merchantId=1");
    expect(atOne["vexlor-boards"]).toBe(1);
    expect(atOne["vexlor-sundries"]).toBe(1);
  });
});

describe("favourites", () => {
  it("are kept per user, shown on products and filterable", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    expect((await a.request(`/api/favourites/${ids.tape}`, { method: "PUT" })).status).toBe(204);
    expect((await a.request(`/api/favourites/${ids.tape}`, { method: "PUT" })).status).toBe(204);
    expect(await (await a.get("/api/favourites")).json()).toEqual({ productIds: [ids.tape] });
    expect(await (await b.get("/api/favourites")).json()).toEqual({ productIds: [] });

    const mine = await search(a, { q: "vexlor" });
    expect(mine.products.find((p) => p.id === ids.tape)?.isFavourite).toBe(true);
    expect(mine.products.filter((p) => p.isFavourite)).toHaveLength(1);
    expect(names(await search(a, { favourites: 1 }))).toEqual(["Jointing Tape for vexlor board"]);
    expect((await search(b, { favourites: 1 })).total).toBe(0);
    expect((await search(b, { q: "vexlor" })).products.some((p) => p.isFavourite)).toBe(false);

    expect((await a.request(`/api/favourites/${ids.tape}`, { method: "DELETE" })).status).toBe(204);
    expect(await (await a.get("/api/favourites")).json()).toEqual({ productIds: [] });
  });

  it("answers 404 for a product the user cannot see", async () => {
    const { browser: a } = await signedInBrowser(t);
    expect((await a.request("/api/favourites/99999999", { method: "PUT" })).status).toBe(404);
    expect((await a.request("/api/favourites/abc", { method: "PUT" })).status).toBe(404);
  });
});

const HEADER = "Product Name,Code,Unit Price £,Unit,Category,Description";

describe("price-list import", () => {
  it("guesses the mapping and reports each row's errors in the preview", async () => {
    const { browser: a } = await signedInBrowser(t);
    const csv = [
      HEADER,
      "Quorbit Screws 4x40,QB-1,£12.99,box,fixings & fasteners,Zinc plated",
      'Quorbit Anchors,QB-2,abc,pack,,""',
      ",QB-3,1.00,each,,",
      "Quorbit Plugs,,2.00,each,,",
      "Quorbit Screws again,QB-1,3.00,each,,",
      '"Quorbit ""Pro"" Gun, Heavy",QB-6,"£1,299.00",each,Unknown Cat,"Line one\nline two"',
      "",
    ].join("\r\n");
    const res = await a.post("/api/price-lists/preview", { csv, merchantId: 1 });
    expect(res.status).toBe(200);
    const preview = await res.json();
    expect(preview.headers).toEqual(HEADER.split(","));
    expect(preview.mapping).toEqual({
      name: "Product Name",
      sku: "Code",
      price: "Unit Price £",
      unit: "Unit",
      category: "Category",
      description: "Description",
    });
    expect(preview.errors).toEqual([
      {
        row: 3,
        message: 'Row 3: price "abc" is not a clear amount of pounds (write 12.50 or 1,250.00)',
      },
      { row: 4, message: "Row 4: name is missing" },
      { row: 5, message: "Row 5: SKU is missing" },
      { row: 6, message: "Row 6: SKU QB-1 is a duplicate of row 2" },
    ]);
    expect(preview).toMatchObject({ validCount: 2, errorCount: 4 });
    const [fixings] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from product_categories where slug = 'fixings-fasteners'`,
    );
    expect(preview.rows).toEqual([
      {
        row: 2,
        name: "Quorbit Screws 4x40",
        sku: "QB-1",
        unit: "box",
        pricePence: 1299,
        category: "fixings & fasteners",
        categoryId: fixings!.id,
        description: "Zinc plated",
      },
      {
        row: 7,
        name: 'Quorbit "Pro" Gun, Heavy',
        sku: "QB-6",
        unit: "each",
        pricePence: 129900,
        category: "Unknown Cat",
        categoryId: null,
        description: "Line one\nline two",
      },
    ]);
    // Nothing is written by a preview.
    expect((await search(a, { q: "quorbit" })).total).toBe(0);

    const badMapping = await a.post("/api/price-lists/preview", {
      csv,
      merchantId: 1,
      mapping: { name: "Nope", sku: "Code", price: "Unit Price £" },
    });
    expect(badMapping.status).toBe(400);
    expect((await a.post("/api/price-lists/preview", { csv, merchantId: 99 })).status).toBe(400);
  });

  it("upserts a business's own products, visible only to that business", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    const csv = (price: string) =>
      [
        "Description,SKU,Price,Unit",
        `Brevant Trade Plaster 25kg,BRV-100,"${price}",bag`,
        "Brevant Bonding 25kg,BRV-101,9.50,bag",
        "Brevant Broken,BRV-102,free,bag",
      ].join("\n");
    const first = await importPriceListAndWait(a, { csv: csv("12.99"), merchantId: 2 });
    expect(first).toEqual({
      id: first.id,
      status: "done",
      rowsDone: 2,
      rowsTotal: 2,
      inserted: 2,
      updated: 0,
      skipped: 1,
    });
    const second = await importPriceListAndWait(a, { csv: csv("1,013.50"), merchantId: 2 });
    expect(second).toMatchObject({ status: "done", inserted: 0, updated: 2, skipped: 1 });
    // The job is the business's own: another business's request for it is a 404.
    expect((await b.get(`/api/price-lists/imports/${first.id}`)).status).toBe(404);
    expect((await a.get(`/api/price-lists/imports/${first.id}`)).status).toBe(200);

    const found = await search(a, { q: "brv-100" });
    expect(found.total).toBe(1);
    const [mine] = found.products;
    expect(mine).toMatchObject({
      name: "Brevant Trade Plaster 25kg",
      grossPricePence: 101350,
      isPrivate: true,
      unit: "bag",
      merchantId: 2,
    });
    expect((await search(a, { q: "brevant", merchantId: 2 })).total).toBe(2);

    expect((await search(b, { q: "brv-100" })).total).toBe(0);
    expect((await search(b, { q: "brevant" })).total).toBe(0);
    expect((await b.get(`/api/products/${mine!.id}`)).status).toBe(404);
    expect((await b.request(`/api/favourites/${mine!.id}`, { method: "PUT" })).status).toBe(404);
    expect((await a.get(`/api/products/${mine!.id}`)).status).toBe(200);

    const missing = await a.post("/api/price-lists/import", {
      csv: "Colour,Size\nred,big",
      merchantId: 2,
    });
    expect(missing.status).toBe(400);
  });

  it("exports the business's products as CSV that imports back unchanged", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    const csv = [
      HEADER,
      '"Calder ""Easy"" Fill, 5kg",CAL-1,£1299.00,tub,Insulation,"Fills, sands"',
      "Calder Scrim,CAL-2,0.99,roll,,",
    ].join("\n");
    expect(await importPriceListAndWait(a, { csv, merchantId: 3 })).toMatchObject({
      status: "done",
      inserted: 2,
    });
    const res = await a.get("/api/price-lists/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = await res.text();
    expect(parseCsv(text)).toEqual([
      ["Name", "SKU", "Unit", "Price", "Category", "Description"],
      ['Calder "Easy" Fill, 5kg', "CAL-1", "tub", "1299.00", "Insulation", "Fills, sands"],
      ["Calder Scrim", "CAL-2", "roll", "0.99", "", ""],
    ]);
    expect(await importPriceListAndWait(a, { csv: text, merchantId: 3 })).toMatchObject({
      status: "done",
      inserted: 0,
      updated: 2,
      skipped: 0,
    });
    expect(await (await a.get("/api/price-lists/export.csv")).text()).toBe(text);
    expect(
      parseCsv(await (await a.get("/api/price-lists/export.csv?merchantId=1")).text()),
    ).toEqual([["Name", "SKU", "Unit", "Price", "Category", "Description"]]);
    expect(parseCsv(await (await b.get("/api/price-lists/export.csv")).text())).toHaveLength(1);
  });

  it("exports a page at a time in name order, every product once across the pages", async () => {
    const { browser: a } = await signedInBrowser(t);
    const businessId = (await (await a.get("/api/me")).json()).business.id;
    // More than a page, with one name repeated across the page's end: the id orders those.
    const count = EXPORT_PAGE_ROWS + 5;
    await t.deps.db.execute(
      sql`insert into products (business_id, merchant_id, name, sku, unit, price_pence, description)
          select ${businessId}, 1,
            case when g between ${EXPORT_PAGE_ROWS - 3} and ${EXPORT_PAGE_ROWS + 3}
              then 'Same Name' else 'Item ' || lpad(g::text, 5, '0') end,
            'EXP-' || g, 'each', g, ''
          from generate_series(1, ${count}) g`,
    );
    const res = await a.get("/api/price-lists/export.csv");
    // Sent as it is read, a page a chunk: never the whole list in one string.
    const chunks: Uint8Array[] = [];
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read())
      chunks.push(part.value);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    const rows = parseCsv(Buffer.concat(chunks).toString("utf8"));
    expect(rows).toHaveLength(count + 1);
    expect(new Set(rows.slice(1).map((r) => r[1])).size).toBe(count);
    const names = rows.slice(1).map((r) => r[0] as string);
    expect(names).toEqual([...names].sort());
    expect(names.filter((n) => n === "Same Name")).toHaveLength(7);
  });
});

describe("price-list helpers", () => {
  it("reads pounds and guesses columns", () => {
    expect(parsePounds("£12.99")).toBe(1299);
    expect(parsePounds("12.99")).toBe(1299);
    expect(parsePounds("1,299.00")).toBe(129900);
    expect(parsePounds("12")).toBe(1200);
    expect(parsePounds("0.995")).toBe(100);
    expect(parsePounds("-1")).toBeNull();
    expect(parsePounds("12.9.9")).toBeNull();
    expect(guessMapping(["Description", "SKU", "Price"])).toMatchObject({
      name: "Description",
      sku: "SKU",
      price: "Price",
      description: null,
    });
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
