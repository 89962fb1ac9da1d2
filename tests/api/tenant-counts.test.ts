/**
 * Things a business keeps that its screens list whole: templates (up to about 60 KB each with
 * their lines; 1,000 made a 57 MB list), trade accounts (every order reads them all) and one
 * invoice's payments (every read of the invoice groups them: 30,000 held the thread 6 s). Nothing
 * stopped a script making them without end; now each has a count, checked under the business's
 * row lock so two creates at once cannot both take the last place.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomFullMessage } from "../../src/server/db/room";
import { PAYMENTS_PER_INVOICE, tooManyPaymentsMessage } from "../../src/shared/schemas/invoices";
import { TRADE_ACCOUNTS_MAX, tradeAccountsFullMessage } from "../../src/shared/schemas/settings";
import { TEMPLATES_MAX } from "../../src/shared/schemas/templates";
import { signedInBrowser } from "../support/browser";
import { createInvoice } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const template = (name: string) => ({
  name,
  laborDays: 1,
  lines: [{ name: "Plasterboard", quantity: 6, unit: "sheet", netUnitPricePence: 1299 }],
});

describe("how many a business keeps", () => {
  it("templates: the last place goes to one of two creates at once, then 409", async () => {
    const { browser: b } = await signedInBrowser(t);
    const first = await b.post("/api/templates", template("Skim a room"));
    expect(first.status).toBe(201);
    await t.deps.db.execute(
      sql`insert into quote_templates (business_id, name, lines, measurements)
          select business_id, name || ' ' || g, lines, measurements
          from quote_templates, generate_series(1, ${TEMPLATES_MAX - 2}) g
          where id = ${(await first.json()).id}`,
    );
    const racing = await Promise.all([
      b.post("/api/templates", template("Board a ceiling")),
      b.post("/api/templates", template("Tile a floor")),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = racing.find((r) => r.status === 409)!;
    expect((await refused.json()).error).toEqual({
      code: "too_many_templates",
      message: roomFullMessage("templates"),
    });
    expect((await (await b.get("/api/templates")).json()).templates).toHaveLength(TEMPLATES_MAX);
    // Another business is not counted with this one.
    const { browser: other } = await signedInBrowser(t);
    expect((await other.post("/api/templates", template("Skim a room"))).status).toBe(201);
  });

  it(`trade accounts: ${TRADE_ACCOUNTS_MAX} at most, then 409 and nothing stored`, async () => {
    const { browser: b } = await signedInBrowser(t);
    for (let i = 0; i < TRADE_ACCOUNTS_MAX; i++) {
      const res = await b.post("/api/trade-accounts", {
        merchantId: 1 + (i % 3),
        accountNumber: `ACC-${i}`,
        accountName: "Pat Plastering",
      });
      expect(res.status).toBe(201);
    }
    const over = await b.post("/api/trade-accounts", {
      merchantId: 1,
      accountNumber: "ACC-over",
      accountName: "Pat Plastering",
      isDefault: true,
    });
    expect(over.status).toBe(409);
    expect((await over.json()).error).toEqual({
      code: "too_many_trade_accounts",
      message: tradeAccountsFullMessage,
    });
    const accounts = (await (await b.get("/api/trade-accounts")).json()).accounts;
    expect(accounts).toHaveLength(TRADE_ACCOUNTS_MAX);
    // The refused one did not take the default from the first account.
    expect(
      accounts
        .filter((a: { isDefault: boolean }) => a.isDefault)
        .map((a: { accountNumber: string }) => a.accountNumber),
    ).toEqual(["ACC-0"]);
  });
});

describe("payments on one invoice", () => {
  it(`${PAYMENTS_PER_INVOICE} at most: the next is 409 and nothing is stored; another invoice still takes one`, async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    const invoice = await createInvoice(t.deps.db, { businessId });
    const pay = (id: string) =>
      b.post(`/api/invoices/${id}/payments`, { amountPence: 1, paidOn: "2026-11-20" });
    expect((await pay(invoice.id)).status).toBe(201);
    await t.deps.db.execute(
      sql`insert into payments (invoice_id, business_id, amount_pence, paid_on, method, note)
          select invoice_id, business_id, amount_pence, paid_on, method, note
          from payments, generate_series(1, ${PAYMENTS_PER_INVOICE - 2}) g
          where invoice_id = ${invoice.id}`,
    );
    expect((await pay(invoice.id)).status).toBe(201);
    const refused = await pay(invoice.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({
      code: "too_many_payments",
      message: tooManyPaymentsMessage,
    });
    const read = await b.get(`/api/invoices/${invoice.id}`);
    expect((await read.json()).payments).toHaveLength(PAYMENTS_PER_INVOICE);
    const other = await createInvoice(t.deps.db, { businessId });
    expect((await pay(other.id)).status).toBe(201);
  });
});
