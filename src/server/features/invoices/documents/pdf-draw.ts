import { formatPence } from "../../../../shared/money";
import { quantityWithUnit } from "../../../../shared/quantities";
import type { Invoice } from "../../../../shared/schemas/invoices";
import { NOT_VAT_REGISTERED_WORDING, REVERSE_CHARGE_WORDING } from "../../../../shared/uk-tax";
import {
  createPdf,
  drawBusinessHeader,
  drawCustomerAndProject,
  drawPageFooters,
  ensureSpace,
  fits,
  footerContact,
  formatDay,
  hr,
  INK,
  LEFT,
  label,
  MUTED,
  RIGHT,
  WIDTH,
} from "../../../pdf/kit";
import {
  type Column,
  drawTable,
  drawTotalBar,
  drawTotalsLine,
  TOTAL_BAR,
} from "../../../pdf/kit-table";
import { type BankTransfer, termsDays } from "./payment-details";
import { bankTransferHeight, drawBankTransfer } from "./pdf-payment";

/** Everything the invoice PDF shows; user text is drawn as text, never interpreted. */
export interface InvoiceDocument {
  invoice: Invoice;
  quote: { reference: string; name: string } | null;
  business: {
    name: string;
    address: string;
    phone: string;
    email: string;
    website: string;
    vatNumber: string;
    logo: Buffer | null;
  };
  /** Null: no bank details or nothing left to pay, and the invoice says nothing of transfers. */
  bankTransfer: BankTransfer | null;
  customer: { name: string; email: string; phone: string; address: string };
}

const NOTICE_FILL = "#fef3c7";

const titles = { deposit: "Deposit Invoice", final: "Final Invoice", standard: "Invoice" };

/**
 * The A4 invoice in the quote PDF's style, with the VAT invoice particulars of VAT Notice 700/21
 * §16.3: number, issue date and tax point, supplier's VAT number, per-rate net and VAT, totals,
 * the reverse-charge wording (VAT Notice 735 §12) and the CIS deduction (CIS340).
 */
