import PDFDocument from "pdfkit";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import type { Order } from "../../../shared/schemas/orders";

/** Everything the purchase order PDF shows; user text is drawn as text, never interpreted. */
export interface PurchaseOrderDocument {
  order: Order;
  business: { name: string; address: string; phone: string; email: string; vatNumber: string };
  branchAddress: string;
}

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

const quantityFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

/** dd/mm/yyyy for a YYYY-MM-DD day, without time-zone drift. */
function formatDay(day: string) {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}

/** The A4 purchase order: buyer, merchant and branch, account, delivery, lines table and total. */
export function renderPurchaseOrderPdf(doc: PurchaseOrderDocument): Promise<Buffer> {
  const { order, business, branchAddress } = doc;
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `Purchase order ${order.number}`,
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

  const label = (text: string, x: number, y: number) =>
    pdf
      .font("Helvetica-Bold")
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text.toUpperCase(), x, y, { characterSpacing: 0.8, lineBreak: false });

  // ---- header: the buying business on the left, the PO number and date on the right ----
  pdf.font("Helvetica-Bold").fontSize(16).fillColor(INK);
  pdf.text(business.name, LEFT, MARGIN, { width: 280 });
  let left = pdf.y + 4;
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  const contact = [
    business.address,
    business.phone && `Tel: ${business.phone}`,
    business.email,
    business.vatNumber && `VAT No. ${business.vatNumber}`,
  ].filter(Boolean) as string[];
  for (const line of contact) {
    pdf.text(line, LEFT, left, { width: 280 });
    left = pdf.y + 1;
  }
  const rightX = RIGHT - 220;
  pdf.font("Helvetica-Bold").fontSize(22).fillColor(BRAND);
  pdf.text("Purchase Order", rightX, MARGIN, { width: 220, align: "right" });
  pdf.font("Helvetica-Bold").fontSize(12).fillColor(INK);
  pdf.text(order.number, rightX, pdf.y + 2, { width: 220, align: "right" });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  pdf.text(`Date: ${formatDate(order.createdAt)}`, rightX, pdf.y + 6, {
    width: 220,
    align: "right",
  });
  pdf.text(`Status: ${order.status === "placed" ? "Placed" : "Cancelled"}`, rightX, pdf.y + 2, {
    width: 220,
    align: "right",
  });
  let y = Math.max(left, pdf.y) + 16;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1.5).strokeColor(BRAND).stroke();
  y += 16;

  // ---- supplier and account | delivery -------------------------------------------------
  const half = WIDTH / 2 - 10;
  const rightCol = LEFT + half + 20;
  label("Supplier", LEFT, y);
  label("Deliver to", rightCol, y);
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  pdf.text(order.merchantName, LEFT, y + 13, { width: half });
  let supplierY = pdf.y + 2;
  pdf.font("Helvetica").fontSize(9.5).fillColor(INK);
  const supplierLines = [
    order.branch && `Branch: ${order.branch}`,
    branchAddress,
    order.tradeAccount && `Account number: ${order.tradeAccount.accountNumber}`,
    order.tradeAccount && `Account name: ${order.tradeAccount.accountName}`,
  ].filter(Boolean) as string[];
  for (const line of supplierLines) {
    pdf.text(line, LEFT, supplierY, { width: half });
    supplierY = pdf.y + 1;
  }
  pdf.font("Helvetica").fontSize(9.5).fillColor(INK);
  pdf.text(order.deliveryAddress, rightCol, y + 13, { width: half });
  pdf.font("Helvetica-Bold").fontSize(9.5);
  pdf.text(
    `Delivery date: ${order.deliveryDate ? formatDay(order.deliveryDate) : "Not specified"}`,
    rightCol,
    pdf.y + 6,
    { width: half },
  );
  y = Math.max(supplierY, pdf.y) + 20;

  // ---- lines table ---------------------------------------------------------------------
  const columns = [
    { title: "Item", width: 165, align: "left" as const },
    { title: "SKU", width: 80, align: "left" as const },
    { title: "Qty", width: 45, align: "right" as const },
    { title: "Unit", width: 50, align: "left" as const },
    { title: "Unit price", width: 75, align: "right" as const },
    { title: "Total", width: WIDTH - 415, align: "right" as const },
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
  y = tableHeader(y);
  order.lines.forEach((line, index) => {
    const cells = [
      line.name,
      line.sku,
      quantityFormat.format(line.quantity),
      line.unit,
      formatPence(line.unitPricePence),
      formatPence(line.totalPence),
    ];
    pdf.font("Helvetica").fontSize(9.5);
    const textHeight = Math.max(
      pdf.heightOfString(cells[0]!, { width: columns[0]!.width - PAD * 2 }),
      pdf.heightOfString(cells[1]!, { width: columns[1]!.width - PAD * 2 }),
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
        .fontSize(9.5)
        .fillColor(INK)
        .text(cell, x + PAD, y + 5, { width: c.width - PAD * 2, align: c.align });
      x += c.width;
    });
    y += height;
    pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  });
  y += 14;

  // ---- total ---------------------------------------------------------------------------
  if (y + 60 > BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  const boxX = RIGHT - 230;
  pdf.rect(boxX, y, 230, 26).fill(BRAND);
  pdf.font("Helvetica-Bold").fontSize(12).fillColor("#ffffff");
  pdf.text("Total (ex. VAT)", boxX + PAD, y + 8, { width: 120, lineBreak: false });
  pdf.text(formatPence(order.totalPence), boxX + 120, y + 8, {
    width: 110 - PAD,
    align: "right",
    lineBreak: false,
  });
  y += 44;
  pdf.font("Helvetica-Oblique").fontSize(9).fillColor(MUTED);
  pdf.text(`Please quote ${order.number} on all delivery notes and invoices.`, LEFT, y, {
    width: WIDTH,
  });

  // ---- footer on every page ------------------------------------------------------------
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const savedBottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const fy = A4.height - 45;
    pdf.moveTo(LEFT, fy).lineTo(RIGHT, fy).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.font("Helvetica").fontSize(8).fillColor(MUTED);
    pdf.text(business.name, LEFT, fy + 8, { width: WIDTH - 140, lineBreak: false, ellipsis: true });
    pdf.text(
      `${order.number}  ·  Page ${i - range.start + 1} of ${range.count}`,
      RIGHT - 140,
      fy + 8,
      {
        width: 140,
        align: "right",
        lineBreak: false,
      },
    );
    pdf.page.margins.bottom = savedBottom;
  }
  pdf.end();
  return done;
}
