import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { acceptedSnapshotSchema } from "../../src/shared/schemas/accepted-snapshot";
import { type Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * A landlord's or an agent's work is at a property that is not their own address: the quote says
 * where (its PDF, the customer's page, the accepted snapshot), and the job, its calendar entry and
 * the invoice follow it. Without one, the customer's address stands, as before.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SITE = "Flat 2, 9 Cheap Street\nSherborne DT9 3PT";
const HOME = "The Old Rectory, Long Street, Sherborne DT9 3BS";

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(doc, { mergePages: true })).text;
}

let customers = 0;
async function landlordBusiness() {
  const { browser: b } = await signedInBrowser(t, { name: "Pat Plasterer" });
  const businessId: string = (await (await b.get("/api/me")).json()).business.id;
  const customerEmail = `landlord.${++customers}@example.co.uk`;
  const customer = await f.createCustomer(t.deps.db, {
    businessId,
    firstName: "Lydia",
    lastName: "Landlord",
    email: customerEmail,
    address: HOME,
  });
  return { b, businessId, customer, customerEmail };
}

const patch = (b: Browser, path: string, json: unknown) =>
  b.request(path, { method: "PATCH", json });

async function createQuote(b: Browser, customerId: string, siteAddress?: string | null) {
  const res = await b.post("/api/quotes", {
    customerId,
    jobDescription: "Skim the lounge ceiling",
    materials: [{ name: "Multi-finish 25kg", quantity: 2, unit: "bag", netUnitPricePence: 1249 }],
    laborDays: 1,
    ...(siteAddress !== undefined ? { siteAddress } : {}),
  });
  expect(res.status).toBe(201);
  return res.json();
}

