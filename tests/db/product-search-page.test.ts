/**
 * A product search reads its page in one statement with the index's catch-up
 * (src/server/features/catalogue/search/index.ts). What that must not cost: a write is never
 * served stale within one process, and what another instance writes (a new merchant or category
 * with its products, a restore that renames one) is shown by the next search here.
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { dumpDatabase, restoreDatabase } from "../../src/server/db/backup";
import { type Db, openDatabase } from "../../src/server/db/client";
import { type SearchScope, searchProducts } from "../../src/server/features/catalogue/search";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";

const server = await startPostgres();
afterAll(async () => {
  await server.stop();
});

const search = (db: Db, scope: SearchScope, q: string) =>
  searchProducts(db, scope, { q, page: 1, pageSize: 10 });

describe("a product search's page in one statement", () => {
  it("answers from one statement when nothing was written, and never serves a write stale", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    const { db } = database;
    try {
      const { business, owner } = await f.createBusinessWithOwner(db);
      const scope = { businessId: business.id, userId: owner.id };
      const product = await f.createProduct(db, { name: "Quillon Render 25kg", pricePence: 900 });
      expect((await search(db, scope, "quillon")).products.map((p) => p.grossPricePence)).toEqual([
        900,
      ]);
      const execute = vi.spyOn(db, "execute");
      const again = await search(db, scope, "quillon");
      expect(execute).toHaveBeenCalledTimes(1);
      expect(again.products[0]).toMatchObject({ name: "Quillon Render 25kg", merchantId: 1 });
      execute.mockRestore();

      await db.execute(sql`update products set price_pence = 1250 where id = ${product.id}`);
      const afterWrite = vi.spyOn(db, "execute");
      expect((await search(db, scope, "quillon")).products.map((p) => p.grossPricePence)).toEqual([
        1250,
      ]);
      // The write, read with the first page, is caught up from that read (after an import it is
      // megabytes), not read again: that statement, then the page once more.
      expect(afterWrite).toHaveBeenCalledTimes(2);
      afterWrite.mockRestore();
      await db.execute(
        sql`update products set name = 'Quillon Lime 25kg' where id = ${product.id}`,
      );
      expect((await search(db, scope, "render")).products).toEqual([]);
      expect((await search(db, scope, "quillon")).products.map((p) => p.name)).toEqual([
        "Quillon Lime 25kg",
      ]);
      await db.execute(sql`delete from products where id = ${product.id}`);
      expect((await search(db, scope, "quillon")).products).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("shows merchants and categories another instance adds, or renames by a restore", async () => {
    const here = await openDatabase({ dataDir: "", databaseUrl: server.url });
    await here.migrate();
    const there = await openDatabase({ dataDir: "", databaseUrl: server.url });
    try {
      const { business, owner } = await f.createBusinessWithOwner(here.db);
      const scope = { businessId: business.id, userId: owner.id };
      await f.createProduct(here.db, { name: "Brannock Sand" });
      expect((await search(here.db, scope, "brannock")).products).toHaveLength(1);

      const merchant = await f.createMerchant(there.db, { name: "Tolley Builders Merchants" });
      const category = await f.createProductCategory(there.db, { name: "Aggregates" });
      await f.createProduct(there.db, {
        name: "Brannock Ballast",
        merchantId: merchant.id,
        categoryId: category.id,
      });
      const found = (await search(here.db, scope, "brannock")).products;
      expect(found.map((p) => [p.name, p.merchantName, p.categoryName])).toEqual([
        ["Brannock Ballast", "Tolley Builders Merchants", "Aggregates"],
        ["Brannock Sand", "Merchant 1", null],
      ]);

      const dump = await dumpDatabase(there.db, "postgres");
      for (const table of dump.tables) {
        for (const row of table.rows) {
          if (table.name === "merchants" && row.id === merchant.id) row.name = "Tolley & Sons";
          if (table.name === "product_categories" && row.id === category.id) row.name = "Ballast";
        }
      }
      await restoreDatabase(there.db, dump);
      const restored = (await search(here.db, scope, "brannock")).products;
      expect(restored.map((p) => [p.name, p.merchantName, p.categoryName])).toEqual([
        ["Brannock Ballast", "Tolley & Sons", "Ballast"],
        ["Brannock Sand", "Merchant 1", null],
      ]);
    } finally {
      await there.close();
      await here.close();
    }
  });
});
