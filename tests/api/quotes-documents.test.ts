import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { formatDate } from "../../src/shared/dates";
import { type Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A 1×1 PNG.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e221bc330000000049454e44ae426082",
  "hex",
);

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

/** A business with details and logo, a customer and a quote with user text containing HTML. */
async function setUp(opts: { businessEmail?: string } = {}) {
  const { browser: b, email } = await signedInBrowser(t, { name: "Pat Plasterer" });
  const businessId = await businessIdOf(b);
  await t.deps.db.execute(sql`update businesses set
      name = 'Thompson & Daughters Plastering',
      address = '1 Mill Lane, Sherborne DT9 3AA',
      phone = '01935 000000',
      email = ${opts.businessEmail ?? ""},
      vat_number = 'GB123456789',
      default_terms = 'Half up front, balance on completion.',
      logo = ${PNG},
      logo_content_type = 'image/png'
    where id = ${businessId}`);
  const customer = await (
    await b.post("/api/customers", {
      firstName: "Sarah",
      lastName: "Thompson",
      email: "sarah.t@example.co.uk",
      address: "14 Acreman Street, Sherborne DT9 3NX",
    })
  ).json();
  const quote = await (
    await b.post("/api/quotes", {
      name: "Kitchen re-plaster",
      customerId: customer.id,
      jobDescription: "Skim the <b>x</b> wall & make good",
      materials: [
        // Net costs, marked up by the business's 15 %: charged £12.64 and £14.36.
        { name: "Plasterboard 12.5mm", quantity: 12, unit: "sheet", netUnitPricePence: 1099 },
        { name: "Multi-finish 25kg", quantity: 2.5, unit: "bag", netUnitPricePence: 1249 },
      ],
      measurements: [{ label: "Wall length", value: 4.2, unit: "m" }],
      laborDays: 3,
      dayRatePence: 25000,
      vatRate: 20,
    })
  ).json();
  return { b, email, businessId, customer, quote };
}

