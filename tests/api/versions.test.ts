/**
 * No lost updates (issue 15 item 7, docs/decisions/0008-optimistic-concurrency.md): quotes,
 * invoices, customers and jobs carry a version; a save based on an old version is a 409
 * `version_conflict` that changes nothing, a save with the current one succeeds and adds one, and
 * another business still gets 404 (not 409) for a row it does not own.
 */

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDay } from "../../src/shared/dates";
import { type Browser, lastMailTo, signedInBrowser } from "../support/browser";
import { createProduct } from "../support/factories";
import { solidPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function json<T = Record<string, unknown> & { id: string; version: number }>(
  res: Response,
  status: number,
): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const patch = (b: Browser, path: string, body: unknown) =>
  b.request(path, { method: "PATCH", json: body });

async function expectConflict(res: Response, entity: string) {
  const body = await json<{ error: { code: string; message: string } }>(res, 409);
  expect(body.error).toEqual({
    code: "version_conflict",
    message: `This ${entity} was changed somewhere else. Reload to see the latest version.`,
  });
}

async function acceptedQuote(b: Browser) {
  const customer = await json(await b.post("/api/customers", { firstName: "Sarah" }), 201);
  const quote = await json(
    await b.post("/api/quotes", {
      name: "Loft boarding",
      customerId: customer.id,
      jobDescription: "Board the loft, 20 m².",
      materials: [{ name: "Loft board", quantity: 10, unit: "pack", unitPricePence: 2599 }],
      laborDays: 1,
    }),
    201,
  );
  return json(await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" }), 200);
}

describe("quotes", () => {
  it("refuses the second of two saves based on the same version, changing nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await json(
      await b.post("/api/quotes", { jobDescription: "Paint the hall", laborDays: 1 }),
      201,
    );
    expect(quote.version).toBe(1);
    const path = `/api/quotes/${quote.id}`;

    const first = await json(
      await patch(b, path, { jobDescription: "Paint the hall and stairs", version: 1 }),
      200,
    );
    expect(first).toMatchObject({ jobDescription: "Paint the hall and stairs", version: 2 });

    await expectConflict(
      await patch(b, path, {
        jobDescription: "Paint the kitchen",
        laborDays: 3,
        materials: [{ name: "Emulsion", quantity: 2, unit: "tin", unitPricePence: 3000 }],
        version: 1,
      }),
      "quote",
    );
    // nothing of the refused save landed, the lines and totals included
    expect(await json(await b.get(path), 200)).toEqual(first);

    const second = await json(await patch(b, path, { laborDays: 2, version: 2 }), 200);
    expect(second).toMatchObject({ jobDescription: "Paint the hall and stairs", version: 3 });
    expect(second.laborDays).toBe(2);
  });

  it("requires the version on a save and reads it back everywhere", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await json(await b.post("/api/quotes", { jobDescription: "Tiles" }), 201);
    const missing = await json<{ error: { code: string; fields: Record<string, string> } }>(
      await patch(b, `/api/quotes/${quote.id}`, { jobDescription: "Other" }),
      400,
    );
    expect(missing.error.fields.version).toBe("Version is required: send the version you loaded");
    const bad = await json<{ error: { fields: Record<string, string> } }>(
      await patch(b, `/api/quotes/${quote.id}`, { version: 0 }),
      400,
    );
    expect(bad.error.fields.version).toBe("Version must be a whole number of at least 1");
    const list = await json<{ quotes: { id: string; version: number }[] }>(
      await b.get("/api/quotes"),
      200,
    );
    expect(list.quotes.find((q) => q.id === quote.id)?.version).toBe(1);
    expect((await json(await b.get(`/api/quotes/${quote.id}`), 200)).jobDescription).toBe("Tiles");
  });

  it("bumps the version on status changes and checks one when sent", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await json(await b.post("/api/quotes", { jobDescription: "Fence" }), 201);
    const path = `/api/quotes/${quote.id}`;
    const sent = await json(await b.post(`${path}/status`, { status: "sent", version: 1 }), 200);
    expect(sent.version).toBe(2);
    // a builder still at version 1 cannot overwrite what changed: once sent, the quote is read-only
    const stale = await patch(b, path, { jobDescription: "Gate", version: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("quote_sent");
    await expectConflict(await b.post(`${path}/status`, { status: "draft", version: 1 }), "quote");
    expect(await json(await b.get(path), 200)).toMatchObject({ status: "sent", version: 2 });
    // a board's drag names no version and applies to the current row
    const dragged = await json(await b.post(`${path}/status`, { status: "accepted" }), 200);
    expect(dragged).toMatchObject({ status: "accepted", version: 3 });
  });

  it("refuses a send based on an old version before any mail goes", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await json(await b.post("/api/quotes", { jobDescription: "Roof" }), 201);
    const path = `/api/quotes/${quote.id}`;
    await json(await patch(b, path, { jobDescription: "Roof and gutters", version: 1 }), 200);
    const to = `versions-${quote.id}@example.co.uk`;
    await expectConflict(
      await b.post(`${path}/send`, { email: to, attachPdf: false, version: 1 }),
      "quote",
    );
    expect(await lastMailTo(t, to)).toBeNull();
    expect(await json(await b.get(path), 200)).toMatchObject({ status: "draft", version: 2 });
  });

  it("bumps the version on every change a reader sees: a product, a photo, the customer's decision", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await json(await b.post("/api/quotes", { jobDescription: "Shed" }), 201);
    const path = `/api/quotes/${quote.id}`;
    const product = await createProduct(t.deps.db, { merchantId: 1, pricePence: 1099 });
    const added = await json(await b.post(`${path}/materials`, { productId: product.id }), 200);
    expect(added.version).toBe(2);
    const form = new FormData();
    form.append("image", new File([new Uint8Array(await solidPng(40, 30))], "s.png"));
    const photo = await json(await b.request(`${path}/image`, { method: "POST", body: form }), 200);
    expect(photo.version).toBe(3);
    const removed = await json(await b.request(`${path}/image`, { method: "DELETE" }), 200);
    expect(removed.version).toBe(4);
    // a builder opened before any of these cannot save over them
    await expectConflict(await patch(b, path, { jobDescription: "Stale", version: 1 }), "quote");

    const sent = await json(await b.post(`${path}/status`, { status: "sent" }), 200);
    expect(sent.version).toBe(5);
    const token = `tok-${quote.id}`;
    await t.deps.db.execute(sql`update quotes set public_token = ${token} where id = ${quote.id}`);
    const accept = await t.request(`/api/public/quotes/${token}/accept`, {
      method: "POST",
      json: { name: "Sarah Thompson" },
    });
    expect(accept.status).toBe(200);
    expect(await json(await b.get(path), 200)).toMatchObject({ status: "accepted", version: 6 });
  });

  it("answers another business 404, not 409, for a quote it does not own", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const quote = await json(await owner.post("/api/quotes", { jobDescription: "Mine" }), 201);
    const path = `/api/quotes/${quote.id}`;
    for (const version of [1, 2]) {
      const res = await patch(other, path, { jobDescription: "Theirs", version });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    expect(await json(await owner.get(path), 200)).toEqual(quote);
  });
});

