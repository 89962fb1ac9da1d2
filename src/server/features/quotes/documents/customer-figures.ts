import type { Quote } from "../../../../shared/schemas/quotes";
import type { QuoteDocument } from "./pdf-draw";

/**
 * What a customer may see of a quote, in one place: prices as charged, never the net cost, the
 * markup or the profit. The customer's page and the accepted snapshot both start here, so neither
 * can show what the other does not.
 */
export function customerFigures(quote: Quote, business: QuoteDocument["business"]) {
  return {
    reference: quote.reference,
    name: quote.name,
    business: {
      name: business.name,
      address: business.address,
      phone: business.phone,
      email: business.email,
      website: business.website,
      vatNumber: business.vatNumber,
    },
    terms: business.terms,
    customerName: quote.customerName,
    /** Where the work is, when not at the customer's address (empty: theirs). */
    siteAddress: quote.siteAddress ?? "",
    jobDescription: quote.jobDescription,
    materials: quote.materials.map((m) => ({
      name: m.name,
      quantity: m.quantity,
      unit: m.unit,
      unitPricePence: m.unitPricePence,
      totalPence: m.totalPence,
      vatRate: m.vatRate,
    })),
    measurements: quote.measurements.map((m) => ({ label: m.label, value: m.value, unit: m.unit })),
    laborDays: quote.laborDays,
    dayRatePence: quote.dayRatePence,
    totalMaterialsCostPence: quote.totalMaterialsCostPence,
    totalLaborPence: quote.totalLaborPence,
    subtotalPence: quote.subtotalPence,
    vatIncluded: quote.vatIncluded,
    vatRate: quote.vatRate,
    vatBreakdown: quote.vatBreakdown,
    vatAmountPence: quote.vatAmountPence,
    totalAmountPence: quote.totalAmountPence,
    createdAt: quote.createdAt,
    expiresAt: quote.expiresAt,
  };
}
