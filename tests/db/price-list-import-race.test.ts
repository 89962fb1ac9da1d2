import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Deps } from "../../src/server/context";
import { openDatabase, queryRows } from "../../src/server/db/client";
import { startPriceListImport } from "../../src/server/features/catalogue/price-list-imports";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";

/*
 * One price-list import at a time per business. Two sent together are parsed side by side and
 * both pass the check made after the parse; on a PostgreSQL server both inserts really run at
 * once, and the second must still be refused rather than queued beside the first.
 */
const server = await startPostgres();
afterAll(async () => {
  await server.stop();
});

const rows = (n: number, prefix: string) =>
  [
    "sku,name,price,unit",
    ...Array.from({ length: n }, (_, i) => `${prefix}${i},${prefix} ${i},1.50,each`),
  ].join("\n");

describe("two price-list imports sent together (PostgreSQL)", () => {
  it("queues one and refuses the other with 409, storing nothing for it", async () => {
    const database = await openDatabase({ dataDir: "", databaseUrl: server.url });
    await database.migrate();
    try {
      const { db } = database;
      await f.ensureMerchant(db, 1);
      const business = await f.createBusiness(db);
      const deps = {
        db,
        queue: { enqueue: async () => "job" },
        config: { ownProductLimit: 250_000 },
      } as unknown as Pick<Deps, "db" | "queue" | "config">;
      const answers = await Promise.allSettled(
        ["A", "B", "C", "D"].map((prefix) =>
          startPriceListImport(deps, business.id, { csv: rows(20_000, prefix), merchantId: 1 }),
        ),
      );
      expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status === "rejected")) {
        expect(refused.reason).toMatchObject({ status: 409, code: "import_running" });
      }
      const [jobs] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from price_list_imports where business_id = ${business.id}`,
      );
      expect(jobs!.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
