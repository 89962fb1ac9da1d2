/**
 * Product search on both engines: the name ranges of migration 0002 (kept by triggers on
 * products) and every plan of the search (src/server/features/catalogue/search.ts) against a
 * plain reference query.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Db, openDatabase, queryRows } from "../../src/server/db/client";
import { hashText, maskBits, termGrams } from "../../src/server/features/catalogue/search";
import {
  COUNT_CAP,
  disableMemorySearch,
  enableMemorySearch,
  listCategories,
  type SearchInput,
  type SearchOptions,
  type SearchPlan,
  type SearchScope,
  searchProducts,
} from "../../src/server/features/catalogue/service";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";

const server = await startPostgres();
afterAll(async () => {
  await server.stop();
});

const engines = [
  { name: "PGlite in memory", open: () => openDatabase({ dataDir: "memory://" }) },
  {
    name: "PostgreSQL server",
    open: () => openDatabase({ dataDir: "", databaseUrl: server.url }),
  },
] as const;

const BRANDS = ["Gyproc", "Knauf", "Rockwool", "Dulux", "Bosch", "Ölwerk"];
const VARIANTS = ["Standard", "Fire Rated", "Moisture Resistant", "Brilliant White", "Pro"];
const NOUNS = ["Plasterboard", "Timber Stud", "Multi-Finish Plaster", "Fence Panel", "Grout"];
const SIZES = ["12.5mm", "2400 x 1200", "25kg", "47 x 100mm", "5L", "50% off_1"];
const PUBLIC_ROWS = 2_600;

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const arr = (list: string[]) => `array[${list.map(lit).join(",")}]`;

/** Every range's mask holds the mask of each of its rows: the invariant the search relies on. */
async function rowsOutsideTheirMask(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from products p
        cross join lateral (select r.mask from product_search_ranges r where r.lo <= p.name
                            order by r.lo desc limit 1) r
        cross join lateral (select product_search_mask(product_search_fold(p.name),
                                                       product_search_fold(p.sku)) as m) x
        where r.mask is null or r.mask & x.m <> x.m`,
  );
  return Number(row?.n);
}

for (const engine of engines) {
  describe(`product search on ${engine.name}`, () => {
    let database: Database;
    let db: Db;
    let scope: SearchScope;
    let other: SearchScope;

    beforeAll(async () => {
      database = await engine.open();
      db = database.db;
      await database.migrate();
      for (const id of [1, 2, 3]) await f.ensureMerchant(db, id);
      const { business, owner } = await f.createBusinessWithOwner(db);
      scope = { businessId: business.id, userId: owner.id };
      const second = await f.createBusinessWithOwner(db);
      other = { businessId: second.business.id, userId: second.owner.id };
      // One statement: the insert trigger cuts the first range (more than 2,000 rows).
      const h = "((g.i * 2654435761) % 4294967296)";
      await db.execute(
        sql.raw(`insert into products (merchant_id, name, sku, price_pence)
          select (g.i % 3) + 1,
            (${arr(BRANDS)})[(${h} % ${BRANDS.length}) + 1] || ' ' ||
            (${arr(VARIANTS)})[((${h} / 7) % ${VARIANTS.length}) + 1] || ' ' ||
            (${arr(NOUNS)})[((${h} / 49) % ${NOUNS.length}) + 1] || ' ' ||
            (${arr(SIZES)})[((${h} / 343) % ${SIZES.length}) + 1],
            (array['SF','TP','JW'])[(g.i % 3) + 1] || (100000 + g.i)::text, 100
          from generate_series(1, ${PUBLIC_ROWS}) g(i)`),
      );
      for (let i = 0; i < 30; i++) {
        await f.createProduct(db, {
          businessId: business.id,
          merchantId: (i % 3) + 1,
          name: `Private ${BRANDS[i % BRANDS.length]} Plasterboard ${i}`,
          sku: `PL${1000 + i}`,
        });
      }
      // reltuples: the sample is taken only on analysed tables (sampleMinRows below).
      await db.execute(sql`analyze products`);
    });
    afterAll(async () => {
      await database?.close();
    });

    it("cuts the ranges as rows arrive and keeps every row inside its range's mask", async () => {
      const ranges = await queryRows<{ lo: string; rows: number | string }>(
        db,
        sql`select lo, rows from product_search_ranges order by lo`,
      );
      expect(ranges.length).toBeGreaterThan(1);
      expect(ranges[0]?.lo).toBe("");
      const unlinked = async () =>
        Number(
          (
            await queryRows<{ n: number | string }>(
              db,
              sql`select count(*) as n from (
                    select hi, lead(lo) over (order by lo) as next,
                      pos, lead(pos) over (order by lo) as next_pos
                    from product_search_ranges) s
                  where hi is distinct from next or pos >= next_pos`,
            )
          )[0]?.n,
        );
      expect(await unlinked()).toBe(0);
      for (const r of ranges) expect(Number(r.rows)).toBeLessThanOrEqual(2_000);
      expect(await rowsOutsideTheirMask(db)).toBe(0);
      await db.execute(sql`select product_search_rebuild(100)`);
      const rebuilt = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from product_search_ranges`,
      );
      expect(Number(rebuilt[0]?.n)).toBeGreaterThan(20);
      expect(await rowsOutsideTheirMask(db)).toBe(0);
      expect(await unlinked()).toBe(0);
    });

    /** The same search as a plain query: contains on name or SKU, visibility, filters, order. */
    async function reference(who: SearchScope, input: SearchInput) {
      const term = (input.q ?? "").trim().toLowerCase();
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select p.id from products p
            where (p.business_id is null or p.business_id = ${who.businessId})
              and (strpos(lower(p.name), ${term}) > 0 or strpos(lower(p.sku), ${term}) > 0)
              ${input.merchantId ? sql`and p.merchant_id = ${input.merchantId}` : sql``}
              ${input.categoryId ? sql`and p.category_id = ${input.categoryId}` : sql``}
            order by p.name, p.id`,
      );
      return rows.map((r) => Number(r.id));
    }

    const terms = [
      "ool",
      "Rockwool Sta",
      "Standard",
      "d Fi",
      "k s",
      "ber Stud 47",
      "12.5",
      "2400 x",
      "50%",
      "% off_",
      "f_1",
      "SF10",
      "tp1002",
      "plasterboard",
      "ölwerk",
      "Private",
      "zzzz",
      "x",
      "Fire Rated Fence Panel 5L",
    ];
    const variants: { name: string; options: SearchOptions }[] = [
      { name: "default", options: {} },
      {
        name: "sampled, cap 5, walks",
        options: {
          exactWalkRows: 0,
          sampleMinRows: 0,
          samplePercent: 100,
          countCap: 5,
          heapCost: Number.POSITIVE_INFINITY,
        },
      },
      {
        name: "sampled, cap 5, indexes",
        options: {
          exactWalkRows: 0,
          sampleMinRows: 0,
          samplePercent: 100,
          countCap: 5,
          heapCost: 0,
        },
      },
      {
        name: "sampled, cap 10,000, indexes",
        options: { exactWalkRows: 0, sampleMinRows: 0, samplePercent: 100, heapCost: 0 },
      },
      { name: "unsampled, cap 5", options: { exactWalkRows: 0, countCap: 5 } },
      {
        name: "probed, cap 5",
        options: { exactWalkRows: 50, sampleMinRows: 0, samplePercent: 100, countCap: 5 },
      },
    ];

    it("computes the database's hashtext and mask bits in the app, for many terms", async () => {
      // Texts of 0 to 30 characters (every tail length of the hash and two 12-byte blocks), from
      // the grams' alphabet, and every gram of some catalogue terms.
      const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789q";
      const texts: string[] = [];
      let seed = 7;
      for (let i = 0; i < 600; i++) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        let t = "";
        for (let j = 0; j < i % 31; j++) t += alphabet[(seed >> (j % 16)) % alphabet.length];
        texts.push(t);
      }
      const terms = ["d Fi", "ool", "k Wood Glu", "Plasterboard 12.5mm", "50% off_1", "nda", "SF1"];
      texts.push(...terms.flatMap(termGrams));
      const rows = await queryRows<{ t: string; h: number | string }>(
        db,
        sql`select t, hashtext(t) as h from unnest(${`{${texts.map((t) => `"${t}"`).join(",")}}`}::text[]) t`,
      );
      expect(rows.length).toBe(texts.length);
      for (const row of rows) expect(hashText(row.t), row.t).toBe(Number(row.h));
      for (const term of [...terms, ...texts.filter((t) => t.length >= 3).slice(0, 200)]) {
        const grams = termGrams(term);
        if (grams.length === 0) continue;
        const [row] = await queryRows<{ bits: string }>(
          db,
          sql`select product_search_mask(${`{${grams.join(",")}}`}::text[])::text as bits`,
        );
        const set = [...(row?.bits ?? "")].flatMap((c, i) => (c === "1" ? [i] : []));
        expect(maskBits(grams), term).toEqual(set);
      }
    });

    it("answers every plan like the plain query: rows, order, pages and totals", async () => {
      const plans = new Set<SearchPlan>();
      for (const { name, options } of variants) {
        const cap = options.countCap ?? COUNT_CAP;
        for (const q of terms) {
          for (const filter of [{}, { merchantId: 2 }]) {
            for (const page of [1, 3]) {
              const input = { q, ...filter, page, pageSize: 10 };
              const expected = await reference(scope, input);
              const result = await searchProducts(db, scope, input, {
                ...options,
                onPlan: (p) => plans.add(p),
              });
              const context = `${name}: ${JSON.stringify(input)}`;
              expect(
                result.products.map((p) => p.id),
                context,
              ).toEqual(expected.slice((page - 1) * 10, page * 10));
              expect(result.total, context).toBe(Math.min(expected.length, cap));
              expect(result.totalIsEstimate, context).toBe(expected.length > cap);
            }
          }
        }
      }
      expect([...plans].sort()).toEqual([
        "exact index",
        "exact walk",
        "index sort",
        "ordered walk",
        "probe walk",
      ]);
    });

    it("answers from the server's copy of the ranges like the plain query", async () => {
      const category = await f.createProductCategory(db);
      await db.execute(sql`update products set category_id = ${category.id} where id % 3 = 0`);
      const copy = enableMemorySearch(db);
      try {
        // Not loaded yet: the SQL plans answer while it loads.
        const plans: SearchPlan[] = [];
        const input = { q: "plasterboard", page: 1, pageSize: 10 };
        await searchProducts(db, scope, input, { onPlan: (p) => plans.push(p) });
        expect(plans).not.toContain("memory scan");
        await copy.warm(db);
        expect(copy.rows).toBe(PUBLIC_ROWS + 30);
        for (const cap of [COUNT_CAP, 5]) {
          for (const q of [...terms, "sf1000", "sf10000", "12", "0"]) {
            for (const filter of [{}, { merchantId: 2 }, { categoryId: category.id }]) {
              for (const [who, page] of [
                [scope, 1],
                [scope, 3],
                [other, 1],
              ] as const) {
                const input = { q, ...filter, page, pageSize: 10 };
                const expected = await reference(who, input);
                const used: SearchPlan[] = [];
                const result = await searchProducts(db, who, input, {
                  countCap: cap,
                  onPlan: (p) => used.push(p),
                });
                const context = `cap ${cap}: ${JSON.stringify(input)}`;
                expect(used, context).toEqual(["memory scan"]);
                expect(
                  result.products.map((p) => p.id),
                  context,
                ).toEqual(expected.slice((page - 1) * 10, page * 10));
                expect(result.total, context).toBe(Math.min(expected.length, cap));
                expect(result.totalIsEstimate, context).toBe(expected.length > cap);
              }
            }
          }
        }
      } finally {
        disableMemorySearch(db);
      }
    });

    it("counts the products per category from the server's copy like SQL, per business and merchant", async () => {
      const plaster = await f.createProductCategory(db);
      const timber = await f.createProductCategory(db);
      await db.execute(sql`update products set category_id = ${plaster.id} where id % 5 = 1`);
      await db.execute(sql`update products set category_id = ${timber.id} where id % 7 = 2`);
      await f.createProduct(db, {
        businessId: scope.businessId,
        merchantId: 2,
        name: "Own Plaster Mix",
        sku: "OWN-1",
        categoryId: plaster.id,
      });
      const views = [
        [scope.businessId, undefined],
        [scope.businessId, 2],
        [other.businessId, undefined],
        [other.businessId, 2],
      ] as const;
      const inSql = [];
      for (const [business, merchant] of views) {
        inSql.push(await listCategories(db, business, merchant));
      }
      const count = (list: Awaited<ReturnType<typeof listCategories>>, id: number) =>
        list.find((c) => c.id === id)?.productCount;
      // The business's own products count for it alone.
      const [own] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from products
            where business_id = ${scope.businessId} and category_id = ${plaster.id}`,
      );
      expect(Number(own?.n)).toBeGreaterThan(1);
      expect(count(inSql[0]!, plaster.id)).toBe(
        (count(inSql[2]!, plaster.id) ?? 0) + Number(own?.n),
      );
      expect(count(inSql[0]!, timber.id)).toBeGreaterThan(0);

      const copy = enableMemorySearch(db);
      try {
        await copy.warm(db);
        expect(await copy.categoryCounts(db, scope.businessId)).not.toBeNull();
        for (const [k, [business, merchant]] of views.entries()) {
          expect(await listCategories(db, business, merchant), `view ${k}`).toEqual(inSql[k]);
        }
        // A change reaches the copy's counts on the next request.
        await f.createProduct(db, {
          businessId: other.businessId,
          merchantId: 2,
          name: "Their Timber Batten",
          sku: "THEIR-1",
          categoryId: timber.id,
        });
        expect(count(await listCategories(db, other.businessId, 2), timber.id)).toBe(
          (count(inSql[3]!, timber.id) ?? 0) + 1,
        );
        expect(count(await listCategories(db, scope.businessId, 2), timber.id)).toBe(
          count(inSql[1]!, timber.id),
        );
      } finally {
        disableMemorySearch(db);
      }
      await db.execute(sql`delete from products where sku in ('OWN-1', 'THEIR-1')`);
    });

    for (const mode of ["the SQL plans", "the server's copy"] as const) {
      it(`shows a private product to its business only, through insert, rename, a move and delete (${mode})`, async () => {
        if (mode === "the server's copy") await enableMemorySearch(db).warm(db);
        const used = new Set<SearchPlan>();
        const find = async (who: SearchScope, q: string, merchantId?: number) =>
          (
            await searchProducts(
              db,
              who,
              { q, merchantId, page: 1, pageSize: 10 },
              { onPlan: (p) => used.add(p) },
            )
          ).products.map((p) => p.id);
        try {
          const product = await f.createProduct(db, {
            businessId: scope.businessId,
            merchantId: 1,
            name: "Zephyr Quartz Widget 9mm",
            sku: "QZ-77",
          });
          expect(await find(scope, "quartz wid")).toEqual([product.id]);
          expect(await find(scope, "qz-7")).toEqual([product.id]);
          expect(await find(other, "quartz wid")).toEqual([]);

          await db.execute(
            sql`update products set name = 'Aardvark Nebula Gadget', sku = 'NB-1' where id = ${product.id}`,
          );
          expect(await find(scope, "nebula gad")).toEqual([product.id]);
          expect(await find(scope, "nb-1")).toEqual([product.id]);
          expect(await find(scope, "quartz wid")).toEqual([]);
          expect(await find(other, "nebula gad")).toEqual([]);
          expect(await rowsOutsideTheirMask(db)).toBe(0);

          // Another merchant, then public: the filters and the visibility follow.
          expect(await find(scope, "nebula gad", 1)).toEqual([product.id]);
          await db.execute(sql`update products set merchant_id = 3 where id = ${product.id}`);
          expect(await find(scope, "nebula gad", 1)).toEqual([]);
          expect(await find(scope, "nebula gad", 3)).toEqual([product.id]);
          await db.execute(sql`update products set business_id = null where id = ${product.id}`);
          expect(await find(other, "nebula gad")).toEqual([product.id]);

          await db.execute(sql`delete from products where id = ${product.id}`);
          expect(await find(scope, "nebula gad")).toEqual([]);
          expect(used.has("memory scan")).toBe(mode === "the server's copy");
        } finally {
          disableMemorySearch(db);
        }
      });
    }

    it("empties the ranges on truncate and fills them again on the next inserts", async () => {
      // The server's copy follows too (a restore truncates and inserts).
      const copy = enableMemorySearch(db);
      await copy.warm(db);
      const used: SearchPlan[] = [];
      const find = async (q: string) =>
        (
          await searchProducts(
            db,
            scope,
            { q, page: 1, pageSize: 10 },
            { onPlan: (p) => used.push(p) },
          )
        ).products.map((p) => p.id);
      expect((await find("plasterboard")).length).toBe(10);
      await db.execute(sql`truncate products cascade`);
      const [empty] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from product_search_ranges where rows > 0 or bit_count(mask) > 0`,
      );
      expect(Number(empty?.n)).toBe(0);
      expect(await find("plasterboard")).toEqual([]);
      const product = await f.createProduct(db, { name: "Tidal Copper Elbow 15mm" });
      expect(await rowsOutsideTheirMask(db)).toBe(0);
      expect(await find("per elb")).toEqual([product.id]);
      expect(used).toEqual(["memory scan", "memory scan", "memory scan"]);
      disableMemorySearch(db);
      expect(await find("per elb")).toEqual([product.id]);
    });
  });
}
