import PDFDocument from "pdfkit";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import type { Quote } from "../../../shared/schemas/quotes";

/** Everything the quote PDF shows; user text is drawn as text, never interpreted. */
export interface QuoteDocument {
  quote: Pick<
    Quote,
    | "name"
    | "jobDescription"
    | "materials"
    | "measurements"
    | "laborDays"
    | "dayRatePence"
    | "vatIncluded"
    | "vatRate"
    | "totalMaterialsCostPence"
    | "totalLaborPence"
    | "subtotalPence"
    | "vatAmountPence"
    | "totalAmountPence"
    | "createdAt"
    | "expiresAt"
  >;
  reference: string;
  business: {
    name: string;
    address: string;
    phone: string;
    email: string;
    website: string;
    vatNumber: string;
    logo: Buffer | null;
    logoContentType: string | null;
    terms: string;
  };
  customer: { name: string; email: string; phone: string; address: string };
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const LEFT = MARGIN;
const RIGHT = A4.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const BOTTOM = A4.height - 70; // room for the footer
const INK = "#0f172a";
const MUTED = "#526071";
const BRAND = "#0f766e";
const RULE = "#e2e8f0";
const SHADE = "#f1f5f9";
const HEAD_FILL = "#e6f2f1";

const quantityFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });
const formatQuantity = (n: number) => quantityFormat.format(n);

/** Only PNG and JPEG can be embedded; anything else (or a corrupt file) is left out. */
function embeddableLogo(logo: Buffer | null): Buffer | null {
  if (!logo || logo.length < 8) return null;
  const png = logo.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"));
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8 && logo[2] === 0xff;
  return png || jpeg ? logo : null;
}