describe("a quote's site address", () => {
  it("is kept as written, emptied back to the customer's address, and refused past 500 characters", async () => {
    const { b, customer } = await landlordBusiness();
    const quote = await createQuote(b, customer.id, `  ${SITE}  `);
    expect(quote.siteAddress).toBe(SITE);
    expect((await (await b.get(`/api/quotes/${quote.id}`)).json()).siteAddress).toBe(SITE);

    const cleared = await patch(b, `/api/quotes/${quote.id}`, {
      siteAddress: "   ",
      version: quote.version,
    });
    expect(cleared.status).toBe(200);
    const afterClear = await cleared.json();
    expect(afterClear.siteAddress).toBeNull();

    const tooLong = await patch(b, `/api/quotes/${quote.id}`, {
      siteAddress: "x".repeat(501),
      version: afterClear.version,
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain(
      "Site address must be at most 500 characters",
    );
    const notText = await patch(b, `/api/quotes/${quote.id}`, {
      siteAddress: 42,
      version: afterClear.version,
    });
    expect(notText.status).toBe(400);
    // Neither refusal changed the quote.
    const now = await (await b.get(`/api/quotes/${quote.id}`)).json();
    expect(now).toMatchObject({ siteAddress: null, version: afterClear.version });

    // A quote made without one has none: the customer's address is where the work is.
    expect((await createQuote(b, customer.id)).siteAddress).toBeNull();
  });

  it("finds a landlord's quote by the property's address in the quote list", async () => {
    const { b, customer } = await landlordBusiness();
    const atSite = await createQuote(b, customer.id, SITE);
    await createQuote(b, customer.id);
    const found = await (await b.get("/api/quotes?q=cheap%20street")).json();
    expect(found.quotes.map((q: { id: string }) => q.id)).toEqual([atSite.id]);
  });

  it("is printed on the PDF and the customer's page, and frozen with what was accepted", async () => {
    const biz = await landlordBusiness();
    const quote = await createQuote(biz.b, biz.customer.id, SITE);
    expect(
      await pdfText(await (await biz.b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer()),
    ).toContain("Flat 2, 9 Cheap Street");

    const sent = await biz.b.post(`/api/quotes/${quote.id}/send`, { email: biz.customerEmail });
    expect(sent.status).toBe(200);
    const token = linkIn((await lastMailTo(t, biz.customerEmail))!.text).split("/q/")[1]!;
    expect((await (await t.request(`/api/public/quotes/${token}`)).json()).siteAddress).toBe(SITE);
    const page = await (await t.request(`/q/${token}`)).text();
    expect(page).toContain("Site: Flat 2, 9 Cheap Street");

    const accepted = await t.request(`/api/public/quotes/${token}/accept`, {
      method: "POST",
      json: { name: "Lydia Landlord" },
    });
    expect(accepted.status).toBe(200);
    const [row] = await queryRows<{ accepted_snapshot: unknown }>(
      t.deps.db,
      sql`select accepted_snapshot from quotes where id = ${quote.id}`,
    );
    expect(acceptedSnapshotSchema.parse(row!.accepted_snapshot).siteAddress).toBe(SITE);
    expect(
      await pdfText(await (await t.request(`/api/public/quotes/${token}/pdf`)).arrayBuffer()),
    ).toContain("Flat 2, 9 Cheap Street");
    // Accepted, it cannot be moved elsewhere.
    const moved = await patch(biz.b, `/api/quotes/${quote.id}`, {
      siteAddress: "Somewhere else",
      version: (await (await biz.b.get(`/api/quotes/${quote.id}`)).json()).version,
    });
    expect(moved.status).toBe(409);
  });

  it("goes with a new version and a duplicate (same property), and never to another business", async () => {
    const biz = await landlordBusiness();
    const quote = await createQuote(biz.b, biz.customer.id, SITE);
    const duplicate = await biz.b.post(`/api/quotes/${quote.id}/duplicate`, {});
    expect(duplicate.status).toBe(201);
    expect((await duplicate.json()).siteAddress).toBe(SITE);

    await biz.b.post(`/api/quotes/${quote.id}/send`, { email: biz.customerEmail });
    const revised = await biz.b.post(`/api/quotes/${quote.id}/revise`, {});
    expect(revised.status).toBe(201);
    expect((await revised.json()).siteAddress).toBe(SITE);

    const other = await landlordBusiness();
    expect((await other.b.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    const patched = await patch(other.b, `/api/quotes/${quote.id}`, {
      siteAddress: "Their address",
      version: 1,
    });
    expect(patched.status).toBe(404);
  });
});

describe("the job at a site address", () => {
  async function acceptedQuote(siteAddress?: string) {
    const biz = await landlordBusiness();
    const quote = await createQuote(biz.b, biz.customer.id, siteAddress);
    await biz.b.post(`/api/quotes/${quote.id}/send`, { email: biz.customerEmail });
    const accepted = await biz.b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    expect(accepted.status).toBe(200);
    const job = await biz.b.post("/api/jobs", {
      quoteId: quote.id,
      startAt: "2030-03-04T08:00:00.000Z",
    });
    expect(job.status).toBe(201);
    return { ...biz, quote, job: await job.json() };
  }

  it("is where the job, its calendar entry, the job search and the invoice say the work is", async () => {
    const { b, quote, job } = await acceptedQuote(SITE);
    expect(job.siteAddress).toBe(SITE);
    expect(job.customer.address).toBe(HOME);

    const ics = await (await b.get(`/api/jobs/${job.id}/calendar.ics`)).text();
    expect(ics).toContain("LOCATION:Flat 2\\, 9 Cheap Street\\nSherborne DT9 3PT");

    const found = await (await b.get("/api/jobs?q=cheap%20street")).json();
    expect(found.jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
    // The board's card says where, as the job does.
    const board = await (await b.get("/api/board")).json();
    expect(board.items.find((i: { jobId: string | null }) => i.jobId === job.id)?.siteAddress).toBe(
      SITE,
    );

    const invoice = await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" });
    expect(invoice.status).toBe(201);
    const { id, siteAddress } = await invoice.json();
    // The invoice names the property too (its list, its message), from its quote.
    expect(siteAddress).toBe(SITE);
    const listed = await (await b.get("/api/invoices")).json();
    expect(listed.invoices.map((i: { siteAddress: string }) => i.siteAddress)).toEqual([SITE]);
    expect(await pdfText(await (await b.get(`/api/invoices/${id}/pdf`)).arrayBuffer())).toContain(
      "Flat 2, 9 Cheap Street",
    );
  });

  it("is the customer's address when the quote names no site", async () => {
    const { b, job, quote } = await acceptedQuote();
    const invoice = await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" });
    // An invoice names a site only when its quote did.
    expect((await invoice.json()).siteAddress).toBe("");
    expect(job.siteAddress).toBe(HOME);
    const board = await (await b.get("/api/board")).json();
    expect(board.items.find((i: { jobId: string | null }) => i.jobId === job.id)?.siteAddress).toBe(
      HOME,
    );
    const ics = await (await b.get(`/api/jobs/${job.id}/calendar.ics`)).text();
    expect(ics).toContain("LOCATION:The Old Rectory\\, Long Street\\, Sherborne DT9 3BS");
  });
});
