import { signedPercentOf } from "../quote-math";

/**
 * The nine boxes of a VAT return from invoices and purchases, in integer pence. Every rule and its
 * HMRC source is in docs/uk-tax.md ("VAT return").
 */

/** Invoice basis (tax point = invoice date), cash accounting (VAT Notice 731), flat rate (733). */
export const VAT_SCHEMES = ["invoice", "cash", "flat-rate"] as const;
export type VatScheme = (typeof VAT_SCHEMES)[number];

/** General building or construction services (VAT Notice 733 §4.4's table). */
export const DEFAULT_FLAT_RATE_PERCENT = 9.5;

/** A sale (an invoice, or the part of it a payment settled) counted in the period. */
export interface VatSale {
  /** The invoice's id, for the list of records behind each box. */
  id: string;
  reference: string;
  date: string;
  name: string;
  netPence: number;
  /** VAT charged; under the reverse charge the VAT stated on the invoice, which is not charged. */
  vatPence: number;
  reverseCharge: boolean;
}

/** A purchase counted in the period; reverseCharge: our user is the customer (contractor). */
export interface VatPurchase {
  id: string;
  reference: string;
  date: string;
  name: string;
  netPence: number;
  vatPence: number;
  reverseCharge: boolean;
}

export interface VatBoxes {
  box1Pence: number;
  box2Pence: number;
  box3Pence: number;
  box4Pence: number;
  box5Pence: number;
  box6Pence: number;
  box7Pence: number;
  box8Pence: number;
  box9Pence: number;
}

export type VatBoxNumber = 1 | 4 | 6 | 7;

/** One record and the boxes it adds to, with what it adds. */
export interface VatEntry {
  kind: "sale" | "purchase";
  id: string;
  reference: string;
  date: string;
  name: string;
  netPence: number;
  vatPence: number;
  reverseCharge: boolean;
  boxes: VatBoxNumber[];
}

export interface VatReturnInput {
  scheme: VatScheme;
  flatRatePercent: number;
  sales: readonly VatSale[];
  purchases: readonly VatPurchase[];
}

export interface VatReturn {
  boxes: VatBoxes;
  /** Box 5 is the difference between boxes 3 and 4, always positive: pay it or reclaim it. */
  direction: "pay" | "reclaim" | "none";
  /** The flat rate turnover (VAT included) box 1 was worked out on; 0 off the flat rate scheme. */
  flatRateTurnoverPence: number;
  entries: VatEntry[];
}

/** Boxes 6 to 9 are whole pounds (VAT Notice 700/12 §3.6): the pence are left off. */
export const wholePounds = (pence: number) => Math.trunc(pence / 100) * 100;

/**
 * `amount × part / whole` rounded half up to the penny: the share of an invoice's net or VAT that
 * a payment settles under cash accounting, or its turnover on the cash basis.
 */
export function shareOf(amountPence: number, partPence: number, wholePence: number): number {
  if (wholePence === 0) return 0;
  const raw = (Math.abs(amountPence) * Math.abs(partPence)) / Math.abs(wholePence);
  const sign = Math.sign(amountPence) * Math.sign(partPence) * Math.sign(wholePence);
  return sign * Math.floor(raw + 0.5);
}

/**
 * Cash accounting (VAT Notice 731 §4): a payment brings into the period its share of the invoice's
 * net and VAT charged. The amount due is after any CIS deduction, and what the contractor deducted
 * counts as paid (CIS340), so the share is payment ÷ amount due of the net and VAT before CIS.
 */
export function paymentShare(
  invoice: { netPence: number; vatChargedPence: number; amountDuePence: number },
  paidPence: number,
): { netPence: number; vatPence: number } {
  return {
    netPence: shareOf(invoice.netPence, paidPence, invoice.amountDuePence),
    vatPence: shareOf(invoice.vatChargedPence, paidPence, invoice.amountDuePence),
  };
}

/**
 * The nine boxes (VAT Notice 700/12 §3). Sales: net in box 6 and VAT in box 1, except under the
 * domestic reverse charge, where only the net goes in box 6 (VAT Notice 735 §13). Purchases: VAT in
 * box 4 and net in box 7; a reverse-charge purchase also puts its VAT in box 1. Flat rate (VAT
 * Notice 733 §7): box 1 is the rate × the VAT-inclusive turnover, box 6 that turnover, boxes 4 and
 * 7 only capital goods over £2,000 (none here); reverse-charge purchases still owe box 1 VAT but it
 * is not reclaimed. Boxes 2, 8 and 9 are goods to and from the EU, only for Northern Ireland since
 * 2021: always 0 here.
 */
export function vatReturn(input: VatReturnInput): VatReturn {
  const flat = input.scheme === "flat-rate";
  let box1 = 0;
  let box4 = 0;
  let box6 = 0;
  let box7 = 0;
  let flatTurnover = 0;
  const entries: VatEntry[] = [];
  for (const sale of input.sales) {
    const boxes: VatBoxNumber[] = [6];
    if (sale.reverseCharge) {
      box6 += sale.netPence;
      entries.push({ kind: "sale", ...sale, vatPence: 0, boxes });
      continue;
    }
    if (flat) {
      const gross = sale.netPence + sale.vatPence;
      flatTurnover += gross;
      box6 += gross;
      entries.push({ kind: "sale", ...sale, boxes: [1, 6] });
      continue;
    }
    box1 += sale.vatPence;
    box6 += sale.netPence;
    entries.push({ kind: "sale", ...sale, boxes: sale.vatPence ? [1, 6] : boxes });
  }
  for (const purchase of input.purchases) {
    if (purchase.reverseCharge) {
      box1 += purchase.vatPence;
      if (flat) {
        entries.push({ kind: "purchase", ...purchase, boxes: [1] });
        continue;
      }
      box4 += purchase.vatPence;
      box7 += purchase.netPence;
      entries.push({ kind: "purchase", ...purchase, boxes: [1, 4, 7] });
      continue;
    }
    if (flat) continue;
    box4 += purchase.vatPence;
    box7 += purchase.netPence;
    entries.push({ kind: "purchase", ...purchase, boxes: [4, 7] });
  }
  if (flat) box1 += signedPercentOf(flatTurnover, input.flatRatePercent);
  const box3 = box1;
  const difference = box3 - box4;
  return {
    boxes: {
      box1Pence: box1,
      box2Pence: 0,
      box3Pence: box3,
      box4Pence: box4,
      box5Pence: Math.abs(difference),
      box6Pence: wholePounds(box6),
      box7Pence: wholePounds(box7),
      box8Pence: 0,
      box9Pence: 0,
    },
    direction: difference > 0 ? "pay" : difference < 0 ? "reclaim" : "none",
    flatRateTurnoverPence: flatTurnover,
    entries,
  };
}
