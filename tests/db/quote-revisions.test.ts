import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../../src/server/db/client";
import { sendQuote } from "../../src/server/features/quotes/documents/email";
import { reviseQuote } from "../../src/server/features/quotes/revisions";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";

/*
 * Revisions taken at the same moment on a PostgreSQL server, where a pool of connections really
 * runs the transactions side by side (the embedded database takes them in turn).
 */
const server = await startPostgres();
afterAll(async () => {
  await server.stop();
});

describe("concurrent revisions (PostgreSQL)", () => {
  it("numbers revisions of the same quote and of its versions apart, without a deadlock", async () => {
    const database = await openDatabase({ dataDir: "", databaseUrl: server.url });
    await database.migrate();
    try {
      const { db } = database;
      const quote = await f.createQuote(db, { status: "sent" });
      const { businessId } = quote;
      const rev2 = await reviseQuote({ db, storageLimit: 1e9 }, businessId, quote.id);
      await db.execute(sql`update quotes set status = 'sent' where id = ${rev2.id}`);
      // Eight at once, half from each version: every one gets its own revision.
      const made = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          reviseQuote({ db, storageLimit: 1e9 }, businessId, i % 2 ? rev2.id : quote.id),
        ),
      );
      expect(made.map((q) => q.revision).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
      expect(new Set(made.map((q) => q.number))).toEqual(new Set([quote.number]));
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from quotes where business_id = ${businessId} and number = ${quote.number}`,
      );
      expect(rows[0]!.n).toBe(10);
    } finally {
      await database.close();
    }
  });

  it("a revise and a send of another version of the number at once both go through", async () => {
    const database = await openDatabase({ dataDir: "", databaseUrl: server.url });
    await database.migrate();
    try {
      const { db } = database;
      const quote = await f.createQuote(db, { status: "sent" });
      const { businessId } = quote;
      const rev2 = await reviseQuote({ db, storageLimit: 1e9 }, businessId, quote.id);
      type SendDeps = Parameters<typeof sendQuote>[0];
      const deps = {
        db,
        // The email is queued (ADR 0019); no job runs here.
        queue: { enqueue: async () => "job" },
        config: { publicUrl: "http://localhost:3000", sendLimit: { perMinute: 100, perDay: 1000 } },
      } as unknown as SendDeps;
      const [sent, rev3] = await Promise.all([
        sendQuote(deps, businessId, rev2.id, {
          email: "customer@example.co.uk",
          attachPdf: false,
          includeAcceptance: true,
          message: "",
        }),
        reviseQuote({ db, storageLimit: 1e9 }, businessId, quote.id),
      ]);
      expect(sent.status).toBe("sent");
      expect(rev3.revision).toBe(3);
    } finally {
      await database.close();
    }
  });
});
