import { and, asc, eq, inArray, lt, max, sql } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import { quoteReference } from "../../../shared/quote-math";
import type { Quote } from "../../../shared/schemas/quotes";
import type { Db, DbOrTx } from "../../db/client";
import { ensureRoom } from "../../db/room";
import { businesses, quoteMaterials, quoteMeasurements, quotes } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { nextQuoteNumber } from "./commands";
import { copyQuotePhotos, type PhotoStore } from "./photos";
import { getQuote } from "./read-model";
import type { QuoteRow } from "./read-model-row";
import { lockQuote, recordActivity } from "./write";

/*
 * New drafts made from an existing quote: a duplicate (a new quote number) and a revision (the
 * same number, the next revision). Both copy what the business wrote (customer, lines with their
 * net cost and markup, measurements, labour, VAT, margin) and nothing the customer did (the link,
 * the decision, the views, the snapshot).
 *
 * Site photos go with a revision only: it is the same job at the same address, so the photos of
 * the site still show it (and the revised PDF and customer page would otherwise lose them). A
 * duplicate is a starting point for another job, usually another customer's: their photos would
 * show the wrong house on that quote's PDF and page, so it starts with none: it keeps the lines
 * and prices, which is what a copy is for, and the business adds the new site's photos.
 */

/** What a copy takes from its source: the stored totals too, as the lines are the same. */
function copiedColumns(source: QuoteRow) {
  return {
    businessId: source.businessId,
    customerId: source.customerId,
    customerName: source.customerName,
    siteAddress: source.siteAddress,
    jobDescription: source.jobDescription,
    laborDays: source.laborDays,
    dayRatePence: source.dayRatePence,
    vatIncluded: source.vatIncluded,
    vatRate: source.vatRate,
    marginPercent: source.marginPercent,
    profitRule: source.profitRule,
    totalMaterialsCostPence: source.totalMaterialsCostPence,
    materialsNetPence: source.materialsNetPence,
    totalLaborPence: source.totalLaborPence,
    subtotalPence: source.subtotalPence,
    vatAmountPence: source.vatAmountPence,
    totalAmountPence: source.totalAmountPence,
    profitPence: source.profitPence,
    status: "draft" as const,
  };
}

async function copyLines(tx: DbOrTx, businessId: string, fromId: string, toId: string) {
  const lines = await tx
    .select()
    .from(quoteMaterials)
    .where(and(eq(quoteMaterials.quoteId, fromId), eq(quoteMaterials.businessId, businessId)))
    .orderBy(asc(quoteMaterials.position));
  if (lines.length > 0) {
    await tx
      .insert(quoteMaterials)
      .values(lines.map(({ id: _id, ...line }) => ({ ...line, quoteId: toId })));
  }
  const measurements = await tx
    .select()
    .from(quoteMeasurements)
    .where(and(eq(quoteMeasurements.quoteId, fromId), eq(quoteMeasurements.businessId, businessId)))
    .orderBy(asc(quoteMeasurements.position));
  if (measurements.length > 0) {
    await tx
      .insert(quoteMeasurements)
      .values(measurements.map(({ id: _id, ...m }) => ({ ...m, quoteId: toId })));
  }
}

/** A new draft's validity starts today, as a new quote's does. */
async function expiresFrom(tx: DbOrTx, businessId: string, now: Date): Promise<Date> {
  const [business] = await tx
    .select({ quoteValidDays: businesses.quoteValidDays })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  return new Date(now.getTime() + business.quoteValidDays * 86_400_000);
}

/** A new draft "Copy of {name}" with the next quote number and the source's contents. */
export async function duplicateQuote(db: Db, businessId: string, id: string): Promise<Quote> {
  const newId = await db.transaction(async (tx) => {
    const source = await lockQuote(tx, businessId, id);
    // After the quote's lock, before any insert: every write that locks both, in this order.
    await ensureRoom(tx, businessId, "quotes");
    const now = new Date();
    const name = `Copy of ${source.name}`.trim();
    const [row] = await tx
      .insert(quotes)
      .values({
        ...copiedColumns(source),
        number: await nextQuoteNumber(tx, businessId),
        name,
        expiresAt: await expiresFrom(tx, businessId, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    if (!row) throw new Error("quote insert returned no row");
    await copyLines(tx, businessId, id, row.id);
    await recordActivity(tx, businessId, "quote.duplicated", `Quote ${name} created`, row.id);
    return row.id;
  });
  return getQuote(db, businessId, newId);
}

/**
 * A new draft revising a sent, accepted or declined quote: the same number, the highest revision
 * of that number plus one. A revision of an accepted quote, or of a variation, is a variation: the
 * customer accepts or declines the change apart, and the accepted quote stays accepted.
 */
export async function reviseQuote(
  { db, storageLimit }: PhotoStore,
  businessId: string,
  id: string,
): Promise<Quote> {
  const newId = await db.transaction(async (tx) => {
    const source = await lockQuote(tx, businessId, id);
    if (source.status === "draft") throw conflict("quote_draft", messages.quotes.reviseDraft);
    // Before the insert: the photos copied below lock the business's row too (its photo room).
    await ensureRoom(tx, businessId, "quotes");
    // One revise of a number at a time (a transaction's advisory lock on business and number,
    // not row locks, which a concurrent send takes in another order); the highest revision is
    // then read by its own statement, which sees what a revise that held the lock committed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${businessId}), ${source.number})`);
    const [highest] = await tx
      .select({ revision: max(quotes.revision) })
      .from(quotes)
      .where(and(eq(quotes.businessId, businessId), eq(quotes.number, source.number)));
    const revision = (highest?.revision ?? source.revision) + 1;
    const now = new Date();
    const [row] = await tx
      .insert(quotes)
      .values({
        ...copiedColumns(source),
        number: source.number,
        revision,
        revisesQuoteId: source.id,
        isVariation: source.status === "accepted" || source.isVariation,
        name: source.name,
        // A new version continues the agreement: its terms (a duplicate starts from the defaults).
        terms: source.terms,
        expiresAt: await expiresFrom(tx, businessId, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    if (!row) throw new Error("quote insert returned no row");
    await copyLines(tx, businessId, id, row.id);
    await copyQuotePhotos(tx, businessId, { fromId: id, toId: row.id, storageLimit });
    const reference = quoteReference(source.number, revision);
    await recordActivity(
      tx,
      businessId,
      "quote.revised",
      `Quote ${reference} created from ${quoteReference(source.number, source.revision)}`,
      row.id,
    );
    return row.id;
  });
  return getQuote(db, businessId, newId);
}

/**
 * Called when a quote is sent, in the send's transaction: a revision sent to the customer replaces
 * the earlier versions of its number still open or declined, so their links point here. An
 * accepted version is never replaced: a variation is decided apart and the acceptance stands.
 */
export async function replaceEarlierVersions(tx: DbOrTx, sent: QuoteRow): Promise<void> {
  if (sent.revision <= 1) return;
  await tx
    .update(quotes)
    .set({ replacedByQuoteId: sent.id, updatedAt: new Date() })
    .where(
      and(
        eq(quotes.businessId, sent.businessId),
        eq(quotes.number, sent.number),
        lt(quotes.revision, sent.revision),
        inArray(quotes.status, ["sent", "declined"]),
      ),
    );
}
