import PDFDocument from "pdfkit";

/**
 * What the quote, invoice and purchase order PDFs share: the A4 page, the palette, the business
 * header and the "Page x of y" footers (the striped table and the totals box in ./kit-table.ts). Each renderer keeps its
 * own layout; these helpers only draw, they do not decide what a document shows.
 */
export type Pdf = PDFKit.PDFDocument;

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const LEFT = MARGIN;
export const RIGHT = A4.width - MARGIN;
export const WIDTH = RIGHT - LEFT;
/** Content stops here: room for the footer. */
export const BOTTOM = A4.height - 70;
/** The inner padding of table cells and of the totals box. */
export const PAD = 6;
export const INK = "#0f172a";
export const MUTED = "#526071";
export const BRAND = "#0f766e";
export const RULE = "#e2e8f0";
export const SHADE = "#f1f5f9";
export const HEAD_FILL = "#e6f2f1";

/** A quantity as every document writes it (up to 3 decimals); with its unit: shared/quantities. */
export { formatQuantity } from "../../shared/quantities";

/** dd/mm/yyyy for a YYYY-MM-DD day, without time-zone drift. */
export function formatDay(day: string) {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}

/** Windows-1252's characters above Latin-1's control range: what the standard fonts also draw. */
const CP1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Letters that do not decompose to a base letter and an accent. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  ħ: "h",
  Ħ: "H",
};

const drawable = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (
    c === "\n" ||
    c === "\t" ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRAS.has(c)
  );
};

/**
 * Text as the PDFs' standard fonts (Helvetica, WinAnsi) can draw it. Any other character was
 * drawn as garbage ("Ø=Ý)" for an emoji, in every header and footer of a business whose name had
 * one): an accented letter is drawn without its accent ("Łukasz" as "Lukasz", "Ștefan" as
 * "Stefan"), a ligature as its letters, and what has no letter (emoji, symbols) is left out.
 */
export function pdfText(text: string): string {
  let out = "";
  for (const c of text) {
    if (drawable(c)) {
      out += c;
      continue;
    }
    const plain =
      PLAIN_LETTERS[c] ?? [...c.normalize("NFKD")].filter((part) => drawable(part)).join("");
    out += plain;
  }
  return out === text ? text : out.replace(/ {2,}/g, " ");
}

/** A buffered A4 document and the bytes it will have once `pdf.end()` is called. */
export function createPdf(info: { Title: string; Author: string }) {
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { ...info, Creator: "Sole." },
  });
  // Every string drawn or measured passes through pdfText, whichever document draws it.
  const text = pdf.text.bind(pdf);
  const heightOfString = pdf.heightOfString.bind(pdf);
  const widthOfString = pdf.widthOfString.bind(pdf);
  const safe = <T>(value: T): T => (typeof value === "string" ? (pdfText(value) as T) : value);
  pdf.text = ((value: string, ...rest: unknown[]) =>
    (text as (...args: unknown[]) => Pdf)(safe(value), ...rest)) as Pdf["text"];
  pdf.heightOfString = ((value: string, ...rest: unknown[]) =>
    (heightOfString as (...args: unknown[]) => number)(
      safe(value),
      ...rest,
    )) as Pdf["heightOfString"];
  pdf.widthOfString = ((value: string, ...rest: unknown[]) =>
    (widthOfString as (...args: unknown[]) => number)(
      safe(value),
      ...rest,
    )) as Pdf["widthOfString"];
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  return { pdf, done };
}

/** A small uppercase section label. */
export function label(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  width?: number,
  align?: "left" | "right",
) {
  return pdf
    .font("Helvetica-Bold")
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(text.toUpperCase(), x, y, { width, align, characterSpacing: 0.8, lineBreak: false });
}

/** The most one page holds, top margin to BOTTOM: a taller block cannot be kept together. */
export const PAGE_ROOM = BOTTOM - MARGIN;

/** Whether `needed` points still fit on the page below `y`. */
export function fits(needed: number, y: number) {
  return y + needed <= BOTTOM;
}

/**
 * `y` when `needed` points still fit on the page, else the top of a new page. To keep a block
 * together (a totals box with what must not be parted from it), pass the block's measured height,
 * not a guess: too much leaves the end of a page empty, too little strands its last line.
 */
export function ensureSpace(pdf: Pdf, needed: number, y: number) {
  if (fits(needed, y)) return y;
  pdf.addPage();
  return MARGIN;
}

/** A horizontal rule, by default a thin grey one across the page. */
export function hr(
  pdf: Pdf,
  y: number,
  { from = LEFT, to = RIGHT, width = 0.5, color = RULE } = {},
) {
  pdf.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
}

