import {
  chargedUnitPence,
  computeQuoteTotals,
  lineTotalPence,
  quoteVatBreakdown,
} from "../../../../shared/quote-math";
import type { Quote, QuoteInput } from "../../../../shared/schemas/quotes";

/** What a draft made offline is called until the server gives it its number. */
export const UNSENT_REFERENCE = "Saved on this device";

type Fields = Partial<QuoteInput>;

/**
 * The quote as the screens show it while a change waits for a connection: the change applied to
 * the last-seen quote (or, for a new draft, to an empty one), with totals from the same shared
 * maths the server uses, and the version one higher, as the server's will be.
 */
export function optimisticQuote(
  change: Fields,
  base: Quote | undefined,
  now = new Date(),
  id = base?.id ?? change.id ?? "",
): Quote {
  const materials = change.materials ?? base?.materials ?? [];
  const settings = {
    laborDays: change.laborDays ?? base?.laborDays ?? 1,
    dayRatePence: change.dayRatePence ?? base?.dayRatePence ?? 0,
    vatIncluded: change.vatIncluded ?? base?.vatIncluded ?? true,
    vatRate: change.vatRate ?? base?.vatRate ?? 20,
    marginPercent: change.marginPercent ?? base?.marginPercent ?? 0,
    profitRule: change.profitRule ?? base?.profitRule ?? "manual",
  };
  const lines = materials.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unit: line.unit ?? "pcs",
    netUnitPricePence: line.netUnitPricePence ?? line.unitPricePence ?? 0,
    markupPercent: line.markupPercent ?? null,
    vatRate: line.vatRate ?? null,
    sku: line.sku ?? null,
    merchantId: line.merchantId ?? null,
    productId: line.productId ?? null,
  }));
  const maths = { ...settings, materials: lines };
  const totals = computeQuoteTotals(maths);
  const created = base?.createdAt ?? now.toISOString();
  return {
    id,
    number: base?.number ?? 0,
    revision: base?.revision ?? 1,
    reference: base?.reference ?? UNSENT_REFERENCE,
    revisesQuoteId: base?.revisesQuoteId ?? null,
    isVariation: base?.isVariation ?? false,
    replacedByQuoteId: base?.replacedByQuoteId ?? null,
    name: change.name?.trim() || base?.name || "New quote",
    customerId: change.customerId !== undefined ? change.customerId : (base?.customerId ?? null),
    customerName: base?.customerName ?? "",
    jobDescription: change.jobDescription ?? base?.jobDescription ?? "",
    materials: lines.map((line, i) => {
      const unitPricePence = chargedUnitPence(line, settings.marginPercent);
      return {
        ...line,
        id: base?.materials[i]?.id ?? `${id}-line-${i}`,
        unitPricePence,
        totalPence: lineTotalPence(line.quantity, unitPricePence),
      };
    }),
    measurements: (change.measurements ?? base?.measurements ?? []).map((m, i) => ({
      ...m,
      id: `${id}-measurement-${i}`,
    })),
    ...settings,
    vatBreakdown: quoteVatBreakdown(maths),
    ...totals,
    status: base?.status ?? "draft",
    views: base?.views ?? { count: 0, firstAt: null, lastAt: null },
    imageUrl: base?.imageUrl ?? null,
    photos: base?.photos ?? [],
    sentAt: base?.sentAt ?? null,
    sentTo: base?.sentTo ?? null,
    terms: change.terms !== undefined ? change.terms : (base?.terms ?? null),
    siteAddress:
      change.siteAddress !== undefined
        ? change.siteAddress?.trim() || null
        : (base?.siteAddress ?? null),
    decision: base?.decision ?? null,
    hasActiveJob: base?.hasActiveJob ?? false,
    createdAt: created,
    expiresAt: base?.expiresAt ?? new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    version: base ? base.version + 1 : 1,
  };
}
