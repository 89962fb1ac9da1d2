import { defaultQuoteName } from "../../../../shared/quote-math";
import type { MeasurementInput, Quote } from "../../../../shared/schemas/quotes";
import type { VatRate } from "../../../../shared/uk-tax";
import { type EditableMaterialLine, newLineKey } from "../../materials";
import type { BuilderValues } from "./builder-form";
import type { PickedCustomer } from "./customer-picker";

/** SPEC §9 fallbacks when settings are absent. */
export const fallbackDefaults = {
  dayRatePence: 25000,
  vatRate: 20,
  marginPercent: 15,
  quoteValidDays: 30,
} as const;

export const finite = (n: number | undefined, fallback = 0) =>
  typeof n === "number" && Number.isFinite(n) ? n : fallback;

/** A stored quote as the builder's form values. */
export function builderValuesOf(quote: Quote): BuilderValues {
  return {
    name: quote.name,
    customerId: quote.customerId ?? "",
    jobDescription: quote.jobDescription,
    dayRate: quote.dayRatePence / 100,
    laborDays: quote.laborDays,
    marginPercent: quote.marginPercent,
    vatIncluded: quote.vatIncluded,
    vatRate: quote.vatRate,
    terms: quote.terms,
    siteAddress: quote.siteAddress ?? "",
  };
}

/** A new quote's form values, from the business's defaults as far as they have arrived. */
export function newQuoteValues(defaults: {
  dayRatePence: number;
  marginPercent: number;
  vatRate: number;
}): BuilderValues {
  return {
    name: defaultQuoteName(0, new Date()),
    customerId: "",
    jobDescription: "",
    dayRate: defaults.dayRatePence / 100,
    laborDays: 1,
    marginPercent: defaults.marginPercent,
    vatIncluded: true,
    vatRate: defaults.vatRate,
    terms: null,
    siteAddress: "",
  };
}

/** A stored quote's lines as the builder's editable lines. */
export function linesOf(quote: Quote): EditableMaterialLine[] {
  return quote.materials.map((m) => ({
    key: newLineKey(),
    name: m.name,
    quantity: m.quantity,
    unit: m.unit,
    netUnitPricePence: m.netUnitPricePence,
    markupPercent: m.markupPercent,
    sku: m.sku ?? undefined,
    merchantId: m.merchantId ?? undefined,
    productId: m.productId ?? undefined,
    vatRate: m.vatRate as VatRate | null,
  }));
}

export const measurementsOf = (quote: Quote): MeasurementInput[] =>
  quote.measurements.map(({ label, value, unit }) => ({ label, value, unit }));

/** A stored quote's customer, by the name the quote carries. */
export const pickedOf = (quote: Quote): PickedCustomer | null =>
  quote.customerId ? { id: quote.customerId, displayName: quote.customerName } : null;
