/** UK bank details as invoices show them; stored as digits only (see schemas/settings.ts). */
export interface BankDetails {
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
}

/** "123456" → "12-34-56", the form customers type into their banking app; anything else as given. */
export function formatSortCode(sortCode: string): string {
  return /^\d{6}$/.test(sortCode)
    ? sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3")
    : sortCode;
}

/**
 * Whether a customer could pay by transfer: all three are needed (the name for the bank's
 * Confirmation of Payee check), so invoices show the block only then.
 */
export function hasBankDetails(details: BankDetails): boolean {
  return (
    details.bankAccountName.trim() !== "" &&
    /^\d{6}$/.test(details.bankSortCode) &&
    /^\d{8}$/.test(details.bankAccountNumber)
  );
}

/** The message shown to the business wherever an invoice would go out without bank details. */
export const ADD_BANK_DETAILS_MESSAGE =
  "Add your bank details in Settings so customers can pay you";
