import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { queryRows } from "../../src/server/db/client";
import { takeSendAllowance } from "../../src/server/mail/sending";
import { DEMO_CANNOT_SEND, sendLimitedMessage } from "../../src/shared/sending";
import { Browser, finishSignUp, signedInBrowser, verificationTokenFor } from "../support/browser";
import { createInvoice, createOrder, createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  // A small cap so the test reaches it quickly; the defaults are checked on loadConfig below.
  t = await createTestApp({ sendLimit: { perMinute: 3, perDay: 5 } });
});
afterAll(() => t.close());

async function outboxCount() {
  const [row] = await queryRows<{ n: number | string }>(
    t.deps.db,
    sql`select count(*) as n from mail_outbox`,
  );
  return Number(row!.n);
}

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

describe("demo businesses cannot send email", () => {
  it("quote send, invoice send and order email answer 403 demo_cannot_send and write nothing", async () => {
    const demo = new Browser(t);
    expect((await demo.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const businessId = await businessIdOf(demo);
    const quote = await createQuote(t.deps.db, { businessId, status: "draft" });
    const invoice = await createInvoice(t.deps.db, { businessId, status: "draft" });
    const order = await createOrder(t.deps.db, { businessId });
    const before = await outboxCount();

    const attempts = [
      demo.post(`/api/quotes/${quote.id}/send`, {
        email: "victim@example.com",
        message: "Your account is locked: log in at http://phish.example",
      }),
      demo.post(`/api/invoices/${invoice.id}/send`, { email: "victim@example.com" }),
      demo.post(`/api/orders/${order.id}/email`, { email: "victim@example.com" }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: "demo_cannot_send", message: DEMO_CANNOT_SEND },
      });
    }
    expect(DEMO_CANNOT_SEND).toBe(
      "Demo businesses can't send email. Create an account to send quotes to your customers.",
    );

    // Nothing was written: no mail, the quote still a draft without a customer link, no count.
    expect(await outboxCount()).toBe(before);
    const [q] = await queryRows<{ status: string; public_token: string | null; sent_at: unknown }>(
      t.deps.db,
      sql`select status, public_token, sent_at from quotes where id = ${quote.id}`,
    );
    expect(q).toMatchObject({ status: "draft", public_token: null, sent_at: null });
    const [i] = await queryRows<{ status: string }>(
      t.deps.db,
      sql`select status from invoices where id = ${invoice.id}`,
    );
    expect(i!.status).toBe("draft");
    const counters = await queryRows(
      t.deps.db,
      sql`select key from rate_limit where key like ${`send-%:${businessId}`}`,
    );
    expect(counters).toEqual([]);
  });

  it("a business still marked as a demo is refused even for a non-anonymous user", async () => {
    const { browser } = await signedInBrowser(t);
    const businessId = await businessIdOf(browser);
    await t.deps.db.execute(sql`update businesses set is_demo = true where id = ${businessId}`);
    const quote = await createQuote(t.deps.db, { businessId });
    const res = await browser.post(`/api/quotes/${quote.id}/send`, { email: "x@example.com" });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("demo_cannot_send");
  });

  it("a demo visitor who signs up can send from the adopted sandbox", async () => {
    const b = new Browser(t);
    await b.post("/api/auth/sign-in/anonymous");
    const businessId = await businessIdOf(b);
    const email = `convert.${Date.now().toString(36)}@example.co.uk`;
    await b.post("/api/auth/sign-up/email", { email, password: "secret-1", name: "Converted" });
    await finishSignUp(b, await verificationTokenFor(t, email), "secret-1");
    expect(await businessIdOf(b)).toBe(businessId);
    const quote = await createQuote(t.deps.db, { businessId });
    const res = await b.post(`/api/quotes/${quote.id}/send`, { email: "customer@example.com" });
    expect(res.status).toBe(200);
  });
});

