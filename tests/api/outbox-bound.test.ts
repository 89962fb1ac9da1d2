import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { createMailer, listOutbox } from "../../src/server/mail/mailer";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("the outbox keeps only its latest emails, PDFs and all", async () => {
  const mailer = createMailer({ db: t.deps.db, smtpUrl: undefined, from: "x@y.z", outboxKeeps: 3 });
  const pdf = { filename: "Quote.pdf", contentType: "application/pdf", content: Buffer.alloc(9) };
  for (const n of [1, 2, 3, 4, 5]) {
    await mailer.send({
      to: `kept-${n}@example.co.uk`,
      subject: `Email ${n}`,
      text: "t",
      html: "<p>t</p>",
      attachments: [pdf],
    });
  }
  expect((await listOutbox(t.deps.db)).map((m) => m.to)).toEqual([
    "kept-5@example.co.uk",
    "kept-4@example.co.uk",
    "kept-3@example.co.uk",
  ]);
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from mail_outbox`,
  );
  expect(row?.n).toBe(3);
});
