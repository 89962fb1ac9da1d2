import { formatPence } from "../../../shared/money";
import type { JobProfit } from "../../../shared/schemas/insights";

/** Good or bad for the business, said in words too; "none" when there is nothing to compare. */
export type Tone = "good" | "bad" | "even" | "none";

export interface Comparison {
  label: string;
  quotedLabel: string;
  actualLabel: string;
  quoted: string;
  actual: string;
  verdict: string;
  tone: Tone;
  /** What was left out of the comparison, when something was. */
  note?: string;
}

const dayNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
export const formatDays = (n: number) => `${dayNumber.format(n)} ${n === 1 ? "day" : "days"}`;

/** The difference as a share of what was quoted; nothing when the quote had none to share. */
const share = (difference: number, quoted: number) =>
  quoted === 0 ? "" : ` (${Math.round((Math.abs(difference) / Math.abs(quoted)) * 100)}%)`;

function materials(job: JobProfit): Comparison {
  const actual = job.actualMaterialsPence;
  // Only what was ordered in Sole is set against the orders (an older server sends the whole).
  const quoted =
    actual === null
      ? job.quotedMaterialsPence
      : (job.comparedMaterialsPence ?? job.quotedMaterialsPence);
  const elsewhere = job.quotedMaterialsPence - quoted;
  const row = {
    label: "Materials",
    quotedLabel: "Quoted (trade net)",
    actualLabel: "Purchase orders",
    quoted: quoted === 0 ? "None on the quote" : formatPence(quoted),
    ...(elsewhere > 0
      ? {
          note: `Left out: ${formatPence(elsewhere)} of quoted materials not ordered in Sole`,
        }
      : {}),
  };
  if (actual === null) {
    return {
      ...row,
      actual: "None placed in Sole",
      verdict: "Not compared: no purchase orders were placed for this job in Sole",
      tone: "none",
    };
  }
  const difference = actual - quoted;
  return {
    ...row,
    actual: formatPence(actual),
    verdict:
      difference === 0
        ? "Exactly as quoted"
        : `${formatPence(Math.abs(difference))} ${difference > 0 ? "over" : "under"} the quote${share(difference, quoted)}`,
    tone: difference === 0 ? "even" : difference > 0 ? "bad" : "good",
  };
}

function labour(job: JobProfit): Comparison {
  const difference = job.actualDays - job.quotedDays;
  return {
    label: "Labour",
    quotedLabel: "Quoted",
    actualLabel: "Worked",
    quoted: job.quotedDays === 0 ? "No days on the quote" : formatDays(job.quotedDays),
    actual: formatDays(job.actualDays),
    verdict:
      difference === 0
        ? "Exactly as quoted"
        : `${formatDays(Math.abs(difference))} ${difference > 0 ? "over" : "under"} the quote${share(difference, job.quotedDays)}`,
    tone: difference === 0 ? "even" : difference > 0 ? "bad" : "good",
  };
}

function profit(job: JobProfit): Comparison {
  const difference = job.offPence;
  return {
    label: "Profit",
    quotedLabel: "Quoted",
    actualLabel: "Actual",
    quoted: formatPence(job.quotedProfitPence),
    actual: formatPence(job.actualProfitPence),
    verdict:
      difference === 0
        ? "Exactly as quoted"
        : `${formatPence(Math.abs(difference))} ${difference > 0 ? "more" : "less"} than quoted${share(difference, job.quotedProfitPence)}`,
    tone: difference === 0 ? "even" : difference > 0 ? "good" : "bad",
  };
}

/** A finished job's materials, labour and profit, each quoted against what it took. */
export const compareWithQuote = (job: JobProfit): Comparison[] => [
  materials(job),
  labour(job),
  profit(job),
];