describe("customers", () => {
  it("refuses the second of two saves based on the same version, changing nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const customer = await json(await b.post("/api/customers", { firstName: "Tom" }), 201);
    expect(customer.version).toBe(1);
    const path = `/api/customers/${customer.id}`;
    const first = await json(await patch(b, path, { phone: "0113 496 0000", version: 1 }), 200);
    expect(first.version).toBe(2);
    await expectConflict(
      await patch(b, path, { phone: "0113 496 9999", comments: "Late", version: 1 }),
      "customer",
    );
    expect(await json(await b.get(path), 200)).toEqual(first);
    const second = await json(await patch(b, path, { comments: "Gate code", version: 2 }), 200);
    expect(second).toMatchObject({ phone: "0113 496 0000", comments: "Gate code", version: 3 });
  });

  it("requires the version, and answers another business 404 whatever the version", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const customer = await json(await owner.post("/api/customers", { firstName: "Ann" }), 201);
    const path = `/api/customers/${customer.id}`;
    expect((await patch(owner, path, { firstName: "Anna" })).status).toBe(400);
    for (const version of [1, 2]) {
      expect((await patch(other, path, { firstName: "X", version })).status).toBe(404);
    }
    expect(await json(await owner.get(path), 200)).toEqual(customer);
  });
});

