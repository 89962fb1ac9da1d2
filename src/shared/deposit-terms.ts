import { depositLines, grossPence, type QuoteLineForInvoice } from "./uk-tax";

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

/** What a quote charges, as a deposit on it is worked out. */
export interface QuoteCharges {
  /** Lines as charged; `vatRate` null: the quote's rate. */
  materials: readonly { quantity: number; unitPricePence: number; vatRate: number | null }[];
  laborDays: number;
  dayRatePence: number;
  vatIncluded: boolean;
  vatRate: number;
}

/**
 * The deposit of `percent` of a quote, to the penny its deposit invoice will ask: the same
 * groups (each VAT rate, labour and materials) rounded the same way, with VAT when the quote
 * shows VAT. Said on the quote next to its total, so the customer knows what to pay first.
 */
export function depositOfQuote(quote: QuoteCharges, percent: number): number {
  const rate = (own: number | null) => (quote.vatIncluded ? (own ?? quote.vatRate) : 0);
  const lines: QuoteLineForInvoice[] = quote.materials.map((m) => ({
    description: "",
    quantity: m.quantity,
    unit: "",
    unitPricePence: m.unitPricePence,
    vatRate: rate(m.vatRate),
    isLabour: false,
  }));
  if (quote.laborDays > 0 && quote.dayRatePence > 0)
    lines.push({
      description: "",
      quantity: quote.laborDays,
      unit: "",
      unitPricePence: quote.dayRatePence,
      vatRate: rate(null),
      isLabour: true,
    });
  return grossPence(depositLines(lines, percent, ""));
}
