import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sentQuote(b: Browser) {
  const businessId = (await (await b.get("/api/me")).json()).business.id;
  const quote = await f.createQuote(t.deps.db, { businessId, status: "draft" });
  const email = `customer.${quote.id.slice(0, 8)}@example.co.uk`;
  expect((await b.post(`/api/quotes/${quote.id}/send`, { email })).status).toBe(200);
  const mail = await lastMailTo(t, email);
  const token = new URL(linkIn(mail!.text)).pathname.split("/").pop()!;
  return { quote, token, businessId };
}

async function views(b: Browser, id: string) {
  const res = await b.get(`/api/quotes/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()).views as {
    count: number;
    firstAt: string | null;
    lastAt: string | null;
  };
}

describe("the customer opening their quote page", () => {
  it("counts each browser's opening once, keeps the first time and moves the last", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { quote, token } = await sentQuote(owner);
    expect(await views(owner, quote.id)).toEqual({ count: 0, firstAt: null, lastAt: null });

    const phone = new Browser(t);
    expect((await phone.get(`/api/public/quotes/${token}`)).status).toBe(200);
    const first = await views(owner, quote.id);
    expect(first.count).toBe(1);
    expect(first.firstAt).not.toBeNull();
    expect(first.lastAt).toBe(first.firstAt);

    // Reloads from the same browser within 30 minutes are the same opening.
    for (let i = 0; i < 5; i++) {
      expect((await phone.get(`/api/public/quotes/${token}`)).status).toBe(200);
    }
    expect((await views(owner, quote.id)).count).toBe(1);
    // Nor does the PDF count as an opening of the page.
    expect((await phone.get(`/api/public/quotes/${token}/pdf`)).status).toBe(200);
    expect((await views(owner, quote.id)).count).toBe(1);

    // Another browser (the customer's laptop) is another opening: first stays, last moves.
    await queryRows(
      t.deps.db,
      sql`update quotes set first_viewed_at = '2026-11-24T14:02:00Z',
            last_viewed_at = '2026-11-24T14:02:00Z' where id = ${quote.id}`,
    );
    const laptop = new Browser(t);
    expect((await laptop.get(`/api/public/quotes/${token}`)).status).toBe(200);
    const second = await views(owner, quote.id);
    expect(second.count).toBe(2);
    expect(second.firstAt).toBe("2026-11-24T14:02:00.000Z");
    expect(new Date(second.lastAt!).getTime()).toBeGreaterThan(
      new Date("2026-11-24T14:02:00Z").getTime(),
    );
  });

  it("sets a cookie scoped to that link for 30 minutes, and counts again once it has gone", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { quote, token } = await sentQuote(owner);
    const res = await new Browser(t).get(`/api/public/quotes/${token}`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sole_quote_opened="));
    expect(cookie).toMatch(/Max-Age=1800/);
    expect(cookie).toMatch(new RegExp(`Path=/api/public/quotes/${token}`));
    expect(cookie).toMatch(/HttpOnly/);
    // A browser without the cookie (it expired, or another device) is a new opening.
    await new Browser(t).get(`/api/public/quotes/${token}`);
    expect((await views(owner, quote.id)).count).toBe(2);
  });

  it("does not count the business's own previews", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { quote, token } = await sentQuote(owner);
    expect((await owner.get(`/api/public/quotes/${token}`)).status).toBe(200);
    expect((await owner.get(`/api/public/quotes/${token}`)).status).toBe(200);
    expect(await views(owner, quote.id)).toEqual({ count: 0, firstAt: null, lastAt: null });
    // A signed-in user of another business is not the owner: their opening counts.
    const { browser: stranger } = await signedInBrowser(t);
    expect((await stranger.get(`/api/public/quotes/${token}`)).status).toBe(200);
    expect((await views(owner, quote.id)).count).toBe(1);
  });

  it("another business cannot see the counts", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { quote, token } = await sentQuote(owner);
    await new Browser(t).get(`/api/public/quotes/${token}`);
    const { browser: other } = await signedInBrowser(t);
    const res = await other.get(`/api/quotes/${quote.id}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain("views");
    // The customer's page itself never shows the counts either.
    const page = await (await new Browser(t).get(`/api/public/quotes/${token}`)).json();
    expect(page).not.toHaveProperty("views");
    expect(JSON.stringify(page)).not.toMatch(/view_?count|viewed/i);
  });

  it("a revoked link answers 410 and counts nothing; unknown and malformed tokens 404", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { quote, token } = await sentQuote(owner);
    expect((await owner.post(`/api/quotes/${quote.id}/link/revoke`)).status).toBe(200);
    const customer = new Browser(t);
    expect((await customer.get(`/api/public/quotes/${token}`)).status).toBe(410);
    expect((await customer.get(`/api/public/quotes/${"x".repeat(32)}`)).status).toBe(404);
    const odd = await customer.get(`/api/public/quotes/${encodeURIComponent("abc; Path=/")}`);
    expect(odd.status).toBe(404);
    expect(odd.headers.getSetCookie().join()).not.toContain("sole_quote_opened");
    expect((await views(owner, quote.id)).count).toBe(0);
  });

  it("a quote replaced by a newer version still opens and counts without crashing", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { quote, token, businessId } = await sentQuote(owner);
    const newer = await f.createQuote(t.deps.db, {
      businessId,
      number: quote.number,
      revision: 2,
      revisesQuoteId: quote.id,
      status: "sent",
    });
    await queryRows(
      t.deps.db,
      sql`update quotes set replaced_by_quote_id = ${newer.id} where id = ${quote.id}`,
    );
    const res = await new Browser(t).get(`/api/public/quotes/${token}`);
    expect(res.status).toBe(200);
    expect((await views(owner, quote.id)).count).toBe(1);
    expect((await views(owner, newer.id)).count).toBe(0);
  });

  it("a draft (moved back on the board) is not shown and not counted", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { quote, token } = await sentQuote(owner);
    await queryRows(t.deps.db, sql`update quotes set status = 'draft' where id = ${quote.id}`);
    const res = await new Browser(t).get(`/api/public/quotes/${token}`);
    expect([404, 410]).toContain(res.status);
    const [row] = await queryRows<{ view_count: number }>(
      t.deps.db,
      sql`select view_count from quotes where id = ${quote.id}`,
    );
    expect(row!.view_count).toBe(0);
  });
});
