/**
 * Reads of one business's big tables go through an index of their own. Payments (migration 0032):
 * insights, the VAT return, the MTD quarter and the accounting export read one business's payments
 * by day, and without it each read scanned every business's payments. Finished jobs (0033): the
 * board and insights take the latest 50 without sorting them all. Sent quotes and invoices by date
 * (0037): the hourly reminders look across every business.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../../src/server/db/client";
import { paymentsReceived } from "../../src/server/features/reports/records";
import * as f from "../support/factories";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
});
afterAll(() => database.close());

describe("payments by business", () => {
  it("has the index, and the planner reads a business's payments of a period through it", async () => {
    const { db } = database;
    const indexes = await queryRows<{ indexdef: string }>(
      db,
      sql`select indexdef from pg_indexes where indexname = 'payments_business_paid_idx'`,
    );
    expect(indexes[0]?.indexdef).toContain("(business_id, paid_on)");
    const business = await f.createBusiness(db);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select amount_pence from payments where business_id = ${business.id}
          and paid_on between '2026-01-01' and '2026-03-31'`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("payments_business_paid_idx");
  });

  it("reads only the business's own payments of the period", async () => {
    const { db } = database;
    const mine = await f.createBusiness(db);
    const other = await f.createBusiness(db);
    const invoice = await f.createInvoice(db, { businessId: mine.id, status: "sent" });
    const theirs = await f.createInvoice(db, { businessId: other.id, status: "sent" });
    await f.createPayment(db, { invoiceId: invoice.id, amountPence: 100, paidOn: "2026-02-01" });
    await f.createPayment(db, { invoiceId: invoice.id, amountPence: 200, paidOn: "2026-05-01" });
    await f.createPayment(db, { invoiceId: theirs.id, amountPence: 300, paidOn: "2026-02-01" });
    const paid = await paymentsReceived(db, mine.id, "2026-01-01", "2026-03-31");
    expect(paid.map((p) => p.amountPence)).toEqual([100]);
  });

  it("reads a business's latest finished jobs in order from the completed-jobs index", async () => {
    const { db } = database;
    const business = await f.createBusiness(db);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select id from jobs where business_id = ${business.id} and status = 'completed'
          order by completed_at desc, created_at desc limit 50`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("jobs_business_completed_idx");
  });
});

describe("a customer's jobs and invoices", () => {
  it("are read through an index of their own, as deleting the customer finds them", async () => {
    const { db } = database;
    const customer = await f.createCustomer(db);
    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (table: "jobs" | "invoices") =>
        (
          await queryRows<{ "QUERY PLAN": string }>(
            tx,
            sql`explain select id from ${sql.raw(table)} where customer_id = ${customer.id}`,
          )
        )
          .map((r) => r["QUERY PLAN"])
          .join("\n");
      return { jobs: await plan("jobs"), invoices: await plan("invoices") };
    });
    expect(plans.jobs).toContain("jobs_customer_idx");
    expect(plans.invoices).toContain("invoices_customer_idx");
  });
});

describe("every foreign key", () => {
  /** Shared reference data no business deletes: a lookup by them never follows a delete. */
  const referenceTables = ["merchants", "product_categories"];

  it("has an index led by its column, so deleting the row it points to reads only its rows", async () => {
    const unindexed = await queryRows<{ key: string }>(
      database.db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as key
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f'
            and c.confrelid::regclass::text not in ${referenceTables}
            and not exists (select 1 from pg_index i
              where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
          order by 1`,
    );
    expect(unindexed.map((r) => r.key)).toEqual([]);
  });

  it("removing a photo finds the quotes naming its image through the partial index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select 1 from quotes where image_id = ${"00000000-0000-4000-8000-000000000000"}`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("quotes_image_idx");
  });

  it("the hourly reminders find sent quotes and sent invoices by date through indexes of their own", async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query}`);
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
    // The predicates of quote-follow-up.ts and invoice-overdue.ts, across every business.
    expect(
      await plan(sql`select id from quotes where status = 'sent'
        and sent_at <= '2026-11-20' and sent_at > '2026-11-06'`),
    ).toContain("quotes_sent_at_idx");
    expect(
      await plan(sql`select id from invoices where status = 'sent'
        and due_date <= '2026-11-20' and due_date >= '2026-08-01'`),
    ).toContain("invoices_sent_due_idx");
  });
});
