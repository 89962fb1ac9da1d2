/**
 * Product search (src/server/features/catalogue/search/) on both engines: trade language
 * (joined and split words, plurals, spellings, every synonym of trade-words.json), ranking,
 * per-business isolation, and an index kept fresh by the writes themselves (inserts, renames,
 * moves, deletes, truncate, and writes made through another connection), and bounded through
 * churn (the deletions log pruned, dead entries compacted away).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, type Db, openDatabase, queryRows } from "../../src/server/db/client";
import {
  indexFor,
  type SearchInput,
  type SearchScope,
  searchProducts,
} from "../../src/server/features/catalogue/search";
import { LIMITS, SearchIndex } from "../../src/server/features/catalogue/search/engine";
import { synonymsOf, words } from "../../src/server/features/catalogue/search/language";
import trade from "../../src/server/features/catalogue/search/trade-words.json";
import { listCategories } from "../../src/server/features/catalogue/service";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";

const server = await startPostgres();
afterAll(async () => {
  await server.stop();
});

const engines = [
  { name: "PGlite in memory", open: () => openDatabase({ dataDir: "memory://" }) },
  { name: "PostgreSQL server", open: () => openDatabase({ dataDir: "", databaseUrl: server.url }) },
] as const;

/** Public products by category; names are what the assertions look for. */
const CATALOGUE: Record<string, string[]> = {
  "Plasterboard & Plastering": [
    "Gyproc WallBoard 12.5mm 2400 x 1200mm",
    "Plaster Board Offcut Bundle",
    "Thistle Multi-Finish 25kg",
    "Thistle Board Finish 25kg",
    "Carlite Finishing Plaster 25kg",
    "Gyproc Moisture Resistant 12.5mm",
    "Gyproc FireLine 12.5mm",
    "Thistle Hardwall 25kg",
    "Gyproc Dri-Wall Adhesive 25kg",
  ],
  Insulation: [
    "Celotex PL4037 Insulated Plasterboard 37.5mm",
    "Celotex GA4050 PIR Insulation Board 50mm",
    "Loft Insulation Roll 200mm",
    "Mineral Wool Slab 100mm",
  ],
  Fixings: ["Rawlplug Self-Drill Plasterboard Fixings (pack of 100)", "Boxes of Wood Screws"],
  Timber: [
    "CLS Studwork Timber 38 x 63mm 2.4m",
    "C24 Treated Timber 47 x 100mm 3.6m",
    "Sawn Timber 47 x 75mm 2.4m",
    "Fence Post 100 x 100mm 2.4m",
    "Hardwood Plywood Sheet 18mm",
    "Fence Panels 6ft",
    "Treated Joist 47 x 150mm 4.8m",
    "C24 Timber 47 x 200mm 4.8m",
    "Roofing Batten 25 x 50mm 4.8m",
  ],
  Sundries: [
    "Dulux Trade Colour Emulsion 5L",
    "Grey Silicone Sealant 310ml",
    "Galvanised Joist Hanger 47mm",
    "Everbuild Grab Adhesive 290ml",
    "Visqueen Damp Proof Membrane 4m",
    "Damp Proof Course 112mm",
    "Twin and Earth Cable 2.5mm 50m",
    "Grit Sand Bulk Bag",
    "Aluminium Angle 1m",
    "Fibre Cement Centre Bead",
    "Mould Resistant Moulding Paint",
    "Folding Metre Rule",
    "Measuring Jug 1 Litre",
    "Vinyl Matt Brilliant White 10L",
    "Climaflex Pipe Insulation 15mm",
    "Double Panel Radiator 600 x 1000mm",
    "Thermostatic Radiator Valve Pair 15mm",
    "Compact Radiator 600 x 600mm White",
    "Angle Radiator Valve 15mm Chrome",
    "Door Stop Bead 12 x 38mm 2.1m",
    "Flush Internal Door 762 x 1981mm (pack of 2)",
    "Trade Caulk White 380ml",
    "Fernox F1 Central Heating Protector 265ml",
    "Dual RCD Consumer Unit",
    "Metal Back Box 1-Gang 25mm",
    "LED Fire Rated Downlight 5W",
    "Dense Concrete Block 100mm",
    "Aircrete Block 100mm",
    "MOT Type 1 Sub-Base Bulk Bag",
    "Blue Circle Postcrete 20kg",
    "Round Downpipe 68mm x 2.5m",
    "13A 2-Gang Switched Socket White",
    "Self Levelling Floor Compound 20kg",
    "Grey Riven Paving Slab 600 x 600mm",
    "Plaster Mixing Paddle 120 x 600mm",
    "Half Round Gutter 112mm x 4m",
    "Breathable Roofing Membrane 1m x 50m",
    "Lever Ball Valve 15mm",
    "McAlpine Bottle Trap 40mm",
    "Abrasive Sanding Sheets (pack of 10)",
    "Flexible Tap Connectors 15mm x 1/2in (pair)",
    "Gorilla Flexible Tub 38L",
    "Heavy Duty Caulking Gun 310ml",
    "Solder Ring Elbow 15mm",
    "Copper Pipe 22mm x 3m",
    "Twin & Earth Cable 6242Y 6.0mm² 50m",
  ],
};

