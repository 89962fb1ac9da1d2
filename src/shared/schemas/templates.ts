import { z } from "zod";
import { QUOTE_TERMS_MAX_CHARS } from "../limits";
import { messages } from "../messages";
import { cleanText, rowId } from "./common";
import { lineVatRateSchema, MARKUP_MAX_PERCENT, measurementUnits } from "./quotes";
import { versionField, versionSchema } from "./version";

/** Templates (kits, issue 20): the jobs a business quotes again and again. */
export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_LINES_MAX = 200;
export const TEMPLATE_NOTES_MAX = 5000;
export const TEMPLATE_MEASUREMENTS_MAX = 200;
/**
 * Templates a business keeps: the list sends them all, lines included (up to about 60 KB each),
 * so 1,000 made a 57 MB answer and nothing stopped a script making thousands. Checked, with the
 * other kinds of record a business keeps, by ensureRoom (src/server/db/room.ts).
 */
export const TEMPLATES_MAX = 200;

export const templateMessages = {
  name: "Give the template a name",
  nameTooLong: `A template's name is at most ${TEMPLATE_NAME_MAX} characters`,
  tooManyLines: `A template holds at most ${TEMPLATE_LINES_MAX} lines`,
  notesTooLong: `A template's notes are at most ${TEMPLATE_NOTES_MAX.toLocaleString("en-GB")} characters`,
  lineName: "Each line needs a name",
  lineQuantity: "Each line needs a quantity above 0",
  linePrice: "A custom line needs its price",
  notFound: "Template not found",
  notDraft:
    "Only a draft quote can take a template. Revise the quote to change what the customer was sent.",
  created: "Template saved",
  saved: "Template updated",
  deleted: "Template deleted",
} as const;

const pence = z.number().int().min(0).max(100_000_000_00);

/**
 * A template line: a catalogue product (`productId`: priced at today's trade price when used) or
 * a custom line at its saved net price.
 */
export const templateLineInputSchema = z
  .object({
    productId: rowId().nullable().optional(),
    name: cleanText().trim().min(1, templateMessages.lineName).max(200),
    unit: cleanText().trim().min(1).max(30).default("each"),
    quantity: z
      .number({ error: templateMessages.lineQuantity })
      .gt(0, templateMessages.lineQuantity)
      .max(1_000_000),
    netUnitPricePence: pence
      .optional()
      .describe("A custom line's net cost per unit; ignored for a catalogue product"),
    markupPercent: z
      .number({ error: messages.quotes.markupPercent })
      .min(0, messages.quotes.markupPercent)
      .max(MARKUP_MAX_PERCENT, messages.quotes.markupPercent)
      .nullable()
      .optional(),
    vatRate: lineVatRateSchema.nullable().optional(),
    sku: cleanText().trim().max(60).nullable().optional(),
    merchantId: rowId().nullable().optional(),
  })
  .refine((line) => line.productId != null || line.netUnitPricePence !== undefined, {
    message: templateMessages.linePrice,
    path: ["netUnitPricePence"],
  })
  .transform((line) => ({
    productId: line.productId ?? null,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    netUnitPricePence: line.netUnitPricePence ?? 0,
    markupPercent: line.markupPercent ?? null,
    vatRate: line.vatRate ?? null,
    sku: line.sku ?? null,
    merchantId: line.merchantId ?? null,
  }));
export type TemplateLineInput = z.input<typeof templateLineInputSchema>;

export const templateMeasurementSchema = z.object({
  label: cleanText().trim().min(1, messages.quotes.measurementLabel).max(100),
  unit: z.enum(measurementUnits),
  value: z.number().gt(0, messages.quotes.measurementValue).max(100_000),
});

const templateFields = {
  name: cleanText()
    .trim()
    .min(1, templateMessages.name)
    .max(TEMPLATE_NAME_MAX, templateMessages.nameTooLong),
  description: cleanText().trim().max(500),
  notes: cleanText().trim().max(TEMPLATE_NOTES_MAX, templateMessages.notesTooLong),
  terms: cleanText()
    .trim()
    .max(QUOTE_TERMS_MAX_CHARS, `Terms must be ${QUOTE_TERMS_MAX_CHARS} characters or fewer`)
    .transform((terms) => terms || null)
    .nullable()
    .describe("The terms a quote started from the template takes; null or empty: the defaults"),
  laborDays: z.number().min(0).max(1000),
  lines: z.array(templateLineInputSchema).max(TEMPLATE_LINES_MAX, templateMessages.tooManyLines),
  measurements: z.array(templateMeasurementSchema).max(TEMPLATE_MEASUREMENTS_MAX),
};

/**
 * A new template: its own fields, or `fromQuoteId` to save a quote (any status) as one; then the
 * quote's lines, labour days, measurements and job description (as notes) fill what is not sent.
 */
export const templateInputSchema = z.object({
  name: templateFields.name,
  description: templateFields.description.default(""),
  notes: templateFields.notes.optional(),
  terms: templateFields.terms.optional(),
  laborDays: templateFields.laborDays.optional(),
  lines: templateFields.lines.optional(),
  measurements: templateFields.measurements.optional(),
  fromQuoteId: z
    .uuid()
    .optional()
    .describe("Save this quote of the business as the template (Save as template)"),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

/** A save names the version it was based on (docs/decisions/0008-optimistic-concurrency.md). */
export const templateUpdateSchema = z
  .object(templateFields)
  .partial()
  .extend({ version: versionSchema });
export type TemplateUpdate = z.input<typeof templateUpdateSchema>;

export const templateLineSchema = z.object({
  productId: z.number().nullable(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  netUnitPricePence: z.number(),
  markupPercent: z.number().nullable(),
  vatRate: lineVatRateSchema.nullable(),
  sku: z.string().nullable(),
  merchantId: z.number().nullable(),
});
export type TemplateLine = z.infer<typeof templateLineSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  notes: z.string(),
  /** Its own terms; null: the business's default terms. */
  terms: z.string().nullable().default(null),
  laborDays: z.number(),
  lines: z.array(templateLineSchema),
  measurements: z.array(templateMeasurementSchema),
  version: versionField,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ templates: z.array(templateSchema) });

/** Adding a template to a quote names the quote's version, like every builder write. */
export const applyTemplateSchema = z.object({ version: versionSchema });

/** A quote started from a template: one request, the rest comes from the template. */
export const quoteFromTemplateSchema = z.object({
  customerId: z.uuid().nullable().optional(),
  name: cleanText().trim().max(200).optional(),
});

/** A template's lines priced today, for the builder to add to what it holds. */
export const pricedTemplateSchema = z.object({
  template: templateSchema,
  lines: z.array(templateLineSchema),
});
export type PricedTemplate = z.infer<typeof pricedTemplateSchema>;
