import { formatDate } from "../../../../shared/dates";
import { depositAsked } from "../../../../shared/deposit-terms";
import { formatPence } from "../../../../shared/money";
import { quoteCostRows, quoteVatRows } from "../../../../shared/quote-vat";
import type { Quote } from "../../../../shared/schemas/quotes";
import {
  createPdf,
  drawBusinessHeader,
  drawCustomerAndProject,
  drawPageFooters,
  embeddableImage,
  ensureSpace,
  fits,
  footerContact,
  formatQuantity,
  hr,
  INK,
  LEFT,
  label,
  MUTED,
  PAGE_ROOM,
  type Pdf,
  RIGHT,
  WIDTH,
} from "../../../pdf/kit";
import {
  type Column,
  drawTable,
  drawTotalBar,
  drawTotalsLine,
  type TableRow,
  TOTAL_BAR,
} from "../../../pdf/kit-table";

/** Everything the quote PDF shows; user text is drawn as text, never interpreted. */
export interface QuoteDocument {
  quote: Pick<
    Quote,
    | "name"
    | "jobDescription"
    | "laborDays"
    | "dayRatePence"
    | "vatIncluded"
    | "vatRate"
    | "vatBreakdown"
    | "totalMaterialsCostPence"
    | "totalLaborPence"
    | "subtotalPence"
    | "vatAmountPence"
    | "totalAmountPence"
    | "createdAt"
    | "expiresAt"
  > & {
    /** Where the work is; null or empty: at the customer's address. */
    siteAddress?: string | null;
    /** Lines as charged: the PDF never shows net cost or markup. */
    materials: Pick<
      Quote["materials"][number],
      "name" | "quantity" | "unit" | "unitPricePence" | "totalPence" | "vatRate"
    >[];
    measurements: { label: string; value: number; unit: string }[];
  };
  reference: string;
  /** Set on the PDF of an accepted quote (drawn from its snapshot): who accepted it, when. */
  /** `source` "user": the business recorded the acceptance for the customer (the board, the list). */
  acceptance?: { byName: string; at: string; source?: "customer" | "user" } | null;
  /** The site photos, drawn after the lines and totals (PNG or JPEG; pdfkit cannot draw WebP). */
  photos?: { bytes: Buffer; contentType: string }[];
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

const TERMS_LINE_GAP = 1.5;
const PHOTO_GAP = 15;
const PHOTO_WIDTH = (WIDTH - PHOTO_GAP) / 2;
const PHOTO_HEIGHT = 180;

/** The site photos two to a row, each fitted into its cell; a row never splits across pages. */
function drawPhotos(pdf: Pdf, top: number, photos: NonNullable<QuoteDocument["photos"]>) {
  const drawable = photos.flatMap((photo) => {
    const bytes = embeddableImage(photo.bytes);
    return bytes ? [bytes] : [];
  });
  if (drawable.length === 0) return top;
  let y = ensureSpace(pdf, 13 + PHOTO_HEIGHT + 16, top);
  label(pdf, drawable.length === 1 ? "Site photo" : "Site photos", LEFT, y);
  y += 13;
  drawable.forEach((bytes, i) => {
    const col = i % 2;
    if (col === 0 && i > 0)
      y = ensureSpace(pdf, PHOTO_HEIGHT + PHOTO_GAP, y + PHOTO_HEIGHT + PHOTO_GAP);
    try {
      pdf.image(bytes, LEFT + col * (PHOTO_WIDTH + PHOTO_GAP), y, {
        fit: [PHOTO_WIDTH, PHOTO_HEIGHT],
        align: "center",
        valign: "center",
      });
    } catch {
      // A photo pdfkit cannot read is left out rather than failing the whole document.
    }
  });
  return y + PHOTO_HEIGHT + 16;
}

/** Who accepted the quote and when, as the PDF of an accepted quote says it. */
function acceptanceLine({ byName, at, source }: NonNullable<QuoteDocument["acceptance"]>) {
  // Marked accepted by the business's own user: never worded as if the customer had signed.
  return source === "user"
    ? `Acceptance recorded by ${byName} on ${formatDate(at)}, for the customer`
    : `Accepted by ${byName} on ${formatDate(at)}`;
}

/** The branded A4 quote: header, customer, job, measurements, materials, totals, terms, footer. */
export function drawQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  const { quote, business, customer, reference } = doc;
  const { pdf, done } = createPdf({
    Title: `Quote ${reference}${quote.name ? ` - ${quote.name}` : ""}`,
    Author: business.name,
  });

  // ---- header: logo and business on the left, the quote's number and dates on the right ----
  let y = drawBusinessHeader(pdf, {
    business,
    title: "Quote",
    titleSize: 26,
    reference,
    details: [
      `Issued: ${formatDate(quote.createdAt)}`,
      `Valid until: ${formatDate(quote.expiresAt)}`,
    ],
  });

  // ---- customer and project -------------------------------------------------------------
  y = drawCustomerAndProject(pdf, y, {
    heading: "Prepared for",
    customer,
    project: quote.name || reference,
    site: quote.siteAddress ?? "",
  });

  // ---- job description -------------------------------------------------------------------
  if (quote.jobDescription) {
    y = ensureSpace(pdf, 40, y);
    label(pdf, "Job description", LEFT, y);
    pdf.font("Helvetica").fontSize(10).fillColor(INK);
    pdf.text(quote.jobDescription, LEFT, y + 13, { width: WIDTH, lineGap: 2 });
    y = pdf.y + 16;
  }