describe("jobs", () => {
  it("refuses the second of two edits based on the same version; start and finish bump it", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await acceptedQuote(b);
    const job = await json(
      await b.post("/api/jobs", { quoteId: quote.id, startAt: inDays(-1), notes: "Ladders" }),
      201,
    );
    expect(job.version).toBe(1);
    const path = `/api/jobs/${job.id}`;
    const first = await json(
      await patch(b, path, { notes: "Ladders, gate 1234", version: 1 }),
      200,
    );
    expect(first.version).toBe(2);
    await expectConflict(await patch(b, path, { notes: "Nothing", version: 1 }), "job");
    // an empty edit based on an old version is refused too
    await expectConflict(await patch(b, path, { version: 1 }), "job");
    expect(await json(await b.get(path), 200)).toEqual(first);

    const started = await json(await b.post(`${path}/start`), 200);
    expect(started).toMatchObject({ status: "in-progress", version: 3 });
    // an edit form opened before the start must reload first
    await expectConflict(await patch(b, path, { notes: "Stale", version: 2 }), "job");
    const edited = await json(await patch(b, path, { notes: "Day one done", version: 3 }), 200);
    expect(edited).toMatchObject({ notes: "Day one done", version: 4 });
    const done = await json(await b.post(`${path}/complete`), 200);
    expect(done).toMatchObject({ status: "completed", version: 5 });
  });

  it("answers another business 404, not 409, for a job it does not own", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const quote = await acceptedQuote(owner);
    const job = await json(
      await owner.post("/api/jobs", { quoteId: quote.id, startAt: inDays(2) }),
      201,
    );
    const path = `/api/jobs/${job.id}`;
    for (const version of [1, 2]) {
      expect((await patch(other, path, { notes: "X", version })).status).toBe(404);
    }
    expect(await json(await owner.get(path), 200)).toEqual(job);
  });
});

describe("invoices", () => {
  it("refuses the second of two payments based on the same version, changing nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await acceptedQuote(b);
    const invoice = await json(
      await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" }),
      201,
    );
    expect(invoice.version).toBe(1);
    const path = `/api/invoices/${invoice.id}`;
    const paidOn = isoDay(new Date());
    const first = await json(
      await b.post(`${path}/payments`, { amountPence: 1000, paidOn, version: 1 }),
      201,
    );
    expect(first).toMatchObject({ paidPence: 1000, version: 2 });
    // the second person recorded the same payment from the same screen: refused, not doubled
    await expectConflict(
      await b.post(`${path}/payments`, { amountPence: 1000, paidOn, version: 1 }),
      "invoice",
    );
    expect(await json(await b.get(path), 200)).toEqual(first);

    const second = await json(
      await b.post(`${path}/payments`, { amountPence: 500, paidOn, version: 2 }),
      201,
    );
    expect(second).toMatchObject({ paidPence: 1500, version: 3 });
    const payments = second.payments as { id: string }[];
    const removed = await json(
      await b.request(`${path}/payments/${payments[0]!.id}`, { method: "DELETE" }),
      200,
    );
    expect(removed.version).toBe(4);
    await expectConflict(
      await b.post(`${path}/send`, { email: "sarah@example.co.uk", version: 3 }),
      "invoice",
    );
    expect(await json(await b.get(path), 200)).toEqual(removed);
  });

  it("answers another business 404, not 409, for an invoice it does not own", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const quote = await acceptedQuote(owner);
    const invoice = await json(
      await owner.post("/api/invoices", { quoteId: quote.id, kind: "standard" }),
      201,
    );
    const path = `/api/invoices/${invoice.id}`;
    const paidOn = isoDay(new Date());
    for (const version of [1, 2]) {
      const res = await other.post(`${path}/payments`, { amountPence: 100, paidOn, version });
      expect(res.status).toBe(404);
    }
    expect(await json(await owner.get(path), 200)).toEqual(invoice);
  });
});
