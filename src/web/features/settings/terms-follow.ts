import { quantityWithUnit } from "../../../shared/quantities";

type Numbers = { depositPercent: number; quoteValidDays: number };

/** Numbers the terms can state (a deposit of 0% turns deposit invoices off: the terms stay). */
export const followable = (n: Numbers) =>
  Number.isInteger(n.depositPercent) &&
  n.depositPercent > 0 &&
  n.depositPercent <= 100 &&
  Number.isInteger(n.quoteValidDays) &&
  n.quoteValidDays >= 1 &&
  n.quoteValidDays <= 365;

/**
 * The terms with the deposit and the validity they state moved from `was` to `now`: "A 50%
 * deposit" and "valid for 30 days" say what the fields above them say, as the customer reads
 * both (a 25% deposit invoice after terms promising 50% left the customer's payment refused).
 * Only the numbers that were the fields' own change; other figures and wording stay.
 */
export function termsFollowing(terms: string, was: Numbers, now: Numbers): string {
  if (!followable(was) || !followable(now)) return terms;
  return terms
    .replace(/(?<![\d.])(\d{1,3})% deposit\b/gi, (text, n: string) =>
      Number(n) === was.depositPercent ? `${now.depositPercent}% deposit` : text,
    )
    .replace(/\bvalid for (\d{1,3}) days?\b/gi, (text, n: string) =>
      Number(n) === was.quoteValidDays
        ? `valid for ${quantityWithUnit(now.quoteValidDays, "day")}`
        : text,
    );
}
