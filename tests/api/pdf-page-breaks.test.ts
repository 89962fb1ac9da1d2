import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  drawInvoicePdf,
  type InvoiceDocument,
} from "../../src/server/features/invoices/documents/pdf-draw";
import {
  drawQuotePdf,
  type QuoteDocument,
} from "../../src/server/features/quotes/documents/pdf-draw";
import { A4, BOTTOM } from "../../src/server/pdf/kit";
import { DEFAULT_TERMS } from "../../src/shared/sample-materials";
import type { Invoice, InvoiceLine } from "../../src/shared/schemas/invoices";

/**
 * Where the quote and invoice PDFs break their pages. A tester found a quote (five lines and
 * labour) whose second page held only "Thank you for the opportunity to quote for this work.", and
 * a final invoice whose first page ended a quarter empty after its lines, every total, the amount
 * due and the bank details on page two. The documents are drawn directly (no server, no database)
 * over a range of lengths, so every position of the page break is tried.
 */

/** The text of one line of a page, and its baseline in points from the top of the page. */
interface TextLine {
  text: string;
  y: number;
}

/** Each page's text lines, top to bottom, without the footer ("… · Page x of y"). */
async function pagesOf(bytes: Buffer): Promise<TextLine[][]> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const pages: TextLine[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const byLine = new Map<number, string[]>();
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const y = Math.round(A4.height - (item.transform[5] as number));
      byLine.set(y, [...(byLine.get(y) ?? []), item.str]);
    }
    pages.push(
      [...byLine]
        .map(([y, parts]) => ({ y, text: parts.join(" ") }))
        .filter((line) => line.y <= BOTTOM + 10)
        .sort((a, b) => a.y - b.y),
    );
  }
  return pages;
}

const pageWith = (pages: TextLine[][], text: string) =>
  pages.findIndex((page) => page.some((line) => line.text.includes(text)));
const lineWith = (page: TextLine[], text: string) => page.find((l) => l.text.includes(text));

const business = {
  name: "Thompson & Daughters Plastering",
  address: "1 Mill Lane, Sherborne DT9 3AA",
  phone: "01935 000000",
  email: "pat@thompson-plastering.co.uk",
  website: "",
  vatNumber: "GB123456789",
  logo: null,
};
const customer = {
  name: "Sarah Thompson",
  email: "sarah.t@example.co.uk",
  phone: "07700 900123",
  address: "14 Acreman Street, Sherborne DT9 3NX",
};
const SENTENCE = "Skim the kitchen walls and ceiling, making good around the sockets and reveals. ";

/** Five material lines and three days' labour, with `sentences` of job description. */
function quoteDocument(sentences: number, accepted: boolean): QuoteDocument {
  const materials = [
    "Plasterboard 12.5mm",
    "Multi-finish 25kg",
    "Bonding coat 25kg",
    "Scrim tape 90m",
    "Angle bead 2.4m",
  ].map((name) => ({
    name,
    quantity: 4,
    unit: "each",
    unitPricePence: 1250,
    totalPence: 5000,
    vatRate: null,
  }));
  return {
    quote: {
      name: "Kitchen re-plaster",
      jobDescription: SENTENCE.repeat(sentences).trim(),
      laborDays: 3,
      dayRatePence: 25000,
      vatIncluded: true,
      vatRate: 20,
      vatBreakdown: [{ rate: 20, netPence: 100000, vatPence: 20000 }],
      totalMaterialsCostPence: 25000,
      totalLaborPence: 75000,
      subtotalPence: 100000,
      vatAmountPence: 20000,
      totalAmountPence: 120000,
      createdAt: "2026-11-02T09:00:00.000Z",
      expiresAt: "2026-12-02T09:00:00.000Z",
      materials,
      measurements: [{ label: "Wall length", value: 4.2, unit: "m" }],
    },
    reference: "Q-0001",
    acceptance: accepted ? { byName: "Sarah Thompson", at: "2026-11-05T10:00:00.000Z" } : null,
    photos: [],
    business: { ...business, logoContentType: null, terms: DEFAULT_TERMS },
    customer,
  };
}

function invoiceLine(description: string, netPence: number, isLabour = false): InvoiceLine {
  return {
    id: description,
    description,
    quantity: 1,
    unit: "item",
    unitPricePence: netPence,
    vatRate: 20,
    netPence,
    vatPence: netPence / 5,
    isLabour,
  };
}

