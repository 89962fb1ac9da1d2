import { ensureSpace, formatDay, INK, LEFT, MUTED, type Pdf, WIDTH } from "../../../pdf/kit";
import type { BankTransfer } from "./payment-details";

const FILL = "#f0fdfa";
const EDGE = "#99f6e4";
const ROW = 17;

/** The "Pay by bank transfer" box: the details large enough to copy into a banking app. */
export function drawBankTransfer(pdf: Pdf, y: number, transfer: BankTransfer): number {
  const height = 34 + transfer.rows.length * ROW + 2;
  let top = ensureSpace(pdf, height + 10, y);
  pdf.rect(LEFT, top, WIDTH, height).lineWidth(0.8).fillAndStroke(FILL, EDGE);
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  pdf.text("Pay by bank transfer", LEFT + 12, top + 10, { lineBreak: false });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  pdf.text(`Due by ${formatDay(transfer.dueDate)}`, LEFT + 12, top + 10, {
    width: WIDTH - 24,
    align: "right",
    lineBreak: false,
  });
  top += 32;
  for (const [name, value] of transfer.rows) {
    pdf.font("Helvetica").fontSize(9.5).fillColor(MUTED);
    pdf.text(`${name}:`, LEFT + 12, top + 1, { width: 110, lineBreak: false });
    pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
    pdf.text(value, LEFT + 125, top, { width: WIDTH - 137, lineBreak: false, ellipsis: true });
    top += ROW;
  }
  return top + 12;
}
