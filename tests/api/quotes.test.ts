import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { formatDate } from "../../src/shared/dates";
import { computeQuoteTotals, netPricePence } from "../../src/shared/quote-math";
import { Browser, signedInBrowser } from "../support/browser";
import { createJob, createProduct } from "../support/factories";
import { expectIsolated } from "../support/isolation";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const materials = [
  { name: "Plasterboard 12.5mm", quantity: 12, unit: "sheet", netUnitPricePence: 1099 },
  { name: "Multi-finish 25kg", quantity: 2.5, unit: "bag", netUnitPricePence: 1249 },
];
const measurements = [
  { label: "Wall length", value: 4.2, unit: "m" },
  { label: "Wall height", value: 2.4, unit: "m" },
];
const body = {
  name: "Kitchen re-plaster",
  jobDescription: "Board and skim two kitchen walls.",
  materials,
  measurements,
  laborDays: 3,
  dayRatePence: 25000,
  vatIncluded: true,
  vatRate: 20,
  marginPercent: 15,
  profitRule: "manual" as const,
};

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

async function activity(businessId: string) {
  const rows = await queryRows<{ kind: string; message: string }>(
    t.deps.db,
    sql`select kind, message from activity_events where business_id = ${businessId} and kind like 'quote.%' order by created_at, message`,
  );
  return rows.map((r) => r.message);
}

