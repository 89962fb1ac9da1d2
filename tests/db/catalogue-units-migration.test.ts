import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { BASE_PRODUCTS } from "../../src/server/db/seed/catalogue-data";
import { steppedMigrations } from "../support/stepped-migrations";

/*
 * Migration 0043: a catalogue seeded before the 5 litre PVA and plasticiser were sold by the tub
 * says so afterwards; a business's own product of the same name is its own business.
 */

let migrations: Awaited<ReturnType<typeof steppedMigrations>>;
beforeAll(async () => {
  migrations = await steppedMigrations();
});
afterAll(() => migrations.close());

const run = (lastIdx: number) => migrations.run(lastIdx);

describe("migration 0043 catalogue units", () => {
  it("sells the public 5 L PVA and plasticiser by the tub, as the seed does, and leaves a business's own alone", async () => {
    await run(42);
    const db = migrations.db;
    const [business] = await queryRows<{ id: string }>(
      db,
      sql`insert into businesses (name, default_terms) values ('Own PVA', '') returning id`,
    );
    const [merchant] = await queryRows<{ id: number }>(
      db,
      sql`insert into merchants (id, name) values (1, 'Toolstation') returning id`,
    );
    const pva = "Everbuild 502 All Purpose PVA 5L";
    const m = merchant!.id;
    await db.execute(sql`insert into products (business_id, merchant_id, name, sku, unit, price_pence)
      values (null, ${m}, ${pva}, 'TS-1', 'each', 1295),
        (null, ${m}, 'Everbuild Mortar Plasticiser 5L', 'TS-2', 'each', 795),
        (null, ${m}, 'Builders Bucket 14L', 'TS-3', 'each', 299),
        (${business!.id}, ${m}, ${pva}, 'OWN-1', 'each', 1100)`);
    await run(43);
    const units = await queryRows<{ name: string; own: boolean; unit: string }>(
      db,
      sql`select name, business_id is not null as own, unit from products order by name, own`,
    );
    expect(units).toEqual([
      { name: "Builders Bucket 14L", own: false, unit: "each" },
      { name: pva, own: false, unit: "tub" },
      { name: pva, own: true, unit: "each" },
      { name: "Everbuild Mortar Plasticiser 5L", own: false, unit: "tub" },
    ]);
    // What a new catalogue is seeded with says the same.
    for (const name of [pva, "Everbuild Mortar Plasticiser 5L"])
      expect(BASE_PRODUCTS.find((p) => p.name === name)?.unit).toBe("tub");
  });
});
