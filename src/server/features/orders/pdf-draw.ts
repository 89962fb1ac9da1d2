import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import type { Order } from "../../../shared/schemas/orders";
import {
  createPdf,
  drawBusinessHeader,
  drawPageFooters,
  ensureSpace,
  formatDay,
  formatQuantity,
  INK,
  LEFT,
  label,
  MUTED,
  WIDTH,
} from "../../pdf/kit";
import { type Column, drawTable, drawTotalBar } from "../../pdf/kit-table";

const CANCELLED_RED = "#b91c1c";

/** Everything the purchase order PDF shows; user text is drawn as text, never interpreted. */
export interface PurchaseOrderDocument {
  order: Order;
  business: {
    name: string;
    address: string;
    phone: string;
    email: string;
    vatNumber: string;
    logo: Buffer | null;
  };
  branchAddress: string;
}

/** The A4 purchase order: buyer, merchant and branch, account, delivery, lines table and total. */
export function drawPurchaseOrderPdf(doc: PurchaseOrderDocument): Promise<Buffer> {
  const { order, business, branchAddress } = doc;
  const { pdf, done } = createPdf({
    Title: `Purchase order ${order.number}`,
    Author: business.name,
  });

  // ---- header: the buying business on the left, the PO number and date on the right ----
  const { name, address, phone, email, vatNumber, logo } = business;
  let y = drawBusinessHeader(pdf, {
    business: { name, address, phone, email, vatNumber, logo },
    title: "Purchase Order",
    titleSize: 22,
    titleWidth: 220,
    reference: order.number,
    details: [
      `Date: ${formatDate(order.createdAt)}`,
      `Status: ${order.status === "placed" ? "Placed" : "Cancelled"}`,
    ],
  });
  // A cancelled order still prints (the business's records), never as one to supply.
  if (order.status === "cancelled") {
    pdf.rect(LEFT, y, WIDTH, 30).fill(CANCELLED_RED);
    pdf.font("Helvetica-Bold").fontSize(12).fillColor("#ffffff");
    pdf.text("CANCELLED: this order no longer stands. Please do not supply it.", LEFT + 10, y + 9, {
      width: WIDTH - 20,
    });
    y += 46;
  }

  // ---- supplier and account | delivery -------------------------------------------------
  const half = WIDTH / 2 - 10;
  const rightCol = LEFT + half + 20;
  label(pdf, "Supplier", LEFT, y);
  label(pdf, "Deliver to", rightCol, y);
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
  // The driver reads the delivery box, not the letterhead: the number to call goes with it.
  if (phone) pdf.text(`Site contact: ${phone}`, rightCol, pdf.y + 4, { width: half });
  pdf.font("Helvetica-Bold").fontSize(9.5);
  pdf.text(
    `Delivery date: ${order.deliveryDate ? formatDay(order.deliveryDate) : "Not specified"}`,
    rightCol,
    pdf.y + 6,
    { width: half },
  );
  y = Math.max(supplierY, pdf.y) + 20;

  // ---- lines table ---------------------------------------------------------------------
  const columns: Column[] = [
    { title: "Item", width: 165, align: "left" },
    { title: "SKU", width: 80, align: "left" },
    { title: "Qty", width: 45, align: "right" },
    { title: "Unit", width: 50, align: "left" },
    { title: "Unit price", width: 75, align: "right" },
    { title: "Total", width: WIDTH - 415, align: "right" },
  ];
  const rows = order.lines.map((line) => ({
    cells: [
      line.name,
      line.sku,
      formatQuantity(line.quantity),
      line.unit,
      formatPence(line.unitPricePence),
      formatPence(line.totalPence),
    ],
  }));
  y = drawTable(pdf, y, columns, rows, { measure: [0, 1] }) + 14;

  // ---- total ---------------------------------------------------------------------------
  y = ensureSpace(pdf, 60, y);
  drawTotalBar(
    pdf,
    { width: 230, split: 120 },
    y,
    "Total (ex. VAT)",
    formatPence(order.totalPence),
  );
  y += 44;
  if (order.status === "placed") {
    pdf.font("Helvetica-Oblique").fontSize(9).fillColor(MUTED);
    pdf.text(`Please quote ${order.number} on all delivery notes and invoices.`, LEFT, y, {
      width: WIDTH,
    });
  }

  // ---- footer on every page ------------------------------------------------------------
  drawPageFooters(pdf, { text: business.name, reference: order.number, referenceWidth: 140 });
  pdf.end();
  return done;
}