async function createCustomer(b: Browser, firstName = "Sarah", lastName = "Thompson") {
  const res = await b.post("/api/customers", {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.co.uk`,
    address: "12 High Street, Leeds LS1 4AB",
  });
  return (await res.json()) as { id: string };
}

describe("creating quotes", () => {
  it("stores the server's totals: the worked example in pence", async () => {
    const { browser: b } = await signedInBrowser(t);
    const customer = await createCustomer(b);
    const res = await b.post("/api/quotes", { ...body, customerId: customer.id });
    expect(res.status).toBe(201);
    const quote = await res.json();
    // Net: 12 × £10.99 = £131.88; 2.5 × £12.49 = £31.225 → £31.23 (half up); £163.11.
    // Marked up 15%: £12.6385 → £12.64 and £14.3635 → £14.36; 12 × £12.64 = £151.68 and
    // 2.5 × £14.36 = £35.90; materials £187.58. Labour 3 × £250 = £750; subtotal £937.58;
    // VAT 20% = £187.516 → £187.52; total £1,125.10. Profit: markup £24.47 + 60% of labour £450.
    expect(quote).toMatchObject({
      number: 1,
      name: "Kitchen re-plaster",
      customerId: customer.id,
      customerName: "Sarah Thompson",
      status: "draft",
      totalMaterialsCostPence: 18758,
      materialsNetPence: 16311,
      totalLaborPence: 75000,
      subtotalPence: 93758,
      vatAmountPence: 18752,
      totalAmountPence: 112510,
      profitPence: 47447,
      hasActiveJob: false,
      decision: null,
      sentAt: null,
      imageUrl: null,
    });
    expect(quote).toMatchObject(computeQuoteTotals(body));
    expect(quote.materials).toMatchObject([
      { netUnitPricePence: 1099, markupPercent: null, unitPricePence: 1264, totalPence: 15168 },
      { netUnitPricePence: 1249, markupPercent: null, unitPricePence: 1436, totalPence: 3590 },
    ]);
    expect(quote.measurements).toMatchObject(measurements);
    const days = (Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)) / 86_400_000;
    expect(days).toBe(30);
  });

  it("ignores totals the client sends", async () => {
    const { browser: b } = await signedInBrowser(t);
    const res = await b.post("/api/quotes", {
      ...body,
      totalAmountPence: 1,
      subtotalPence: 1,
      profitPence: 999_999,
      status: "accepted",
    });
    expect(res.status).toBe(201);
    const quote = await res.json();
    expect(quote.totalAmountPence).toBe(112510);
    expect(quote.profitPence).toBe(47447);
    expect(quote.status).toBe("draft");
  });

  it("names, numbers and prices a quote from the business's settings when left out", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessIdOf(b);
    await t.deps.db.execute(
      sql`update businesses set margin_percent = 22.5, quote_valid_days = 14, default_day_rate_pence = 30000, default_vat_rate = 5 where id = ${businessId}`,
    );
    const first = await (await b.post("/api/quotes", { jobDescription: "Fit a door" })).json();
    expect(first).toMatchObject({
      number: 1,
      name: `Quote 1 ${formatDate(new Date())}`,
      marginPercent: 22.5,
      dayRatePence: 30000,
      vatRate: 5,
      laborDays: 1,
      customerName: "",
    });
    expect((Date.parse(first.expiresAt) - Date.parse(first.createdAt)) / 86_400_000).toBe(14);
    const second = await (await b.post("/api/quotes", { jobDescription: "Hang wallpaper" })).json();
    expect(second.number).toBe(2);
    expect(second.name).toBe(`Quote 2 ${formatDate(new Date())}`);
  });

  it("answers validation errors with the product's messages", async () => {
    const { browser: b } = await signedInBrowser(t);
    const empty = await b.post("/api/quotes", { ...body, jobDescription: "   " });
    expect(empty.status).toBe(400);
    const emptyBody = await empty.json();
    expect(emptyBody.error.code).toBe("invalid_input");
    expect(emptyBody.error.message).toBe("Please provide a job description");
    expect(emptyBody.error.fields.jobDescription).toBe("Please provide a job description");

    const zero = await b.post("/api/quotes", {
      ...body,
      materials: [{ name: "Screws", quantity: 0, unit: "box", unitPricePence: 500 }],
    });
    expect(zero.status).toBe(400);
    expect((await zero.json()).error.fields["materials.0.quantity"]).toBe(
      "Please fill in all material details",
    );
    const unnamed = await b.post("/api/quotes", {
      ...body,
      materials: [{ name: "", quantity: 1, unit: "box", unitPricePence: 500 }],
    });
    expect((await unnamed.json()).error.fields["materials.0.name"]).toBe(
      "Please fill in all material details",
    );
  });

  it("refuses another business's customer with 404", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const theirs = await createCustomer(other);
    const res = await a.post("/api/quotes", { ...body, customerId: theirs.id });
    expect(res.status).toBe(404);
    expect((await (await a.get("/api/quotes")).json()).quotes).toEqual([]);
  });
});

describe("listing, reading, updating and deleting", () => {
  it("lists newest first, searches name, job and customer, and filters by status", async () => {
    const { browser: b } = await signedInBrowser(t);
    const sarah = await createCustomer(b, "Sarah", "Thompson");
    const tom = await createCustomer(b, "Tom", "Baker");
    const kitchen = await (
      await b.post("/api/quotes", { ...body, customerId: sarah.id, name: "Kitchen" })
    ).json();
    const bath = await (
      await b.post("/api/quotes", {
        ...body,
        customerId: tom.id,
        name: "Bathroom",
        jobDescription: "Tile the 100% shower wall",
      })
    ).json();
    const ids = async (query: string) =>
      (await (await b.get(`/api/quotes${query}`)).json()).quotes.map((q: { id: string }) => q.id);

    expect(await ids("")).toEqual([bath.id, kitchen.id]);
    expect(await ids("?q=KITCH")).toEqual([kitchen.id]);
    expect(await ids("?q=shower")).toEqual([bath.id]);
    expect(await ids("?q=baker")).toEqual([bath.id]);
    expect(await ids("?q=sarah%20thompson")).toEqual([kitchen.id]);
    expect(await ids("?q=100%25")).toEqual([bath.id]);
    expect(await ids("?q=%25")).toEqual([bath.id]);
    expect(await ids("?q=nothing-like-this")).toEqual([]);

    await b.post(`/api/quotes/${bath.id}/status`, { status: "sent" });
    expect(await ids("?status=sent")).toEqual([bath.id]);
    expect(await ids("?status=draft")).toEqual([kitchen.id]);
    expect(await ids("?status=all")).toEqual([bath.id, kitchen.id]);
    expect(await ids("?status=sent&q=kitchen")).toEqual([]);
    expect((await b.get("/api/quotes?status=bogus")).status).toBe(400);
  });

  it("PATCH changes only what is sent and recomputes the totals", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessIdOf(b);
    const quote = await (await b.post("/api/quotes", body)).json();

    const renamed = await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      json: { name: "Renamed", totalAmountPence: 5, version: quote.version },
    });
    expect(renamed.status).toBe(200);
    const afterRename = await renamed.json();
    expect(afterRename.name).toBe("Renamed");
    expect(afterRename.materials).toHaveLength(2);
    expect(afterRename.measurements).toHaveLength(2);
    expect(afterRename.laborDays).toBe(3);
    expect(afterRename.totalAmountPence).toBe(112510);

    // The deprecated `unitPricePence` is the net cost: marked up like `netUnitPricePence`.
    const newLines = [{ name: "Coving", quantity: 4, unit: "length", unitPricePence: 850 }];
    const patched = await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      json: {
        materials: newLines,
        measurements: [],
        laborDays: 1.5,
        vatIncluded: false,
        version: afterRename.version,
      },
    });
    const updated = await patched.json();
    const expected = computeQuoteTotals({
      ...body,
      materials: [{ quantity: 4, netUnitPricePence: 850 }],
      laborDays: 1.5,
      vatIncluded: false,
    });
    expect(updated).toMatchObject(expected);
    // £8.50 + 15% = £9.775 → £9.78; 4 × £9.78 = £39.12
    expect(updated).toMatchObject({
      totalMaterialsCostPence: 3912,
      materialsNetPence: 3400,
      totalLaborPence: 37500,
      vatAmountPence: 0,
      totalAmountPence: 41412,
    });
    expect(updated.materials).toMatchObject([
      {
        name: "Coving",
        quantity: 4,
        netUnitPricePence: 850,
        markupPercent: null,
        unitPricePence: 978,
      },
    ]);
    expect(updated.measurements).toEqual([]);
    const stored = await queryRows<{ total_amount_pence: string }>(
      t.deps.db,
      sql`select total_amount_pence from quotes where id = ${quote.id}`,
    );
    expect(Number(stored[0]!.total_amount_pence)).toBe(41412);

    const invalid = await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      json: { jobDescription: "", version: updated.version },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toBe("Please provide a job description");

    expect(await activity(businessId)).toEqual([
      "Quote Kitchen re-plaster created",
      "Quote Renamed updated",
      "Quote Renamed updated",
    ]);
  });

  it("deletes a quote", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await (await b.post("/api/quotes", body)).json();
    const res = await b.request(`/api/quotes/${quote.id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await b.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect((await b.request(`/api/quotes/${quote.id}`, { method: "DELETE" })).status).toBe(404);
    const lines = await queryRows(
      t.deps.db,
      sql`select id from quote_materials where quote_id = ${quote.id}`,
    );
    expect(lines).toEqual([]);
  });

  it("answers 404 for unknown or malformed ids and 401 when signed out", async () => {
    const { browser: b } = await signedInBrowser(t);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const get = await b.get(`/api/quotes/${id}`);
      expect(get.status).toBe(404);
      expect((await get.json()).error.message).toBe("The requested quote could not be found.");
      expect((await b.get(`/api/quotes/${id}/pdf`)).status).toBe(404);
      expect((await b.post(`/api/quotes/${id}/status`, { status: "sent" })).status).toBe(404);
      expect((await b.post(`/api/quotes/${id}/send`, { email: "a@example.co.uk" })).status).toBe(
        404,
      );
    }
    const anon = new Browser(t);
    expect((await anon.get("/api/quotes")).status).toBe(401);
    expect((await anon.post("/api/quotes", {})).status).toBe(401);
  });

  it("flags quotes with an active job", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessIdOf(b);
    const quote = await (await b.post("/api/quotes", body)).json();
    await createJob(t.deps.db, { businessId, quoteId: quote.id, status: "in-progress" });
    expect((await (await b.get(`/api/quotes/${quote.id}`)).json()).hasActiveJob).toBe(true);
  });
});

