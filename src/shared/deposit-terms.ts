import { depositLines, grossPence, type QuoteCharges, quoteInvoiceLines } from "./uk-tax";

/**
 * The deposit a quote's terms ask for ("A 30% deposit is required", "deposit of 25%"), as the
 * customer read it: a deposit invoice starts from it rather than from today's Quote Settings,
 * which may have changed since the quote went out. Null when the terms name none.
 */
export function depositPercentInTerms(terms: string | null | undefined): number | null {
  const text = terms?.slice(0, 4_000) ?? "";
  const found =
    /(?<![\d.])(\d{1,3}) ?% deposit\b/i.exec(text) ?? /\bdeposit of (\d{1,3}) ?%/i.exec(text);
  const percent = found ? Number(found[1]) : Number.NaN;
  return percent >= 1 && percent <= 100 ? percent : null;
}

/**
 * The deposit of `percent` of a quote, to the penny its deposit invoice will ask: the same
 * groups (each VAT rate, labour and materials) rounded the same way, with VAT when the quote
 * shows VAT. Said on the quote next to its total, so the customer knows what to pay first.
 */
export function depositOfQuote(
  quote: QuoteCharges & { vatIncluded: boolean; vatRate: number },
  percent: number,
): number {
  const rate = (own: number | null) => (quote.vatIncluded ? (own ?? quote.vatRate) : 0);
  return grossPence(depositLines(quoteInvoiceLines(quote, rate), percent, ""));
}

/** The deposit `terms` ask of `quote`: its percentage and its pounds; null when they ask none. */
export function depositAsked(
  terms: string | null | undefined,
  quote: Parameters<typeof depositOfQuote>[0],
): { percent: number; pence: number } | null {
  const percent = depositPercentInTerms(terms);
  const pence = percent ? depositOfQuote(quote, percent) : 0;
  return percent && pence > 0 ? { percent, pence } : null;
}