/** Only PNG and JPEG can be embedded; anything else (or a corrupt file) is left out. */
export function embeddableImage(image: Buffer | null | undefined): Buffer | null {
  if (!image || image.length < 8) return null;
  const png = image.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"));
  const jpeg = image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff;
  return png || jpeg ? image : null;
}

export interface HeaderBusiness {
  name: string;
  address: string;
  phone: string;
  email: string;
  website?: string;
  vatNumber: string;
  logo?: Buffer | null;
}

/**
 * The page-one header: logo, business name and contact lines on the left; the document's title,
 * reference and detail lines (dates and the like) on the right; then the brand rule. Returns the
 * y below it.
 */
export function drawBusinessHeader(
  pdf: Pdf,
  header: {
    business: HeaderBusiness;
    /** Shown in place of the VAT number when there is none ("" shows nothing). */
    noVatNumber?: string;
    title: string;
    titleSize: number;
    titleWidth?: number;
    reference: string;
    details: string[];
  },
) {
  const { business } = header;
  let left = MARGIN;
  const logo = embeddableImage(business.logo);
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
    business.vatNumber ? `VAT No. ${business.vatNumber}` : header.noVatNumber,
  ].filter(Boolean) as string[];
  for (const line of contact) {
    pdf.text(line, LEFT, left, { width: 280 });
    left = pdf.y + 1;
  }

  const width = header.titleWidth ?? 200;
  const rightX = RIGHT - width;
  pdf.font("Helvetica-Bold").fontSize(header.titleSize).fillColor(BRAND);
  pdf.text(header.title, rightX, MARGIN, { width, align: "right" });
  pdf.font("Helvetica-Bold").fontSize(12).fillColor(INK);
  pdf.text(header.reference, rightX, pdf.y + 2, { width, align: "right" });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  header.details.forEach((line, i) => {
    pdf.text(line, rightX, pdf.y + (i === 0 ? 6 : 2), { width, align: "right" });
  });
  const y = Math.max(left, pdf.y) + 16;
  hr(pdf, y, { width: 1.5, color: BRAND });
  return y + 16;
}

/**
 * The customer (name, address, email, phone) on the left and the project's name on the right,
 * each under a label. Returns the y below the taller side.
 */
export function drawCustomerAndProject(
  pdf: Pdf,
  y: number,
  block: {
    heading: string;
    customer: { name: string; email: string; phone: string; address: string };
    project: string;
    /** Where the work is, under the project, when not at the customer's address. */
    site?: string;
  },
) {
  const half = WIDTH / 2 - 10;
  label(pdf, block.heading, LEFT, y);
  label(pdf, "Project", LEFT + half + 20, y);
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  pdf.text(block.customer.name || "Customer", LEFT, y + 13, { width: half });
  let customerY = pdf.y + 2;
  pdf.font("Helvetica").fontSize(9.5).fillColor(INK);
  const { address, email, phone } = block.customer;
  for (const line of [address, email, phone].filter(Boolean)) {
    pdf.text(line, LEFT, customerY, { width: half });
    customerY = pdf.y + 1;
  }
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  pdf.text(block.project, LEFT + half + 20, y + 13, { width: half });
  let projectY = pdf.y;
  if (block.site) {
    label(pdf, "Site address", LEFT + half + 20, projectY + 8);
    pdf.font("Helvetica").fontSize(9.5).fillColor(INK);
    pdf.text(block.site, LEFT + half + 20, projectY + 21, { width: half });
    projectY = pdf.y;
  }
  return Math.max(customerY, projectY) + 18;
}

/**
 * On every buffered page: a rule, `text` on the left (cut with an ellipsis) and
 * "reference  ·  Page x of y" in the right-hand `referenceWidth` points.
 */
export function drawPageFooters(
  pdf: Pdf,
  footer: { text: string; reference: string; referenceWidth: number },
) {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const savedBottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const fy = A4.height - 45;
    hr(pdf, fy);
    pdf.font("Helvetica").fontSize(8).fillColor(MUTED);
    pdf.text(footer.text, LEFT, fy + 8, {
      width: WIDTH - footer.referenceWidth,
      lineBreak: false,
      ellipsis: true,
    });
    pdf.text(
      `${footer.reference}  ·  Page ${i - range.start + 1} of ${range.count}`,
      RIGHT - footer.referenceWidth,
      fy + 8,
      { width: footer.referenceWidth, align: "right", lineBreak: false },
    );
    pdf.page.margins.bottom = savedBottom;
  }
}

/** The footer's contact line: the business's name, phone, email and website. */
export function footerContact(business: {
  name: string;
  phone: string;
  email: string;
  website?: string;
}) {
  return [business.name, business.phone, business.email, business.website]
    .filter(Boolean)
    .join("  ·  ");
}