/** A final invoice: `materials` lines, labour, and the two lines of its deposit deducted. */
function finalInvoiceDocument(materials: number): InvoiceDocument {
  const lines = [
    ...Array.from({ length: materials }, (_, i) =>
      invoiceLine(`Plasterboard 12.5mm, sheet ${i + 1}`, 1000),
    ),
    invoiceLine("Labour (3 days)", 75000, true),
    invoiceLine("Less deposit invoiced INV-0001 (materials at 20% VAT)", -2500),
    invoiceLine("Less deposit invoiced INV-0001 (labour at 20% VAT)", -37500, true),
  ];
  const netPence = lines.reduce((sum, l) => sum + l.netPence, 0);
  const invoice: Invoice = {
    id: "invoice",
    number: 2,
    reference: "INV-0002",
    quoteId: "quote",
    customerId: "customer",
    customerName: customer.name,
    customerEmail: customer.email,
    customerGreeting: "Sarah",
    siteAddress: "",
    kind: "final",
    status: "sent",
    issueDate: "2026-11-20",
    taxPoint: "2026-11-20",
    dueDate: "2026-12-04",
    netPence,
    vatPence: netPence / 5,
    totalPence: (netPence * 6) / 5,
    depositsDeductedPence: 48000,
    labourNetPence: 37500,
    cisDeductionPence: 0,
    cisRatePercent: null,
    reverseCharge: false,
    supplierVatNumber: business.vatNumber,
    amountDuePence: (netPence * 6) / 5,
    paidPence: 0,
    balancePence: (netPence * 6) / 5,
    rateTotals: [{ rate: 20, netPence, vatPence: netPence / 5 }],
    lines,
    payments: [],
    sentAt: "2026-11-20T09:00:00.000Z",
    createdAt: "2026-11-20T09:00:00.000Z",
    version: 1,
  };
  return {
    invoice,
    quote: { reference: "Q-0001", name: "Kitchen re-plaster" },
    business,
    bankTransfer: {
      rows: [
        ["Account name", "Thompson & Daughters"],
        ["Sort code", "12-34-56"],
        ["Account number", "12345678"],
        ["Reference", "INV-0002"],
      ],
      dueDate: "2026-12-04",
    },
    customer,
  };
}

const CLOSING = "Thank you for the opportunity to quote for this work.";

describe("quote PDF page breaks", () => {
  it("never leaves the closing line, or who accepted, on a page without what comes before it", async () => {
    for (const accepted of [false, true]) {
      for (let sentences = 0; sentences <= 30; sentences++) {
        const pages = await pagesOf(await drawQuotePdf(quoteDocument(sentences, accepted)));
        const what = `${sentences} sentences${accepted ? ", accepted" : ""}: ${pages.length} pages`;
        const last = pages.at(-1)!;
        expect(
          last.some((line) => !line.text.includes(CLOSING)),
          `${what}; the last page has more than the closing line`,
        ).toBe(true);
        const closing = pageWith(pages, CLOSING);
        if (closing >= 0)
          expect(pageWith(pages, "T E R M S"), `${what}; the closing line follows the terms`).toBe(
            closing,
          );
        if (accepted)
          expect(pageWith(pages, "Accepted by"), `${what}; the acceptance is with the total`).toBe(
            pageWith(pages, "Subtotal"),
          );
      }
    }
  });
});

describe("invoice PDF page breaks", () => {
  it("starts the totals below the lines when they fit, the amount due always with them", async () => {
    let totalsBelowLines = 0;
    let bankOnNextPage = 0;
    for (let materials = 1; materials <= 20; materials++) {
      const pages = await pagesOf(await drawInvoicePdf(finalInvoiceDocument(materials)));
      const what = `${materials} material lines: ${pages.length} pages`;
      const due = pageWith(pages, "Amount due");
      expect(pageWith(pages, "Net at 20%"), `${what}; the totals together`).toBe(due);
      expect(pageWith(pages, "Invoice total"), `${what}; the totals together`).toBe(due);

      // The page the lines end on: when the totals are not there, they could not have fitted.
      // Measured between baselines: the first total's ascent (7pt) and the bar below the amount
      // due's baseline (9pt) are added; below the last line's baseline, the rest of its row and
      // the gap before the totals (20pt) are taken off.
      const linesEnd = pageWith(pages, "INV-0001 (labour");
      const totalsPage = pages[due]!;
      const totalsHeight =
        lineWith(totalsPage, "Amount due")!.y - lineWith(totalsPage, "Net at 20%")!.y + 16;
      if (due !== linesEnd) {
        const room = BOTTOM - pages[linesEnd]!.at(-1)!.y - 20;
        expect(
          room,
          `${what}; ${room}pt left below the lines, the totals need ${totalsHeight}pt`,
        ).toBeLessThan(totalsHeight);
      } else if (linesEnd === 0 && pages.length > 1) totalsBelowLines++;
      if (pageWith(pages, "Pay by bank transfer") > due) bankOnNextPage++;
    }
    // The sweep did reach the cases the tester saw: totals kept on page one below the lines when
    // the page runs on, and once the bank details no longer fit beside them, on the next page.
    expect(totalsBelowLines).toBeGreaterThan(0);
    expect(bankOnNextPage).toBeGreaterThan(0);
  });
});