export function drawInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { invoice, business, customer } = doc;
  const { pdf, done } = createPdf({
    Title: `Invoice ${invoice.reference}`,
    Author: business.name,
  });

  // ---- header ----------------------------------------------------------------------------
  let y = drawBusinessHeader(pdf, {
    business,
    noVatNumber: "Not VAT registered",
    title: titles[invoice.kind],
    titleSize: 24,
    reference: invoice.reference,
    details: [
      `Issue date: ${formatDay(invoice.issueDate)}`,
      `Tax point: ${formatDay(invoice.taxPoint)}`,
      `Due date: ${formatDay(invoice.dueDate)}`,
      ...(doc.quote ? [`Quote: ${doc.quote.reference}`] : []),
    ],
  });

  // ---- customer and project -------------------------------------------------------------
  y = drawCustomerAndProject(pdf, y, {
    heading: "Bill to",
    customer,
    project: doc.quote?.name || doc.quote?.reference || invoice.reference,
    // Where the work was, from its quote (an accepted quote's cannot change).
    site: invoice.siteAddress,
  });

  // ---- lines -----------------------------------------------------------------------------
  const columns: Column[] = [
    { title: "Description", width: 190, align: "left" },
    { title: "Qty", width: 60, align: "right" },
    { title: "Unit price", width: 70, align: "right" },
    { title: "VAT", width: 40, align: "right" },
    { title: "VAT amount", width: 65, align: "right" },
    { title: "Net", width: 70, align: "right" },
  ];
  const rows = invoice.lines.map((l) => ({
    cells: [
      // Labour is marked for CIS, once: "Deposit 50% of quote Q-0001: labour" says it already.
      `${l.description}${l.isLabour && !/\blabour\b/i.test(l.description) ? "  (labour)" : ""}`,
      quantityWithUnit(l.quantity, l.unit),
      formatPence(l.unitPricePence),
      `${l.vatRate}%`,
      formatPence(l.vatPence),
      formatPence(l.netPence),
    ],
    color: l.netPence < 0 ? MUTED : INK,
  }));
  y = ensureSpace(pdf, 60, y);
  label(pdf, "Work invoiced", LEFT, y);
  y =
    drawTable(pdf, y + 13, columns, rows, { fontSize: 9, measure: columns.map((_, i) => i) }) + 14;

  // ---- VAT summary per rate and totals ---------------------------------------------------
  const totals = { width: 260, split: 170, fontSize: 9.5, lineHeight: 15 };
  type TotalsLine = [name: string, value: string, opts?: { bold?: boolean; muted?: boolean }];
  const vatRegistered = Boolean(invoice.supplierVatNumber);
  const rateLines: TotalsLine[] = invoice.rateTotals.flatMap((r): TotalsLine[] => [
    [`Net at ${r.rate}%`, formatPence(r.netPence)],
    ...(vatRegistered
      ? [[`VAT at ${r.rate}%`, formatPence(r.vatPence), { muted: true }] as TotalsLine]
      : []),
  ]);
  const summaryLines: TotalsLine[] = [
    ["Total net", formatPence(invoice.netPence), { bold: true }],
    !vatRegistered
      ? ["VAT", "Not VAT registered", { muted: true }]
      : invoice.reverseCharge
        ? ["VAT (reverse charge, not charged)", formatPence(invoice.vatPence), { muted: true }]
        : ["Total VAT", formatPence(invoice.vatPence)],
    ["Invoice total", formatPence(invoice.totalPence), { bold: true }],
  ];
  if (invoice.depositsDeductedPence > 0) {
    summaryLines.push([
      "Deposits invoiced (deducted above)",
      formatPence(invoice.depositsDeductedPence),
      { muted: true },
    ]);
  }
  if (invoice.cisDeductionPence > 0) {
    summaryLines.push([
      `CIS deduction ${invoice.cisRatePercent ?? ""}% of labour ${formatPence(invoice.labourNetPence)}`,
      `-${formatPence(invoice.cisDeductionPence)}`,
    ]);
  }
  if (invoice.paidPence > 0) summaryLines.push(["Paid", `-${formatPence(invoice.paidPence)}`]);
  // The lines, the rule's 2 points, the 2 before the bar and the bar: the amount due always stays
  // with the totals that make it up.
  const totalsHeight = (rateLines.length + summaryLines.length) * totals.lineHeight + 4 + TOTAL_BAR;
  const bankHeight = doc.bankTransfer ? bankTransferHeight(doc.bankTransfer) : 0;
  // The bank details go in the column beside the totals, which is otherwise empty. When the two
  // do not fit below the lines but the totals do, the totals start here and the bank details
  // follow at the top of the next page, rather than leaving the end of this one empty.
  const bankBeside = fits(Math.max(totalsHeight, bankHeight), y) || !fits(totalsHeight, y);
  y = ensureSpace(pdf, Math.max(totalsHeight, bankBeside ? bankHeight : 0), y);
  const bankWidth = WIDTH - totals.width - 20;
  const besideBottom =
    doc.bankTransfer && bankBeside ? drawBankTransfer(pdf, y, bankWidth, doc.bankTransfer) : 0;
  const line = ([name, value, opts]: TotalsLine) => {
    y = drawTotalsLine(pdf, totals, y, name, value, opts);
  };
  rateLines.forEach(line);
  hr(pdf, y - 2, { from: RIGHT - totals.width });
  y += 2;
  summaryLines.forEach(line);
  y += 2;
  drawTotalBar(
    pdf,
    { width: 260, split: 150 },
    y,
    invoice.paidPence > 0 ? "Balance due" : "Amount due",
    formatPence(invoice.balancePence),
  );
  y = Math.max(y + TOTAL_BAR + 14, besideBottom + 20);
  if (doc.bankTransfer && !bankBeside) {
    y = ensureSpace(pdf, bankHeight, y);
    y = drawBankTransfer(pdf, y, bankWidth, doc.bankTransfer) + 20;
  }

  // ---- notices ---------------------------------------------------------------------------
  const notice = (text: string) => {
    pdf.font("Helvetica-Bold").fontSize(10);
    const height = pdf.heightOfString(text, { width: WIDTH - 20 }) + 14;
    y = ensureSpace(pdf, height + 8, y);
    pdf.rect(LEFT, y, WIDTH, height).fill(NOTICE_FILL);
    pdf.fillColor(INK).text(text, LEFT + 10, y + 7, { width: WIDTH - 20 });
    y += height + 8;
  };
  if (invoice.reverseCharge) {
    notice(
      `${REVERSE_CHARGE_WORDING}. VAT of ${formatPence(invoice.vatPence)} (${invoice.rateTotals
        .filter((r) => r.vatPence !== 0)
        .map((r) => `${r.rate}%`)
        .join(", ")}) is for the customer to account for; it is not included in the amount due.`,
    );
  }
  if (!vatRegistered) notice(NOT_VAT_REGISTERED_WORDING);
  if (invoice.cisDeductionPence > 0) {
    notice(
      `CIS: ${formatPence(invoice.cisDeductionPence)} deducted at ${invoice.cisRatePercent}% from labour of ${formatPence(invoice.labourNetPence)} (materials and VAT are not subject to the deduction). The contractor pays this to HMRC and gives a payment and deduction statement.`,
    );
  }

  // ---- payments and terms ----------------------------------------------------------------
  if (invoice.payments.length > 0) {
    y = ensureSpace(pdf, 30 + invoice.payments.length * 14, y + 4);
    label(pdf, "Payments received", LEFT, y);
    y += 14;
    pdf.font("Helvetica").fontSize(9.5).fillColor(INK);
    for (const p of invoice.payments) {
      pdf.text(
        `${formatDay(p.paidOn)}  ·  ${p.method}${p.note ? `  ·  ${p.note}` : ""}  ·  ${formatPence(p.amountPence)}`,
        LEFT,
        y,
        { width: WIDTH },
      );
      y = pdf.y + 3;
    }
    y += 8;
  }
  y = ensureSpace(pdf, 40, y + 4);
  label(pdf, "Payment terms", LEFT, y);
  pdf.font("Helvetica").fontSize(9).fillColor(INK);
  const days = termsDays(invoice);
  pdf.text(
    `Payment due ${days > 0 ? `within ${quantityWithUnit(days, "day")}` : "on receipt"}, by ${formatDay(invoice.dueDate)}. Please quote ${invoice.reference} as your reference.`,
    LEFT,
    y + 13,
    { width: WIDTH },
  );
  y = pdf.y + 14;
  if (fits(20, y)) {
    pdf.font("Helvetica-Oblique").fontSize(9).fillColor(MUTED);
    pdf.text("Thank you for your business.", LEFT, y, { width: WIDTH });
  }

  // ---- footer ----------------------------------------------------------------------------
  drawPageFooters(pdf, {
    text: footerContact(business),
    reference: invoice.reference,
    referenceWidth: 120,
  });
  pdf.end();
  return done;
}