describe("status changes", () => {
  it("records who marked a quote accepted, ignores the same status, clears on reopening", async () => {
    const { browser: b } = await signedInBrowser(t, { name: "Pat Plasterer" });
    const businessId = await businessIdOf(b);
    const quote = await (await b.post("/api/quotes", { ...body, name: "Loft" })).json();

    const sent = await (await b.post(`/api/quotes/${quote.id}/status`, { status: "sent" })).json();
    expect(sent.status).toBe("sent");
    expect(sent.decision).toBeNull();

    const accepted = await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    expect(accepted.status).toBe(200);
    const acceptedBody = await accepted.json();
    expect(acceptedBody.status).toBe("accepted");
    expect(acceptedBody.decision).toMatchObject({ source: "user", byName: "Pat Plasterer" });
    expect(Date.now() - Date.parse(acceptedBody.decision.at)).toBeLessThan(60_000);

    const again = await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(acceptedBody);

    const declined = await (
      await b.post(`/api/quotes/${quote.id}/status`, { status: "declined" })
    ).json();
    expect(declined.decision.source).toBe("user");
    const reopened = await (
      await b.post(`/api/quotes/${quote.id}/status`, { status: "draft" })
    ).json();
    expect(reopened.decision).toBeNull();

    const bad = await b.post(`/api/quotes/${quote.id}/status`, { status: "won" });
    expect(bad.status).toBe(400);

    expect(await activity(businessId)).toEqual([
      "Quote Loft created",
      "Quote Loft marked as Sent",
      "Quote Loft marked as Accepted",
      "Quote Loft marked as Rejected",
      "Quote Loft marked as Draft",
    ]);
  });
});