/** Each synonym of trade-words.json: a search for the key finds this product (not named by the key). */
const SYNONYM_FINDS: Record<string, string> = {
  skim: "Carlite Finishing Plaster 25kg",
  pir: "Celotex GA4050 PIR Insulation Board 50mm",
  cls: "CLS Studwork Timber 38 x 63mm 2.4m",
  "2x4": "C24 Treated Timber 47 x 100mm 3.6m",
  "2x3": "Sawn Timber 47 x 75mm 2.4m",
  "4x4": "Fence Post 100 x 100mm 2.4m",
  plasterboard: "Gyproc WallBoard 12.5mm 2400 x 1200mm",
  drywall: "Gyproc WallBoard 12.5mm 2400 x 1200mm",
  sheetrock: "Celotex PL4037 Insulated Plasterboard 37.5mm",
  lumber: "Sawn Timber 47 x 75mm 2.4m",
  caulk: "Grey Silicone Sealant 310ml",
  "no nails": "Everbuild Grab Adhesive 290ml",
  dpm: "Visqueen Damp Proof Membrane 4m",
  dpc: "Damp Proof Course 112mm",
  ply: "Hardwood Plywood Sheet 18mm",
  "loft roll": "Loft Insulation Roll 200mm",
  rockwool: "Mineral Wool Slab 100mm",
  "t&e": "Twin and Earth Cable 2.5mm 50m",
  "sharp sand": "Grit Sand Bulk Bag",
  "4x2": "C24 Treated Timber 47 x 100mm 3.6m",
  "3x2": "Sawn Timber 47 x 75mm 2.4m",
  "6x2": "Treated Joist 47 x 150mm 4.8m",
  "2x6": "Treated Joist 47 x 150mm 4.8m",
  "8x2": "C24 Timber 47 x 200mm 4.8m",
  "2x8": "C24 Timber 47 x 200mm 4.8m",
  "2x1": "Roofing Batten 25 x 50mm 4.8m",
  emulsion: "Vinyl Matt Brilliant White 10L",
  mastic: "Grey Silicone Sealant 310ml",
  lagging: "Climaflex Pipe Insulation 15mm",
  "green board": "Gyproc Moisture Resistant 12.5mm",
  "pink board": "Gyproc FireLine 12.5mm",
  browning: "Thistle Hardwall 25kg",
  "dot and dab": "Gyproc Dri-Wall Adhesive 25kg",
  dab: "Gyproc Dri-Wall Adhesive 25kg",
  rad: "Double Panel Radiator 600 x 1000mm",
  trv: "Thermostatic Radiator Valve Pair 15mm",
  inhibitor: "Fernox F1 Central Heating Protector 265ml",
  "fuse box": "Dual RCD Consumer Unit",
  fusebox: "Dual RCD Consumer Unit",
  pattress: "Metal Back Box 1-Gang 25mm",
  spotlight: "LED Fire Rated Downlight 5W",
  "breeze block": "Dense Concrete Block 100mm",
  breezeblock: "Aircrete Block 100mm",
  thermalite: "Aircrete Block 100mm",
  celcon: "Aircrete Block 100mm",
  hardcore: "MOT Type 1 Sub-Base Bulk Bag",
  "post mix": "Blue Circle Postcrete 20kg",
  "rainwater pipe": "Round Downpipe 68mm x 2.5m",
  "double socket": "13A 2-Gang Switched Socket White",
  slc: "Self Levelling Floor Compound 20kg",
  "self leveller": "Self Levelling Floor Compound 20kg",
  flag: "Grey Riven Paving Slab 600 x 600mm",
  whisk: "Plaster Mixing Paddle 120 x 600mm",
  guttering: "Half Round Gutter 112mm x 4m",
  tube: "Copper Pipe 22mm x 3m",
  breather: "Breathable Roofing Membrane 1m x 50m",
  "isolation valve": "Lever Ball Valve 15mm",
  "isolating valve": "Lever Ball Valve 15mm",
  "waste trap": "McAlpine Bottle Trap 40mm",
  sandpaper: "Abrasive Sanding Sheets (pack of 10)",
  "flexi hose": "Flexible Tap Connectors 15mm x 1/2in (pair)",
  "tap tail": "Flexible Tap Connectors 15mm x 1/2in (pair)",
  trug: "Gorilla Flexible Tub 38L",
  "silicone gun": "Heavy Duty Caulking Gun 310ml",
  "skeleton gun": "Heavy Duty Caulking Gun 310ml",
  kingspan: "Celotex GA4050 PIR Insulation Board 50mm",
  yorkshire: "Solder Ring Elbow 15mm",
};

