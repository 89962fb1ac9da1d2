/**
 * Making Tax Digital for Income Tax: the quarterly periods and the self-employment categories of a
 * quarterly update. Rules and sources in docs/uk-tax.md ("MTD quarterly summary").
 */

/** Standard quarters run from the 6th (tax year), calendar quarters from the 1st (an election). */
export const MTD_QUARTER_BASES = ["tax-year", "calendar"] as const;
export type MtdQuarterBasis = (typeof MTD_QUARTER_BASES)[number];

/** Cash basis is the default for sole traders from 2024-25; accruals is the opt-out. */
export const MTD_ACCOUNTING_BASES = ["cash", "accruals"] as const;
export type MtdAccountingBasis = (typeof MTD_ACCOUNTING_BASES)[number];

/**
 * The allowable expense categories of a self-employment quarterly update, in the order and with
 * the names of HMRC's Self Employment Business API (periodExpenses) and the SA103F boxes.
 */
export const MTD_EXPENSE_CATEGORIES = [
  { key: "costOfGoods", label: "Cost of goods bought for resale or goods used" },
  { key: "paymentsToSubcontractors", label: "Construction industry: payments to subcontractors" },
  { key: "wagesAndStaffCosts", label: "Wages, salaries and other staff costs" },
  { key: "carVanTravelExpenses", label: "Car, van and travel expenses" },
  { key: "premisesRunningCosts", label: "Rent, rates, power and insurance costs" },
  { key: "maintenanceCosts", label: "Repairs and maintenance of property and equipment" },
  { key: "adminCosts", label: "Phone, fax, stationery and other office costs" },
  { key: "businessEntertainmentCosts", label: "Business entertainment costs" },
  { key: "advertisingCosts", label: "Advertising costs" },
  { key: "interestOnBankOtherLoans", label: "Interest on bank and other loans" },
  { key: "financeCharges", label: "Bank, credit card and other financial charges" },
  { key: "irrecoverableDebts", label: "Irrecoverable debts written off" },
  { key: "professionalFees", label: "Accountancy, legal and other professional fees" },
  { key: "depreciation", label: "Depreciation and loss or profit on sale of assets" },
  { key: "otherExpenses", label: "Other business expenses" },
] as const;
export type MtdExpenseKey = (typeof MTD_EXPENSE_CATEGORIES)[number]["key"];

const TAX_YEAR = /^(\d{4})-(\d{2})$/;

/** "2026-27" → 2026, or null when it is not a tax year written that way. */
export function taxYearStart(taxYear: string): number | null {
  const match = TAX_YEAR.exec(taxYear);
  if (!match) return null;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : null;
}

/** The tax year a day falls in: 6 April starts a new one. */
export function taxYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= "04-06" ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A quarter's first and last day. Tax-year quarters: 6 April–5 July, 6 July–5 October, 6 October–
 * 5 January, 6 January–5 April. Calendar quarters: 1 April–30 June, …, 1 January–31 March.
 */
export function mtdQuarterDates(
  startYear: number,
  quarter: 1 | 2 | 3 | 4,
  basis: MtdQuarterBasis,
): { from: string; to: string } {
  const startMonth = [4, 7, 10, 1][quarter - 1] as number;
  const fromYear = quarter === 4 ? startYear + 1 : startYear;
  const endMonth = startMonth + 3 > 12 ? startMonth + 3 - 12 : startMonth + 3;
  const toYear = quarter >= 3 ? startYear + 1 : startYear;
  if (basis === "tax-year") {
    return {
      from: `${fromYear}-${pad(startMonth)}-06`,
      to: `${toYear}-${pad(endMonth)}-05`,
    };
  }
  const lastMonth = endMonth === 1 ? 12 : endMonth - 1;
  const lastYear = endMonth === 1 ? toYear - 1 : toYear;
  const lastDay = new Date(Date.UTC(lastYear, lastMonth, 0)).getUTCDate();
  return {
    from: `${fromYear}-${pad(startMonth)}-01`,
    to: `${lastYear}-${pad(lastMonth)}-${lastDay}`,
  };
}
