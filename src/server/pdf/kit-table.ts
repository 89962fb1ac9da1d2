/** The striped table and the right-aligned totals box of the quote, invoice and order PDFs. */
import {
  BOTTOM,
  BRAND,
  HEAD_FILL,
  hr,
  INK,
  LEFT,
  MARGIN,
  MUTED,
  PAD,
  type Pdf,
  RIGHT,
  SHADE,
  WIDTH,
} from "./kit";

export interface Column {
  title: string;
  width: number;
  align: "left" | "right";
}

export interface TableRow {
  cells: string[];
  /** The text colour of the row; INK by default. */
  color?: string;
  /** Draws the first cell in bold (a quote's labour line). */
  boldFirst?: boolean;
}

function drawTableHeader(pdf: Pdf, columns: Column[], top: number) {
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
}

/**
 * A full-width table: a shaded header row at `top`, then striped rows, each as tall as its tallest
 * `measure`d cell. A row that does not fit starts a new page, with the header again. Returns the y
 * below the last row.
 */
export function drawTable(
  pdf: Pdf,
  top: number,
  columns: Column[],
  rows: TableRow[],
  { fontSize = 9.5, measure = [0] }: { fontSize?: number; measure?: number[] } = {},
) {
  let y = drawTableHeader(pdf, columns, top);
  rows.forEach((row, index) => {
    pdf.font("Helvetica").fontSize(fontSize);
    const textHeight = Math.max(
      ...measure.map((i) =>
        pdf.heightOfString(row.cells[i] ?? "", { width: columns[i]!.width - PAD * 2 }),
      ),
    );
    const height = Math.max(textHeight, 11) + 10;
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = drawTableHeader(pdf, columns, MARGIN);
    }
    if (index % 2 === 1) pdf.rect(LEFT, y, WIDTH, height).fill(SHADE);
    let x = LEFT;
    row.cells.forEach((cell, i) => {
      const c = columns[i]!;
      pdf
        .font(row.boldFirst && i === 0 ? "Helvetica-Bold" : "Helvetica")
        .fontSize(fontSize)
        .fillColor(row.color ?? INK)
        .text(cell, x + PAD, y + 5, { width: c.width - PAD * 2, align: c.align });
      x += c.width;
    });
    y += height;
    hr(pdf, y);
  });
  return y;
}

/** A right-aligned totals box: `width` wide ending at RIGHT, names left of `split`, values right. */
export interface TotalsBox {
  width: number;
  split: number;
}

/** One name/value line of the totals box at `y`; returns the y of the next line. */
export function drawTotalsLine(
  pdf: Pdf,
  box: TotalsBox & { fontSize: number; lineHeight: number },
  y: number,
  name: string,
  value: string,
  opts: { bold?: boolean; muted?: boolean } = {},
) {
  const x = RIGHT - box.width;
  pdf
    .font(opts.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(box.fontSize)
    .fillColor(opts.muted ? MUTED : INK);
  pdf.text(name, x + PAD, y, { width: box.split, lineBreak: false });
  pdf.text(value, x + box.split, y, {
    width: box.width - box.split - PAD,
    align: "right",
    lineBreak: false,
  });
  return y + box.lineHeight;
}

/** The height of the total bar. */
export const TOTAL_BAR = 26;

/** The brand-filled total bar (white bold name and amount) at `y`, TOTAL_BAR high. */
export function drawTotalBar(pdf: Pdf, box: TotalsBox, y: number, name: string, value: string) {
  const x = RIGHT - box.width;
  pdf.rect(x, y, box.width, TOTAL_BAR).fill(BRAND);
  pdf.font("Helvetica-Bold").fontSize(12).fillColor("#ffffff");
  pdf.text(name, x + PAD, y + 8, { width: box.split, lineBreak: false });
  pdf.text(value, x + box.split, y + 8, {
    width: box.width - box.split - PAD,
    align: "right",
    lineBreak: false,
  });
}
