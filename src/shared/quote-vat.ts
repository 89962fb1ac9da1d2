import { formatPence } from "./money";
import type { RateTotal } from "./quote-math";

/** What every view of a quote needs to show its VAT. */
export interface QuoteVatFields {
  vatIncluded: boolean;
  vatRate: number;
  vatAmountPence: number;
  /** Net and VAT per rate (empty when VAT is not included). */
  vatBreakdown: readonly RateTotal[];
}

export interface VatRow {
  label: string;
  pence: number;
}

export const VAT_NOT_INCLUDED = "VAT not included";

/**
 * The VAT rows of a quote's totals, the same on the builder, the preview, the customer's page and
 * the PDF: one "VAT (20%)" row when one rate applies, else one row per rate with the net it is on.
 */
export function quoteVatRows(quote: QuoteVatFields): VatRow[] {
  if (!quote.vatIncluded) return [{ label: VAT_NOT_INCLUDED, pence: 0 }];
  if (quote.vatBreakdown.length <= 1) {
    const rate = quote.vatBreakdown[0]?.rate ?? quote.vatRate;
    return [{ label: `VAT (${rate}%)`, pence: quote.vatAmountPence }];
  }
  return quote.vatBreakdown.map((r) => ({
    label: `VAT ${r.rate}% on ${formatPence(r.netPence)}`,
    pence: r.vatPence,
  }));
}

/** One label for the VAT of a quote (the card): "VAT (20%)", "VAT (20% / 5%)" or "VAT (0%)". */
export function quoteVatLabel(quote: Omit<QuoteVatFields, "vatAmountPence">): string {
  if (!quote.vatIncluded) return "VAT (0%)";
  const rates = quote.vatBreakdown.length
    ? quote.vatBreakdown.map((r) => `${r.rate}%`)
    : [`${quote.vatRate}%`];
  return `VAT (${rates.join(" / ")})`;
}

/**
 * The customer's documents' Materials and Labour rows, each left out when the quote charges
 * nothing for it: a labour-only quote said "Materials £0.00" to the customer.
 */
export function quoteCostRows(quote: {
  totalMaterialsCostPence: number;
  totalLaborPence: number;
}): VatRow[] {
  return [
    { label: "Materials", pence: quote.totalMaterialsCostPence },
    { label: "Labour", pence: quote.totalLaborPence },
  ].filter((row) => row.pence !== 0);
}
