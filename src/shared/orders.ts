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
  allOrdered: "Every merchant on this quote has been ordered from.",
} as const;

/** The codes of the 409s POST /api/orders answers; each is confirmed and re-sent with its flag. */
export const orderConflictCodes = {
  alreadyOrdered: "already_ordered",
  quoteNotAccepted: "quote_not_accepted",
} as const;

/** Purchase order numbers as people see them: PO-0001. */
export function purchaseOrderNumber(n: number): string {
  return `PO-${String(n).padStart(4, "0")}`;
}

/** Today's date in the UK (YYYY-MM-DD), the earliest delivery date allowed. */
export function ukToday(now: Date = new Date()): string {
  return isoDay(now);
}
