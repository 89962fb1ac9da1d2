import { sql } from "drizzle-orm";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { isoDay } from "../../src/shared/dates";
import { type Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

/** Issue 17 item 6: invoices that say how to pay them, and when. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pdfText(b: Browser, invoiceId: string): Promise<string> {
  const res = await b.get(`/api/invoices/${invoiceId}/pdf`);
  expect(res.status).toBe(200);
  const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return (await extractText(doc, { mergePages: true })).text;
}

const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000));

const bank = {
  bankAccountName: "Pat Plastering Ltd",
  bankSortCode: "20 00 00",
  bankAccountNumber: "55779911",
};

/** A business (with the given settings), a customer and an accepted quote of £1,500 + VAT. */
async function setUp(settings: Record<string, unknown> = {}) {
  const { browser: b } = await signedInBrowser(t);
  const saved = await b.request("/api/settings/business", {
    method: "PUT",
    json: { businessName: "Pat Plastering Ltd", vatNumber: "GB123456789", margin: 15, ...settings },
  });
  expect(saved.status).toBe(200);
  const customer = await (
    await b.post("/api/customers", {
      firstName: "Sarah",
      lastName: "Builder",
      email: "sarah@example.test",
    })
  ).json();
  const quote = await (
    await b.post("/api/quotes", {
      name: "Extension plastering",
      customerId: customer.id,
      jobDescription: "Plaster the extension",
      materials: [{ name: "Plasterboard", quantity: 20, unit: "sheet", unitPricePence: 2500 }],
      laborDays: 4,
      dayRatePence: 25000,
      vatRate: 20,
    })
  ).json();
  expect((await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" })).status).toBe(200);
  const res = await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" });
  expect(res.status).toBe(201);
  return { b, invoice: await res.json() };
}

async function sendAndRead(b: Browser, invoiceId: string, to: string) {
  expect((await b.post(`/api/invoices/${invoiceId}/send`, { email: to })).status).toBe(200);
  const [mail] = await queryRows<{ text: string; html: string }>(
    t.deps.db,
    sql`select text, html from mail_outbox where "to" = ${to} order by created_at desc limit 1`,
  );
  return mail!;
}

describe("pay by bank transfer", () => {
  it("prints the details, the sort code as 12-34-56 and the invoice number as the reference", async () => {
    const { b, invoice } = await setUp(bank);
    expect(invoice.reference).toBe("INV-0001");
    const text = await pdfText(b, invoice.id);
    expect(text).toContain("Pay by bank transfer");
    expect(text).toContain("Pat Plastering Ltd");
    expect(text).toContain("20-00-00");
    expect(text).toContain("55779911");
    expect(text).toMatch(/Reference:\s*INV-0001/);
    expect(text).toContain(`by ${invoice.dueDate.split("-").reverse().join("/")}`);
    expect(text).toContain("Payment due within 14 days");
  });

  it("keeps a short invoice with a payment received on one page, the block beside the totals", async () => {
    const { browser: b } = await signedInBrowser(t);
    const saved = await b.request("/api/settings/business", {
      method: "PUT",
      json: {
        margin: 15,
        businessName: "Hughes Plastering & Building",
        vatNumber: "GB123456789",
        address: "Unit 4, Mill Lane\nSherborne\nDorset\nDT9 3AB",
        phone: "07700 900123",
        ...bank,
      },
    });
    expect(saved.status).toBe(200);
    // A logo, as most businesses have: the letterhead is its height.
    const logo = await sharp({
      create: { width: 300, height: 150, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    await t.deps.db.execute(
      sql`update businesses set logo = ${logo}, logo_content_type = 'image/png' where id = ${businessId}`,
    );
    const customer = await (
      await b.post("/api/customers", {
        firstName: "Sarah",
        lastName: "Jenkins",
        email: "sarah.jenkins@example.test",
        phone: "07700 900456",
        address: "12 Acreman Street\nSherborne\nDT9 3NU",
      })
    ).json();
    const quote = await (
      await b.post("/api/quotes", {
        name: "Kitchen ceiling skim",
        customerId: customer.id,
        jobDescription: "Board and skim the kitchen ceiling",
        materials: [
          {
            name: "British Gypsum Thistle Multi-Finish 25kg",
            quantity: 4,
            unit: "bag",
            unitPricePence: 1030,
          },
          {
            name: "British Gypsum Gyproc WallBoard 12.5mm 1800 x 900mm",
            quantity: 8,
            unit: "sheet",
            unitPricePence: 720,
          },
          {
            name: "Self-Adhesive Scrim Tape 50mm x 90m",
            quantity: 1,
            unit: "roll",
            unitPricePence: 289,
          },
        ],
        laborDays: 2,
        dayRatePence: 25000,
        vatRate: 20,
      })
    ).json();
    await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    const invoice = await (
      await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" })
    ).json();
    const paid = await b.post(`/api/invoices/${invoice.id}/payments`, {
      amountPence: 30_000,
      paidOn: day(0),
      method: "bank transfer",
    });
    expect(paid.status).toBe(201);
    const res = await b.get(`/api/invoices/${invoice.id}/pdf`);
    const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    expect(doc.numPages).toBe(1);
    const text = (await extractText(doc, { mergePages: true })).text.toLowerCase();
    for (const shown of ["pay by bank transfer", "20-00-00", "55779911", "thank you"]) {
      expect(text, shown).toContain(shown);
    }
  });

  it("puts the same block in the email", async () => {
    const { b, invoice } = await setUp(bank);
    const mail = await sendAndRead(b, invoice.id, "pay-me@example.test");
    for (const line of [
      "Pay by bank transfer",
      "Account name: Pat Plastering Ltd",
      "Sort code: 20-00-00",
      "Account number: 55779911",
      "Reference: INV-0001",
    ]) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line);
    }
  });

  it("says nothing about bank transfer when no details are set", async () => {
    const { b, invoice } = await setUp();
    const text = await pdfText(b, invoice.id);
    expect(text).not.toContain("bank transfer");
    expect(text).not.toContain("Sort code");
    const mail = await sendAndRead(b, invoice.id, "no-bank@example.test");
    expect(mail.text).not.toContain("bank transfer");
    expect(mail.text).not.toContain("Sort code");
  });

  it("leaves the block off once the invoice is paid in full", async () => {
    const { b, invoice } = await setUp(bank);
    const paid = await b.post(`/api/invoices/${invoice.id}/payments`, {
      amountPence: invoice.balancePence,
      paidOn: day(0),
    });
    expect(paid.status).toBe(201);
    const text = await pdfText(b, invoice.id);
    expect(text).not.toContain("Pay by bank transfer");
    // Sent again, it is a copy for the customer's records: no amount due, no bank details.
    const mail = await sendAndRead(b, invoice.id, "paid-copy@example.test");
    expect(mail.text).toContain("Paid in full, thank you: this copy is for your records.");
    expect(mail.text).not.toContain("Amount due");
    expect(mail.text).not.toContain("Sort code");
  });
});

describe("due date from the payment terms", () => {
  it("is the issue date plus the business's terms when the invoice is raised", async () => {
    const thirty = await setUp({ paymentTermsDays: 30 });
    expect(thirty.invoice).toMatchObject({ issueDate: day(0), dueDate: day(30) });
    expect(await pdfText(thirty.b, thirty.invoice.id)).toContain("Payment due within 30 days");

    const now = await setUp({ paymentTermsDays: 0 });
    expect(now.invoice).toMatchObject({ issueDate: day(0), dueDate: day(0) });
    expect(await pdfText(now.b, now.invoice.id)).toContain("Payment due on receipt");

    const one = await setUp({ paymentTermsDays: 1 });
    expect(await pdfText(one.b, one.invoice.id)).toContain("Payment due within 1 day,");
  });

  it("stays as raised when the terms change afterwards", async () => {
    const { b, invoice } = await setUp({ paymentTermsDays: 7 });
    await b.request("/api/settings/business", {
      method: "PUT",
      json: { businessName: "Pat Plastering Ltd", margin: 15, paymentTermsDays: 60 },
    });
    expect((await (await b.get(`/api/invoices/${invoice.id}`)).json()).dueDate).toBe(day(7));
    expect(await pdfText(b, invoice.id)).toContain("Payment due within 7 days");
  });
});
