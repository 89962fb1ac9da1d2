import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { formatPence } from "../../src/shared/money";
import { acceptedSnapshotSchema } from "../../src/shared/schemas/accepted-snapshot";
import { type Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/** Runs while the accepted PDF is drawn: lets a test change the quote at that very moment. */
let duringRender: (() => Promise<void>) | null = null;
vi.mock("../../src/server/features/quotes/documents/pdf", async (original) => {
  const real = await original<typeof import("../../src/server/features/quotes/documents/pdf")>();
  return {
    ...real,
    renderQuotePdf: async (...args: Parameters<typeof real.renderQuotePdf>) => {
      const hook = duringRender;
      duringRender = null;
      await hook?.();
      return real.renderQuotePdf(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (bytes: ArrayBuffer | Uint8Array) =>
  createHash("sha256").update(new Uint8Array(bytes)).digest("hex");

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(doc, { mergePages: true })).text;
}

let customers = 0;

/** A signed-in business with its details and one customer. */
async function business() {
  const { browser: b, email } = await signedInBrowser(t, { name: "Pat Plasterer" });
  const businessId: string = (await (await b.get("/api/me")).json()).business.id;
  await t.deps.db.execute(sql`update businesses set
      name = 'Thompson & Daughters Plastering',
      address = '1 Mill Lane, Sherborne DT9 3AA',
      vat_number = 'GB123456789',
      default_terms = 'Half up front, balance on completion.'
    where id = ${businessId}`);
  const customerEmail = `sarah.${++customers}@example.co.uk`;
  const customer = await f.createCustomer(t.deps.db, {
    businessId,
    firstName: "Sarah",
    lastName: "Thompson",
    email: customerEmail,
  });
  return { b, email, businessId, customer, customerEmail };
}
type Business = Awaited<ReturnType<typeof business>>;

/** Sends the quote to the customer by the API and returns its link's token. */
async function send(biz: Business, quoteId: string) {
  const res = await biz.b.post(`/api/quotes/${quoteId}/send`, { email: biz.customerEmail });
  expect(res.status).toBe(200);
  return linkIn((await lastMailTo(t, biz.customerEmail))!.text).split("/q/")[1]!;
}

async function quoteOf(biz: Business, fields: Parameters<typeof f.createQuote>[1] = {}) {
  return f.createQuote(t.deps.db, {
    businessId: biz.businessId,
    customerId: biz.customer.id,
    customerName: "Sarah Thompson",
    ...fields,
  });
}

const accept = (token: string, name = "Sarah Thompson", init: { ip?: string; ua?: string } = {}) =>
  t.request(`/api/public/quotes/${token}/accept`, {
    method: "POST",
    json: { name },
    ip: init.ip,
    headers: init.ua ? { "user-agent": init.ua } : undefined,
  });

async function row(id: string) {
  const [r] = await queryRows<Record<string, unknown>>(
    t.deps.db,
    sql`select status, accepted_snapshot, accepted_pdf_sha256, decision_source, decision_by_name,
        decision_ip, decision_user_agent, total_amount_pence from quotes where id = ${id}`,
  );
  return r!;
}

async function sentAndAccepted() {
  const biz = await business();
  const quote = await quoteOf(biz);
  const token = await send(biz, quote.id);
  const before = await (await t.request(`/api/public/quotes/${token}`)).json();
  const res = await accept(token, "Sarah Thompson", { ip: "192.0.2.44", ua: "TestBrowser/1.0" });
  expect(res.status).toBe(200);
  return { biz, quote, token, before, after: await res.json() };
}

describe("what the customer accepted", () => {
  it("is frozen: a snapshot of prices as charged, the PDF's SHA-256, who, when, from where", async () => {
    const { quote, token, before, after } = await sentAndAccepted();
    expect(after).toMatchObject({
      status: "accepted",
      totalAmountPence: before.totalAmountPence,
      decision: { decision: "accepted", byName: "Sarah Thompson" },
    });
    const r = await row(quote.id);
    expect(r).toMatchObject({
      status: "accepted",
      decision_source: "customer",
      decision_by_name: "Sarah Thompson",
      decision_ip: "192.0.2.44",
      decision_user_agent: "TestBrowser/1.0",
    });
    const snapshot = acceptedSnapshotSchema.parse(r.accepted_snapshot);
    expect(snapshot).toMatchObject({
      reference: before.reference,
      customerName: "Sarah Thompson",
      totalAmountPence: before.totalAmountPence,
      vatAmountPence: before.vatAmountPence,
      vatBreakdown: before.vatBreakdown,
      laborDays: before.laborDays,
      terms: "Half up front, balance on completion.",
      business: { name: "Thompson & Daughters Plastering" },
      accepted: { byName: "Sarah Thompson", source: "customer" },
    });
    expect(snapshot.materials.map((m) => [m.name, m.unitPricePence, m.totalPence])).toEqual(
      before.materials.map((m: { name: string; unitPricePence: number; totalPence: number }) => [
        m.name,
        m.unitPricePence,
        m.totalPence,
      ]),
    );
    // Never the business's cost or markup.
    const raw = JSON.stringify(r.accepted_snapshot);
    for (const secret of ["netUnitPricePence", "markupPercent", "marginPercent", "profit"]) {
      expect(raw).not.toContain(secret);
    }
    // The PDF served to the customer and to the business is the one hashed.
    expect(r.accepted_pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await (await t.request(`/api/public/quotes/${token}/pdf`)).arrayBuffer();
    expect(sha256(pdf)).toBe(r.accepted_pdf_sha256);
    expect(await pdfText(pdf)).toContain("Accepted by Sarah Thompson on");
  });

  it("cannot be moved back on the board or the list: 409, and nothing changes", async () => {
    const { biz, quote, token, after } = await sentAndAccepted();
    const { accepted_pdf_sha256: hash } = await row(quote.id);
    for (const status of ["draft", "sent", "declined"]) {
      const res = await biz.b.post(`/api/quotes/${quote.id}/status`, { status });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatchObject({
        code: "quote_accepted",
        message:
          "The customer accepted this quote. Revise it to make a variation, or record their decision on a variation.",
      });
    }
    expect(await row(quote.id)).toMatchObject({
      status: "accepted",
      decision_source: "customer",
      accepted_pdf_sha256: hash,
    });
    // The customer's link still shows what they accepted.
    expect(await (await t.request(`/api/public/quotes/${token}`)).json()).toEqual(after);
  });

  it("worded as recorded by the business, not signed by the customer, when the business marks it accepted", async () => {
    const biz = await business();
    const quote = await quoteOf(biz);
    await send(biz, quote.id);
    const res = await biz.b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    expect(res.status).toBe(200);
    expect(await row(quote.id)).toMatchObject({
      decision_source: "user",
      decision_by_name: "Pat Plasterer",
    });
    const text = await pdfText(
      await (await biz.b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer(),
    );
    expect(text).toMatch(
      /Acceptance recorded by Pat Plasterer on \d\d\/\d\d\/\d{4}, for the customer/,
    );
    expect(text).not.toContain("Accepted by Pat Plasterer");
  });

  it("stays as accepted after the quote row and the business's details change", async () => {
    const { biz, quote, token, after } = await sentAndAccepted();
    const { accepted_pdf_sha256: hash } = await row(quote.id);
    const ownPdf = await (await biz.b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer();
    expect(sha256(ownPdf)).toBe(hash);

    // What a PATCH may no longer do, done behind the API's back; and a settings change.
    await t.deps.db.execute(sql`update quotes set labor_days = 50, total_amount_pence = 1200000,
        name = 'Something else' where id = ${quote.id}`);
    await t.deps.db.execute(
      sql`update quote_materials set name = 'Gold leaf', unit_price_pence = 99999 where quote_id = ${quote.id}`,
    );
    await t.deps.db.execute(sql`update businesses set name = 'Renamed Ltd',
        default_terms = 'Everything up front.' where id = ${biz.businessId}`);

    const page = await (await t.request(`/api/public/quotes/${token}`)).json();
    expect(page).toEqual(after);
    expect(page.business.name).toBe("Thompson & Daughters Plastering");
    const publicPdf = await (await t.request(`/api/public/quotes/${token}/pdf`)).arrayBuffer();
    expect(sha256(publicPdf)).toBe(hash);
    const text = await pdfText(publicPdf);
    expect(text).toContain("Thompson & Daughters Plastering");
    expect(text).not.toContain("Renamed Ltd");
    expect(text).not.toContain("Gold leaf");
    expect(sha256(await (await biz.b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer())).toBe(hash);
  });

  it("is what a re-sent email attaches and totals, whatever the row says", async () => {
    const { biz, quote, before } = await sentAndAccepted();
    await t.deps.db.execute(
      sql`update quotes set total_amount_pence = 1200000 where id = ${quote.id}`,
    );
    const again = "sarah.again@example.co.uk";
    expect((await biz.b.post(`/api/quotes/${quote.id}/send`, { email: again })).status).toBe(200);
    const [mail] = await queryRows<{ text: string; attachments: string }>(
      t.deps.db,
      sql`select text, attachments from mail_outbox where "to" = ${again}`,
    );
    expect(mail!.text).toContain(`Total: ${formatPence(before.totalAmountPence)}`);
    // Nothing is left to accept: the link is offered as what was agreed.
    expect(mail!.text).toContain("View the accepted quote");
    expect(mail!.text).not.toContain("View and accept");
    const [attachment] = JSON.parse(mail!.attachments);
    expect(sha256(Buffer.from(attachment.contentBase64, "base64"))).toBe(
      (await row(quote.id)).accepted_pdf_sha256,
    );
  });

  it("is frozen when the business marks the quote accepted, and cleared if moved back", async () => {
    const biz = await business();
    const quote = await quoteOf(biz);
    const token = await send(biz, quote.id);
    const res = await biz.b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    expect(res.status).toBe(200);
    const r = await row(quote.id);
    const snapshot = acceptedSnapshotSchema.parse(r.accepted_snapshot);
    expect(snapshot.accepted).toMatchObject({ byName: "Pat Plasterer", source: "user" });
    expect(snapshot.totalAmountPence).toBe(r.total_amount_pence);
    const pdf = await (await t.request(`/api/public/quotes/${token}/pdf`)).arrayBuffer();
    expect(sha256(pdf)).toBe(r.accepted_pdf_sha256);

    expect((await biz.b.post(`/api/quotes/${quote.id}/status`, { status: "sent" })).status).toBe(
      200,
    );
    expect(await row(quote.id)).toMatchObject({
      accepted_snapshot: null,
      accepted_pdf_sha256: null,
    });
  });

  it("is the business's record at GET /api/quotes/{id}/accepted; another business gets 404", async () => {
    const { biz, quote, before } = await sentAndAccepted();
    const res = await biz.b.get(`/api/quotes/${quote.id}/accepted`);
    expect(res.status).toBe(200);
    const record = await res.json();
    expect(record.pdfSha256).toBe((await row(quote.id)).accepted_pdf_sha256);
    expect(record.snapshot).toMatchObject({
      totalAmountPence: before.totalAmountPence,
      accepted: { byName: "Sarah Thompson", source: "customer" },
    });

    const other = await business();
    for (const path of [`/api/quotes/${quote.id}/accepted`, `/api/quotes/${quote.id}/pdf`]) {
      const refused = await other.b.get(path);
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.code).toBe("not_found");
    }
    expect((await other.b.get("/api/quotes/not-a-uuid/accepted")).status).toBe(404);
    const open = await quoteOf(biz);
    expect((await biz.b.get(`/api/quotes/${open.id}/accepted`)).status).toBe(404);
  });
});

describe("the terms a quote went out with", () => {
  it("are kept once sent: new default terms reach new quotes, not the ones customers hold", async () => {
    const biz = await business();
    const quote = await quoteOf(biz);
    const read = async (id: string) => (await (await biz.b.get(`/api/quotes/${id}`)).json()).terms;
    expect(await read(quote.id)).toBeNull();
    const token = await send(biz, quote.id);
    expect(await read(quote.id)).toBe("Half up front, balance on completion.");

    expect(
      (
        await biz.b.request("/api/settings/quote", {
          method: "PUT",
          json: {
            ...(await (await biz.b.get("/api/settings/quote")).json()),
            defaultTerms: "Everything up front.",
          },
        })
      ).status,
    ).toBe(200);
    // The customer's page and PDF, and the business's own PDF, still say what was sent.
    const page = await (await t.request(`/api/public/quotes/${token}`)).json();
    expect(page.terms).toBe("Half up front, balance on completion.");
    const ownPdf = await pdfText(
      await (await biz.b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer(),
    );
    expect(ownPdf).toContain("Half up front, balance on completion.");
    expect(ownPdf).not.toContain("Everything up front.");
    // What the customer accepts is what they were sent.
    expect((await accept(token)).status).toBe(200);
    const snapshot = acceptedSnapshotSchema.parse((await row(quote.id)).accepted_snapshot);
    expect(snapshot.terms).toBe("Half up front, balance on completion.");

    // A new version continues the agreement: it keeps the quote's terms (changeable in the
    // builder); a duplicate, a new job, starts from today's defaults.
    const revised = await (await biz.b.post(`/api/quotes/${quote.id}/revise`)).json();
    expect(revised.terms).toBe("Half up front, balance on completion.");
    const duplicate = await (await biz.b.post(`/api/quotes/${quote.id}/duplicate`)).json();
    expect(duplicate.terms).toBeNull();
    const duplicatePdf = await pdfText(
      await (await biz.b.get(`/api/quotes/${duplicate.id}/pdf`)).arrayBuffer(),
    );
    expect(duplicatePdf).toContain("Everything up front.");
  });

  it("can be the quote's own, written in the builder, or the defaults again", async () => {
    const biz = await business();
    const own = "30% deposit to book the start date; the balance within 7 days of completion.";
    const created = await biz.b.post("/api/quotes", {
      name: "Own terms",
      jobDescription: "Skim two ceilings",
      customerId: biz.customer.id,
      terms: own,
    });
    expect(created.status).toBe(201);
    const quote = await created.json();
    expect(quote.terms).toBe(own);
    const pdf = async () =>
      pdfText(await (await biz.b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer());
    expect(await pdf()).toContain("30% deposit to book the start date");

    const tooLong = await biz.b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      json: { terms: "x".repeat(4001), version: quote.version },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields.terms).toBe(
      "Terms must be 4000 characters or fewer",
    );

    const back = await biz.b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      json: { terms: null, version: quote.version },
    });
    expect(back.status).toBe(200);
    expect((await back.json()).terms).toBeNull();
    expect(await pdf()).toContain("Half up front, balance on completion.");
  });

  it("are the quote's from when it leaves draft on the board, and kept back in draft", async () => {
    const biz = await business();
    const quote = await quoteOf(biz);
    const status = (to: string) => biz.b.post(`/api/quotes/${quote.id}/status`, { status: to });
    expect((await status("sent")).status).toBe(200);
    await t.deps.db.execute(
      sql`update businesses set default_terms = 'Everything up front.' where id = ${biz.businessId}`,
    );
    const sent = await (await biz.b.get(`/api/quotes/${quote.id}`)).json();
    expect(sent.terms).toBe("Half up front, balance on completion.");
    expect((await status("draft")).status).toBe(200);
    expect((await (await biz.b.get(`/api/quotes/${quote.id}`)).json()).terms).toBe(
      "Half up front, balance on completion.",
    );
    expect((await status("sent")).status).toBe(200);
    expect((await (await biz.b.get(`/api/quotes/${quote.id}`)).json()).terms).toBe(
      "Half up front, balance on completion.",
    );
  });
});

describe("a quote that changes while it is being accepted", () => {
  it("answers 409 quote_changed and records nothing; accepting again works", async () => {
    const biz = await business();
    const quote = await quoteOf(biz);
    const token = await send(biz, quote.id);
    duringRender = async () => {
      await t.deps.db.execute(sql`update quotes set version = version + 1 where id = ${quote.id}`);
    };
    const res = await accept(token);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({
      code: "quote_changed",
      message: "This quote has just changed. Please reload it and check.",
    });
    expect(await row(quote.id)).toMatchObject({ status: "sent", accepted_snapshot: null });
    expect((await accept(token)).status).toBe(200);
  });

  it("answers the board 409 version_conflict the same way", async () => {
    const biz = await business();
    const quote = await quoteOf(biz);
    await send(biz, quote.id);
    duringRender = async () => {
      await t.deps.db.execute(sql`update quotes set version = version + 1 where id = ${quote.id}`);
    };
    const res = await biz.b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("version_conflict");
    expect(await row(quote.id)).toMatchObject({ status: "sent", accepted_snapshot: null });
  });
});

describe("emails after the customer accepts", () => {
  it("sends the customer the accepted PDF and tells the business the total", async () => {
    const { biz, quote, before } = await sentAndAccepted();
    const total = formatPence(before.totalAmountPence);
    const [toCustomer] = await queryRows<{ subject: string; text: string; attachments: string }>(
      t.deps.db,
      sql`select subject, text, attachments from mail_outbox where "to" = ${biz.customerEmail}
          order by created_at desc limit 1`,
    );
    expect(toCustomer!.subject).toBe(
      `You accepted quote ${before.reference} from Thompson & Daughters Plastering`,
    );
    expect(toCustomer!.text).toContain(`You accepted quote ${before.reference}`);
    expect(toCustomer!.text).toContain(`for ${total}`);
    const [attachment] = JSON.parse(toCustomer!.attachments);
    expect(attachment).toMatchObject({
      filename: `Quote-${before.reference}.pdf`,
      contentType: "application/pdf",
    });
    const { accepted_pdf_sha256: hash } = await row(quote.id);
    expect(sha256(Buffer.from(attachment.contentBase64, "base64"))).toBe(hash);

    const toBusiness = await lastMailTo(t, biz.email);
    expect(toBusiness!.subject).toBe(`Sarah Thompson accepted ${before.reference} for ${total}`);
  });
});

describe("variations", () => {
  async function withVariation() {
    const accepted = await sentAndAccepted();
    const { biz, quote } = accepted;
    const variation = await quoteOf(biz, {
      number: quote.number,
      revision: 2,
      revisesQuoteId: quote.id,
      isVariation: true,
      laborDays: 5,
    });
    const token = await send(biz, variation.id);
    return { ...accepted, variation, variationToken: token };
  }

  it("shows the accepted total, this variation's and the difference; accepting it freezes it", async () => {
    const { quote, token, before, variation, variationToken } = await withVariation();
    const page = await (await t.request(`/api/public/quotes/${variationToken}`)).json();
    expect(page.status).toBe("sent");
    expect(page.reference).toBe(`${before.reference} rev 2`);
    expect(page.variation).toEqual({
      of: before.reference,
      acceptedTotalPence: before.totalAmountPence,
      totalPence: page.totalAmountPence,
      differencePence: page.totalAmountPence - before.totalAmountPence,
    });
    expect(page.variation.differencePence).toBeGreaterThan(0);

    const res = await accept(variationToken, "Sarah Thompson");
    expect(res.status).toBe(200);
    const accepted = await res.json();
    expect(accepted.status).toBe("accepted");
    expect(accepted.variation).toEqual(page.variation);
    const v = await row(variation.id);
    expect(acceptedSnapshotSchema.parse(v.accepted_snapshot).totalAmountPence).toBe(
      page.totalAmountPence,
    );
    // The original stays accepted, as it was.
    const original = await (await t.request(`/api/public/quotes/${token}`)).json();
    expect(original.status).toBe("accepted");
    expect(original.totalAmountPence).toBe(before.totalAmountPence);
    expect((await row(quote.id)).status).toBe("accepted");
  });

  it("is declined on its own page without touching the accepted original", async () => {
    const { quote, token, variation, variationToken } = await withVariation();
    const res = await t.request(`/api/public/quotes/${variationToken}/decline`, {
      method: "POST",
      json: { name: "Sarah Thompson", reason: "Too dear" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("declined");
    expect((await row(variation.id)).status).toBe("declined");
    expect((await row(quote.id)).status).toBe("accepted");
    expect((await (await t.request(`/api/public/quotes/${token}`)).json()).status).toBe("accepted");
  });
});

describe("a replaced version", () => {
  it("says so, links to the newer version's page, and refuses acceptance with 409", async () => {
    const biz = await business();
    const first = await quoteOf(biz);
    const oldToken = await send(biz, first.id);
    const second = await quoteOf(biz, {
      number: first.number,
      revision: 2,
      revisesQuoteId: first.id,
    });
    const newToken = await send(biz, second.id);
    await t.deps.db.execute(
      sql`update quotes set replaced_by_quote_id = ${second.id} where id = ${first.id}`,
    );
    const page = await (await t.request(`/api/public/quotes/${oldToken}`)).json();
    expect(page.replacedBy).toEqual({
      reference: `${page.reference} rev 2`,
      path: `/q/${newToken}`,
    });
    const res = await accept(oldToken);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({
      code: "quote_replaced",
      message: "This quote has been replaced by a newer version.",
    });
    const decline = await t.request(`/api/public/quotes/${oldToken}/decline`, {
      method: "POST",
      json: { name: "Sarah Thompson" },
    });
    expect(decline.status).toBe(409);
    expect((await row(first.id)).status).toBe("sent");
    // The newer one is accepted normally.
    expect((await accept(newToken)).status).toBe(200);
  });
});

describe("invoices from what was accepted", () => {
  type Line = { description: string; unitPricePence: number; quantity: number };
  const invoice = async (b: Browser, quoteId: string, kind: string) =>
    b.post("/api/invoices", { quoteId, kind });

  it("carries the snapshot's lines, not the row's; a quote not accepted is refused as before", async () => {
    const { biz, quote, before } = await sentAndAccepted();
    await t.deps.db.execute(
      sql`update quote_materials set name = 'Gold leaf', unit_price_pence = 99999 where quote_id = ${quote.id}`,
    );
    await t.deps.db.execute(sql`update quotes set labor_days = 50 where id = ${quote.id}`);
    const res = await invoice(biz.b, quote.id, "standard");
    expect(res.status).toBe(201);
    const lines: Line[] = (await res.json()).lines;
    expect(lines.map((l) => l.description)).not.toContain("Gold leaf");
    expect(lines.find((l) => l.description.startsWith("Labour"))!.quantity).toBe(before.laborDays);
    expect(
      lines.filter((l) => !l.description.startsWith("Labour")).map((l) => l.unitPricePence),
    ).toEqual(before.materials.map((m: { unitPricePence: number }) => m.unitPricePence));

    const sent = await quoteOf(biz);
    await send(biz, sent.id);
    const refused = await invoice(biz.b, sent.id, "standard");
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("Only an accepted quote can be invoiced");

    const other = await business();
    expect((await invoice(other.b, quote.id, "standard")).status).toBe(404);
  });

  it("takes the latest accepted variation's totals and still deducts the deposit", async () => {
    const { biz, quote, before } = await sentAndAccepted();
    await t.deps.db.execute(
      sql`update businesses set deposit_percent = 25 where id = ${biz.businessId}`,
    );
    const deposit = await invoice(biz.b, quote.id, "deposit");
    expect(deposit.status).toBe(201);
    const depositGross: number = (await deposit.json()).totalPence;

    const variation = await quoteOf(biz, {
      number: quote.number,
      revision: 2,
      revisesQuoteId: quote.id,
      isVariation: true,
      laborDays: 5,
    });
    const token = await send(biz, variation.id);
    const page = await (await accept(token)).json();
    expect(page.totalAmountPence).toBeGreaterThan(before.totalAmountPence);

    const final = await invoice(biz.b, quote.id, "final");
    expect(final.status).toBe(201);
    const body = await final.json();
    const labour = (body.lines as Line[]).find((l) => l.description.startsWith("Labour"));
    expect(labour!.quantity).toBe(5);
    expect(depositGross).toBeGreaterThan(0);
    expect(body.depositsDeductedPence).toBe(depositGross);
    // The variation's total replaces the original's; the deposit is taken off it.
    expect(body.amountDuePence).toBe(page.totalAmountPence - depositGross);
  });

  it("raises one final invoice for all versions of a quote: from the variation after the original's is 409", async () => {
    const { biz, quote } = await sentAndAccepted();
    const variation = await quoteOf(biz, {
      number: quote.number,
      revision: 2,
      revisesQuoteId: quote.id,
      isVariation: true,
      laborDays: 5,
    });
    await accept(await send(biz, variation.id));
    expect((await invoice(biz.b, quote.id, "final")).status).toBe(201);
    const again = await invoice(biz.b, variation.id, "final");
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("already_invoiced");
  });
});
