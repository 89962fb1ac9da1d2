import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { createMailer } from "../../src/server/mail/mailer";
import { deliveryMessages } from "../../src/shared/schemas/deliveries";
import { type Browser, signedInBrowser } from "../support/browser";
import { createInvoice, createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * Every customer email goes through the durable queue (ADR 0019). This app runs its jobs only when
 * a test says so (manualJobs), so each state is seen: queued, then sent or failed with the reason.
 */

const CUSTOMER = "customer@customer.example";
let smtp: SMTPServer;
let refuse = false;
const inbox: { to: string[]; subject: string; attachments: string[] }[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (refuse && address.address.endsWith("@customer.example")) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? "")),
            subject: mail.subject ?? "",
            attachments: mail.attachments.map((a) => a.filename ?? ""),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({}, { manualJobs: true });
  // Sign-up reads its verification email from the outbox; the queue's jobs send through SMTP.
  t.deps.mailer = createMailer({
    db: t.deps.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: t.deps.config.mailFrom,
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function owner(): Promise<{ browser: Browser; businessId: string }> {
  const { browser } = await signedInBrowser(t);
  const businessId = (await (await browser.get("/api/me")).json()).business.id as string;
  return { browser, businessId };
}

async function latest(b: Browser, kind: "quotes" | "invoices", id: string) {
  const res = await b.get(`/api/${kind}/${id}/email-delivery`);
  expect(res.status).toBe(200);
  return (await res.json()).delivery;
}

describe("email deliveries", () => {
  it("a sent quote is queued, then sent once its job runs, with its PDF", async () => {
    const { browser, businessId } = await owner();
    const quote = await createQuote(t.deps.db, { businessId });
    expect(await latest(browser, "quotes", quote.id)).toBeNull();
    const res = await browser.post(`/api/quotes/${quote.id}/send`, { email: CUSTOMER });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("sent");
    expect(await latest(browser, "quotes", quote.id)).toMatchObject({
      state: "queued",
      to: CUSTOMER,
      attempts: 0,
      sentAt: null,
    });
    const before = inbox.length;
    expect(await t.deps.queue.runDue()).toBe(1);
    const delivery = await latest(browser, "quotes", quote.id);
    expect(delivery).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    expect(delivery.sentAt).not.toBeNull();
    expect(inbox.length).toBe(before + 1);
    expect(inbox.at(-1)!.attachments[0]).toMatch(/^Quote-.*\.pdf$/);
    // Done once: nothing is left to run.
    expect(await t.deps.queue.runDue({ includeDelayed: true })).toBe(0);
  });

  it("an SMTP refusal is retried with the reason shown, then failed after five tries", async () => {
    const { browser, businessId } = await owner();
    const invoice = await createInvoice(t.deps.db, { businessId });
    refuse = true;
    try {
      const res = await browser.post(`/api/invoices/${invoice.id}/send`, { email: CUSTOMER });
      expect(res.status).toBe(200);
      await t.deps.queue.runDue();
      const retrying = await latest(browser, "invoices", invoice.id);
      expect(retrying).toMatchObject({ state: "queued", attempts: 1 });
      expect(retrying.lastError).toContain("Mailbox unavailable");
      // The back-off is skipped here: every remaining try runs now.
      await t.deps.queue.runDue({ includeDelayed: true });
      const failed = await latest(browser, "invoices", invoice.id);
      expect(failed).toMatchObject({ state: "failed", attempts: 5, sentAt: null });
      expect(failed.lastError).toContain("Mailbox unavailable");
    } finally {
      refuse = false;
    }
  });

  it("a try that fails and a retry that works leaves the email sent", async () => {
    const { browser, businessId } = await owner();
    const quote = await createQuote(t.deps.db, { businessId });
    refuse = true;
    await browser.post(`/api/quotes/${quote.id}/send`, { email: CUSTOMER });
    await t.deps.queue.runDue();
    refuse = false;
    await t.deps.queue.runDue({ includeDelayed: true });
    expect(await latest(browser, "quotes", quote.id)).toMatchObject({
      state: "sent",
      attempts: 2,
      lastError: null,
    });
  });

  it("Send again queues the same email anew, counted in the sending cap; not while queued", async () => {
    const { browser, businessId } = await owner();
    const invoice = await createInvoice(t.deps.db, { businessId });
    await browser.post(`/api/invoices/${invoice.id}/send`, { email: CUSTOMER });
    const first = await latest(browser, "invoices", invoice.id);
    const early = await browser.post(`/api/email-deliveries/${first.id}/send-again`);
    expect(early.status).toBe(409);
    expect((await early.json()).error).toEqual({
      code: "email_queued",
      message: deliveryMessages.stillSending,
    });
    await t.deps.queue.runDue();
    const counted = async () =>
      Number(
        (
          await queryRows<{ n: string | number }>(
            t.deps.db,
            sql`select coalesce(sum(count), 0) as n from rate_limit where key = ${`send-day:${businessId}`}`,
          )
        )[0]!.n,
      );
    const before = await counted();
    const again = await browser.post(`/api/email-deliveries/${first.id}/send-again`);
    expect(again.status).toBe(202);
    const body = await again.json();
    expect(body).toMatchObject({ state: "queued", to: CUSTOMER, attempts: 0 });
    expect(body.id).not.toBe(first.id);
    expect(await counted()).toBe(before + 1);
    const sentBefore = inbox.length;
    await t.deps.queue.runDue();
    expect(inbox.length).toBe(sentBefore + 1);
    expect(inbox.at(-1)!.subject).toBe(first.subject);
    expect(await latest(browser, "invoices", invoice.id)).toMatchObject({
      id: body.id,
      state: "sent",
    });
  });

  it("only a document's newest email keeps its PDF: an older one is refused Send again", async () => {
    const { browser, businessId } = await owner();
    const quote = await createQuote(t.deps.db, { businessId });
    const kept = await createQuote(t.deps.db, { businessId });
    const other = await owner();
    const theirs = await createQuote(t.deps.db, { businessId: other.businessId });
    for (const [b, id] of [
      [browser, kept.id],
      [other.browser, theirs.id],
      [browser, quote.id],
    ] as const) {
      expect((await b.post(`/api/quotes/${id}/send`, { email: CUSTOMER })).status).toBe(200);
    }
    await t.deps.queue.runDue();
    const first = await latest(browser, "quotes", quote.id);
    const again = await browser.post(`/api/email-deliveries/${first.id}/send-again`);
    expect(again.status).toBe(202);
    await t.deps.queue.runDue();
    // Sent to a second address while the first address's email is queued: that one keeps its
    // PDF until it has gone, then drops it, the newer one being stored.
    const newest = (await again.json()).id as string;
    expect((await browser.post(`/api/email-deliveries/${newest}/send-again`)).status).toBe(202);
    const queued = (await latest(browser, "quotes", quote.id)).id as string;
    await browser.post(`/api/quotes/${quote.id}/send`, { email: "partner@customer.example" });
    const stored = async (quoteId: string) =>
      queryRows<{ id: string; bytes: number; names: string; dropped: boolean }>(
        t.deps.db,
        sql`select id, (select coalesce(sum(length(a ->> 'contentBase64')), 0)::int
                        from jsonb_array_elements(message -> 'attachments') a) as bytes,
                   (select string_agg(a ->> 'filename', ',')
                      from jsonb_array_elements(message -> 'attachments') a) as names,
                   attachments_dropped_at is not null as dropped
            from email_deliveries where quote_id = ${quoteId} order by created_at`,
      );
    const whileQueued = await stored(quote.id);
    expect(whileQueued.map((d) => [d.bytes > 0, d.dropped])).toEqual([
      [false, true],
      [false, true],
      [true, false],
      [true, false],
    ]);
    expect(whileQueued[2]!.id).toBe(queued);
    const before = inbox.length;
    await t.deps.queue.runDue();
    expect(inbox.slice(before).map((m) => m.attachments.length)).toEqual([1, 1]);
    const after = await stored(quote.id);
    expect(after.map((d) => d.bytes > 0)).toEqual([false, false, false, true]);
    // Every email keeps its attachment's name.
    expect(after.every((d) => /^Quote-.*\.pdf$/.test(d.names))).toBe(true);
    // Another quote of the business, and another business's quote, keep theirs.
    expect((await stored(kept.id)).map((d) => d.bytes > 0)).toEqual([true]);
    expect((await stored(theirs.id)).map((d) => d.bytes > 0)).toEqual([true]);

    const count = async () => (await stored(quote.id)).length;
    const deliveries = await count();
    const refused = await browser.post(`/api/email-deliveries/${first.id}/send-again`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({
      code: "email_superseded",
      message: deliveryMessages.superseded,
    });
    expect(await count()).toBe(deliveries);
    const latestId = after.at(-1)!.id;
    expect((await browser.post(`/api/email-deliveries/${latestId}/send-again`)).status).toBe(202);
  });

  it("another business gets 404 for the delivery and for Send again", async () => {
    const { browser, businessId } = await owner();
    const quote = await createQuote(t.deps.db, { businessId });
    await browser.post(`/api/quotes/${quote.id}/send`, { email: CUSTOMER });
    await t.deps.queue.runDue();
    const delivery = await latest(browser, "quotes", quote.id);
    const other = await owner();
    expect((await other.browser.get(`/api/quotes/${quote.id}/email-delivery`)).status).toBe(404);
    expect((await other.browser.get("/api/invoices/not-a-uuid/email-delivery")).status).toBe(404);
    const res = await other.browser.post(`/api/email-deliveries/${delivery.id}/send-again`);
    expect(res.status).toBe(404);
  });

  it("a demo business is refused Send again", async () => {
    const { browser, businessId } = await owner();
    const quote = await createQuote(t.deps.db, { businessId });
    await browser.post(`/api/quotes/${quote.id}/send`, { email: CUSTOMER });
    await t.deps.queue.runDue();
    const delivery = await latest(browser, "quotes", quote.id);
    await t.deps.db.execute(sql`update businesses set is_demo = true where id = ${businessId}`);
    const res = await browser.post(`/api/email-deliveries/${delivery.id}/send-again`);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("demo_cannot_send");
  });
});
