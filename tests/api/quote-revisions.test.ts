import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { solidPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENT = "This quote has been sent. Revise it to make changes.";
const ACCEPTED = "This quote has been accepted. Revise it to make a variation.";
const DRAFT = "This quote is still a draft. Edit it instead of revising it.";

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

async function quoteIn(b: Browser, status: "draft" | "sent" | "accepted" | "declined") {
  const businessId = await businessIdOf(b);
  await f.ensureMerchant(t.deps.db);
  return f.createQuote(t.deps.db, { businessId, status });
}

async function send(b: Browser, id: string, email: string) {
  const res = await b.post(`/api/quotes/${id}/send`, { email, includeAcceptance: true });
  expect(res.status).toBe(200);
  const mail = await lastMailTo(t, email);
  return new URL(linkIn(mail!.text)).pathname.split("/").pop()!;
}

const patch = (b: Browser, id: string, json: unknown) =>
  b.request(`/api/quotes/${id}`, { method: "PATCH", json });
const del = (b: Browser, id: string) => b.request(`/api/quotes/${id}`, { method: "DELETE" });

describe("a quote is read-only once sent", () => {
  for (const [status, message, code] of [
    ["sent", SENT, "quote_sent"],
    ["declined", SENT, "quote_sent"],
    ["accepted", ACCEPTED, "quote_accepted"],
  ] as const) {
    it(`refuses PATCH, DELETE and adding a product on a ${status} quote with 409`, async () => {
      const { browser: b } = await signedInBrowser(t);
      const quote = await quoteIn(b, status);
      const product = await f.createProduct(t.deps.db, { merchantId: 1 });
      const before = await (await b.get(`/api/quotes/${quote.id}`)).json();
      for (const res of [
        await patch(b, quote.id, { laborDays: 50, version: quote.version }),
        await del(b, quote.id),
        await b.post(`/api/quotes/${quote.id}/materials`, { productId: product.id }),
      ]) {
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ error: { code, message } });
      }
      // Nothing changed: the same figures, the same lines, the same version.
      expect(await (await b.get(`/api/quotes/${quote.id}`)).json()).toEqual(before);
    });
  }

  it("keeps a draft editable, deletable and open to products", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await quoteIn(b, "draft");
    const product = await f.createProduct(t.deps.db, { merchantId: 1 });
    const edited = await patch(b, quote.id, { laborDays: 4, version: quote.version });
    expect(edited.status).toBe(200);
    expect(
      (await b.post(`/api/quotes/${quote.id}/materials`, { productId: product.id })).status,
    ).toBe(200);
    expect((await del(b, quote.id)).status).toBe(204);
    expect((await b.get(`/api/quotes/${quote.id}`)).status).toBe(404);
  });

  it("still takes a site photo on a sent quote (the photo is the business's own record)", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await quoteIn(b, "sent");
    const png = await solidPng(40, 30);
    const dataUrl = `data:image/png;base64,${png.toString("base64")}`;
    const res = await b.post(`/api/quotes/${quote.id}/image`, { dataUrl });
    expect(res.status).toBe(200);
  });

  it("answers another business 404 before any 409", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const quote = await quoteIn(owner, "sent");
    expect((await patch(other, quote.id, { laborDays: 2, version: 1 })).status).toBe(404);
    expect((await del(other, quote.id)).status).toBe(404);
  });
});

describe("POST /api/quotes/{id}/duplicate", () => {
  it("makes a new draft 'Copy of …' with a new number and the same contents", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await quoteIn(b, "accepted");
    await t.deps.db.execute(
      sql`update quote_materials set net_unit_price_pence = 999, markup_percent = 12.5 where quote_id = ${quote.id} and position = 0`,
    );
    await t.deps.db.execute(
      sql`update quotes set public_token = 'dup-token-1', view_count = 3, first_viewed_at = now(), decision_by_name = 'Sarah' where id = ${quote.id}`,
    );
    const source = await (await b.get(`/api/quotes/${quote.id}`)).json();
    const res = await b.post(`/api/quotes/${quote.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({
      name: "Copy of Kitchen re-plaster",
      status: "draft",
      number: source.number + 1,
      revision: 1,
      reference: `Q-${String(source.number + 1).padStart(4, "0")}`,
      revisesQuoteId: null,
      isVariation: false,
      replacedByQuoteId: null,
      customerId: source.customerId,
      customerName: source.customerName,
      jobDescription: source.jobDescription,
      laborDays: source.laborDays,
      dayRatePence: source.dayRatePence,
      vatIncluded: source.vatIncluded,
      vatRate: source.vatRate,
      marginPercent: source.marginPercent,
      totalAmountPence: source.totalAmountPence,
      profitPence: source.profitPence,
      imageUrl: null,
      sentAt: null,
      decision: null,
      views: { count: 0, firstAt: null, lastAt: null },
    });
    expect(copy.id).not.toBe(quote.id);
    const strip = (lines: { id: string }[]) => lines.map(({ id: _id, ...rest }) => rest);
    expect(strip(copy.materials)).toEqual(strip(source.materials));
    expect(copy.materials[0]).toMatchObject({ netUnitPricePence: 999, markupPercent: 12.5 });
    expect(strip(copy.measurements)).toEqual(strip(source.measurements));
    const [row] = await queryRows<{ public_token: string | null }>(
      t.deps.db,
      sql`select public_token from quotes where id = ${copy.id}`,
    );
    expect(row!.public_token).toBeNull();
    // The copy is a draft: editable at once.
    expect((await patch(b, copy.id, { laborDays: 1, version: copy.version })).status).toBe(200);
  });

  it("is 404 for another business's quote and for a malformed id", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const quote = await quoteIn(owner, "draft");
    expect((await other.post(`/api/quotes/${quote.id}/duplicate`)).status).toBe(404);
    expect((await other.post("/api/quotes/not-a-uuid/duplicate")).status).toBe(404);
    const [row] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from quotes where business_id = ${quote.businessId}`,
    );
    expect(row!.n).toBe(1);
  });
});