/** Each spelling of trade-words.json: a search with the American spelling finds this product. */
const SPELLING_FINDS: Record<string, string> = {
  color: "Dulux Trade Colour Emulsion 5L",
  gray: "Grey Silicone Sealant 310ml",
  aluminum: "Aluminium Angle 1m",
  galvanized: "Galvanised Joist Hanger 47mm",
  meter: "Folding Metre Rule",
  liter: "Measuring Jug 1 Litre",
  center: "Fibre Cement Centre Bead",
  fiber: "Fibre Cement Centre Bead",
  mold: "Mould Resistant Moulding Paint",
  molding: "Mould Resistant Moulding Paint",
  caulking: "Grey Silicone Sealant 310ml",
};

for (const engine of engines) {
  describe(`product search on ${engine.name}`, () => {
    let database: Database;
    let db: Db;
    let a: SearchScope;
    let b: SearchScope;
    const categoryIds: Record<string, number> = {};

    beforeAll(async () => {
      database = await engine.open();
      db = database.db;
      await database.migrate();
      for (const [category, names] of Object.entries(CATALOGUE)) {
        const { id } = await f.createProductCategory(db, { name: category });
        categoryIds[category] = id;
        for (const name of names) await f.createProduct(db, { name, categoryId: id });
      }
      const first = await f.createBusinessWithOwner(db);
      a = { businessId: first.business.id, userId: first.owner.id };
      const second = await f.createBusinessWithOwner(db);
      b = { businessId: second.business.id, userId: second.owner.id };
    });
    afterAll(async () => {
      await database?.close();
    });

    const find = async (who: SearchScope, q: string, more: Partial<SearchInput> = {}) =>
      (await searchProducts(db, who, { q, page: 1, pageSize: 50, ...more })).products.map(
        (p) => p.name,
      );

    it("finds words joined or split: plaster board, multi finish, multi-finish, multifinish", async () => {
      const joined = await find(a, "plasterboard");
      expect(joined).toEqual(expect.arrayContaining(["Plaster Board Offcut Bundle"]));
      expect(joined).toEqual(
        expect.arrayContaining(["Celotex PL4037 Insulated Plasterboard 37.5mm"]),
      );
      expect([...(await find(a, "plaster board"))].sort()).toEqual([...joined].sort());
      for (const q of ["multi finish", "multi-finish", "multifinish", "Multi Finish"]) {
        expect((await find(a, q))[0], q).toBe("Thistle Multi-Finish 25kg");
      }
    });

    it("finds plurals and singulars alike", async () => {
      for (const q of ["fence panel", "fence panels", "PANELS"]) {
        expect(await find(a, q), q).toContain("Fence Panels 6ft");
      }
      expect(await find(a, "box of screw")).toContain("Boxes of Wood Screws");
      expect(await find(a, "posts")).toContain("Fence Post 100 x 100mm 2.4m");
    });

    it("finds every synonym of trade-words.json", async () => {
      expect(Object.keys(SYNONYM_FINDS).sort()).toEqual(Object.keys(trade.synonyms).sort());
      for (const [key, values] of Object.entries(trade.synonyms as Record<string, string[]>)) {
        expect(synonymsOf(key), key).toEqual(values.map(words));
        const found = await find(a, key);
        expect(found, key).toContain(SYNONYM_FINDS[key]);
      }
    });

    it("finds British spellings from American ones", async () => {
      expect(Object.keys(SPELLING_FINDS).sort()).toEqual(Object.keys(trade.spellings).sort());
      for (const [american, british] of Object.entries(trade.spellings)) {
        expect(words(american), american).toEqual(words(british));
        expect(await find(a, american), american).toContain(SPELLING_FINDS[american]);
      }
    });

    it("finds what a tradesperson types: joining words ignored, each size of a dimension, 4 by 2, 6mm for 6.0mm²", async () => {
      expect(await find(a, "twin and earth")).toEqual(
        expect.arrayContaining([
          "Twin & Earth Cable 6242Y 6.0mm² 50m",
          "Twin and Earth Cable 2.5mm 50m",
        ]),
      );
      expect(await find(a, "tongue and groove")).toEqual(await find(a, "tongue & groove"));
      expect(await find(a, "fixings for plasterboard")).toEqual([
        "Rawlplug Self-Drill Plasterboard Fixings (pack of 100)",
      ]);
      expect(await find(a, "a box of the wood screws")).toEqual(["Boxes of Wood Screws"]);
      expect(await find(a, "22mm pipe")).toEqual(["Copper Pipe 22mm x 3m"]);
      expect(await find(a, "22mm copper tube")).toEqual(["Copper Pipe 22mm x 3m"]);
      expect((await find(a, "6mm cable"))[0]).toBe("Twin & Earth Cable 6242Y 6.0mm² 50m");
      for (const q of ["4 by 2", "4x2", "4 X 2", "2 by 4"]) {
        expect((await find(a, q))[0], q).toBe("C24 Treated Timber 47 x 100mm 3.6m");
      }
    });

    it("ranks whole-word name matches, then partial ones, then category, then description", async () => {
      const plasterboard = await find(a, "plasterboard");
      expect(plasterboard.slice(0, 2)).toEqual([
        "Gyproc WallBoard 12.5mm 2400 x 1200mm",
        "Plaster Board Offcut Bundle",
      ]);
      expect(plasterboard.indexOf("Celotex PL4037 Insulated Plasterboard 37.5mm")).toBeGreaterThan(
        1,
      );
      // Category-only matches come after every name match.
      expect(plasterboard.indexOf("Thistle Board Finish 25kg")).toBeGreaterThan(
        plasterboard.indexOf("Rawlplug Self-Drill Plasterboard Fixings (pack of 100)"),
      );
      const { id: quarn } = await f.createProductCategory(db, { name: "Quarnish Supplies" });
      await f.createProduct(db, { name: "Zed Quarnish Trowel" });
      await f.createProduct(db, { name: "Alpha Quarnishing Float" });
      await f.createProduct(db, { name: "Plain Bucket", categoryId: quarn });
      await f.createProduct(db, { name: "Aardvark Hawk", description: "A quarnish classic" });
      // Past the start of a description the index holds (LIMITS.descriptionChars), never found.
      await f.createProduct(db, {
        name: "Beech Hawk",
        description: `${"Solid beech handle. ".repeat(LIMITS.descriptionChars / 20)}quarnish`,
      });
      expect(await find(a, "quarnish")).toEqual([
        "Zed Quarnish Trowel",
        "Alpha Quarnishing Float",
        "Plain Bucket",
      ]);
      expect(await find(a, "quarnish", { includeDescription: true })).toEqual([
        "Zed Quarnish Trowel",
        "Alpha Quarnishing Float",
        "Plain Bucket",
        "Aardvark Hawk",
      ]);
      const merchantTwo = await f.createProduct(db, { name: "Quarnish Hod", merchantId: 2 });
      expect(await find(a, "quarnish", { merchantId: 2 })).toEqual([merchantTwo.name]);
      expect(await find(a, "quarnish", { categoryId: quarn })).toEqual(["Plain Bucket"]);
    });

    it("ranks what a product is first among equal matches: its name's last word but sizes, finishes and brackets; then the words typed", async () => {
      expect(await find(a, "radiator")).toEqual([
        "Compact Radiator 600 x 600mm White",
        "Double Panel Radiator 600 x 1000mm",
        "Angle Radiator Valve 15mm Chrome",
        "Thermostatic Radiator Valve Pair 15mm",
      ]);
      expect(await find(a, "door")).toEqual([
        "Flush Internal Door 762 x 1981mm (pack of 2)",
        "Door Stop Bead 12 x 38mm 2.1m",
      ]);
      // Then what is named as typed before what a synonym found: caulk, then sealant and silicone.
      const caulk = await find(a, "caulk");
      expect(caulk[0]).toBe("Trade Caulk White 380ml");
      expect(caulk).toContain("Grey Silicone Sealant 310ml");
      // Never above a better match: a category match still outweighs it.
      expect((await find(a, "plasterboard"))[0]).toBe("Gyproc WallBoard 12.5mm 2400 x 1200mm");
    });

    it("shows a business's own products to that business only, through writes", async () => {
      const mine = await f.createProduct(db, {
        businessId: a.businessId,
        name: "Brindle Private Mortar Mix",
        sku: "BRN-77",
        unit: "bag",
      });
      await f.createProduct(db, { businessId: b.businessId, name: "Brindle Other Mix" });
      expect(await find(a, "brindle")).toEqual(["Brindle Private Mortar Mix"]);
      expect(await find(b, "brindle")).toEqual(["Brindle Other Mix"]);
      expect(await find(b, "brn-77")).toEqual([]);
      expect(await find(a, "brn77")).toEqual(["Brindle Private Mortar Mix"]);
      // A move to the other business, a rename, then a delete: each seen by the next search.
      await db.execute(
        sql`update products set business_id = ${b.businessId} where id = ${mine.id}`,
      );
      expect(await find(a, "brindle")).toEqual([]);
      expect(await find(b, "brindle")).toEqual(["Brindle Other Mix", "Brindle Private Mortar Mix"]);
      await db.execute(sql`update products set name = 'Renamed Mortar' where id = ${mine.id}`);
      expect(await find(b, "brindle")).toEqual(["Brindle Other Mix"]);
      expect(await find(b, "renamed mortar")).toEqual(["Renamed Mortar"]);
      await db.execute(sql`delete from products where id = ${mine.id}`);
      expect(await find(b, "renamed mortar")).toEqual([]);
    });

    it("counts products per category from the index, per business and merchant", async () => {
      await f.createProduct(db, {
        businessId: a.businessId,
        name: "Private Fixing",
        categoryId: categoryIds.Fixings,
      });
      const count = async (who: SearchScope, merchantId?: number) =>
        Object.fromEntries(
          (await listCategories(db, who.businessId, merchantId)).map((c) => [
            c.name,
            c.productCount,
          ]),
        );
      const sqlCount = async (who: SearchScope, merchantId?: number) => {
        const rows = await queryRows<{ name: string; n: number }>(
          db,
          sql`select c.name, count(p.id)::int as n from product_categories c
              left join products p on p.category_id = c.id
                and (p.business_id is null or p.business_id = ${who.businessId})
                ${merchantId ? sql`and p.merchant_id = ${merchantId}` : sql``}
              group by c.name`,
        );
        return Object.fromEntries(rows.map((r) => [r.name, r.n]));
      };
      expect(await count(a)).toEqual(await sqlCount(a));
      expect(await count(b)).toEqual(await sqlCount(b));
      expect(await count(a, 2)).toEqual(await sqlCount(a, 2));
      expect((await count(a)).Fixings).toBe(Number((await count(b)).Fixings) + 1);
    });

    it("matches code-like and literal searches: SKU parts, prefixes and characters kept literally", async () => {
      await f.createProduct(db, { name: "Spacer Block", sku: "ABC-QX-9" });
      await f.createProduct(db, { name: "Coded Item", sku: "QXL41234" });
      expect(await find(a, "  abc-qx-9 ")).toEqual(["Spacer Block"]);
      expect(await find(a, "qx-9")).toEqual(["Spacer Block"]);
      expect(await find(a, "qxl412")).toEqual(["Coded Item"]);
      expect(await find(a, "%%%")).toEqual([]);
      expect(await find(a, "spacer_")).toEqual([]);
    });

    it("pages and caps the total", async () => {
      for (let i = 0; i < 7; i++) await f.createProduct(db, { name: `Pagewick Item ${i}` });
      const page = await searchProducts(db, a, { q: "pagewick", page: 2, pageSize: 3 });
      expect(page.products.map((p) => p.name)).toEqual([
        "Pagewick Item 3",
        "Pagewick Item 4",
        "Pagewick Item 5",
      ]);
      expect(page).toMatchObject({ total: 7, totalIsEstimate: false });
      const capped = await searchProducts(
        db,
        a,
        { q: "pagewick", page: 1, pageSize: 3 },
        { countCap: 5 },
      );
      expect(capped).toMatchObject({ total: 5, totalIsEstimate: true });
    });

    it("keeps the deletions log and the dead entries bounded through delete and re-import cycles", async () => {
      const index = await indexFor(db);
      // Another server's index, left behind while this one prunes the log: it must reload.
      const lagging = new SearchIndex();
      await lagging.refresh(db);
      LIMITS.keepTransactions = 0;
      try {
        for (let cycle = 0; cycle < 8; cycle++) {
          await db.execute(sql`delete from products where name like 'Churn %'`);
          for (let i = 0; i < 20; i++)
            await f.createProduct(db, { name: `Churn Block ${i}`, sku: `CH-${cycle}-${i}` });
          await db.execute(
            sql`update products set name = name || ' Mk2' where name like 'Churn Block 1%'`,
          );
          const found = await find(a, "churn block");
          expect(found).toHaveLength(20);
          expect(found).toContain("Churn Block 12 Mk2");
          // The search went on once its own products were indexed: the rest of the catch-up
          // (the other owners, compaction, the log's pruning) is awaited here.
          await indexFor(db);
          const [log] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from product_search_deletions`,
          );
          const [table] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from products`,
          );
          const { docs, dead } = index.stats();
          expect(log?.n, `cycle ${cycle}`).toBeLessThanOrEqual(1);
          expect(dead, `cycle ${cycle}`).toBeLessThanOrEqual(docs * LIMITS.deadShare);
          expect(docs - dead).toBe(table?.n);
        }
        await lagging.refresh(db);
        expect(lagging.search(a.businessId, { q: "churn block", wanted: 50 }).count).toBe(20);
      } finally {
        LIMITS.keepTransactions = 10_000;
      }
    });

    it("reads what was written since it last looked a batch at a time, and misses none of it", async () => {
      await indexFor(db);
      const batchRows = LIMITS.batchRows;
      LIMITS.batchRows = 4;
      const execute = vi.spyOn(db, "execute");
      try {
        // The rows of one statement share one stamp: its batches go by id as well.
        await db.execute(
          sql`insert into products (business_id, merchant_id, name, sku, unit, price_pence)
              select ${a.businessId}::uuid, 1, 'Batchel Tile ' || g, 'BTL-' || g, 'each', 100
              from generate_series(1, 9) g`,
        );
        await f.createProduct(db, { name: "Batchel Tile 10" });
        await f.createProduct(db, { businessId: b.businessId, name: "Batchel Tile 11" });
        execute.mockClear();
        expect(await find(a, "batchel")).toHaveLength(10);
        expect(await find(b, "batchel")).toEqual(["Batchel Tile 10", "Batchel Tile 11"]);
        expect(await find(a, "btl-9")).toEqual(["Batchel Tile 9"]);
        // Every statement the searches made: the changes each read, in rows.
        const results = await Promise.all(execute.mock.results.map((r) => r.value));
        const batches = results.flatMap(({ rows }: { rows: { rows?: unknown }[] }) =>
          rows.flatMap((row) =>
            typeof row.rows === "string" ? [JSON.parse(row.rows).length] : [],
          ),
        );
        expect(Math.max(...batches)).toBe(4);
        expect(batches.reduce((n, m) => n + m, 0)).toBeGreaterThanOrEqual(11);
      } finally {
        execute.mockRestore();
        LIMITS.batchRows = batchRows;
      }
    });

    it("follows a truncate and the inserts after it", async () => {
      expect(await find(a, "gyproc")).not.toEqual([]);
      await db.execute(sql`truncate products cascade`);
      expect(await find(a, "gyproc")).toEqual([]);
      await f.createProduct(db, { name: "Gyproc Again" });
      expect(await find(a, "gyproc")).toEqual(["Gyproc Again"]);
    });
  });
}

