import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { computeQuoteTotals, lineTotalPence, netPricePence } from "../../../shared/quote-math";
import type { Quote, quoteInputSchema } from "../../../shared/schemas/quotes";
import type { Db, DbOrTx } from "../../db/client";
import { nextVersion } from "../../db/row-version";
import {
  merchantTerms,
  products,
  quoteMaterials,
  quoteMeasurements,
  quotes,
} from "../../db/schema";
import { notFound } from "../../errors";
import { checkQuoteId } from "./ids";
import { getQuote } from "./read-model";
import type { QuoteRow } from "./read-model-row";
import { lockEditableQuote, recordActivity } from "./write";

/* The quote's material lines and measurements, and the totals they give. */

type QuoteInput = z.output<typeof quoteInputSchema>;
type MaterialLine = QuoteInput["materials"][number];
type MeasurementLine = QuoteInput["measurements"][number];

export async function replaceMaterials(
  tx: DbOrTx,
  businessId: string,
  quoteId: string,
  materials: MaterialLine[],
  { isNew = false } = {},
) {
  if (!isNew) await tx.delete(quoteMaterials).where(eq(quoteMaterials.quoteId, quoteId));
  if (materials.length === 0) return;
  await tx.insert(quoteMaterials).values(
    materials.map((m, position) => ({
      quoteId,
      businessId,
      position,
      name: m.name,
      quantity: m.quantity,
      unit: m.unit,
      netUnitPricePence: m.unitPricePence,
      markupPercent: 0,
      unitPricePence: m.unitPricePence,
      totalPence: lineTotalPence(m.quantity, m.unitPricePence),
      sku: m.sku ?? null,
      merchantId: m.merchantId ?? null,
      productId: m.productId ?? null,
      vatRate: m.vatRate ?? null,
    })),
  );
}

export async function replaceMeasurements(
  tx: DbOrTx,
  businessId: string,
  quoteId: string,
  measurements: MeasurementLine[],
  { isNew = false } = {},
) {
  if (!isNew) await tx.delete(quoteMeasurements).where(eq(quoteMeasurements.quoteId, quoteId));
  if (measurements.length === 0) return;
  await tx
    .insert(quoteMeasurements)
    .values(measurements.map((m, position) => ({ ...m, quoteId, businessId, position })));
}

/** Stored totals of a quote recomputed from its stored lines and settings. */
export async function recomputeTotals(tx: DbOrTx, quote: QuoteRow) {
  const lines = await tx
    .select({
      quantity: quoteMaterials.quantity,
      unitPricePence: quoteMaterials.unitPricePence,
      vatRate: quoteMaterials.vatRate,
    })
    .from(quoteMaterials)
    .where(eq(quoteMaterials.quoteId, quote.id));
  return computeQuoteTotals({ ...quote, materials: lines });
}

/**
 * Adds a catalogue product (public, or this business's own) as a material line at the business's
 * net price for that merchant. The quantity is a whole number of at least 1.
 */
export async function addProductToQuote(
  db: Db,
  businessId: string,
  id: string,
  productId: number,
  quantity: number,
): Promise<Quote> {
  checkQuoteId(id);
  const [product] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        or(isNull(products.businessId), eq(products.businessId, businessId)),
      ),
    );
  if (!product) throw notFound("Product not found");
  const [term] = await db
    .select({ discountPercent: merchantTerms.discountPercent })
    .from(merchantTerms)
    .where(
      and(
        eq(merchantTerms.businessId, businessId),
        eq(merchantTerms.merchantId, product.merchantId),
      ),
    )
    .orderBy(asc(merchantTerms.position))
    .limit(1);
  const unitPricePence = netPricePence(product.pricePence, term?.discountPercent ?? 0);
  const qty = Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1));
  await db.transaction(async (tx) => {
    const current = await lockEditableQuote(tx, businessId, id);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${quoteMaterials.position}) + 1, 0)`.mapWith(Number) })
      .from(quoteMaterials)
      .where(eq(quoteMaterials.quoteId, id));
    await tx.insert(quoteMaterials).values({
      quoteId: id,
      businessId,
      position: last?.n ?? 0,
      name: product.name,
      quantity: qty,
      unit: product.unit || "each",
      netUnitPricePence: unitPricePence,
      markupPercent: 0,
      unitPricePence,
      totalPence: lineTotalPence(qty, unitPricePence),
      sku: product.sku || null,
      merchantId: product.merchantId,
      productId: product.id,
    });
    const totals = await recomputeTotals(tx, current);
    await tx
      .update(quotes)
      .set({ ...totals, version: nextVersion(quotes.version), updatedAt: new Date() })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "quote.material_added",
      `${product.name} added to quote ${current.name}`,
      id,
    );
  });
  return getQuote(db, businessId, id);
}
