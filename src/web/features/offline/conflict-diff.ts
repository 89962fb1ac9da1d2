import { formatPence } from "../../../shared/money";
import { quantityWithUnit } from "../../../shared/quantities";
import type { Quote } from "../../../shared/schemas/quotes";

/** One difference between the quote as it is now on the server (theirs) and as I changed it. */
export interface DiffRow {
  label: string;
  theirs: string;
  mine: string;
}

const yesNo = (b: boolean) => (b ? "Yes" : "No");
const days = (n: number) => quantityWithUnit(n, "day");

const FIELDS: { label: string; show: (q: Quote) => string }[] = [
  { label: "Project name", show: (q) => q.name },
  { label: "Customer", show: (q) => q.customerName || "None" },
  { label: "Site address", show: (q) => q.siteAddress ?? "The customer's address" },
  { label: "Job description", show: (q) => q.jobDescription },
  { label: "Labour", show: (q) => days(q.laborDays) },
  { label: "Day rate", show: (q) => formatPence(q.dayRatePence) },
  { label: "Markup", show: (q) => `${q.marginPercent}%` },
  { label: "VAT included", show: (q) => yesNo(q.vatIncluded) },
  { label: "VAT rate", show: (q) => `${q.vatRate}%` },
  { label: "Measurements", show: (q) => String(q.measurements.length) },
  { label: "Terms", show: (q) => q.terms ?? "My default terms" },
];

const lineText = (line: Quote["materials"][number]) =>
  `${quantityWithUnit(line.quantity, line.unit)} × ${formatPence(line.unitPricePence)} = ${formatPence(line.totalPence)}`;

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

/** What a quote holds, for a new draft refused before the server kept any of it. */
export function describeQuote(quote: Quote): { label: string; value: string }[] {
  return [
    ...FIELDS.map(({ label, show }) => ({ label, value: show(quote) })),
    ...quote.materials.map((line) => ({ label: line.name, value: lineText(line) })),
    { label: "Total", value: formatPence(quote.totalAmountPence) },
  ];
}

/** The fields of a save that the quote carries as they were sent. */
const SENT_AS_IS = [
  "name",
  "customerId",
  "jobDescription",
  "laborDays",
  "dayRatePence",
  "vatIncluded",
  "vatRate",
  "marginPercent",
  "terms",
  "siteAddress",
] as const;
const COMPARED = new Set<string>([...SENT_AS_IS, "materials", "measurements", "profitRule"]);

const sizes = (list: readonly { label: string; value: number; unit: string }[]) =>
  JSON.stringify(list.map(({ label, value, unit }) => [label, value, unit]));

/**
 * Whether my change is already what the server holds: a save answered just before the page closed
 * (before the device had stored the answer) is sent again on reload and meets its own result as
 * a "newer version". That is not a conflict. Anything not compared here counts as a difference,
 * so a real conflict is never dropped.
 */
export function alreadySaved(theirs: Quote, sent: Record<string, unknown>, mine: Quote): boolean {
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (!COMPARED.has(key)) return false;
    if ((SENT_AS_IS as readonly string[]).includes(key) && theirs[key as keyof Quote] !== value)
      return false;
  }
  const measurements = sent.measurements as Quote["measurements"] | undefined;
  if (measurements && sizes(measurements) !== sizes(theirs.measurements)) return false;
  if (sent.materials) {
    if (mine.materials.length !== theirs.materials.length) return false;
    if (diffQuotes(theirs, mine).lines.length > 0) return false;
  }
  return theirs.totalAmountPence === mine.totalAmountPence;
}