describe("quote PDF", () => {
  it("renders a branded PDF whose text has the business, number, total and user text", async () => {
    const { b, quote } = await setUp();
    const res = await b.get(`/api/quotes/${quote.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("Quote-Q-0001.pdf");
    const bytes = await res.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Thompson & Daughters Plastering");
    expect(text).toContain("Q-0001");
    expect(text).toContain("£1,125.10");
    expect(text).toContain("Skim the <b>x</b> wall & make good");
    expect(text).toContain("GB123456789");
    expect(text).toContain("Sarah Thompson");
    expect(text).toContain("VAT (20%)");
    expect(text).toContain("£187.52");
    expect(text).toContain(formatDate(quote.createdAt));
    expect(text).toContain(formatDate(quote.expiresAt));
    expect(text).toContain("Half up front, balance on completion.");
    expect(text).toContain("Plasterboard 12.5mm");
  });

  it("draws what its fonts can: an emoji in the business's name is left out, not drawn as garbage", async () => {
    const { b, businessId, quote } = await setUp();
    await t.deps.db.execute(
      sql`update businesses set name = 'Hartley Building 🏗️ Ltd' where id = ${businessId}`,
    );
    await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      json: { jobDescription: "Steel 203x133 UB 🔩 for Łukasz", version: quote.version },
    });
    const text = await pdfText(await (await b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer());
    expect(text).toContain("Hartley Building Ltd");
    expect(text).toContain("Steel 203x133 UB for Lukasz");
    expect(text).not.toMatch(/Ø|Ý|þ/);
  });

  it('says "VAT not included" and spans pages for a long quote', async () => {
    const { browser: b } = await signedInBrowser(t);
    const materials = Array.from({ length: 60 }, (_, i) => ({
      name: `Item ${i + 1} with a reasonably long description to wrap the column`,
      quantity: 1,
      unit: "each",
      unitPricePence: 100,
    }));
    const quote = await (
      await b.post("/api/quotes", { jobDescription: "Big job", materials, vatIncluded: false })
    ).json();
    const res = await b.get(`/api/quotes/${quote.id}/pdf`);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain("VAT not included");
    expect(text).toContain("Item 60 with");
    expect(text).toMatch(/Page 1 of [2-9]/);
  });
});

describe("sending a quote", () => {
  it("emails the customer with the PDF and the acceptance link, marking the draft sent", async () => {
    const { b, businessId, quote } = await setUp();
    const bad = await b.post(`/api/quotes/${quote.id}/send`, { email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Please enter a valid email address");

    const res = await b.post(`/api/quotes/${quote.id}/send`, {
      email: "sarah.t@example.co.uk",
      message: "Hi Sarah,\n\nHere is the quote we discussed.",
      attachPdf: true,
      includeAcceptance: true,
    });
    expect(res.status).toBe(200);
    const sent = await res.json();
    expect(sent.status).toBe("sent");
    expect(sent.sentTo).toBe("sarah.t@example.co.uk");
    expect(Date.now() - Date.parse(sent.sentAt)).toBeLessThan(60_000);

    const [mail] = await queryRows<{
      subject: string;
      text: string;
      html: string;
      attachments: string;
    }>(
      t.deps.db,
      sql`select subject, text, html, attachments from mail_outbox where "to" = 'sarah.t@example.co.uk' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toBe("Quote Q-0001 from Thompson & Daughters Plastering");
    expect(mail!.text).toContain("Here is the quote we discussed.");
    expect(mail!.text).toContain("£1,125.10");
    expect(mail!.text).toContain(`Valid until ${formatDate(quote.expiresAt)}`);
    expect(mail!.html).toContain("View and accept the quote");
    const link = linkIn(mail!.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/q\/[A-Za-z0-9_-]{32}$/);
    const attachments = JSON.parse(mail!.attachments);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      filename: "Quote-Q-0001.pdf",
      contentType: "application/pdf",
    });
    const attached = Buffer.from(attachments[0].contentBase64, "base64");
    expect(await pdfText(attached)).toContain("Q-0001");

    // Sending again keeps the same link; without the options there is no link and no PDF.
    await b.post(`/api/quotes/${quote.id}/send`, { email: "sarah.t@example.co.uk" });
    expect(linkIn((await lastMailTo(t, "sarah.t@example.co.uk"))!.text)).toBe(link);
    await b.post(`/api/quotes/${quote.id}/send`, {
      email: "other@example.co.uk",
      attachPdf: false,
      includeAcceptance: false,
    });
    const plain = await queryRows<{ text: string; attachments: string }>(
      t.deps.db,
      sql`select text, attachments from mail_outbox where "to" = 'other@example.co.uk'`,
    );
    expect(plain[0]!.text).not.toContain("/q/");
    expect(plain[0]!.attachments).toBe("[]");

    const events = await queryRows<{ message: string }>(
      t.deps.db,
      sql`select message from activity_events where business_id = ${businessId} and kind = 'quote.sent' order by created_at`,
    );
    expect(events[0]!.message).toBe("Quote Kitchen re-plaster sent to sarah.t@example.co.uk");
  });
});

async function sentQuote(opts: { businessEmail?: string } = {}) {
  const setup = await setUp(opts);
  await setup.b.post(`/api/quotes/${setup.quote.id}/send`, { email: "sarah.t@example.co.uk" });
  const link = linkIn((await lastMailTo(t, "sarah.t@example.co.uk"))!.text);
  const token = link.split("/q/")[1]!;
  return { ...setup, token };
}

