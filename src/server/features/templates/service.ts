import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  Template,
  templateInputSchema,
  templateUpdateSchema,
} from "../../../shared/schemas/templates";
import { TEMPLATE_LINES_MAX, templateMessages } from "../../../shared/schemas/templates";
import type { VatRate } from "../../../shared/uk-tax";
import type { Db, DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { ensureRoom } from "../../db/room";
import { nextVersion, versionConflict, versionIs } from "../../db/row-version";
import { quoteMaterials, quoteMeasurements, quotes, quoteTemplates } from "../../db/schema";
import { badRequest, notFound } from "../../errors";

/* A business's templates: list, read, create (from its fields or from a quote), update, delete. */

type TemplateRow = typeof quoteTemplates.$inferSelect;
type TemplateInputParsed = z.output<typeof templateInputSchema>;
type TemplateUpdateParsed = z.output<typeof templateUpdateSchema>;

export function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    notes: row.notes,
    terms: row.terms,
    laborDays: row.laborDays,
    lines: row.lines,
    measurements: row.measurements,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(db: Db, businessId: string): Promise<Template[]> {
  const rows = await db
    .select()
    .from(quoteTemplates)
    .where(eq(quoteTemplates.businessId, businessId))
    .orderBy(asc(quoteTemplates.name), asc(quoteTemplates.createdAt));
  return rows.map(toTemplate);
}

/** The template row of this business; 404 otherwise (an id that is not a uuid included). */
export async function templateRow(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<TemplateRow> {
  if (!isUuid(id)) throw notFound(templateMessages.notFound);
  const [row] = await db
    .select()
    .from(quoteTemplates)
    .where(and(eq(quoteTemplates.id, id), eq(quoteTemplates.businessId, businessId)));
  if (!row) throw notFound(templateMessages.notFound);
  return row;
}

/**
 * What "Save as template" keeps of a quote: lines, labour days, measurements, job description and
 * its own terms (null when it had none: the defaults).
 */
async function quoteParts(db: Db, businessId: string, quoteId: string) {
  if (!isUuid(quoteId)) throw notFound("Quote not found");
  const [quote] = await db
    .select({
      laborDays: quotes.laborDays,
      jobDescription: quotes.jobDescription,
      terms: quotes.terms,
    })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.businessId, businessId)));
  if (!quote) throw notFound("Quote not found");
  const lines = await db
    .select()
    .from(quoteMaterials)
    .where(eq(quoteMaterials.quoteId, quoteId))
    .orderBy(asc(quoteMaterials.position));
  const sizes = await db
    .select()
    .from(quoteMeasurements)
    .where(eq(quoteMeasurements.quoteId, quoteId))
    .orderBy(asc(quoteMeasurements.position));
  return {
    notes: quote.jobDescription,
    terms: quote.terms,
    laborDays: quote.laborDays,
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      unit: l.unit,
      quantity: l.quantity,
      netUnitPricePence: l.netUnitPricePence,
      markupPercent: l.markupPercent,
      // Stored quote lines only ever hold the rates the quote schema accepts.
      vatRate: l.vatRate as VatRate | null,
      sku: l.sku,
      merchantId: l.merchantId,
    })),
    measurements: sizes.map(({ label, unit, value }) => ({ label, unit, value })),
  };
}

export async function createTemplate(
  db: Db,
  businessId: string,
  input: TemplateInputParsed,
): Promise<Template> {
  const { fromQuoteId, ...fields } = input;
  const base = fromQuoteId
    ? await quoteParts(db, businessId, fromQuoteId)
    : { notes: "", terms: null, laborDays: 0, lines: [], measurements: [] };
  // A quote may hold more lines than a template keeps: say so rather than drop some.
  if (!fields.lines && base.lines.length > TEMPLATE_LINES_MAX) {
    throw badRequest(templateMessages.tooManyLines, { lines: templateMessages.tooManyLines });
  }
  const row = await db.transaction(async (tx) => {
    await ensureRoom(tx, businessId, "templates");
    const [inserted] = await tx
      .insert(quoteTemplates)
      .values({
        businessId,
        name: fields.name,
        description: fields.description,
        notes: fields.notes ?? base.notes,
        terms: fields.terms === undefined ? base.terms : fields.terms,
        laborDays: fields.laborDays ?? base.laborDays,
        lines: fields.lines ?? base.lines,
        measurements: fields.measurements ?? base.measurements,
      })
      .returning();
    return inserted!;
  });
  return toTemplate(row);
}

export async function updateTemplate(
  db: Db,
  businessId: string,
  id: string,
  input: TemplateUpdateParsed,
): Promise<Template> {
  await templateRow(db, businessId, id); // another business's or a deleted row: 404, never 409
  const { version, ...fields } = input;
  const [row] = await db
    .update(quoteTemplates)
    .set({ ...fields, version: nextVersion(quoteTemplates.version), updatedAt: new Date() })
    .where(
      and(
        eq(quoteTemplates.id, id),
        eq(quoteTemplates.businessId, businessId),
        versionIs(quoteTemplates.version, version),
      ),
    )
    .returning();
  if (row) return toTemplate(row);
  await templateRow(db, businessId, id); // deleted meanwhile: 404
  throw versionConflict("template");
}

export async function deleteTemplate(db: Db, businessId: string, id: string): Promise<void> {
  await templateRow(db, businessId, id);
  await db
    .delete(quoteTemplates)
    .where(and(eq(quoteTemplates.id, id), eq(quoteTemplates.businessId, businessId)));
}
