import { percentOf } from "../../../shared/quote-math";
import type { Expense } from "../../../shared/schemas/expenses";
import type { MtdExpenseKey } from "../../../shared/tax/mtd";

/**
 * Entered expenses as bills: each package files a bill against one of its own expense accounts,
 * so HMRC's category is mapped to the account a new UK organisation starts with (Xero's default
 * chart codes, QuickBooks Online's UK account names, FreeAgent's standard categories). Sources
 * and the caveats in docs/uk-tax.md ("Accounting exports").
 */
export const EXPENSE_ACCOUNTS: Record<
  MtdExpenseKey,
  { xero: string; quickbooks: string; freeagent: string }
> = {
  costOfGoods: { xero: "310", quickbooks: "Cost of sales", freeagent: "Cost of Sales" },
  paymentsToSubcontractors: {
    xero: "325",
    quickbooks: "Subcontractors",
    freeagent: "Subcontractor Costs",
  },
  wagesAndStaffCosts: { xero: "477", quickbooks: "Wages", freeagent: "Sundries" },
  carVanTravelExpenses: {
    xero: "449",
    quickbooks: "Vehicle expenses",
    freeagent: "Motor Expenses",
  },
  premisesRunningCosts: { xero: "469", quickbooks: "Rent or lease payments", freeagent: "Rent" },
  maintenanceCosts: { xero: "473", quickbooks: "Repair and maintenance", freeagent: "Sundries" },
  adminCosts: { xero: "453", quickbooks: "Office expenses", freeagent: "Office Costs" },
  businessEntertainmentCosts: {
    xero: "420",
    quickbooks: "Meals and entertainment",
    freeagent: "Business Entertaining",
  },
  advertisingCosts: {
    xero: "400",
    quickbooks: "Advertising",
    freeagent: "Advertising and Promotion",
  },
  interestOnBankOtherLoans: {
    xero: "437",
    quickbooks: "Interest paid",
    freeagent: "Interest Payable",
  },
  financeCharges: { xero: "404", quickbooks: "Bank charges", freeagent: "Bank/Finance Charges" },
  irrecoverableDebts: { xero: "429", quickbooks: "Bad debts", freeagent: "Sundries" },
  professionalFees: {
    xero: "412",
    quickbooks: "Legal and professional fees",
    freeagent: "Legal and Professional Fees",
  },
  depreciation: { xero: "416", quickbooks: "Depreciation", freeagent: "Sundries" },
  otherExpenses: {
    xero: "429",
    quickbooks: "Other general and administrative expenses",
    freeagent: "Sundries",
  },
};

/** Who the bill is from when the receipt's supplier was left blank: the packages need a contact. */
export const SUNDRY_SUPPLIER = "Sundry supplier";

export interface ExpenseBill {
  supplier: string;
  /** Stable per expense, so the package refuses the same bill imported twice. */
  reference: string;
  date: string;
  description: string;
  netPence: number;
  vatPence: number;
  /** The VAT rate the receipt's VAT matches (20, 5), 0 when there is none to reclaim. */
  vatRate: number;
  accounts: (typeof EXPENSE_ACCOUNTS)[MtdExpenseKey];
}

/**
 * A receipt's VAT is whatever it says, so the rate is read back from it: 5 % (domestic fuel and
 * power) when it is 5 % of the amount to the penny, otherwise the standard 20 %. A business that is
 * not VAT registered cannot reclaim it, so the whole amount paid is the cost and there is no VAT.
 */
export function expenseBill(expense: Expense, vatRegistered: boolean): ExpenseBill {
  const reclaim = vatRegistered && expense.vatPence > 0;
  const netPence = reclaim ? expense.netPence : expense.netPence + expense.vatPence;
  const vatPence = reclaim ? expense.vatPence : 0;
  const vatRate = !reclaim
    ? 0
    : Math.abs(percentOf(expense.netPence, 5) - expense.vatPence) <= 1
      ? 5
      : 20;
  return {
    supplier: expense.supplier || SUNDRY_SUPPLIER,
    reference: `EXP-${expense.id.slice(0, 8).toUpperCase()}`,
    date: expense.spentOn,
    description: expense.description,
    netPence,
    vatPence,
    vatRate,
    accounts: EXPENSE_ACCOUNTS[expense.category],
  };
}
