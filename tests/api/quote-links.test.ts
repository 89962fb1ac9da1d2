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

const GONE = { error: { code: "link_revoked", message: "This link is no longer valid" } };

async function sentQuote(b: Browser) {
  const businessId = (await (await b.get("/api/me")).json()).business.id;
  const quote = await f.createQuote(t.deps.db, { businessId, status: "draft" });
  const email = `customer.${quote.id.slice(0, 8)}@example.co.uk`;
  expect((await b.post(`/api/quotes/${quote.id}/send`, { email })).status).toBe(200);
  const mail = await lastMailTo(t, email);
  const token = new URL(linkIn(mail!.text)).pathname.split("/").pop()!;
  return { quote, token, businessId };
}

describe("POST /api/quotes/{id}/link/revoke", () => {
  it("makes a new link; the old one answers 410 'This link is no longer valid' everywhere", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { quote, token } = await sentQuote(b);
    const customer = new Browser(t);
    expect((await customer.get(`/api/public/quotes/${token}`)).status).toBe(200);

    const res = await b.post(`/api/quotes/${quote.id}/link/revoke`);
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/q\/[A-Za-z0-9_-]{32}$/);
    const fresh = url.split("/").pop();
    expect(fresh).not.toBe(token);

    for (const old of [
      customer.get(`/api/public/quotes/${token}`),
      customer.get(`/api/public/quotes/${token}/pdf`),
      customer.post(`/api/public/quotes/${token}/accept`, { name: "Sarah Thompson" }),
    ]) {
      const answer = await old;
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual(GONE);
    }
    // The refused accept changed nothing.
    const [row] = await queryRows<{ status: string }>(
      t.deps.db,
      sql`select status from quotes where id = ${quote.id}`,
    );
    expect(row!.status).toBe("sent");
    // The new link works, and a random token is still simply not found.
    expect((await customer.get(`/api/public/quotes/${fresh}`)).status).toBe(200);
    const random = await customer.get(`/api/public/quotes/${"x".repeat(32)}`);
    expect(random.status).toBe(404);
    // Sending again uses the new link.
    await b.post(`/api/quotes/${quote.id}/send`, { email: "again@example.co.uk" });
    expect(linkIn((await lastMailTo(t, "again@example.co.uk"))!.text)).toBe(url);
    // Revoking twice keeps both old tokens refused.
    const second = (await (await b.post(`/api/quotes/${quote.id}/link/revoke`)).json()).url;
    expect(second).not.toBe(url);
    expect((await customer.get(`/api/public/quotes/${fresh}`)).status).toBe(410);
    expect((await customer.get(`/api/public/quotes/${token}`)).status).toBe(410);
  });

  it("is 404 for another business's quote, and changes nothing", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const { quote, token } = await sentQuote(owner);
    const res = await other.post(`/api/quotes/${quote.id}/link/revoke`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
    expect((await other.post("/api/quotes/not-a-uuid/link/revoke")).status).toBe(404);
    expect((await new Browser(t).get(`/api/public/quotes/${token}`)).status).toBe(200);
    expect(
      await queryRows(
        t.deps.db,
        sql`select token from revoked_quote_links where quote_id = ${quote.id}`,
      ),
    ).toEqual([]);
  });

  it("needs a session, and a quote with no link yet is a 409", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    const quote = await f.createQuote(t.deps.db, { businessId });
    expect((await new Browser(t).post(`/api/quotes/${quote.id}/link/revoke`)).status).toBe(401);
    const res = await b.post(`/api/quotes/${quote.id}/link/revoke`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("no_customer_link");
  });
});