describe("POST /api/quotes/{id}/revise", () => {
  it("makes a draft with the same number and the next revision, linked to the one it revises", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await quoteIn(b, "sent");
    const res = await b.post(`/api/quotes/${quote.id}/revise`);
    expect(res.status).toBe(201);
    const rev2 = await res.json();
    const ref = `Q-${String(quote.number).padStart(4, "0")}`;
    expect(rev2).toMatchObject({
      name: quote.name,
      number: quote.number,
      revision: 2,
      reference: `${ref} rev 2`,
      revisesQuoteId: quote.id,
      isVariation: false,
      status: "draft",
      totalAmountPence: quote.totalAmountPence,
    });
    expect(rev2.materials).toHaveLength(quote.materials.length);
    // Revising the first version again takes the next free revision, not 2 again.
    const rev3 = await (await b.post(`/api/quotes/${quote.id}/revise`)).json();
    expect(rev3).toMatchObject({ revision: 3, reference: `${ref} rev 3` });
    // The revision is editable; the sent original still is not.
    expect((await patch(b, rev2.id, { laborDays: 5, version: rev2.version })).status).toBe(200);
    expect((await patch(b, quote.id, { laborDays: 5, version: quote.version })).status).toBe(409);
  });

  it("of an accepted quote is a variation; of a declined one is not", async () => {
    const { browser: b } = await signedInBrowser(t);
    const accepted = await quoteIn(b, "accepted");
    const variation = await (await b.post(`/api/quotes/${accepted.id}/revise`)).json();
    expect(variation).toMatchObject({ isVariation: true, revision: 2, status: "draft" });
    const declined = await quoteIn(b, "declined");
    const revision = await (await b.post(`/api/quotes/${declined.id}/revise`)).json();
    expect(revision).toMatchObject({ isVariation: false, revision: 2 });
  });

  it("refuses a draft with 409: a draft is edited", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await quoteIn(b, "draft");
    const res = await b.post(`/api/quotes/${quote.id}/revise`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "quote_draft", message: DRAFT } });
  });

  it("gives concurrent revisions distinct revision numbers", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await quoteIn(b, "sent");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => b.post(`/api/quotes/${quote.id}/revise`)),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const revisions = await Promise.all(answers.map(async (r) => (await r.json()).revision));
    expect(revisions.sort()).toEqual([2, 3, 4, 5]);
  });

  it("is 404 for another business's quote, and makes nothing", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const quote = await quoteIn(owner, "sent");
    expect((await other.post(`/api/quotes/${quote.id}/revise`)).status).toBe(404);
    expect((await other.post("/api/quotes/not-a-uuid/revise")).status).toBe(404);
    const [row] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from quotes where number = ${quote.number} and business_id = ${quote.businessId}`,
    );
    expect(row!.n).toBe(1);
  });
});

describe("sending a revision", () => {
  it("replaces the version it revises: its replacedByQuoteId is the revision", async () => {
    const { browser: b } = await signedInBrowser(t);
    const first = await quoteIn(b, "draft");
    await send(b, first.id, "first@example.co.uk");
    const rev2 = await (await b.post(`/api/quotes/${first.id}/revise`)).json();
    // A draft revision replaces nothing yet.
    expect((await (await b.get(`/api/quotes/${first.id}`)).json()).replacedByQuoteId).toBeNull();
    await send(b, rev2.id, "first@example.co.uk");
    expect((await (await b.get(`/api/quotes/${first.id}`)).json()).replacedByQuoteId).toBe(rev2.id);
    const sent = await (await b.get(`/api/quotes/${rev2.id}`)).json();
    expect(sent).toMatchObject({ status: "sent", replacedByQuoteId: null });
    // The email names the revision.
    const mail = await lastMailTo(t, "first@example.co.uk");
    expect(mail!.subject).toContain(`${sent.reference} from`);
    expect(sent.reference).toMatch(/^Q-\d{4} rev 2$/);
  });

  it("a variation does not replace the accepted quote", async () => {
    const { browser: b } = await signedInBrowser(t);
    const accepted = await quoteIn(b, "accepted");
    const variation = await (await b.post(`/api/quotes/${accepted.id}/revise`)).json();
    await send(b, variation.id, "varied@example.co.uk");
    const original = await (await b.get(`/api/quotes/${accepted.id}`)).json();
    expect(original).toMatchObject({ status: "accepted", replacedByQuoteId: null });
  });
});

describe("moving a sent quote back to draft", () => {
  it("revokes its customer link; the next send makes a new one", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await quoteIn(b, "draft");
    const token = await send(b, quote.id, "back@example.co.uk");
    const customer = new Browser(t);
    expect((await customer.get(`/api/public/quotes/${token}`)).status).toBe(200);
    const res = await b.post(`/api/quotes/${quote.id}/status`, { status: "draft" });
    expect(res.status).toBe(200);
    const gone = await customer.get(`/api/public/quotes/${token}`);
    expect(gone.status).toBe(410);
    expect((await gone.json()).error.code).toBe("link_revoked");
    // Editable again, and sent again with a fresh link.
    const draft = await res.json();
    expect((await patch(b, quote.id, { laborDays: 2, version: draft.version })).status).toBe(200);
    const fresh = await send(b, quote.id, "back@example.co.uk");
    expect(fresh).not.toBe(token);
    expect((await customer.get(`/api/public/quotes/${fresh}`)).status).toBe(200);
  });
});
