import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { migrationsFolder } from "../../src/server/paths";
import { createBusinessWithOwner, createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Migration 0036's backfill, run again on emails stored as before it (every one with its PDF). */
it("migration 0036 empties the PDFs of superseded emails only: not queued, not the newest", async () => {
  const { business } = await createBusinessWithOwner(t.deps.db);
  const quote = await createQuote(t.deps.db, { businessId: business.id });
  const other = await createQuote(t.deps.db, { businessId: business.id });
  const message = JSON.stringify({
    to: "a@example.co.uk",
    subject: "Quote",
    text: "t",
    html: "<p>t</p>",
    attachments: [{ filename: "Q.pdf", contentType: "application/pdf", contentBase64: "JVBE" }],
  });
  for (const [quoteId, state, at] of [
    [quote.id, "sent", "2026-01-01"],
    [quote.id, "failed", "2026-01-02"],
    [quote.id, "queued", "2026-01-03"],
    [quote.id, "sent", "2026-01-04"],
    [other.id, "sent", "2026-01-01"],
  ] as const) {
    await t.deps.db.execute(sql`insert into email_deliveries
        (business_id, quote_id, kind, "to", subject, state, message, created_at)
      values (${business.id}, ${quoteId}, 'quote', 'a@example.co.uk', 'Quote', ${state},
        ${message}::jsonb, ${at}::timestamptz)`);
  }
  const migration = readFileSync(
    `${migrationsFolder}/0036_superseded_email_attachments.sql`,
    "utf8",
  ).split("--> statement-breakpoint");
  await t.deps.db.execute(sql.raw(migration[1] ?? ""));
  const rows = await queryRows<{ state: string; bytes: string; name: string; dropped: boolean }>(
    t.deps.db,
    sql`select state, message -> 'attachments' -> 0 ->> 'contentBase64' as bytes,
          message -> 'attachments' -> 0 ->> 'filename' as name,
          attachments_dropped_at is not null as dropped
        from email_deliveries where business_id = ${business.id}
        order by quote_id = ${other.id}, created_at`,
  );
  expect(rows.map((r) => [r.state, r.bytes, r.dropped, r.name])).toEqual([
    ["sent", "", true, "Q.pdf"],
    ["failed", "", true, "Q.pdf"],
    ["queued", "JVBE", false, "Q.pdf"],
    ["sent", "JVBE", false, "Q.pdf"],
    ["sent", "JVBE", false, "Q.pdf"],
  ]);
});