  // ---- measurements ----------------------------------------------------------------------
  if (quote.measurements.length > 0) {
    y = ensureSpace(pdf, 40, y);
    label(pdf, "Measurements", LEFT, y);
    y += 14;
    const colWidth = WIDTH / 2;
    quote.measurements.forEach((m, i) => {
      const col = i % 2;
      if (col === 0 && i > 0) y += 14;
      if (col === 0) y = ensureSpace(pdf, 14, y);
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
  // A VAT column only when the lines are charged at more than one rate.
  const mixedRates = quote.vatBreakdown.length > 1;
  const vatCell = (rate: number | null) => (mixedRates ? [`${rate ?? quote.vatRate}%`] : []);
  const columns: Column[] = [
    { title: "Item", width: mixedRates ? 195 : 235, align: "left" },
    { title: "Qty", width: 50, align: "right" },
    { title: "Unit", width: 55, align: "left" },
    { title: "Unit price", width: 75, align: "right" },
    ...(mixedRates ? [{ title: "VAT", width: 40, align: "right" } as const] : []),
    { title: "Total", width: 80, align: "right" },
  ];
  const rows: TableRow[] = quote.materials.map((m) => ({
    cells: [
      m.name,
      formatQuantity(m.quantity),
      m.unit,
      formatPence(m.unitPricePence),
      ...vatCell(m.vatRate),
      formatPence(m.totalPence),
    ],
  }));
  const days = quote.laborDays === 1 ? "day" : "days";
  rows.push({
    cells: [
      `Labour (${formatQuantity(quote.laborDays)} ${days} × ${formatPence(quote.dayRatePence)})`,
      formatQuantity(quote.laborDays),
      days,
      formatPence(quote.dayRatePence),
      ...vatCell(null),
      formatPence(quote.totalLaborPence),
    ],
    boldFirst: true,
  });

  y = ensureSpace(pdf, 60, y);
  label(pdf, "Materials and labour", LEFT, y);
  y = drawTable(pdf, y + 13, columns, rows) + 14;

  // ---- totals ----------------------------------------------------------------------------
  const totals = { width: 230, split: 130, fontSize: 10, lineHeight: 17 };
  const vatRows = quoteVatRows(quote);
  const costRows = quoteCostRows(quote);
  // The deposit the terms ask, in pounds, under the total it is part of.
  const deposit = depositAsked(business.terms, quote);
  const depositHeight = deposit ? totals.lineHeight + 4 : 0;
  const totalsHeight =
    (1 + costRows.length + vatRows.length) * totals.lineHeight + TOTAL_BAR + depositHeight;
  // Who accepted it stays with the total they accepted.
  const accepted = doc.acceptance ? acceptanceLine(doc.acceptance) : "";
  pdf.font("Helvetica-Bold").fontSize(10);
  const acceptedHeight = accepted ? 18 + pdf.heightOfString(accepted, { width: WIDTH }) : 0;
  y = ensureSpace(pdf, totalsHeight + acceptedHeight, y);
  const line = (name: string, value: string, opts: { bold?: boolean } = {}) => {
    y = drawTotalsLine(pdf, totals, y, name, value, opts);
  };
  for (const row of costRows) line(row.label, formatPence(row.pence));
  hr(pdf, y - 3, { from: RIGHT - totals.width });
  line("Subtotal", formatPence(quote.subtotalPence), { bold: true });
  for (const row of vatRows) line(row.label, formatPence(row.pence));
  drawTotalBar(pdf, { width: 230, split: 120 }, y, "Total", formatPence(quote.totalAmountPence));
  y += TOTAL_BAR;
  if (deposit) {
    y += 4;
    line(`Deposit (${deposit.percent}%)`, formatPence(deposit.pence), { bold: true });
  }
  y += 18;

  if (accepted) {
    pdf.font("Helvetica-Bold").fontSize(10).fillColor(INK);
    pdf.text(accepted, LEFT, y, { width: WIDTH });
    y = pdf.y + 14;
  }

  y = drawPhotos(pdf, y, doc.photos ?? []);

  // ---- terms and the closing line --------------------------------------------------------
  // The closing line goes with the terms: on their page, never on a page of its own. Terms that
  // fit on a page are kept together; longer ones start on a new page and run on.
  const closing = "Thank you for the opportunity to quote for this work.";
  pdf.font("Helvetica-Oblique").fontSize(9);
  const closingHeight = pdf.heightOfString(closing, { width: WIDTH });
  if (business.terms.trim()) {
    pdf.font("Helvetica").fontSize(9);
    const termsHeight =
      13 + pdf.heightOfString(business.terms, { width: WIDTH, lineGap: TERMS_LINE_GAP });
    y = ensureSpace(pdf, Math.min(termsHeight + 14 + closingHeight, PAGE_ROOM), y);
    label(pdf, "Terms", LEFT, y);
    pdf.font("Helvetica").fontSize(9).fillColor(INK);
    pdf.text(business.terms, LEFT, y + 13, { width: WIDTH, lineGap: TERMS_LINE_GAP });
    y = pdf.y + 14;
  }
  // Without terms (or after terms that ran to the foot of a page) a closing line that does not
  // fit is left out, as on the invoice, rather than starting a page for it alone.
  if (fits(closingHeight, y)) {
    pdf.font("Helvetica-Oblique").fontSize(9).fillColor(MUTED);
    pdf.text(closing, LEFT, y, { width: WIDTH });
  }

  // ---- footer on every page --------------------------------------------------------------
  drawPageFooters(pdf, { text: footerContact(business), reference, referenceWidth: 110 });
  pdf.end();
  return done;
}