/** The branded A4 quote: header, customer, job, measurements, materials, totals, terms, footer. */
export function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  const { quote, business, customer, reference } = doc;
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `Quote ${reference}${quote.name ? ` - ${quote.name}` : ""}`,
      Author: business.name,
      Creator: "Sole.",
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const label = (text: string, x: number, y: number, width?: number, align?: "left" | "right") =>
    pdf
      .font("Helvetica-Bold")
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text.toUpperCase(), x, y, { width, align, characterSpacing: 0.8, lineBreak: false });

  const ensureSpace = (needed: number, y: number) => {
    if (y + needed <= BOTTOM) return y;
    pdf.addPage();
    return MARGIN;
  };

  // ---- header: logo and business on the left, the quote's number and dates on the right ----
  let left = MARGIN;
  const logo = embeddableLogo(business.logo);
  if (logo) {
    try {
      pdf.image(logo, LEFT, left, { fit: [150, 56] });
      left += 64;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the whole document.
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
    business.vatNumber && `VAT No. ${business.vatNumber}`,
  ].filter(Boolean) as string[];
  for (const line of contact) {
    pdf.text(line, LEFT, left, { width: 280 });
    left = pdf.y + 1;
  }

  const rightX = RIGHT - 200;
  pdf.font("Helvetica-Bold").fontSize(26).fillColor(BRAND);
  pdf.text("Quote", rightX, MARGIN, { width: 200, align: "right" });
  pdf.font("Helvetica-Bold").fontSize(12).fillColor(INK);
  pdf.text(reference, rightX, pdf.y + 2, { width: 200, align: "right" });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  pdf.text(`Issued: ${formatDate(quote.createdAt)}`, rightX, pdf.y + 6, {
    width: 200,
    align: "right",
  });
  pdf.text(`Valid until: ${formatDate(quote.expiresAt)}`, rightX, pdf.y + 2, {
    width: 200,
    align: "right",
  });
  let y = Math.max(left, pdf.y) + 16;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1.5).strokeColor(BRAND).stroke();
  y += 16;

  // ---- customer and project -------------------------------------------------------------
  const half = WIDTH / 2 - 10;
  label("Prepared for", LEFT, y);
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
  pdf.text(quote.name || reference, LEFT + half + 20, y + 13, { width: half });
  y = Math.max(customerY, pdf.y) + 18;

  // ---- job description -------------------------------------------------------------------
  if (quote.jobDescription) {
    y = ensureSpace(40, y);
    label("Job description", LEFT, y);
    pdf.font("Helvetica").fontSize(10).fillColor(INK);
    pdf.text(quote.jobDescription, LEFT, y + 13, { width: WIDTH, lineGap: 2 });
    y = pdf.y + 16;
  }

  // ---- measurements ----------------------------------------------------------------------
  if (quote.measurements.length > 0) {
    y = ensureSpace(40, y);
    label("Measurements", LEFT, y);
    y += 14;
    const colWidth = WIDTH / 2;
    quote.measurements.forEach((m, i) => {
      const col = i % 2;
      if (col === 0 && i > 0) y += 14;
      if (col === 0) y = ensureSpace(14, y);
      const x = LEFT + col * colWidth;
      pdf.font("Helvetica").fontSize(9.5).fillColor(MUTED);
      pdf.text(`${m.label}:`, x, y, { width: 130, lineBreak: false, ellipsis: true });
      pdf.font("Helvetica-Bold").fillColor(INK);
      pdf.text(`${formatQuantity(m.value)} ${m.unit}`, x + 136, y, {
        width: colWidth - 146,
        lineBreak: false,
      });
    });
    y += 24;
  }

  // ---- materials and labour table --------------------------------------------------------
  const columns = [
    { title: "Item", width: 235, align: "left" as const },
    { title: "Qty", width: 50, align: "right" as const },
    { title: "Unit", width: 55, align: "left" as const },
    { title: "Unit price", width: 75, align: "right" as const },
    { title: "Total", width: 80, align: "right" as const },
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
  const rows: string[][] = quote.materials.map((m) => [
    m.name,
    formatQuantity(m.quantity),
    m.unit,
    formatPence(m.unitPricePence),
    formatPence(m.totalPence),
  ]);
  rows.push([
    `Labour (${formatQuantity(quote.laborDays)} ${quote.laborDays === 1 ? "day" : "days"} × ${formatPence(quote.dayRatePence)})`,
    formatQuantity(quote.laborDays),
    quote.laborDays === 1 ? "day" : "days",
    formatPence(quote.dayRatePence),
    formatPence(quote.totalLaborPence),
  ]);

  y = ensureSpace(60, y);
  label("Materials and labour", LEFT, y);
  y = tableHeader(y + 13);
  pdf.font("Helvetica").fontSize(9.5);
  rows.forEach((cells, index) => {
    pdf.font("Helvetica").fontSize(9.5);
    const textHeight = pdf.heightOfString(cells[0] ?? "", { width: columns[0]!.width - PAD * 2 });
    const height = Math.max(textHeight, 11) + 10;
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = tableHeader(MARGIN);
    }
    const isLabour = index === rows.length - 1;
    if (index % 2 === 1) pdf.rect(LEFT, y, WIDTH, height).fill(SHADE);
    let x = LEFT;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      pdf
        .font(isLabour && i === 0 ? "Helvetica-Bold" : "Helvetica")
        .fontSize(9.5)
        .fillColor(INK)
        .text(cell, x + PAD, y + 5, { width: c.width - PAD * 2, align: c.align });
      x += c.width;
    });
    y += height;
    pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  });
  y += 14;

  // ---- totals ----------------------------------------------------------------------------
  y = ensureSpace(120, y);
  const boxX = RIGHT - 230;
  const line = (name: string, value: string, opts: { bold?: boolean } = {}) => {
    pdf
      .font(opts.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10)
      .fillColor(INK);
    pdf.text(name, boxX + PAD, y, { width: 130, lineBreak: false });
    pdf.text(value, boxX + 130, y, { width: 100 - PAD, align: "right", lineBreak: false });
    y += 17;
  };
  line("Materials", formatPence(quote.totalMaterialsCostPence));
  line("Labour", formatPence(quote.totalLaborPence));
  pdf
    .moveTo(boxX, y - 3)
    .lineTo(RIGHT, y - 3)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  line("Subtotal", formatPence(quote.subtotalPence), { bold: true });
  if (quote.vatIncluded) line(`VAT (${quote.vatRate}%)`, formatPence(quote.vatAmountPence));
  else line("VAT not included", formatPence(0));
  pdf.rect(boxX, y, 230, 26).fill(BRAND);
  pdf.font("Helvetica-Bold").fontSize(12).fillColor("#ffffff");
  pdf.text("Total", boxX + PAD, y + 8, { width: 120, lineBreak: false });
  pdf.text(formatPence(quote.totalAmountPence), boxX + 120, y + 8, {
    width: 110 - PAD,
    align: "right",
    lineBreak: false,
  });
  y += 44;

  // ---- terms -----------------------------------------------------------------------------
  if (business.terms.trim()) {
    y = ensureSpace(50, y);
    label("Terms", LEFT, y);
    pdf.font("Helvetica").fontSize(9).fillColor(INK);
    pdf.text(business.terms, LEFT, y + 13, { width: WIDTH, lineGap: 1.5 });
    y = pdf.y + 14;
  }
  y = ensureSpace(20, y);
  pdf.font("Helvetica-Oblique").fontSize(9).fillColor(MUTED);
  pdf.text("Thank you for the opportunity to quote for this work.", LEFT, y, { width: WIDTH });

  // ---- footer on every page --------------------------------------------------------------
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
    pdf.text(footerText, LEFT, fy + 8, { width: WIDTH - 110, lineBreak: false, ellipsis: true });
    pdf.text(
      `${reference}  ·  Page ${i - range.start + 1} of ${range.count}`,
      RIGHT - 110,
      fy + 8,
      {
        width: 110,
        align: "right",
        lineBreak: false,
      },
    );
    pdf.page.margins.bottom = savedBottom;
  }
  pdf.end();
  return done;
}
