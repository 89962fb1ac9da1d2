import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { chargedUnitPence, lineTotalPence } from "../../../shared/quote-math";
import type { Quote } from "../../../shared/schemas/quotes";
import {
  type quoteFromTemplateSchema,
  type TemplateLine,
  templateMessages,
} from "../../../shared/schemas/templates";
import type { Db, DbOrTx } from "../../db/client";
import { nextVersion, versionConflict } from "../../db/row-version";
import { quoteMaterials, quoteMeasurements, quotes } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { createQuote } from "../quotes/commands";
import { checkRoomFor, recomputeTotals } from "../quotes/materials";
import { getQuote } from "../quotes/read-model";
import type { QuoteRow } from "../quotes/read-model-row";
import { lockEditableQuote, recordActivity } from "../quotes/write";
import { priceTemplateLines } from "./pricing";
import { templateRow, toTemplate } from "./service";

/* A template put to work: priced today for the builder, added to a draft, or a new quote. */

export async function pricedTemplate(db: Db, businessId: string, id: string) {
  const row = await templateRow(db, businessId, id);
  return { template: toTemplate(row), lines: await priceTemplateLines(db, businessId, row.lines) };
}

/** The quote's job description with the template's notes added, unless it already holds them. */
function withNotes(jobDescription: string, notes: string) {
  const add = notes.trim();
  if (!add || jobDescription.includes(add)) return jobDescription;
  return jobDescription.trim() ? `${jobDescription.trim()}\n\n${add}` : add;
}

async function nextPosition(
  tx: DbOrTx,
  table: typeof quoteMaterials | typeof quoteMeasurements,
  quoteId: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${table.position}) + 1, 0)`.mapWith(Number) })
    .from(table)
    .where(eq(table.quoteId, quoteId));
  return row?.n ?? 0;
}

const asMaterialInput = (l: TemplateLine) => ({
  name: l.name,
  quantity: l.quantity,
  unit: l.unit,
  netUnitPricePence: l.netUnitPricePence,
  markupPercent: l.markupPercent,
  sku: l.sku ?? undefined,
  merchantId: l.merchantId ?? undefined,
  productId: l.productId ?? undefined,
  vatRate: l.vatRate,
});

/**
 * Adds a template to a draft quote: its lines after the quote's own (catalogue lines at today's
 * prices), its measurements, its labour days on top of the quote's, its notes to the job
 * description, its terms when the quote has none of its own. Based on the version the user saw, like every builder write (409 otherwise).
 */
export async function applyTemplate(
  db: Db,
  businessId: string,
  quoteId: string,
  templateId: string,
  version: number,
): Promise<Quote> {
  const template = await templateRow(db, businessId, templateId);
  const lines = await priceTemplateLines(db, businessId, template.lines);
  await db.transaction(async (tx) => {
    let current: QuoteRow;
    try {
      current = await lockEditableQuote(tx, businessId, quoteId);
    } catch (error) {
      // Say what the user tried: the quote's own 409 speaks of editing, not of templates.
      if (error instanceof AppError && error.status === 409) {
        throw conflict(error.code, templateMessages.notDraft);
      }
      throw error;
    }
    if (current.version !== version) throw versionConflict("quote");
    await checkRoomFor(tx, quoteId, {
      materials: lines.length,
      measurements: template.measurements.length,
    });
    const next = {
      materials: await nextPosition(tx, quoteMaterials, quoteId),
      measurements: await nextPosition(tx, quoteMeasurements, quoteId),
    };
    if (lines.length) {
      await tx.insert(quoteMaterials).values(
        lines.map((l, i) => {
          const unitPricePence = chargedUnitPence(l, current.marginPercent);
          return {
            quoteId,
            businessId,
            position: next.materials + i,
            name: l.name,
            quantity: l.quantity,
            unit: l.unit,
            netUnitPricePence: l.netUnitPricePence,
            markupPercent: l.markupPercent,
            unitPricePence,
            totalPence: lineTotalPence(l.quantity, unitPricePence),
            vatRate: l.vatRate,
            sku: l.sku,
            merchantId: l.merchantId,
            productId: l.productId,
          };
        }),
      );
    }
    if (template.measurements.length) {
      await tx.insert(quoteMeasurements).values(
        template.measurements.map((m, i) => ({
          ...m,
          quoteId,
          businessId,
          position: next.measurements + i,
        })),
      );
    }
    const changes = {
      laborDays: Math.min(1000, current.laborDays + template.laborDays),
      jobDescription: withNotes(current.jobDescription, template.notes).slice(0, 5000),
      // The quote's own terms stay; a quote on the defaults takes the template's.
      terms: current.terms ?? template.terms,
    };
    const totals = await recomputeTotals(tx, { ...current, ...changes });
    const [saved] = await tx
      .update(quotes)
      .set({ ...changes, ...totals, version: nextVersion(quotes.version), updatedAt: new Date() })
      .where(
        and(eq(quotes.id, quoteId), eq(quotes.businessId, businessId), eq(quotes.version, version)),
      )
      .returning({ id: quotes.id });
    if (!saved) throw versionConflict("quote");
    await recordActivity(
      tx,
      businessId,
      "quote.template_added",
      `Template ${template.name} added to quote ${current.name}`,
      quoteId,
    );
  });
  return getQuote(db, businessId, quoteId);
}

/** Start from template: a new draft holding the template, in one request. */
export async function createQuoteFromTemplate(
  db: Db,
  businessId: string,
  templateId: string,
  input: z.output<typeof quoteFromTemplateSchema>,
): Promise<Quote> {
  const template = await templateRow(db, businessId, templateId);
  const lines = await priceTemplateLines(db, businessId, template.lines);
  return createQuote(db, businessId, {
    name: input.name || template.name,
    customerId: input.customerId ?? undefined,
    jobDescription: (template.notes.trim() || template.description.trim() || template.name).slice(
      0,
      5000,
    ),
    materials: lines.map(asMaterialInput),
    measurements: template.measurements,
    laborDays: template.laborDays,
    terms: template.terms,
    vatIncluded: true,
    profitRule: "manual",
  });
}
