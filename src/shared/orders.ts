import { isoDay } from "./dates";

/*
 * Ordering's texts and rules without zod (the schemas in ./schemas/orders.ts use them): the quote
 * builder's ordering panel draws with them before zod has loaded (ADR 0023).
 */

/** SPEC §5 "Ordering" and §8 "Catalogue, ordering": the ordering panel's texts, one place for both sides. */
export const orderMessages = {
  selectTradeAccount: "Please select a trade account",
  addressRequired: "Client address is required for delivery",
  deliveryDatePast: "Delivery date cannot be earlier than today",
  deliveryDateInvalid: "Please enter a valid delivery date",
  noValidProducts: "No valid products to order",
  noTradeAccount: "No trade account found for this merchant",
  orderFailed: "Failed to place order",
  tooLarge: "An order can total at most £100,000,000. Check the quantities and prices.",
  loadAccountsFailed: "Failed to load trade accounts",
  placeFailed: "Failed to place material orders",
  someFailed: "Warning: Some orders could not be placed. Check the details below.",
  allPlaced: "Success: All materials ordered successfully",
  placed: (number: string, merchant: string) => `Order ${number} placed with ${merchant}`,
  /** `date` is already formatted (dd/mm/yyyy). */
  alreadyPlaced: (number: string, merchant: string, date: string) =>
    `Order ${number} placed with ${merchant} on ${date}`,
  placeRemaining: "Place remaining orders",
  alreadyCancelled: (reference: string) => `${reference} is already cancelled`,
  cancelled: (reference: string) => `${reference} cancelled`,
  cancelledNotSent: (reference: string) => `${reference} is cancelled: it cannot be emailed`,
  allOrdered: "Every merchant on this quote has been ordered from.",
  /** `date` is already formatted (dd/mm/yyyy). */
  placedOn: (date: string) => `Placed ${date}`,
  /** Placing records the order; the merchant has it once it is emailed (or handed over). */
  notSentYet: "Not sent to the merchant yet: email it to the branch, or take the PDF.",
  /** Beside each merchant in the ordering panel. */
  onAccount: (accountName: string, accountNumber: string) =>
    `On account ${accountName} (${accountNumber})`,
  noneOrderable:
    "No merchant left to order from has a trade account: add one in Settings, Merchant Terms.",
  /** A merchant group already ordered from for the quote. */
  orderedOn: (reference: string) => `Ordered on ${reference}`,
  noAccountWith: (merchant: string) =>
    `No trade account with ${merchant}: add one in Settings, Merchant Terms, to order from them.`,
} as const;

/** The codes of the 409s POST /api/orders answers; each is confirmed and re-sent with its flag. */
export const orderConflictCodes = {
  alreadyOrdered: "already_ordered",
  quoteNotAccepted: "quote_not_accepted",
} as const;

interface AccountChoice {
  id: string;
  merchantId: number;
  isDefault: boolean;
  createdAt: Date | string;
}

/**
 * The trade account a merchant's order goes on: the chosen one when it is for that merchant, else
 * that merchant's default, else its first; null when the business has no account with it. The
 * ordering panel shows it beside each merchant; placing the order uses it.
 */
export function tradeAccountFor<A extends AccountChoice>(
  merchantId: number,
  chosen: A | undefined,
  all: readonly A[],
): A | null {
  if (chosen?.merchantId === merchantId) return chosen;
  const time = (a: A) => new Date(a.createdAt).getTime();
  const candidates = all
    .filter((a) => a.merchantId === merchantId)
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) || time(a) - time(b) || a.id.localeCompare(b.id),
    );
  return candidates[0] ?? null;
}

/** Purchase order numbers as people see them: PO-0001. */
export function purchaseOrderNumber(n: number): string {
  return `PO-${String(n).padStart(4, "0")}`;
}

/** Today's date in the UK (YYYY-MM-DD), the earliest delivery date allowed. */
export function ukToday(now: Date = new Date()): string {
  return isoDay(now);
}
