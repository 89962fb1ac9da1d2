import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  chargedUnitPence,
  computeQuoteTotals,
  lineTotalPence,
  netPricePence,
} from "../../../shared/quote-math";
import {
  QUOTE_MATERIALS_MAX,
  QUOTE_MEASUREMENTS_MAX,
  QUOTE_TOTAL_MAX_PENCE,
  type Quote,
  type quoteInputSchema,
  quoteLimitMessages,
} from "../../../shared/schemas/quotes";
import type { Db, DbOrTx } from "../../db/client";
import { nextVersion } from "../../db/row-version";
import {
  merchantTerms,
  products,
  quoteMaterials,
  quoteMeasurements,
  quotes,
} from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { checkQuoteId } from "./ids";
import { getQuote } from "./read-model";
import type { QuoteRow } from "./read-model-row";
import { lockEditableQuote, recordActivity } from "./write";

/* The quote's material lines and measurements, and the totals they give. */

type QuoteInput = z.output<typeof quoteInputSchema>;
type MaterialLine = QuoteInput["materials"][number];
type MeasurementLine = QuoteInput["measurements"][number];

/**
 * The prices a line is stored with: its net cost, its own markup (null: the quote's margin) and
 * what the customer is charged, per unit and for the line.
 */
function linePrices(
  line: { quantity: number; netUnitPricePence: number; markupPercent: number | null },
  marginPercent: number,
) {
  const unitPricePence = chargedUnitPence(line, marginPercent);
  return {
    netUnitPricePence: line.netUnitPricePence,
    markupPercent: line.markupPercent,
    unitPricePence,
    totalPence: lineTotalPence(line.quantity, unitPricePence),
  };
}

export async function replaceMaterials(
  tx: DbOrTx,
  businessId: string,
  quoteId: string,
  materials: MaterialLine[],
  { isNew = false, marginPercent }: { isNew?: boolean; marginPercent: number },
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
      ...linePrices(m, marginPercent),
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

/**
 * Stored totals of a quote recomputed from its stored lines and settings. Lines that follow the
 * quote's margin (markup null) are repriced first when the margin has changed since they were
 * written, so the stored prices, the PDF and the invoice always match the totals.
 */
export async function recomputeTotals(tx: DbOrTx, quote: QuoteRow) {
  const lines = await tx
    .select({
      id: quoteMaterials.id,
      quantity: quoteMaterials.quantity,
      netUnitPricePence: quoteMaterials.netUnitPricePence,
      markupPercent: quoteMaterials.markupPercent,
      unitPricePence: quoteMaterials.unitPricePence,
      vatRate: quoteMaterials.vatRate,
    })
    .from(quoteMaterials)
    .where(eq(quoteMaterials.quoteId, quote.id));
  for (const line of lines) {
    const prices = linePrices(line, quote.marginPercent);
    if (prices.unitPricePence === line.unitPricePence) continue;
    await tx
      .update(quoteMaterials)
      .set({ unitPricePence: prices.unitPricePence, totalPence: prices.totalPence })
      .where(eq(quoteMaterials.id, line.id));
  }
  return withinTotalCap(computeQuoteTotals({ ...quote, materials: lines }));
}

/**
 * Refuses (400) totals past QUOTE_TOTAL_MAX_PENCE before they are stored: a million units at the
 * largest price passed each field's own bound and overflowed the totals (a 500, or pence no
 * longer exact).
 */
export function withinTotalCap<T extends { totalAmountPence: number }>(totals: T): T {
  if (!(totals.totalAmountPence <= QUOTE_TOTAL_MAX_PENCE)) {
    throw badRequest(quoteLimitMessages.total);
  }
  return totals;
}

/**
 * Refuses (409 `too_many_lines`) lines or measurements that would take a locked quote past what
 * the builder can save: adding a product or a template appends to it without sending it whole.
 */
export async function checkRoomFor(
  tx: DbOrTx,
  quoteId: string,
  adding: { materials: number; measurements: number },
): Promise<void> {
  const count = async (table: typeof quoteMaterials | typeof quoteMeasurements) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(eq(table.quoteId, quoteId));
    return row?.n ?? 0;
  };
  if (
    adding.materials > 0 &&
    (await count(quoteMaterials)) + adding.materials > QUOTE_MATERIALS_MAX
  )
    throw conflict("too_many_lines", quoteLimitMessages.materials);
  if (
    adding.measurements > 0 &&
    (await count(quoteMeasurements)) + adding.measurements > QUOTE_MEASUREMENTS_MAX
  )
    throw conflict("too_many_lines", quoteLimitMessages.measurements);
}

/**
 * Adds a catalogue product (public, or this business's own) as a material line costing the
 * business's net price for that merchant, marked up by the quote's margin. The quantity is a
 * whole number of at least 1.
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
  // A price list of trade prices already has the discount in it (products.trade_price).
  const netUnitPricePence = netPricePence(
    product.pricePence,
    product.tradePrice ? 0 : (term?.discountPercent ?? 0),
  );
  const qty = Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1));
  await db.transaction(async (tx) => {
    const current = await lockEditableQuote(tx, businessId, id);
    await checkRoomFor(tx, id, { materials: 1, measurements: 0 });
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
      ...linePrices(
        { quantity: qty, netUnitPricePence, markupPercent: null },
        current.marginPercent,
      ),
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
