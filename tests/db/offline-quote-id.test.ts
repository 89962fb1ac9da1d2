import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../../src/server/db/client";
import { createQuote } from "../../src/server/features/quotes/commands";
import { quoteInputSchema } from "../../src/shared/schemas/quotes";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";

/*
 * A draft made offline is sent with the id the device gave it (ADR 0021). A phone that lost the
 * answer sends it again, sometimes while the first is still in flight: on a PostgreSQL server
 * both inserts really run side by side, and the loser must answer the same quote, not a 500.
 */
const server = await startPostgres();
afterAll(async () => {
  await server.stop();
});

describe("the same offline draft sent several times at once (PostgreSQL)", () => {
  it("makes one quote and answers it to every request", async () => {
    const database = await openDatabase({ dataDir: "", databaseUrl: server.url });
    await database.migrate();
    try {
      const { db } = database;
      const business = await f.createBusiness(db);
      const id = randomUUID();
      const input = quoteInputSchema.parse({
        id,
        name: "Loft boarding",
        jobDescription: "Board the loft, made with no signal.",
        laborDays: 1,
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => createQuote(db, business.id, input)),
      );
      expect(answers.map((q) => q.id)).toEqual(Array(6).fill(id));
      expect(new Set(answers.map((q) => q.number)).size).toBe(1);
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from quotes where business_id = ${business.id}`,
      );
      expect(rows[0]!.n).toBe(1);

      const other = await f.createBusiness(db);
      await expect(createQuote(db, other.id, input)).rejects.toMatchObject({
        status: 409,
        code: "id_taken",
      });
    } finally {
      await database.close();
    }
  });
});
