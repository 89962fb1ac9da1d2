import { formatPence } from "../../../shared/money";
import type { Quote } from "../../../shared/schemas/quotes";

/** One difference between the quote as it is now on the server (theirs) and as I changed it. */
export interface DiffRow {
  label: string;
  theirs: string;
  mine: string;
}

const yesNo = (b: boolean) => (b ? "Yes" : "No");
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

const FIELDS: { label: string; show: (q: Quote) => string }[] = [
  { label: "Project name", show: (q) => q.name },
  { label: "Customer", show: (q) => q.customerName || "None" },
  { label: "Job description", show: (q) => q.jobDescription },
  { label: "Labour", show: (q) => days(q.laborDays) },
  { label: "Day rate", show: (q) => formatPence(q.dayRatePence) },
  { label: "Markup", show: (q) => `${q.marginPercent}%` },
  { label: "VAT included", show: (q) => yesNo(q.vatIncluded) },
  { label: "VAT rate", show: (q) => `${q.vatRate}%` },
  { label: "Measurements", show: (q) => String(q.measurements.length) },
];

const lineText = (line: Quote["materials"][number]) =>
  `${line.quantity} ${line.unit} × ${formatPence(line.unitPricePence)} = ${formatPence(line.totalPence)}`;

/**
 * What differs between their version and mine, for the conflict chooser: the changed fields, the
 * material lines added, removed or changed (matched by name), and the totals. Only differences:
 * what both versions agree on is left out.
 */
export function diffQuotes(theirs: Quote, mine: Quote) {
  const fields: DiffRow[] = [];
  for (const { label, show } of FIELDS) {
    const [a, b] = [show(theirs), show(mine)];
    if (a !== b) fields.push({ label, theirs: a, mine: b });
  }
  const lines: DiffRow[] = [];
  const theirLines = new Map(theirs.materials.map((l) => [l.name, l]));
  const myLines = new Map(mine.materials.map((l) => [l.name, l]));
  for (const [name, line] of theirLines) {
    const my = myLines.get(name);
    if (!my) lines.push({ label: name, theirs: lineText(line), mine: "Not on my version" });
    else if (lineText(my) !== lineText(line))
      lines.push({ label: name, theirs: lineText(line), mine: lineText(my) });
  }
  for (const [name, line] of myLines) {
    if (!theirLines.has(name))
      lines.push({ label: name, theirs: "Not on their version", mine: lineText(line) });
  }
  const totals: DiffRow[] = [
    {
      label: "Total",
      theirs: formatPence(theirs.totalAmountPence),
      mine: formatPence(mine.totalAmountPence),
    },
  ];
  if (theirs.vatAmountPence !== mine.vatAmountPence)
    totals.push({
      label: "VAT",
      theirs: formatPence(theirs.vatAmountPence),
      mine: formatPence(mine.vatAmountPence),
    });
  return { fields, lines, totals };
}
