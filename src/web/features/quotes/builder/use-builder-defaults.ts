import { useBusinessDetails, useQuoteSettings } from "../../settings";
import { useQuoteCounts } from "../api/quote-counts";
import { fallbackDefaults } from "./quote-values";

export { fallbackDefaults };

/** How many quotes the business has (for "Quote {count+1} dd/mm/yyyy"), from the list's counts. */
export function useQuoteCount() {
  const counts = useQuoteCounts();
  return { data: counts.data?.all };
}

/** The business's defaults for a new quote: day rate, VAT rate, margin and validity. */
export function useBuilderDefaults() {
  const quoteSettings = useQuoteSettings();
  const business = useBusinessDetails();
  return {
    ready: !quoteSettings.isPending && !business.isPending,
    dayRatePence: quoteSettings.data?.defaultDayRatePence ?? fallbackDefaults.dayRatePence,
    vatRate: quoteSettings.data?.defaultVatRate ?? fallbackDefaults.vatRate,
    quoteValidDays: quoteSettings.data?.quoteValidDays ?? fallbackDefaults.quoteValidDays,
    marginPercent: business.data?.margin ?? fallbackDefaults.marginPercent,
    /** Without a VAT number the business's invoices charge no VAT (docs/uk-tax.md §3). */
    vatRegistered: business.isPending || Boolean(business.data?.vatNumber?.trim()),
    /**
     * New quotes add VAT (SPEC §9) unless the business has said it is not VAT registered: its
     * quotes would otherwise promise a total 20% above its invoices.
     */
    addsVat: business.isPending || business.data?.vatRegistered !== false,
  };
}
