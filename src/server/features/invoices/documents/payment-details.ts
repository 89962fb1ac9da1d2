import { type BankDetails, formatSortCode, hasBankDetails } from "../../../../shared/bank-details";
import type { Invoice } from "../../../../shared/schemas/invoices";

/** What the "Pay by bank transfer" block prints, in the order a banking app asks for it. */
export interface BankTransfer {
  rows: Array<[label: string, value: string]>;
  dueDate: string;
}

/**
 * The bank transfer instructions of an invoice, or null when there is nothing to pay or the
 * business has not given complete bank details (then the invoice says nothing about transfers:
 * half a set of details sends money nowhere). The reference is the invoice number as printed.
 */
export function bankTransfer(
  invoice: Pick<Invoice, "reference" | "dueDate" | "balancePence">,
  bank: BankDetails,
): BankTransfer | null {
  if (invoice.balancePence <= 0 || !hasBankDetails(bank)) return null;
  return {
    rows: [
      ["Account name", bank.bankAccountName.trim()],
      ["Sort code", formatSortCode(bank.bankSortCode)],
      ["Account number", bank.bankAccountNumber],
      ["Reference", invoice.reference],
    ],
    dueDate: invoice.dueDate,
  };
}

/** The invoice's own terms in days (its due date was fixed from the setting when it was raised). */
export function termsDays(invoice: Pick<Invoice, "issueDate" | "dueDate">): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  return Math.round((day(invoice.dueDate) - day(invoice.issueDate)) / 86_400_000);
}
