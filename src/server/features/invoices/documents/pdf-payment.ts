import { formatDay, INK, LEFT, MUTED, type Pdf } from "../../../pdf/kit";
import type { BankTransfer } from "./payment-details";

const FILL = "#f0fdfa";
const EDGE = "#99f6e4";

/** The height of the "Pay by bank transfer" box: an invoice decides its page break before drawing it. */
export const bankTransferHeight = (transfer: BankTransfer) => 44 + transfer.rows.length * 27;

/**
 * The "Pay by bank transfer" box, the details large enough to copy into a banking app: in the
 * column beside the totals (`width` wide, from `top`), each label above its value, where a full
 * width box below them pushed a short invoice with a payment received onto a second page.
 * Returns the box's bottom.
 */
export function drawBankTransfer(
  pdf: Pdf,
  top: number,
  width: number,
  transfer: BankTransfer,
): number {
  const height = bankTransferHeight(transfer);
  pdf.rect(LEFT, top, width, height).lineWidth(0.8).fillAndStroke(FILL, EDGE);
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  pdf.text("Pay by bank transfer", LEFT + 12, top + 10, { width: width - 24, lineBreak: false });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  pdf.text(`Due by ${formatDay(transfer.dueDate)}`, LEFT + 12, top + 25, {
    width: width - 24,
    lineBreak: false,
  });
  let y = top + 42;
  for (const [name, value] of transfer.rows) {
    pdf.font("Helvetica").fontSize(8.5).fillColor(MUTED);
    pdf.text(`${name}:`, LEFT + 12, y, { width: width - 24, lineBreak: false });
    pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK);
    pdf.text(value, LEFT + 12, y + 10, { width: width - 24, lineBreak: false, ellipsis: true });
    y += 27;
  }
  return top + height;
}
