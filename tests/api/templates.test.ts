import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../src/server/db/schema";
import { templateMessages } from "../../src/shared/schemas/templates";
import { Browser, signedInBrowser } from "../support/browser";
import { createProduct } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const custom = { name: "Skip hire (mini)", unit: "each", quantity: 1, netUnitPricePence: 9000 };

async function newQuote(b: Browser, extra: Record<string, unknown> = {}) {
  const res = await b.post("/api/quotes", {
    jobDescription: "Skim the back bedroom",
    laborDays: 1,
    dayRatePence: 20000,
    vatRate: 20,
    marginPercent: 10,
    materials: [custom],
    measurements: [{ label: "Wall height", value: 2.4, unit: "m" }],
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.json();
}

describe("templates CRUD", () => {
  it("creates, lists, reads, updates and deletes a template", async () => {
    const { browser: b } = await signedInBrowser(t);
    const created = await b.post("/api/templates", {
      name: "  Skim a room ",
      notes: "Two-coat skim",
      laborDays: 2,
      lines: [custom],
      measurements: [{ label: "Room length", value: 4, unit: "m" }],
    });
    expect(created.status).toBe(201);
    const template = await created.json();
    expect(template).toMatchObject({
      name: "Skim a room",
      notes: "Two-coat skim",
      laborDays: 2,
      lines: [{ ...custom, productId: null, markupPercent: null, vatRate: null }],
      measurements: [{ label: "Room length", value: 4, unit: "m" }],
    });
    const list = await (await b.get("/api/templates")).json();
    expect(list.templates.map((x: { id: string }) => x.id)).toEqual([template.id]);
    expect(await (await b.get(`/api/templates/${template.id}`)).json()).toEqual(template);

    const patched = await b.request(`/api/templates/${template.id}`, {
      method: "PATCH",
      json: { name: "Skim a big room", laborDays: 3, lines: [], version: template.version },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      name: "Skim a big room",
      laborDays: 3,
      lines: [],
    });

    expect((await b.request(`/api/templates/${template.id}`, { method: "DELETE" })).status).toBe(
      204,
    );
    expect((await b.get(`/api/templates/${template.id}`)).status).toBe(404);
    expect((await b.get("/api/templates/not-a-uuid")).status).toBe(404);
  });

  it("refuses bad input with clear messages", async () => {
    const { browser: b } = await signedInBrowser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, templateMessages.name],
      [{ name: "x".repeat(121) }, templateMessages.nameTooLong],
      [{ name: "Kit", notes: "x".repeat(5001) }, templateMessages.notesTooLong],
      [
        { name: "Kit", lines: Array.from({ length: 201 }, () => custom) },
        templateMessages.tooManyLines,
      ],
      [{ name: "Kit", lines: [{ ...custom, quantity: 0 }] }, templateMessages.lineQuantity],
      [{ name: "Kit", lines: [{ name: "Odd job", quantity: 1 }] }, templateMessages.linePrice],
    ];
    for (const [body, message] of cases) {
      const res = await b.post("/api/templates", body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
  });
});

describe("save as template", () => {
  it("keeps a quote's lines, labour days, measurements and job description", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await newQuote(b, { laborDays: 2.5 });
    await b.post(`/api/quotes/${quote.id}/status`, { status: "sent" });
    const res = await b.post("/api/templates", { name: "Back bedroom", fromQuoteId: quote.id });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      name: "Back bedroom",
      notes: "Skim the back bedroom",
      laborDays: 2.5,
      lines: [{ name: custom.name, quantity: 1, netUnitPricePence: 9000, productId: null }],
      measurements: [{ label: "Wall height", value: 2.4, unit: "m" }],
    });
  });
});

