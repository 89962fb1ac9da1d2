import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { depositOfQuote } from "../../src/shared/deposit-terms";
import { messages } from "../../src/shared/messages";
import { formatPence } from "../../src/shared/money";
import { quoteVatRows } from "../../src/shared/quote-vat";
import type { PublicQuoteView } from "../../src/shared/schemas/public-quote";
import * as f from "../support/factories";
import { solidPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newToken = () => randomBytes(24).toString("base64url");
const EVIL_NAME = `Smith & Sons <script>alert("x")</script>`;
const EVIL_LINE = `"><img src=x onerror=alert(1)>`;

/** A business with contact details and one sent quote behind a customer link. */
async function sentQuote(fields: Parameters<typeof f.createQuote>[1] = {}) {
  const businessEmail = f.uniqueEmail("biz");
  const business = await f.createBusiness(t.deps.db, {
    name: EVIL_NAME,
    email: businessEmail,
    phone: "01935 812 345",
  });
  const customerEmail = f.uniqueEmail("customer");
  const token = newToken();
  const quote = await f.createQuote(t.deps.db, {
    businessId: business.id,
    status: "sent",
    publicToken: token,
    sentTo: customerEmail,
    materials: [
      { name: "Plasterboard 12.5mm", quantity: 12, unit: "sheet", netUnitPricePence: 1099 },
      { name: EVIL_LINE, quantity: 2, unit: "bag", netUnitPricePence: 1249 },
    ],
    ...fields,
  });
  return { business, businessEmail, customerEmail, token, quote };
}

const page = (token: string) => t.request(`/q/${token}`);

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}

/** A form as a browser posts it, from this site unless told otherwise. */
const postForm = (path: string, form: Record<string, string>, headers: HeadersInit = {}) =>
  t.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });

async function row(id: string) {
  const [r] = await queryRows<{
    status: string;
    decision_by_name: string | null;
    decision_source: string | null;
    decline_reason: string | null;
    view_count: number;
  }>(
    t.deps.db,
    sql`select status, decision_by_name, decision_source, decline_reason, view_count
        from quotes where id = ${id}`,
  );
  return r!;
}

async function mailsTo(to: string) {
  return queryRows<{ subject: string; text: string }>(
    t.deps.db,
    sql`select subject, text from mail_outbox where "to" = ${to} order by created_at`,
  );
}

