import PDFDocument from "pdfkit";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import type { Invoice } from "../../../shared/schemas/invoices";
import { NOT_VAT_REGISTERED_WORDING, REVERSE_CHARGE_WORDING } from "../../../shared/uk-tax";

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
    paymentTermsDays: number;
  };
  customer: { name: string; email: string; phone: string; address: string };
}

// The quote PDF's page geometry and palette (src/server/features/quotes/pdf.ts).
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const LEFT = MARGIN;
const RIGHT = A4.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const BOTTOM = A4.height - 70;
const INK = "#0f172a";
const MUTED = "#526071";
const BRAND = "#0f766e";
const RULE = "#e2e8f0";
const SHADE = "#f1f5f9";
const HEAD_FILL = "#e6f2f1";
const NOTICE_FILL = "#fef3c7";

const quantityFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });
const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);

function embeddableLogo(logo: Buffer | null): Buffer | null {
  if (!logo || logo.length < 8) return null;
  const png = logo.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"));
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8 && logo[2] === 0xff;
  return png || jpeg ? logo : null;
}

const titles = { deposit: "Deposit Invoice", final: "Final Invoice", standard: "Invoice" };

/**
 * The A4 invoice in the quote PDF's style, with the VAT invoice particulars of VAT Notice 700/21
 * §16.3: number, issue date and tax point, supplier's VAT number, per-rate net and VAT, totals,
 * the reverse-charge wording (VAT Notice 735 §12) and the CIS deduction (CIS340).
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { invoice, business, customer } = doc;
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Invoice ${invoice.reference}`, Author: business.name, Creator: "Sole." },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const label = (text: string, x: number, y: number) =>
    pdf
      .font("Helvetica-Bold")
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text.toUpperCase(), x, y, { characterSpacing: 0.8, lineBreak: false });
  const ensureSpace = (needed: number, y: number) => {
    if (y + needed <= BOTTOM) return y;
    pdf.addPage();
    return MARGIN;
  };

  // ---- header ----------------------------------------------------------------------------
  let left = MARGIN;
  const logo = embeddableLogo(business.logo);
  if (logo) {
    try {
      pdf.image(logo, LEFT, left, { fit: [150, 56] });
      left += 64;
    } catch {
      // An unreadable logo is left out.
    }
  }
  pdf.font("Helvetica-Bold").fontSize(16).fillColor(INK);
  pdf.text(business.name, LEFT, left, { width: 280 });
  left = pdf.y + 4;
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  const contact = [
    business.address,
    business.phone && `Tel: ${business.phone}`,
    business.email,
    business.website,
    business.vatNumber ? `VAT No. ${business.vatNumber}` : "Not VAT registered",
  ].filter(Boolean) as string[];
  for (const line of contact) {
    pdf.text(line, LEFT, left, { width: 280 });
    left = pdf.y + 1;
  }
  const rightX = RIGHT - 200;
  const rightText = (text: string, gap = 2) =>
    pdf.text(text, rightX, pdf.y + gap, { width: 200, align: "right" });
  pdf.font("Helvetica-Bold").fontSize(24).fillColor(BRAND);
  pdf.text(titles[invoice.kind], rightX, MARGIN, { width: 200, align: "right" });
  pdf.font("Helvetica-Bold").fontSize(12).fillColor(INK);
  rightText(invoice.reference);
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  rightText(`Issue date: ${day(invoice.issueDate)}`, 6);
  rightText(`Tax point: ${day(invoice.taxPoint)}`);
  rightText(`Due date: ${day(invoice.dueDate)}`);
  if (doc.quote) rightText(`Quote: ${doc.quote.reference}`);
  let y = Math.max(left, pdf.y) + 16;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1.5).strokeColor(BRAND).stroke();
  y += 16;

  // ---- customer and project -------------------------------------------------------------
  const half = WIDTH / 2 - 10;
  label("Bill to", LEFT, y);
  label("Project", LEFT + half + 20, y);
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  pdf.text(customer.name || "Customer", LEFT, y + 13, { width: half });
  let customerY = pdf.y + 2;
  pdf.font("Helvetica").fontSize(9.5).fillColor(INK);
  for (const line of [customer.address, customer.email, customer.phone].filter(Boolean)) {
    pdf.text(line, LEFT, customerY, { width: half });
    customerY = pdf.y + 1;
  }
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  pdf.text(doc.quote?.name || doc.quote?.reference || invoice.reference, LEFT + half + 20, y + 13, {
    width: half,
  });
  y = Math.max(customerY, pdf.y) + 18;

  // ---- lines -----------------------------------------------------------------------------
  const columns = [
    { title: "Description", width: 190, align: "left" as const },
    { title: "Qty", width: 60, align: "right" as const },
    { title: "Unit price", width: 70, align: "right" as const },
    { title: "VAT", width: 40, align: "right" as const },
    { title: "VAT amount", width: 65, align: "right" as const },
    { title: "Net", width: 70, align: "right" as const },
  ];
  const PAD = 6;
  const tableHeader = (top: number) => {
    pdf.rect(LEFT, top, WIDTH, 20).fill(HEAD_FILL);
    let x = LEFT;
    pdf.font("Helvetica-Bold").fontSize(9).fillColor(INK);
    for (const c of columns) {
      pdf.text(c.title, x + PAD, top + 6, {
        width: c.width - PAD * 2,
        align: c.align,
        lineBreak: false,
      });
      x += c.width;
    }
    return top + 20;
  };
  y = ensureSpace(60, y);
  label("Work invoiced", LEFT, y);
  y = tableHeader(y + 13);
  invoice.lines.forEach((l, index) => {
    const cells = [
      `${l.description}${l.isLabour ? "  (labour)" : ""}`,
      `${quantityFormat.format(l.quantity)} ${l.unit === "item" ? "" : l.unit}`.trim(),
      formatPence(l.unitPricePence),
      `${l.vatRate}%`,
      formatPence(l.vatPence),
      formatPence(l.netPence),
    ];
    pdf.font("Helvetica").fontSize(9);
    const textHeight = Math.max(
      ...cells.map((cell, i) => pdf.heightOfString(cell, { width: columns[i]!.width - PAD * 2 })),
    );
    const height = Math.max(textHeight, 11) + 10;
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = tableHeader(MARGIN);
    }
    if (index % 2 === 1) pdf.rect(LEFT, y, WIDTH, height).fill(SHADE);
    let x = LEFT;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      pdf
        .font("Helvetica")
        .fontSize(9)
        .fillColor(l.netPence < 0 ? MUTED : INK)
        .text(cell, x + PAD, y + 5, { width: c.width - PAD * 2, align: c.align });
      x += c.width;
    });
    y += height;
    pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  });
  y += 14;

  // ---- VAT summary per rate and totals ---------------------------------------------------
  y = ensureSpace(200, y);
  const boxX = RIGHT - 260;
  const line = (name: string, value: string, opts: { bold?: boolean; muted?: boolean } = {}) => {
    pdf
      .font(opts.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9.5)
      .fillColor(opts.muted ? MUTED : INK);
    pdf.text(name, boxX + PAD, y, { width: 170, lineBreak: false });
    pdf.text(value, boxX + 170, y, { width: 90 - PAD, align: "right", lineBreak: false });
    y += 15;
  };
  const vatRegistered = Boolean(invoice.supplierVatNumber);
  for (const r of invoice.rateTotals) {
    line(`Net at ${r.rate}%`, formatPence(r.netPence));
    if (vatRegistered) line(`VAT at ${r.rate}%`, formatPence(r.vatPence), { muted: true });
  }
  pdf
    .moveTo(boxX, y - 2)
    .lineTo(RIGHT, y - 2)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  y += 2;
  line("Total net", formatPence(invoice.netPence), { bold: true });
  if (!vatRegistered) line("VAT", "Not VAT registered", { muted: true });
  else if (invoice.reverseCharge) {
    line("VAT (reverse charge, not charged)", formatPence(invoice.vatPence), { muted: true });
  } else line("Total VAT", formatPence(invoice.vatPence));
  line("Invoice total", formatPence(invoice.totalPence), { bold: true });
  if (invoice.depositsDeductedPence > 0) {
    line("Deposits invoiced (deducted above)", formatPence(invoice.depositsDeductedPence), {
      muted: true,
    });
  }
  if (invoice.cisDeductionPence > 0) {
    line(
      `CIS deduction ${invoice.cisRatePercent ?? ""}% of labour ${formatPence(invoice.labourNetPence)}`,
      `-${formatPence(invoice.cisDeductionPence)}`,
    );
  }
  if (invoice.paidPence > 0) line("Paid", `-${formatPence(invoice.paidPence)}`);
  y += 2;
  pdf.rect(boxX, y, 260, 26).fill(BRAND);
  pdf.font("Helvetica-Bold").fontSize(12).fillColor("#ffffff");
  pdf.text(invoice.paidPence > 0 ? "Balance due" : "Amount due", boxX + PAD, y + 8, {
    width: 150,
    lineBreak: false,
  });
  pdf.text(formatPence(invoice.balancePence), boxX + 150, y + 8, {
    width: 110 - PAD,
    align: "right",
    lineBreak: false,
  });
  y += 40;

  // ---- notices ---------------------------------------------------------------------------
  const notice = (text: string) => {
    pdf.font("Helvetica-Bold").fontSize(10);
    const height = pdf.heightOfString(text, { width: WIDTH - 20 }) + 14;
    y = ensureSpace(height + 8, y);
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
    y = ensureSpace(30 + invoice.payments.length * 14, y + 4);
    label("Payments received", LEFT, y);
    y += 14;
    pdf.font("Helvetica").fontSize(9.5).fillColor(INK);
    for (const p of invoice.payments) {
      pdf.text(
        `${day(p.paidOn)}  ·  ${p.method}${p.note ? `  ·  ${p.note}` : ""}  ·  ${formatPence(p.amountPence)}`,
        LEFT,
        y,
        { width: WIDTH },
      );
      y = pdf.y + 3;
    }
    y += 8;
  }
  y = ensureSpace(40, y + 4);
  label("Payment terms", LEFT, y);
  pdf.font("Helvetica").fontSize(9).fillColor(INK);
  pdf.text(
    `Payment due within ${business.paymentTermsDays} days, by ${day(invoice.dueDate)}. Please quote ${invoice.reference} as your reference.`,
    LEFT,
    y + 13,
    { width: WIDTH },
  );
  y = pdf.y + 14;
  if (y + 20 <= BOTTOM) {
    pdf.font("Helvetica-Oblique").fontSize(9).fillColor(MUTED);
    pdf.text("Thank you for your business.", LEFT, y, { width: WIDTH });
  }

  // ---- footer ----------------------------------------------------------------------------
  const range = pdf.bufferedPageRange();
  const footerText = [business.name, business.phone, business.email, business.website]
    .filter(Boolean)
    .join("  ·  ");
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const savedBottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const fy = A4.height - 45;
    pdf.moveTo(LEFT, fy).lineTo(RIGHT, fy).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.font("Helvetica").fontSize(8).fillColor(MUTED);
    pdf.text(footerText, LEFT, fy + 8, { width: WIDTH - 120, lineBreak: false, ellipsis: true });
    pdf.text(
      `${invoice.reference}  ·  Page ${i - range.start + 1} of ${range.count}`,
      RIGHT - 120,
      fy + 8,
      { width: 120, align: "right", lineBreak: false },
    );
    pdf.page.margins.bottom = savedBottom;
  }
  pdf.end();
  return done;
}