describe("adding a catalogue product", () => {
  it("adds the product at the business's net price, marked up by the quote's margin", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessIdOf(b);
    await t.deps.db.execute(
      sql`insert into merchant_terms (business_id, merchant_id, merchant_name, discount_percent) values (${businessId}, 1, 'Merchant 1', 35)`,
    );
    const product = await createProduct(t.deps.db, { merchantId: 1, pricePence: 1099 });
    const quote = await (await b.post("/api/quotes", { ...body, materials: [] })).json();

    const res = await b.post(`/api/quotes/${quote.id}/materials`, {
      productId: product.id,
      quantity: 2.6,
    });
    expect(res.status).toBe(200);
    const updated = await res.json();
    const net = netPricePence(1099, 35);
    expect(net).toBe(714);
    expect(updated.materials).toEqual([
      {
        id: expect.any(String),
        name: product.name,
        quantity: 3,
        unit: product.unit,
        netUnitPricePence: 714,
        markupPercent: null,
        unitPricePence: 821, // £7.14 + 15% = £8.211
        totalPence: 2463,
        sku: product.sku,
        merchantId: 1,
        productId: product.id,
        vatRate: null,
      },
    ]);
    expect(updated).toMatchObject(
      computeQuoteTotals({ ...body, materials: [{ quantity: 3, netUnitPricePence: 714 }] }),
    );

    const clamped = await (
      await b.post(`/api/quotes/${quote.id}/materials`, { productId: product.id, quantity: 0 })
    ).json();
    expect(clamped.materials[1].quantity).toBe(1);

    // Without terms for the merchant the list price applies; another business's product is 404.
    const { browser: other } = await signedInBrowser(t);
    const otherId = await businessIdOf(other);
    const privateProduct = await createProduct(t.deps.db, { businessId: otherId, merchantId: 2 });
    const refused = await b.post(`/api/quotes/${quote.id}/materials`, {
      productId: privateProduct.id,
    });
    expect(refused.status).toBe(404);
    const mine = await createProduct(t.deps.db, {
      businessId,
      merchantId: 2,
      pricePence: 500,
    });
    const added = await (
      await b.post(`/api/quotes/${quote.id}/materials`, { productId: mine.id })
    ).json();
    expect(added.materials[2]).toMatchObject({
      netUnitPricePence: 500,
      unitPricePence: 575,
      quantity: 1,
      merchantId: 2,
    });
  });
});

describe("isolation", () => {
  it("keeps a quote to its business", async () => {
    await expectIsolated(t, {
      create: async (owner) => {
        const res = await owner.post("/api/quotes", body);
        return `/api/quotes/${(await res.json()).id}`;
      },
      // the owner's current version: another business gets 404, never 409
      update: { method: "PATCH", json: { name: "Taken over", laborDays: 9, version: 1 } },
    });
  });

  it("answers 404 for another business's status, materials, pdf, send and calendar", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const quote = await (await owner.post("/api/quotes", body)).json();
    const path = `/api/quotes/${quote.id}`;
    expect((await other.get(`${path}/pdf`)).status).toBe(404);
    expect((await other.post(`${path}/send`, { email: "x@example.co.uk" })).status).toBe(404);
    expect((await other.post(`${path}/status`, { status: "accepted" })).status).toBe(404);
    const product = await createProduct(t.deps.db);
    expect((await other.post(`${path}/materials`, { productId: product.id })).status).toBe(404);
    expect((await other.get(`${path}/calendar.ics?start=2030-01-01T09:00:00.000Z`)).status).toBe(
      404,
    );
    const after = await (await owner.get(path)).json();
    expect(after).toEqual(quote);
    const mail = await queryRows(
      t.deps.db,
      sql`select id from mail_outbox where "to" = 'x@example.co.uk'`,
    );
    expect(mail).toEqual([]);
  });
});

describe("calendar export", () => {
  it("exports the job as all-day ICS events over its labour days in working days", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await (
      await b.post("/api/quotes", { ...body, name: "Garden wall, rebuild; phase 1" })
    ).json();
    const res = await b.get(`/api/quotes/${quote.id}/calendar.ics?start=2030-03-01T09:00:00Z`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const ics = await res.text();
    expect(ics).toContain("BEGIN:VEVENT");
    // Three days from Friday 1 March 2030: the Friday, then Monday and Tuesday.
    expect(ics).toContain("SUMMARY:Job: Garden wall\\, rebuild\\; phase 1 (day 1 of 3)");
    expect(ics).toContain("DTSTART;VALUE=DATE:20300301");
    expect(ics).toContain("DTEND;VALUE=DATE:20300302");
    expect(ics).toContain("DTSTART;VALUE=DATE:20300304");
    expect(ics).toContain("DTEND;VALUE=DATE:20300306");
    const explicit = await (
      await b.get(
        `/api/quotes/${quote.id}/calendar.ics?start=2030-03-01T09:00:00Z&end=2030-03-01T17:30:00Z`,
      )
    ).text();
    expect(explicit).toContain("DTEND:20300301T173000Z");
    expect((await b.get(`/api/quotes/${quote.id}/calendar.ics`)).status).toBe(400);
    expect((await b.get(`/api/quotes/${quote.id}/calendar.ics?start=tomorrow`)).status).toBe(400);
  });
});