describe("the address a quote is sent to", () => {
  it("is at most 254 characters, as for an invoice: a megabyte-long address is a 400 and nothing is queued", async () => {
    const { browser } = await signedInBrowser(t);
    const businessId = await businessIdOf(browser);
    const quote = await createQuote(t.deps.db, { businessId });
    const before = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from email_deliveries where quote_id = ${quote.id}`,
    );
    for (const email of [`a@${"a.".repeat(500_000)}co`, `a@${"b".repeat(250)}.co`]) {
      const res = await browser.post(`/api/quotes/${quote.id}/send`, { email });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.email).toBe("Please enter a valid email address");
    }
    const after = await queryRows<{ n: number; sent_to: string | null }>(
      t.deps.db,
      sql`select (select count(*)::int from email_deliveries where quote_id = ${quote.id}) as n,
          sent_to from quotes where id = ${quote.id}`,
    );
    expect(after[0]).toMatchObject({ n: before[0]!.n });
    const ok = await browser.post(`/api/quotes/${quote.id}/send`, {
      email: "  customer@example.com ",
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).sentTo).toBe("customer@example.com");
  });
});

describe("the sending cap of a real business", () => {
  it("allows the per-minute cap, then answers 429 send_limited saying when, counting only valid sends", async () => {
    const { browser } = await signedInBrowser(t);
    const businessId = await businessIdOf(browser);
    const quote = await createQuote(t.deps.db, { businessId });
    const invoice = await createInvoice(t.deps.db, { businessId });

    // Refused input and unknown records do not count.
    expect((await browser.post(`/api/quotes/${quote.id}/send`, { email: "nope" })).status).toBe(
      400,
    );
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (await browser.post(`/api/quotes/${missing}/send`, { email: "a@example.com" })).status,
    ).toBe(404);

    // Quotes and invoices share one cap of 3 a minute.
    for (const path of [
      `/api/quotes/${quote.id}/send`,
      `/api/invoices/${invoice.id}/send`,
      `/api/quotes/${quote.id}/send`,
    ]) {
      expect((await browser.post(path, { email: "customer@example.com" })).status).toBe(200);
    }
    const before = await outboxCount();
    const refused = await browser.post(`/api/invoices/${invoice.id}/send`, {
      email: "customer@example.com",
    });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.error.code).toBe("send_limited");
    expect(body.error.message).toMatch(
      /^You've sent 3 emails in the last minute\. You can send again at \d\d:\d\d\.$/,
    );
    expect(await outboxCount()).toBe(before);

    // Another business has its own cap.
    const other = await signedInBrowser(t);
    const otherQuote = await createQuote(t.deps.db, {
      businessId: await businessIdOf(other.browser),
    });
    expect(
      (await other.browser.post(`/api/quotes/${otherQuote.id}/send`, { email: "c@example.com" }))
        .status,
    ).toBe(200);
  });

  it("counts a minute and a day together; a refused send takes nothing from either", async () => {
    const businessId = "11111111-1111-4111-8111-111111111111";
    const deps = { db: t.deps.db, config: { sendLimit: { perMinute: 2, perDay: 3 } } };
    // 2026-11-25 14:31:20 London time (GMT in November).
    const start = Date.UTC(2026, 10, 25, 14, 31, 20);
    await takeSendAllowance(deps, businessId, start);
    await takeSendAllowance(deps, businessId, start + 1000);
    await expect(takeSendAllowance(deps, businessId, start + 2000)).rejects.toMatchObject({
      status: 429,
      code: "send_limited",
      // The window opens at 14:32:20; the message rounds up so it is never too early.
      message: "You've sent 2 emails in the last minute. You can send again at 14:33.",
    });
    // After the minute, one more fits the day (the refused attempt above was not counted).
    await takeSendAllowance(deps, businessId, start + 61_000);
    await expect(takeSendAllowance(deps, businessId, start + 62_000)).rejects.toMatchObject({
      status: 429,
      message:
        "You've sent 3 emails in the last 24 hours. You can send again at 14:32 on 26/11/2026.",
    });
    // Refused at the day cap: the minute window was not charged for it.
    const [minute] = await queryRows<{ count: number }>(
      t.deps.db,
      sql`select count from rate_limit where key = ${`send-minute:${businessId}`}`,
    );
    expect(Number(minute!.count)).toBe(1);
    // A day later it opens again.
    await takeSendAllowance(deps, businessId, start + 24 * 3_600_000 + 1);
  });

  it("formats the time in the UK's zone (British Summer Time in June)", () => {
    const now = Date.UTC(2026, 5, 1, 9, 0, 0);
    expect(sendLimitedMessage(20, "minute", now + 30_000, now)).toBe(
      "You've sent 20 emails in the last minute. You can send again at 10:01.",
    );
  });

  it("defaults to 20 a minute and 200 a day, configurable by SEND_LIMIT_PER_MINUTE and SEND_LIMIT_PER_DAY", () => {
    const env = { AUTH_SECRET: "x".repeat(40), DATA_DIR: "/tmp/sole-sending-config" };
    expect(loadConfig(env).sendLimit).toEqual({ perMinute: 20, perDay: 200 });
    expect(
      loadConfig({ ...env, SEND_LIMIT_PER_MINUTE: "5", SEND_LIMIT_PER_DAY: "50" }).sendLimit,
    ).toEqual({ perMinute: 5, perDay: 50 });
    expect(() => loadConfig({ ...env, SEND_LIMIT_PER_MINUTE: "0" })).toThrow(
      /SEND_LIMIT_PER_MINUTE/,
    );
  });
});

describe("a customer's decision", () => {
  it("tells the business within its sending cap: past it the decision stands and no notice is queued", async () => {
    const { browser } = await signedInBrowser(t);
    const businessId = await businessIdOf(browser);
    const quote = await createQuote(t.deps.db, { businessId });
    const send = await browser.post(`/api/quotes/${quote.id}/send`, { email: "c@example.com" });
    expect(send.status).toBe(200);
    const [link] = await queryRows<{ token: string }>(
      t.deps.db,
      sql`select public_token as token from quotes where id = ${quote.id}`,
    );
    const notices = async () => {
      const [row] = await queryRows<{ n: string }>(
        t.deps.db,
        sql`select count(*)::text as n from email_deliveries
            where business_id = ${businessId} and kind = 'decision'`,
      );
      return Number(row!.n);
    };
    // Declined, moved back to Sent by the business, declined again: each decision a notice,
    // counted with the send in the cap of 3 a minute.
    for (let round = 0; round < 3; round++) {
      if (round > 0) {
        const reopened = await browser.post(`/api/quotes/${quote.id}/status`, { status: "sent" });
        expect(reopened.status).toBe(200);
      }
      const declined = await t.request(`/api/public/quotes/${link!.token}/decline`, {
        method: "POST",
        json: { name: "Sarah Thompson", reason: "Went with another quote" },
      });
      expect(declined.status).toBe(200);
      expect((await declined.json()).status).toBe("declined");
    }
    expect(await notices()).toBe(2);
    const refused = await browser.post(`/api/quotes/${quote.id}/send`, { email: "c@example.com" });
    expect(refused.status).toBe(429);
  });
});
