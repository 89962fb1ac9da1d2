import { and, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../../shared/messages";
import { computeQuoteTotals, defaultQuoteName } from "../../../shared/quote-math";
import { customerDisplayName } from "../../../shared/schemas/customers";
import type { Quote, quoteInputSchema } from "../../../shared/schemas/quotes";
import type { Db, DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { ensureRoom } from "../../db/room";
import { nextVersion, versionConflict, versionIs } from "../../db/row-version";
import { businessCounters, businesses, customers, quotes } from "../../db/schema";
import { hasSqlState, SQL_STATE } from "../../db/sql-state";
import { conflict, notFound } from "../../errors";
import {
  recomputeTotals,
  replaceMaterials,
  replaceMeasurements,
  withinTotalCap,
} from "./materials";
import { deleteQuotePhotos } from "./photos";
import { getQuote } from "./read-model";
import type { QuoteRow } from "./read-model-row";
import { lockEditableQuote, recordActivity } from "./write";

/*
 * The quote's commands: create, update, delete. Status changes are in ./lifecycle.ts, material
 * lines in ./materials.ts, the photo in ./photos.ts, PDF, email and calendar in ./documents/.
 */

export type QuoteInputParsed = z.output<typeof quoteInputSchema>;
export type QuoteUpdateParsed = Partial<QuoteInputParsed> & { version: number };

/**
 * The next gap-free quote number of a business, taken by one upsert that holds its counter row's
 * lock to the end of the transaction (and never below a number already used, for data that
 * predates the counter).
 */
export async function nextQuoteNumber(tx: DbOrTx, businessId: string): Promise<number> {
  const used = sql`coalesce((select max(q.number) from quotes q where q.business_id = ${businessId}), 0)`;
  const [counter] = await tx
    .insert(businessCounters)
    .values({ businessId, name: "quote", value: sql`${used} + 1` })
    .onConflictDoUpdate({
      target: [businessCounters.businessId, businessCounters.name],
      set: { value: sql`greatest(business_counters.value, ${used}) + 1` },
    })
    .returning({ value: businessCounters.value });
  return counter!.value;
}

/** The customer's display name, or 404 when the id is not one of this business's customers. */
async function customerSnapshot(tx: DbOrTx, businessId: string, customerId: string) {
  if (!isUuid(customerId)) throw notFound(messages.quotes.customerGone);
  const [row] = await tx
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
  if (!row) throw notFound(messages.quotes.customerGone);
  return customerDisplayName(row);
}

async function quoteCount(tx: DbOrTx, businessId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(quotes)
    .where(eq(quotes.businessId, businessId));
  return row?.n ?? 0;
}

/** The quote a device's id already names: this business's (its id), another's (409), or none. */
async function draftWithDeviceId(db: DbOrTx, businessId: string, id: string) {
  const [taken] = await db
    .select({ businessId: quotes.businessId })
    .from(quotes)
    .where(eq(quotes.id, id));
  if (taken && taken.businessId !== businessId) {
    throw conflict("id_taken", messages.quotes.idTaken);
  }
  return taken ? id : undefined;
}

/**
 * Creates a draft quote. Totals come from the shared maths, never from the client; the
 * business's defaults (day rate, VAT rate, margin) apply to what the client left out.
 */
export async function createQuote(
  db: Db,
  businessId: string,
  input: QuoteInputParsed,
  now = new Date(),
): Promise<Quote> {
  // A draft made offline carries the id the device gave it (docs/decisions/0021-offline.md):
  // sent again after a lost answer, it is the same quote, never a second one.
  const deviceId = input.id;
  const existing = deviceId ? await draftWithDeviceId(db, businessId, deviceId) : undefined;
  if (existing) return getQuote(db, businessId, existing);
  const id = await db
    .transaction(async (tx) => {
      const [business] = await tx
        .select({
          marginPercent: businesses.marginPercent,
          quoteValidDays: businesses.quoteValidDays,
          defaultDayRatePence: businesses.defaultDayRatePence,
          defaultVatRate: businesses.defaultVatRate,
        })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      if (!business) throw notFound();
      const customerName = input.customerId
        ? await customerSnapshot(tx, businessId, input.customerId)
        : "";
      // Before the first insert (the business's row lock: db/room.ts).
      await ensureRoom(tx, businessId, "quotes");
      const number = await nextQuoteNumber(tx, businessId);
      const settings = {
        laborDays: input.laborDays,
        dayRatePence: input.dayRatePence ?? business.defaultDayRatePence,
        vatIncluded: input.vatIncluded,
        vatRate: input.vatRate ?? business.defaultVatRate,
        marginPercent: input.marginPercent ?? business.marginPercent,
        profitRule: input.profitRule,
      };
      // The default name counts the business's quotes; a named quote needs no count.
      const name = input.name?.trim() || defaultQuoteName(await quoteCount(tx, businessId), now);
      const [row] = await tx
        .insert(quotes)
        .values({
          ...(input.id ? { id: input.id } : {}),
          businessId,
          number,
          name,
          customerId: input.customerId ?? null,
          customerName,
          jobDescription: input.jobDescription,
          terms: input.terms ?? null,
          siteAddress: input.siteAddress ?? null,
          ...settings,
          ...withinTotalCap(computeQuoteTotals({ ...settings, materials: input.materials })),
          status: "draft",
          expiresAt: new Date(now.getTime() + business.quoteValidDays * 86_400_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: quotes.id });
      if (!row) throw new Error("quote insert returned no row");
      await replaceMaterials(tx, businessId, row.id, input.materials, {
        isNew: true,
        marginPercent: settings.marginPercent,
      });
      await replaceMeasurements(tx, businessId, row.id, input.measurements, { isNew: true });
      await recordActivity(tx, businessId, "quote.created", `Quote ${name} created`, row.id);
      return row.id;
    })
    .catch(async (error: unknown) => {
      // The same id sent twice at once: the second insert lost the race to the first.
      if (!deviceId || !hasSqlState(error, SQL_STATE.uniqueViolation)) throw error;
      const raced = await draftWithDeviceId(db, businessId, deviceId);
      if (!raced) throw error;
      return raced;
    });
  return getQuote(db, businessId, id);
}

/** Applies the fields given; materials and measurements are replaced when given. */
export async function updateQuote(
  db: Db,
  businessId: string,
  id: string,
  input: QuoteUpdateParsed,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const current = await lockEditableQuote(tx, businessId, id);
    const changes: Partial<typeof quotes.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name.trim() || current.name;
    if (input.jobDescription !== undefined) changes.jobDescription = input.jobDescription;
    if (input.terms !== undefined) changes.terms = input.terms;
    if (input.siteAddress !== undefined) changes.siteAddress = input.siteAddress;
    if (input.customerId !== undefined) {
      changes.customerId = input.customerId;
      changes.customerName = input.customerId
        ? await customerSnapshot(tx, businessId, input.customerId)
        : "";
    }
    for (const key of [
      "laborDays",
      "dayRatePence",
      "vatIncluded",
      "vatRate",
      "marginPercent",
      "profitRule",
    ] as const) {
      if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
    }
    if (input.materials !== undefined) {
      await replaceMaterials(tx, businessId, id, input.materials, {
        marginPercent: input.marginPercent ?? current.marginPercent,
      });
    }
    if (input.measurements !== undefined) {
      await replaceMeasurements(tx, businessId, id, input.measurements);
    }
    const merged = { ...current, ...changes } as QuoteRow;
    const totals = await recomputeTotals(tx, merged);
    // A save based on an older version updates no row: 409, and the transaction (lines and
    // measurements included) rolls back, so nothing changes.
    const [saved] = await tx
      .update(quotes)
      .set({ ...changes, ...totals, version: nextVersion(quotes.version), updatedAt: new Date() })
      .where(
        and(
          eq(quotes.id, id),
          eq(quotes.businessId, businessId),
          versionIs(quotes.version, input.version),
        ),
      )
      .returning({ id: quotes.id });
    if (!saved) throw versionConflict("quote");
    await recordActivity(tx, businessId, "quote.updated", `Quote ${merged.name} updated`, id);
  });
  return getQuote(db, businessId, id);
}

export async function deleteQuote(db: Db, businessId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockEditableQuote(tx, businessId, id);
    // Before the quote: deleting it takes its photo rows, which name the images to delete.
    await deleteQuotePhotos(tx, businessId, id);
    await tx.delete(quotes).where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await recordActivity(tx, businessId, "quote.deleted", `Quote ${current.name} deleted`, id);
  });
}