describe("product search across connections (PostgreSQL)", () => {
  it("sees writes made through another connection, and a transaction's rows once it commits", async () => {
    const admin = await openDatabase({ dataDir: "", databaseUrl: server.url });
    await admin.migrate();
    const other = await openDatabase({ dataDir: "", databaseUrl: server.url });
    try {
      const { business, owner } = await f.createBusinessWithOwner(admin.db);
      const scope = { businessId: business.id, userId: owner.id };
      const find = async (q: string) =>
        (await searchProducts(admin.db, scope, { q, page: 1, pageSize: 10 })).products.map(
          (p) => p.name,
        );
      expect(await find("velloran")).toEqual([]);
      await f.createProduct(other.db, { name: "Velloran Sand" });
      expect(await find("velloran")).toEqual(["Velloran Sand"]);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted = () => {};
      const ready = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const writer = other.db.transaction(async (tx) => {
        await f.createProduct(tx, { name: "Velloran Cement" });
        inserted();
        await held;
      });
      await ready;
      // Searches while the transaction is open do not see its row, and do not lose it later.
      expect(await find("velloran")).toEqual(["Velloran Sand"]);
      await f.createProduct(other.db, { name: "Velloran Lime" });
      expect(await find("velloran")).toEqual(["Velloran Lime", "Velloran Sand"]);
      release();
      await writer;
      expect(await find("velloran")).toEqual(["Velloran Cement", "Velloran Lime", "Velloran Sand"]);
    } finally {
      await other.close();
      await admin.close();
    }
  });
});
