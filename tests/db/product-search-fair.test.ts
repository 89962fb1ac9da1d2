/**
 * One process's product index serves every business (src/server/features/catalogue/search/):
 * one business's import must not hold another's search while it is indexed. A search waits only
 * for the public catalogue and its own business's products; its own writes meanwhile are read
 * apart, and found at once.
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../src/server/db/client";
import {
  indexFor,
  type SearchScope,
  searchProducts,
} from "../../src/server/features/catalogue/search";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";

const server = await startPostgres();
afterAll(async () => {
  await server.stop();
});

const IMPORTED = 20_000;
const names = async (db: Db, scope: SearchScope, q: string) =>
  (await searchProducts(db, scope, { q, page: 1, pageSize: 10 })).products.map((p) => p.name);

const engines = [
  { name: "PGlite", open: () => openDatabase({ dataDir: "memory://" }) },
  { name: "PostgreSQL", open: () => openDatabase({ dataDir: "", databaseUrl: server.url }) },
] as const;

describe.each(engines)("one business's import and another's search ($name)", (engine) => {
  it("answers the other business while the import is indexed, with its own writes meanwhile", async () => {
    const database = await engine.open();
    await database.migrate();
    const { db } = database;
    try {
      const importer = await f.createBusinessWithOwner(db);
      const other = await f.createBusinessWithOwner(db);
      const scope = { businessId: other.business.id, userId: other.owner.id };
      await f.createProduct(db, { name: "Hallam Lime 25kg", businessId: other.business.id });
      expect(await names(db, scope, "hallam")).toEqual(["Hallam Lime 25kg"]);
      const index = await indexFor(db);

      await db.execute(sql`insert into products (business_id, merchant_id, name, sku, unit, price_pence)
        select ${importer.business.id}, 1, 'Zarnik Panel ' || n, 'ZP-' || n, 'each', 100
        from generate_series(1, ${IMPORTED}) as n`);
      // The next search starts the catch-up and answers once the public and its own are in.
      expect(await names(db, scope, "hallam")).toEqual(["Hallam Lime 25kg"]);
      expect(index.stats().docs).toBeLessThan(IMPORTED);
      expect(index.indexing).toBe(true);

      // Its own write meanwhile is found at once, the import still being indexed.
      await f.createProduct(db, { name: "Hallam Render 20kg", businessId: other.business.id });
      expect(await names(db, scope, "hallam")).toEqual(["Hallam Lime 25kg", "Hallam Render 20kg"]);
      expect(index.indexing).toBe(true);

      // The importer's own search waits for its products.
      const importerScope = { businessId: importer.business.id, userId: importer.owner.id };
      const page = await searchProducts(db, importerScope, { q: "zarnik", page: 1, pageSize: 10 });
      expect(page).toMatchObject({ total: 1_000, totalIsEstimate: true });
      expect(page.products).toHaveLength(10);
      // Nobody else sees them.
      expect(await names(db, scope, "zarnik")).toEqual([]);
      await indexFor(db);
      expect(index.stats().docs - index.stats().dead).toBe(IMPORTED + 2 + 0);
    } finally {
      await database.close();
    }
  });
});
