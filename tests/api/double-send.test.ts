import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { deliveryMessages } from "../../src/shared/schemas/deliveries";
import { type Browser, signedInBrowser } from "../support/browser";
import { createInvoice, createOrder, createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * A double tap on Send (or two tabs) posts the same send twice at once. The customer gets one
 * email: the second is refused by the version the first moved on. Jobs run only when a test says
 * so (manualJobs), so an email stays queued in between.
 */

const CUSTOMER = "customer@customer.example";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { manualJobs: true });
});
afterAll(() => t.close());

async function owner(): Promise<{ browser: Browser; businessId: string }> {
  const { browser } = await signedInBrowser(t);
  const businessId = (await (await browser.get("/api/me")).json()).business.id as string;
  return { browser, businessId };
}

async function deliveriesOf(column: "quote_id" | "invoice_id", id: string) {
  return queryRows<{ id: string; state: string }>(
    t.deps.db,
    sql`select id, state from email_deliveries where ${sql.raw(column)} = ${id} order by created_at`,
  );
}

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe("sending one version twice at once", () => {
  it("emails a quote once: the second send is a 409 and the version moves on once", async () => {
    const { browser, businessId } = await owner();
    const quote = await createQuote(t.deps.db, { businessId });
    const { version } = await (await browser.get(`/api/quotes/${quote.id}`)).json();
    const body = { email: CUSTOMER, attachPdf: false, version };
    const responses = await Promise.all([
      browser.post(`/api/quotes/${quote.id}/send`, body),
      browser.post(`/api/quotes/${quote.id}/send`, body),
    ]);
    expect(statuses(responses)).toEqual([200, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect((await refused.json()).error.code).toBe("version_conflict");
    expect(await deliveriesOf("quote_id", quote.id)).toHaveLength(1);
    const after = await (await browser.get(`/api/quotes/${quote.id}`)).json();
    expect(after.version).toBe(version + 1);
    // The link in the email is the quote's one link.
    const [row] = await queryRows<{ html: string }>(
      t.deps.db,
      sql`select message->>'html' as html from email_deliveries where quote_id = ${quote.id}`,
    );
    const [link] = await queryRows<{ token: string }>(
      t.deps.db,
      sql`select public_token as token from quotes where id = ${quote.id}`,
    );
    expect(link!.token).toBeTruthy();
    expect(row!.html).toContain(`/q/${link!.token}`);
  });

  it("emails an invoice once: the second send is a 409", async () => {
    const { browser, businessId } = await owner();
    const invoice = await createInvoice(t.deps.db, { businessId });
    const { version } = await (await browser.get(`/api/invoices/${invoice.id}`)).json();
    const body = { email: CUSTOMER, version };
    const responses = await Promise.all([
      browser.post(`/api/invoices/${invoice.id}/send`, body),
      browser.post(`/api/invoices/${invoice.id}/send`, body),
    ]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(await deliveriesOf("invoice_id", invoice.id)).toHaveLength(1);
  });
});

describe("emailing a purchase order twice at once", () => {
  it("queues one email to the branch; the second is a 409 until the first has gone", async () => {
    const { browser, businessId } = await owner();
    const order = await createOrder(t.deps.db, { businessId });
    const path = `/api/orders/${order.id}/email`;
    const branch = { email: "sherborne@merchant.example" };
    const responses = await Promise.all([browser.post(path, branch), browser.post(path, branch)]);
    expect(statuses(responses)).toEqual([200, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect((await refused.json()).error).toMatchObject({
      code: "email_queued",
      message: deliveryMessages.stillSending,
    });
    const emailed = () =>
      queryRows<{ state: string }>(
        t.deps.db,
        sql`select state from email_deliveries where order_id = ${order.id}`,
      );
    expect(await emailed()).toHaveLength(1);
    const logged = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from activity_events where entity_id = ${order.id}`,
    );
    expect(logged[0]!.n).toBe(1);
    // Another address is another email; the same address again once the first has been sent.
    expect((await browser.post(path, { email: "office@merchant.example" })).status).toBe(200);
    await t.deps.queue.runDue();
    expect((await browser.post(path, branch)).status).toBe(200);
    expect(await emailed()).toHaveLength(3);
  });
});

describe("Send again twice", () => {
  it("queues one new email, at once or while the first is still queued; the newest again once it has gone", async () => {
    const { browser, businessId } = await owner();
    const quote = await createQuote(t.deps.db, { businessId });
    expect((await browser.post(`/api/quotes/${quote.id}/send`, { email: CUSTOMER })).status).toBe(
      200,
    );
    await t.deps.queue.runDue();
    const [first] = await deliveriesOf("quote_id", quote.id);
    expect(first!.state).toBe("sent");
    const path = `/api/email-deliveries/${first!.id}/send-again`;
    const responses = await Promise.all([browser.post(path), browser.post(path)]);
    expect(statuses(responses)).toEqual([202, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect((await refused.json()).error).toMatchObject({
      code: "email_queued",
      message: deliveryMessages.stillSending,
    });
    // A second tab still showing the first delivery: refused while the new one is queued.
    expect((await browser.post(path)).status).toBe(409);
    expect(await deliveriesOf("quote_id", quote.id)).toHaveLength(2);
    await t.deps.queue.runDue();
    // Once it has gone the first keeps no PDF (ADR 0024): the newest is the one sent again.
    const stale = await browser.post(path);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("email_superseded");
    const newest = (await deliveriesOf("quote_id", quote.id)).find((d) => d.id !== first!.id)!;
    expect((await browser.post(`/api/email-deliveries/${newest.id}/send-again`)).status).toBe(202);
    expect(await deliveriesOf("quote_id", quote.id)).toHaveLength(3);
  });
});
