import { isoDay } from "../../../shared/dates";
import { taxYearOf } from "../../../shared/tax/mtd";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface VatQuarter {
  label: string;
  from: string;
  to: string;
}

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The last eight VAT quarters ending in March, June, September and December (the most common
 * stagger), newest first, the one under way included.
 */
export function vatQuarters(today = isoDay(new Date())): VatQuarter[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  let endMonth = Math.ceil(month / 3) * 3;
  let endYear = year;
  const quarters: VatQuarter[] = [];
  for (let i = 0; i < 8; i++) {
    const startMonth = endMonth - 2;
    quarters.push({
      label: `${MONTHS[startMonth - 1]}–${MONTHS[endMonth - 1]} ${endYear}`,
      from: `${endYear}-${pad(startMonth)}-01`,
      to: `${endYear}-${pad(endMonth)}-${lastDay(endYear, endMonth)}`,
    });
    endMonth -= 3;
    if (endMonth <= 0) {
      endMonth += 12;
      endYear -= 1;
    }
  }
  return quarters;
}

/** This tax year and the two before it, newest first ("2026-27"). */
export function recentTaxYears(today = isoDay(new Date())): string[] {
  const start = Number(taxYearOf(today).slice(0, 4));
  return [0, 1, 2].map((back) => {
    const y = start - back;
    return `${y}-${pad((y + 1) % 100)}`;
  });
}

/** The quarter of its tax year a day falls in (1–4) on tax-year quarters. */
export function taxQuarterOf(today = isoDay(new Date())): number {
  const md = today.slice(5);
  if (md >= "04-06" && md <= "07-05") return 1;
  if (md >= "07-06" && md <= "10-05") return 2;
  if (md >= "10-06" || md <= "01-05") return 3;
  return 4;
}
