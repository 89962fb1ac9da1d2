/**
 * Product search stops at the page (src/server/features/catalogue/search/segment.ts): matches are
 * walked in name order and the walk ends once the page holds matches no later product can beat
 * and the count has passed its cap. The page must be the one a full sort gives, including
 * products added since the segment was last put in name order.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client";
import { products } from "../../src/server/db/schema";
import { SearchIndex } from "../../src/server/features/catalogue/search/engine";
import * as f from "../support/factories";

const KINDS = ["Stopwick Board", "Stopwick Boarding", "Stopwick Skirtingboard"];

describe("product search stopping at the page", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("gives the same page as a full sort, and reads products added since", async () => {
    const { db } = database;
    const category = await f.createProductCategory(db, { name: "Stopwick Boards" });
    for (let i = 0; i < 90; i++) {
      const name = `${KINDS[i % 3]} ${String(89 - i).padStart(2, "0")}`;
      await f.createProduct(db, { name, categoryId: i % 4 === 0 ? category.id : null });
    }
    const index = new SearchIndex();
    await index.refresh(db);
    // Added after the segment was numbered in name order; it sorts first among its equals.
    await f.createProduct(db, { name: "Stopwick Board 00a", categoryId: category.id });
    await index.refresh(db);
    expect(index.stats()).toEqual({ docs: 91, dead: 0 });

    const cases = [
      ["stopwick board", 10],
      ["stopwick", 5],
      ["board", 25],
      ["boarding 1", 3],
      ["skirtingboard", 40],
    ] as const;
    for (const [q, wanted] of cases) {
      const full = index.search("none", { q, wanted });
      const stopped = index.search("none", { q, wanted, cap: 3 });
      expect(stopped.found, q).toEqual(full.found);
      expect(stopped.count, q).toBeGreaterThan(Math.min(3, full.count - 1));
    }
    // "stopwick": the walk ends long before the 91 matches are all counted.
    expect(index.search("none", { q: "stopwick", wanted: 5, cap: 3 }).count).toBeLessThan(91);
    expect(index.search("none", { q: "stopwick", wanted: 5 }).count).toBe(91);
    const page = index.search("none", { q: "stopwick board", wanted: 3, cap: 3 }).found;
    expect(page.map((p) => p.name)).toEqual([
      "Stopwick Board 00a",
      "Stopwick Board 05",
      "Stopwick Board 17",
    ]);
  });

  // A category word weighs 2: in one category, a word that names another category but not this
  // one cannot gain that weight, so the walk still stops at the page.
  it("stops at the page in one category, weighing only that category's words", async () => {
    const { db } = database;
    const named = await f.createProductCategory(db, { name: "Cavendril Fixings" });
    const plain = await f.createProductCategory(db, { name: "Sundries" });
    for (let i = 0; i < 60; i++) {
      const name = `Cavendril ${i % 2 ? "Screw" : "Plug"} ${String(i).padStart(2, "0")}`;
      await f.createProduct(db, { name, categoryId: i % 3 ? plain.id : named.id });
    }
    const index = new SearchIndex();
    await index.refresh(db);
    for (const categoryId of [named.id, plain.id, undefined])
      for (const q of ["cavendril", "cavendril screw", "fixing", "sundry plug"]) {
        const full = index.search("none", { q, wanted: 5, categoryId });
        const stopped = index.search("none", { q, wanted: 5, cap: 3, categoryId });
        expect(stopped.found, `${q} in ${categoryId}`).toEqual(full.found);
      }
    // 40 products in Sundries match "cavendril" by name alone: the walk ends near the page.
    const inPlain = { q: "cavendril", wanted: 5, categoryId: plain.id };
    expect(index.search("none", inPlain).count).toBe(40);
    expect(index.search("none", { ...inPlain, cap: 3 }).count).toBeLessThan(40);
    // Products of "Cavendril Fixings" weigh 8 + 2 for "cavendril", and come first unfiltered.
    const first = index.search("none", { q: "cavendril", wanted: 3 }).found;
    expect(first.map((p) => p.name)).toEqual([
      "Cavendril Plug 00",
      "Cavendril Plug 06",
      "Cavendril Plug 12",
    ]);
  });

  // Each word names a category, but no product is in both: the most a product can weigh counts
  // one category's words, or no page would ever hold matches no later product can beat.
  it("stops at the page when its words name two categories no product is in both of", async () => {
    const { db } = database;
    const quorl = await f.createProductCategory(db, { name: "Quorl Range" });
    const vesk = await f.createProductCategory(db, { name: "Vesk Range" });
    for (let i = 0; i < 60; i++) {
      const name = `Quorl Clip Vesk ${String(i).padStart(2, "0")}`;
      await f.createProduct(db, { name, categoryId: i % 2 ? quorl.id : vesk.id });
    }
    const index = new SearchIndex();
    await index.refresh(db);
    const full = index.search("none", { q: "quorl vesk", wanted: 5 });
    const stopped = index.search("none", { q: "quorl vesk", wanted: 5, cap: 3 });
    expect(full.count).toBe(60);
    expect(stopped.found).toEqual(full.found);
    expect(stopped.found.map((p) => p.name)).toEqual(
      ["00", "01", "02", "03", "04"].map((n) => `Quorl Clip Vesk ${n}`),
    );
    expect(stopped.count).toBeLessThan(60);
  });

  // A one-letter word is a prefix of most SKUs (every SKU of a merchant that starts them alike):
  // it once cost a list per SKU, hundreds of ms at 1,000,000 products on the one server process.
  it("finds a one-letter SKU prefix of thousands of products from one range, walking to the page only", async () => {
    const { db } = database;
    const sku = (i: number) => `ZQ-${100_000 + i}`;
    const name = (i: number) => `Quenvil Item ${String(i).padStart(4, "0")}`;
    await f.createProduct(db, { name: name(0), sku: sku(0) });
    const rest = Array.from({ length: 2_999 }, (_, k) => k + 1).map((i) => ({
      ...{ name: name(i), sku: sku(i), unit: "each", pricePence: 100, merchantId: 1 },
      ...{ description: "", stock: "In stock" },
    }));
    await db.insert(products).values(rest);
    const index = new SearchIndex();
    await index.refresh(db);

    const calls = vi.spyOn(String.prototype, "startsWith");
    const stopped = index.search("none", { q: "z", wanted: 3, cap: 100 });
    const looked = calls.mock.calls.length;
    calls.mockRestore();
    const full = index.search("none", { q: "z", wanted: 3 });
    expect(full.count).toBe(3_000);
    expect(stopped.found).toEqual(full.found);
    expect(stopped.found.map((p) => p.name)).toEqual([name(0), name(1), name(2)]);
    expect(stopped.count).toBeGreaterThan(100);
    expect(stopped.count).toBeLessThan(3_000);
    // Two binary searches over the sorted SKUs, not a comparison per SKU.
    expect(looked).toBeLessThan(100);
  });

  // A real catalogue's names bring 100,000 distinct words (sizes, brands, model numbers); each
  // search word was compared with every one of them (p50 28 ms with 150,000 at 1,000,000 products).
  it("compares a search word only with the words holding its rarest run of letters", async () => {
    const { db } = database;
    const model = (i: number) => `vx${(i * 7919).toString(36)}q`;
    const rows = Array.from({ length: 4_000 }, (_, i) => ({
      ...{ name: `Trellwood Panel ${model(i)}`, sku: `TW-${i}`, unit: "each", pricePence: 100 },
      ...{ merchantId: 1, description: "", stock: "In stock" },
    }));
    await db.insert(products).values(rows);
    const index = new SearchIndex();
    await index.refresh(db);

    const calls = vi.spyOn(String.prototype, "includes");
    const found = index.search("none", { q: model(1234), wanted: 5 });
    const fragment = index.search("none", { q: "trellw", wanted: 5 });
    const compared = calls.mock.calls.length;
    calls.mockRestore();
    expect(found.found.map((p) => p.name)).toEqual([`Trellwood Panel ${model(1234)}`]);
    expect(fragment.count).toBe(4_000);
    // Thousands of words in the segment; each search word meets a handful.
    expect(compared).toBeLessThan(200);

    // One letter ("x 300"): only the words holding it (about one model code in eight), not all.
    const withZ = rows.filter((row) => /z/.test(row.name)).length;
    const letter = vi.spyOn(String.prototype, "includes");
    const z = index.search("none", { q: "z", wanted: 5 });
    const comparedForLetter = letter.mock.calls.length;
    letter.mockRestore();
    expect(z.count).toBeGreaterThanOrEqual(withZ);
    expect(withZ).toBeGreaterThan(100);
    expect(comparedForLetter).toBeGreaterThanOrEqual(withZ);
    expect(comparedForLetter).toBeLessThan(withZ + 50);
  });
});