describe("the customer's page as HTML", () => {
  it("shows the quote with the totals the JSON view has, the contact links and the PDF link", async () => {
    const { token, quote } = await sentQuote();
    const res = await page(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const body = await res.text();
    const view = (await (await t.request(`/api/public/quotes/${token}`)).json()) as PublicQuoteView;

    // The token in the address is the key: never sent on to another site as a Referer.
    expect(body).toContain('<meta name="referrer" content="same-origin">');
    expect(body).toContain(view.reference);
    expect(body).toContain(quote.name);
    for (const pence of [
      view.totalMaterialsCostPence,
      view.totalLaborPence,
      view.subtotalPence,
      view.totalAmountPence,
      ...view.materials.map((m) => m.totalPence),
    ]) {
      expect(body).toContain(formatPence(pence));
    }
    for (const vat of quoteVatRows(view)) expect(body).toContain(`<dt>${vat.label}</dt>`);
    expect(body).toContain(`data-testid="quote-total">${formatPence(view.totalAmountPence)}<`);
    expect(body).toContain('href="tel:01935812345"');
    expect(body).toContain(`href="mailto:${view.business.email}"`);
    expect(body).toContain(`href="/api/public/quotes/${token}/pdf"`);
    expect(body).toContain(`action="/q/${token}/accept"`);
    expect(body).toContain(`action="/q/${token}/decline"`);
    // The only script is the small one of this page.
    expect([...body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script src="/q/page.js" defer>',
    ]);
    const script = await t.request("/q/page.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
  });

  it("leaves out what the quote charges nothing for: a labour-only quote has no Materials row", async () => {
    const { token } = await sentQuote({ materials: [] });
    const body = await (await page(token)).text();
    expect(body).toContain("<dt>Labour</dt>");
    expect(body).not.toContain("<dt>Materials</dt>");
    const pdf = await pdfText(
      await (await t.request(`/api/public/quotes/${token}/pdf`)).arrayBuffer(),
    );
    expect(pdf).toContain("Labour");
    expect(pdf).not.toMatch(/Materials\s*£0\.00/);
    expect(pdf).toContain("Subtotal");

    const { token: materialsOnly } = await sentQuote({ laborDays: 0 });
    const supply = await (await page(materialsOnly)).text();
    expect(supply).toContain("<dt>Materials</dt>");
    expect(supply).not.toContain("<dt>Labour</dt>");
  });

  it("states the deposit the terms ask, in pounds, under the total", async () => {
    const { token } = await sentQuote({ terms: "A 25% deposit is required to book your date." });
    const body = await (await page(token)).text();
    const view = (await (await t.request(`/api/public/quotes/${token}`)).json()) as PublicQuoteView;
    expect(body).toContain("<dt>Deposit (25%)</dt>");
    expect(body).toContain(`data-testid="quote-deposit">${formatPence(depositOfQuote(view, 25))}<`);
    const { token: noDeposit } = await sentQuote({ terms: "Payment within 14 days." });
    expect(await (await page(noDeposit)).text()).not.toContain("Deposit (");
  });

  it("shows the business's logo from behind the link, and none when it has none", async () => {
    const { token, business } = await sentQuote();
    expect(await (await page(token)).text()).not.toContain("<img");
    expect((await t.request(`/q/${token}/logo`)).status).toBe(404);
    const png = await solidPng(30, 10);
    await t.deps.db.execute(
      sql`update businesses set logo = ${png}, logo_content_type = 'image/png' where id = ${business.id}`,
    );
    expect(await (await page(token)).text()).toContain(
      `<img class="logo" src="/q/${token}/logo" alt="Smith &amp; Sons`,
    );
    const logo = await t.request(`/q/${token}/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
  });

  it("answers a malformed link's logo, photo and page 404, never a 500 (a NUL the database refuses)", async () => {
    for (const path of ["/q/%00/logo", "/q/%00/photos/x", "/q/%00", "/q/a%00b/logo"]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  it("writes each line's quantity as a person would: plural units, none for 'each', symbols kept", async () => {
    const { token } = await sentQuote({
      materials: [
        { name: "Multi-finish plaster 25kg", quantity: 6, unit: "bag", netUnitPricePence: 836 },
        { name: "Coving 2m", quantity: 2, unit: "length", netUnitPricePence: 213 },
        { name: "Decorators caulk", quantity: 2, unit: "tube", netUnitPricePence: 115 },
        { name: "Plasterboard 12.5mm", quantity: 5, unit: "sheet", netUnitPricePence: 983 },
        { name: "Door handle", quantity: 2, unit: "each", netUnitPricePence: 916 },
        { name: "Screws 4x40", quantity: 3, unit: "box", netUnitPricePence: 450 },
        { name: "Wall tiles", quantity: 2.5, unit: "m²", netUnitPricePence: 2450 },
        { name: "Scrim tape 90m", quantity: 1, unit: "roll", netUnitPricePence: 399 },
      ],
      laborDays: 1,
    });
    const body = await (await page(token)).text();
    const view = (await (await t.request(`/api/public/quotes/${token}`)).json()) as PublicQuoteView;
    const sub = (i: number, quantity: string) =>
      `<p class="sub">${quantity} × ${formatPence(view.materials[i]!.unitPricePence)}</p>`;
    expect(body).toContain(sub(0, "6 bags"));
    expect(body).toContain(sub(1, "2 lengths"));
    expect(body).toContain(sub(2, "2 tubes"));
    expect(body).toContain(sub(3, "5 sheets"));
    expect(body).toContain(sub(4, "2"));
    expect(body).toContain(sub(5, "3 boxes"));
    expect(body).toContain(sub(6, "2.5 m²"));
    expect(body).toContain(sub(7, "1 roll"));
    expect(body).toContain(`<p class="sub">1 day × ${formatPence(view.dayRatePence)}</p>`);
    expect(body).not.toMatch(/ (bag|length|tube|sheet|each) ×/);
  });

  it("escapes the business's name and the lines' text", async () => {
    const { token } = await sentQuote();
    const body = await (await page(token)).text();
    expect(body).not.toContain("<script>alert");
    expect(body).not.toContain("<img src=x");
    expect(body).toContain("Smith &amp; Sons &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(body).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
  });

  it("is a 404 page for an unknown, malformed or draft link", async () => {
    for (const token of [newToken(), "not-a-real-token"]) {
      const res = await page(token);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain("This quote link is not valid.");
    }
    const { token: draftToken } = await sentQuote({ status: "draft" });
    expect((await page(draftToken)).status).toBe(404);
    const unknown = await postForm(`/q/${newToken()}/accept`, { name: "Sarah Thompson" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("This quote link is not valid.");
  });

  it("does not count the HTML as an opening; the page's script does, once per 30 minutes", async () => {
    const { token, quote } = await sentQuote();
    await page(token);
    await page(token);
    expect((await row(quote.id)).view_count).toBe(0);
    const opened = await t.request(`/api/public/quotes/${token}/opened`, { method: "POST" });
    expect(opened.status).toBe(204);
    const cookie = opened.headers.getSetCookie()[0]!;
    expect(cookie).toContain(`Path=/api/public/quotes/${token}`);
    await t.request(`/api/public/quotes/${token}/opened`, {
      method: "POST",
      headers: { cookie: cookie.split(";")[0]! },
    });
    expect((await row(quote.id)).view_count).toBe(1);
    // An unknown link counts nothing and says nothing.
    expect(
      (await t.request(`/api/public/quotes/${newToken()}/opened`, { method: "POST" })).status,
    ).toBe(204);
  });
});

describe("deciding by form", () => {
  it("accepts once: redirect back with the notice, the mails sent, a second post refused", async () => {
    const { token, quote, businessEmail, customerEmail } = await sentQuote();
    const res = await postForm(`/q/${token}/accept`, { name: "  Sarah Thompson " });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/q/${token}`);
    expect(await row(quote.id)).toMatchObject({
      status: "accepted",
      decision_by_name: "Sarah Thompson",
      decision_source: "customer",
    });
    const toBusiness = await mailsTo(businessEmail);
    expect(toBusiness.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Sarah Thompson accepted Q-\d+ for £/),
    ]);
    const toCustomer = await mailsTo(customerEmail);
    expect(toCustomer.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^You accepted quote Q-\d+ from /),
    ]);
    // The business's own notice is not "on behalf of" itself; the brand is no full stop mid-line.
    const business = toBusiness[0]!.text.trim().split("\n")[0];
    expect(toBusiness[0]!.text.trim().split("\n").at(-1)).toBe(`Sent by Sole to ${business}`);
    expect(toCustomer.at(-1)!.text.trim().split("\n").at(-1)).toBe(
      `Sent by Sole on behalf of ${business}`,
    );

    const after = await (await page(token)).text();
    expect(after).toMatch(/Accepted by Sarah Thompson on \d\d\/\d\d\/\d{4}/);
    expect(after).toContain("will be in touch to arrange the work.");
    expect(after).not.toContain(`action="/q/${token}/accept"`);

    const again = await postForm(`/q/${token}/decline`, { name: "Sarah Thompson" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This quote has already been accepted.");
    expect((await row(quote.id)).status).toBe("accepted");
    expect(await mailsTo(businessEmail)).toHaveLength(1);
  });

  it("declines with a reason, and tells the business", async () => {
    const { token, quote, businessEmail } = await sentQuote();
    const res = await postForm(`/q/${token}/decline`, {
      name: "Sarah Thompson",
      reason: "Found someone closer.",
    });
    expect(res.status).toBe(303);
    expect(await row(quote.id)).toMatchObject({
      status: "declined",
      decline_reason: "Found someone closer.",
    });
    expect((await mailsTo(businessEmail)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Quote Q-\d+ declined by Sarah Thompson$/),
    ]);
    const body = await (await page(token)).text();
    expect(body).toMatch(/Declined by Sarah Thompson on /);
  });

  it("sends a short name back with the message and what was typed, escaped", async () => {
    const { token, quote } = await sentQuote();
    const res = await postForm(`/q/${token}/decline`, { name: "<", reason: "<b>too dear</b>" });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain(messages.validation.name);
    expect(body).toContain('value="&lt;"');
    expect(body).toContain("&lt;b&gt;too dear&lt;/b&gt;</textarea>");
    expect(body).toContain("<details open>");
    expect((await row(quote.id)).status).toBe("sent");
  });

  it("refuses an expired quote and a replaced one, which point the customer on", async () => {
    const expired = await sentQuote({ expiresAt: f.daysFromNow(-1) });
    const shown = await (await page(expired.token)).text();
    expect(shown).toContain(messages.quotes.expired);
    expect(shown).not.toContain("/accept");
    const refused = await postForm(`/q/${expired.token}/accept`, { name: "Sarah Thompson" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(messages.quotes.expired);
    expect((await row(expired.quote.id)).status).toBe("sent");

    const first = await sentQuote();
    const newerToken = newToken();
    const newer = await f.createQuote(t.deps.db, {
      businessId: first.business.id,
      number: first.quote.number,
      revision: 2,
      status: "sent",
      publicToken: newerToken,
      revisesQuoteId: first.quote.id,
    });
    await t.deps.db.execute(
      sql`update quotes set replaced_by_quote_id = ${newer.id} where id = ${first.quote.id}`,
    );
    const replaced = await (await page(first.token)).text();
    expect(replaced).toContain("This quote has been replaced by a newer version");
    expect(replaced).toContain(`href="/q/${newerToken}"`);
    const late = await postForm(`/q/${first.token}/accept`, { name: "Sarah Thompson" });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("This quote has been replaced by a newer version.");
    expect((await row(first.quote.id)).status).toBe("sent");
  });

  it("refuses a form posted from another site, or from nowhere it will say", async () => {
    const { token, quote, businessEmail } = await sentQuote();
    const elsewhere: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://evil.example", "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of elsewhere) {
      const res = await postForm(`/q/${token}/accept`, { name: "Sarah Thompson" }, headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("This form was sent from another website.");
    }
    // No Origin and no Sec-Fetch-Site: not a browser's form.
    const silent = await t.request(`/q/${token}/accept`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
      body: "name=Sarah+Thompson",
    });
    expect(silent.status).toBe(403);
    expect((await row(quote.id)).status).toBe("sent");
    expect(await mailsTo(businessEmail)).toHaveLength(0);
    // The same form from the page itself goes through.
    const same = await postForm(
      `/q/${token}/accept`,
      { name: "Sarah Thompson" },
      { "sec-fetch-site": "same-origin" },
    );
    expect(same.status).toBe(303);
  });
});