describe("a template's terms", () => {
  const kitchenTerms = "50% deposit when the units are ordered; balance on completion.";

  it("are kept from the quote saved as the template, and go out on quotes started from it", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await newQuote(b, { terms: kitchenTerms });
    const template = await (
      await b.post("/api/templates", { name: "Kitchen fit", fromQuoteId: quote.id })
    ).json();
    expect(template.terms).toBe(kitchenTerms);
    const started = await (await b.post(`/api/templates/${template.id}/quotes`, {})).json();
    expect(started.terms).toBe(kitchenTerms);
    const pdf = await b.get(`/api/quotes/${started.id}/pdf`);
    expect(pdf.status).toBe(200);

    // Added to a draft on the defaults, the draft takes them; one with its own keeps its own.
    const onDefaults = await newQuote(b);
    expect(onDefaults.terms).toBeNull();
    const added = await (
      await b.post(`/api/quotes/${onDefaults.id}/templates/${template.id}`, {
        version: onDefaults.version,
      })
    ).json();
    expect(added.terms).toBe(kitchenTerms);
    const own = await newQuote(b, { terms: "Payment within 7 days." });
    const kept = await (
      await b.post(`/api/quotes/${own.id}/templates/${template.id}`, { version: own.version })
    ).json();
    expect(kept.terms).toBe("Payment within 7 days.");
  });

  it("are edited, cleared (empty is the defaults) and limited like a quote's", async () => {
    const { browser: b } = await signedInBrowser(t);
    const made = await (await b.post("/api/templates", { name: "Repair" })).json();
    expect(made.terms).toBeNull();
    const set = await (
      await b.request(`/api/templates/${made.id}`, {
        method: "PATCH",
        json: { terms: `  ${kitchenTerms}  `, version: made.version },
      })
    ).json();
    expect(set.terms).toBe(kitchenTerms);
    const cleared = await (
      await b.request(`/api/templates/${made.id}`, {
        method: "PATCH",
        json: { terms: "   ", version: set.version },
      })
    ).json();
    expect(cleared.terms).toBeNull();
    const long = await b.request(`/api/templates/${made.id}`, {
      method: "PATCH",
      json: {
        terms: "x".repeat(4_001),
        version: cleared.version,
      },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe("Terms must be 4000 characters or fewer");
    const wrongType = await b.request(`/api/templates/${made.id}`, {
      method: "PATCH",
      json: {
        terms: 42,
        version: cleared.version,
      },
    });
    expect(wrongType.status).toBe(400);
    expect((await (await b.get(`/api/templates/${made.id}`)).json()).terms).toBeNull();
  });
});

describe("using a template", () => {
  it("adds catalogue lines at today's price and custom lines at their saved price", async () => {
    const { browser: b } = await signedInBrowser(t);
    const product = await createProduct(t.deps.db, { pricePence: 1000, unit: "sheet" });
    const template = await (
      await b.post("/api/templates", {
        name: "Board a ceiling",
        notes: "Board and skim the ceiling",
        laborDays: 2,
        lines: [
          { productId: product.id, name: product.name, quantity: 6, netUnitPricePence: 1 },
          custom,
        ],
        measurements: [{ label: "Ceiling length", value: 4, unit: "m" }],
      })
    ).json();
    await t.deps.db.update(products).set({ pricePence: 1250 }).where(eq(products.id, product.id));

    const quote = await newQuote(b);
    const applied = await b.post(`/api/quotes/${quote.id}/templates/${template.id}`, {
      version: quote.version,
    });
    expect(applied.status).toBe(200);
    const after = await applied.json();
    expect(after.materials.map((m: { name: string }) => m.name)).toEqual([
      custom.name,
      product.name,
      custom.name,
    ]);
    expect(after.materials[1]).toMatchObject({
      productId: product.id,
      quantity: 6,
      unit: "sheet",
      netUnitPricePence: 1250,
      unitPricePence: 1375, // the quote's 10 % margin
      totalPence: 8250,
    });
    expect(after.materials[2]).toMatchObject({ netUnitPricePence: 9000, unitPricePence: 9900 });
    expect(after.laborDays).toBe(3);
    expect(after.measurements.map((m: { label: string }) => m.label)).toEqual([
      "Wall height",
      "Ceiling length",
    ]);
    expect(after.jobDescription).toBe("Skim the back bedroom\n\nBoard and skim the ceiling");
    expect(after.totalMaterialsCostPence).toBe(9900 + 8250 + 9900);
    expect(after.version).toBe(quote.version + 1);

    const priced = await (await b.get(`/api/templates/${template.id}/priced`)).json();
    expect(priced.lines[0]).toMatchObject({ productId: product.id, netUnitPricePence: 1250 });

    const started = await b.post(`/api/templates/${template.id}/quotes`, {});
    expect(started.status).toBe(201);
    expect(await started.json()).toMatchObject({
      status: "draft",
      name: "Board a ceiling",
      jobDescription: "Board and skim the ceiling",
      laborDays: 2,
      materials: [{ productId: product.id, netUnitPricePence: 1250 }, { name: custom.name }],
      measurements: [{ label: "Ceiling length", value: 4, unit: "m" }],
    });
  });

  it("adds to drafts only, against the version the user saw", async () => {
    const { browser: b } = await signedInBrowser(t);
    const template = await (
      await b.post("/api/templates", { name: "Kit", lines: [custom] })
    ).json();
    const quote = await newQuote(b);
    const stale = await b.post(`/api/quotes/${quote.id}/templates/${template.id}`, {
      version: quote.version + 5,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("version_conflict");
    const noVersion = await b.post(`/api/quotes/${quote.id}/templates/${template.id}`, {});
    expect(noVersion.status).toBe(400);

    const sent = await (await b.post(`/api/quotes/${quote.id}/status`, { status: "sent" })).json();
    const refused = await b.post(`/api/quotes/${quote.id}/templates/${template.id}`, {
      version: sent.version,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: "quote_sent",
      message: templateMessages.notDraft,
    });
  });
});

describe("template versions (docs/decisions/0008)", () => {
  it("adds one to the version on every save and refuses a save based on an older one", async () => {
    const { browser: b } = await signedInBrowser(t);
    const template = await (
      await b.post("/api/templates", { name: "Kit", lines: [custom] })
    ).json();
    expect(template.version).toBe(1);
    const patch = (json: Record<string, unknown>) =>
      b.request(`/api/templates/${template.id}`, { method: "PATCH", json });

    // The first phone saves on the version both loaded.
    const first = await patch({ name: "Kit from phone one", version: 1 });
    expect(first.status).toBe(200);
    expect((await first.json()).version).toBe(2);

    // The second phone, still on version 1, is refused and changes nothing.
    const stale = await patch({ name: "Kit from phone two", laborDays: 9, version: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toEqual({
      code: "version_conflict",
      message: "This template was changed somewhere else. Reload to see the latest.",
    });
    const kept = await (await b.get(`/api/templates/${template.id}`)).json();
    expect(kept).toMatchObject({ name: "Kit from phone one", laborDays: 0, version: 2 });

    // Reloaded, it saves on the latest version.
    const again = await patch({ laborDays: 1.5, version: kept.version });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      name: "Kit from phone one",
      laborDays: 1.5,
      version: 3,
    });
  });

  it("requires the version a save was based on", async () => {
    const { browser: b } = await signedInBrowser(t);
    const template = await (await b.post("/api/templates", { name: "Kit" })).json();
    for (const [version, message] of [
      [undefined, "Version is required: send the version you loaded"],
      [0, "Version must be a whole number of at least 1"],
      [1.5, "Version must be a whole number of at least 1"],
    ] as const) {
      const res = await b.request(`/api/templates/${template.id}`, {
        method: "PATCH",
        json: { name: "Renamed", version },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.version).toBe(message);
    }
    expect((await (await b.get(`/api/templates/${template.id}`)).json()).name).toBe("Kit");
  });

  it("answers 404, not 409, for a deleted template", async () => {
    const { browser: b } = await signedInBrowser(t);
    const template = await (await b.post("/api/templates", { name: "Kit" })).json();
    await b.request(`/api/templates/${template.id}`, { method: "DELETE" });
    const res = await b.request(`/api/templates/${template.id}`, {
      method: "PATCH",
      json: { name: "Back", version: 1 },
    });
    expect(res.status).toBe(404);
  });
});

describe("tenancy", () => {
  it("answers another business 404 on every route", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const template = await (
      await owner.post("/api/templates", { name: "Mine", lines: [custom] })
    ).json();
    const ownerQuote = await newQuote(owner);
    const otherQuote = await newQuote(other);
    const id = template.id;
    const responses = [
      await other.get(`/api/templates/${id}`),
      await other.request(`/api/templates/${id}`, {
        method: "PATCH",
        json: { name: "Theirs", version: template.version },
      }),
      await other.request(`/api/templates/${id}`, { method: "DELETE" }),
      await other.get(`/api/templates/${id}/priced`),
      await other.post(`/api/templates/${id}/quotes`, {}),
      await other.post(`/api/quotes/${otherQuote.id}/templates/${id}`, { version: 1 }),
      await other.post(`/api/quotes/${ownerQuote.id}/templates/${id}`, { version: 1 }),
      await other.post("/api/templates", { name: "Copy", fromQuoteId: ownerQuote.id }),
    ];
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await (await other.get("/api/templates")).json()).templates).toEqual([]);
    expect((await owner.get(`/api/templates/${id}`)).status).toBe(200);
  });
});

describe("demo starter templates", () => {
  it("gives every demo business three templates of catalogue products", async () => {
    const b = new Browser(t);
    expect((await b.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const { templates } = await (await b.get("/api/templates")).json();
    expect(templates.map((x: { name: string }) => x.name)).toEqual([
      "Board and skim a ceiling",
      "Replace a door",
      "Skim a room",
    ]);
    for (const template of templates) {
      expect(template.lines.length).toBeGreaterThanOrEqual(4);
      expect(template.lines.every((l: { productId: number | null }) => l.productId)).toBe(true);
      expect(template.laborDays).toBeGreaterThan(0);
    }
    const started = await b.post(`/api/templates/${templates[2].id}/quotes`, {});
    expect(started.status).toBe(201);
    expect((await started.json()).totalAmountPence).toBeGreaterThan(0);
  });
});