describe("the customer's view", () => {
  it("shows a safe subset of a sent quote without signing in", async () => {
    const { token } = await sentQuote();
    const res = await t.request(`/api/public/quotes/${token}`);
    expect(res.status).toBe(200);
    const view = await res.json();
    expect(view).toMatchObject({
      reference: "Q-0001",
      name: "Kitchen re-plaster",
      customerName: "Sarah Thompson",
      jobDescription: "Skim the <b>x</b> wall & make good",
      totalAmountPence: 112510,
      vatAmountPence: 18752,
      vatRate: 20,
      status: "sent",
      expired: false,
      decision: null,
      business: { name: "Thompson & Daughters Plastering", vatNumber: "GB123456789" },
    });
    for (const secret of ["profitPence", "marginPercent", "id", "customerId", "sentTo"]) {
      expect(view).not.toHaveProperty(secret);
    }
    expect(view.materials[0]).not.toHaveProperty("sku");
    const pdf = await t.request(`/api/public/quotes/${token}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    expect((await t.request("/api/public/quotes/not-a-real-token-at-all-xyz")).status).toBe(404);
    expect((await t.request("/api/public/quotes/x")).status).toBe(404);
  });

  it("accepts once, records the customer's decision and emails the business", async () => {
    const { b, quote, token, email, businessId } = await sentQuote();
    const short = await t.request(`/api/public/quotes/${token}/accept`, {
      method: "POST",
      json: { name: "S" },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe("Name must be at least 2 characters");

    const res = await t.request(`/api/public/quotes/${token}/accept`, {
      method: "POST",
      json: { name: "Sarah Thompson" },
      headers: { "user-agent": "TestBrowser/1.0" },
      ip: "192.0.2.44",
    });
    expect(res.status).toBe(200);
    const view = await res.json();
    expect(view.status).toBe("accepted");
    expect(view.decision).toMatchObject({ decision: "accepted", byName: "Sarah Thompson" });

    const [row] = await queryRows<Record<string, string>>(
      t.deps.db,
      sql`select status, decision_source, decision_by_name, decision_ip, decision_user_agent from quotes where id = ${quote.id}`,
    );
    expect(row).toEqual({
      status: "accepted",
      decision_source: "customer",
      decision_by_name: "Sarah Thompson",
      decision_ip: "192.0.2.44",
      decision_user_agent: "TestBrowser/1.0",
    });
    const read = await (await b.get(`/api/quotes/${quote.id}`)).json();
    expect(read.decision).toMatchObject({ source: "customer", byName: "Sarah Thompson" });

    // No business email set: the owner hears about it.
    const mail = await lastMailTo(t, email);
    expect(mail!.subject).toBe("Sarah Thompson accepted Q-0001 for £1,125.10");

    const replay = await t.request(`/api/public/quotes/${token}/decline`, {
      method: "POST",
      json: { name: "Somebody Else" },
    });
    expect(replay.status).toBe(409);
    expect((await replay.json()).error.code).toBe("already_decided");
    const again = await t.request(`/api/public/quotes/${token}/accept`, {
      method: "POST",
      json: { name: "Sarah Thompson" },
    });
    expect(again.status).toBe(409);
    expect((await (await t.request(`/api/public/quotes/${token}`)).json()).decision.byName).toBe(
      "Sarah Thompson",
    );

    const events = await queryRows<{ message: string }>(
      t.deps.db,
      sql`select message from activity_events where business_id = ${businessId} and kind = 'quote.accepted'`,
    );
    expect(events).toEqual([{ message: "Quote Q-0001 accepted by Sarah Thompson" }]);
  });

  it("declines with a reason and emails the business address", async () => {
    const { quote, token } = await sentQuote({ businessEmail: "office@plastering.example" });
    const res = await t.request(`/api/public/quotes/${token}/decline`, {
      method: "POST",
      json: { name: "Sarah Thompson", reason: "Went with <i>another</i> quote" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("declined");
    const mail = await lastMailTo(t, "office@plastering.example");
    expect(mail!.subject).toBe("Quote Q-0001 declined by Sarah Thompson");
    expect(mail!.text).toContain("Went with <i>another</i> quote");
    expect(mail!.html).not.toContain("<i>another</i>");
    const [row] = await queryRows<{ decline_reason: string }>(
      t.deps.db,
      sql`select decline_reason from quotes where id = ${quote.id}`,
    );
    expect(row!.decline_reason).toBe("Went with <i>another</i> quote");
  });

  it("refuses an expired quote and hides drafts", async () => {
    const { quote, token } = await sentQuote();
    await t.deps.db.execute(
      sql`update quotes set expires_at = now() - interval '1 day' where id = ${quote.id}`,
    );
    expect((await (await t.request(`/api/public/quotes/${token}`)).json()).expired).toBe(true);
    const res = await t.request(`/api/public/quotes/${token}/accept`, {
      method: "POST",
      json: { name: "Sarah Thompson" },
    });
    expect(res.status).toBe(409);
    const error = (await res.json()).error;
    expect(error.code).toBe("quote_expired");
    expect(error.message).toBe("This quote has expired and can no longer be accepted.");

    await t.deps.db.execute(
      sql`update quotes set status = 'draft', expires_at = now() + interval '9 days' where id = ${quote.id}`,
    );
    expect((await t.request(`/api/public/quotes/${token}`)).status).toBe(404);
    const draft = await t.request(`/api/public/quotes/${token}/accept`, {
      method: "POST",
      json: { name: "Sarah Thompson" },
    });
    expect(draft.status).toBe(404);
  });
});
