import { z } from "zod";
import {
  JOB_DESCRIPTION_MAX_CHARS,
  limitMessages,
  QUOTE_TERMS_MAX_CHARS,
  SITE_ADDRESS_MAX_CHARS,
} from "../limits";
import { measurementUnits } from "../measurements";
import { messages } from "../messages";
import { VAT_RATES } from "../uk-tax";
import { cleanText, emailSchema, rowId } from "./common";
import { quotePhotoSchema } from "./quote-photos";
import { versionField, versionSchema } from "./version";

/** Quote statuses (SPEC §4); "declined" is shown to people as Rejected. */
export const quoteStatuses = ["draft", "sent", "accepted", "declined"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Rejected",
};

export { measurementUnits } from "../measurements";

const pence = z.number().int().min(0).max(100_000_000_00);
const percent = z.number().min(0).max(100);

/** A line's VAT rate: standard, reduced or zero (VAT Notice 700). */
export const lineVatRateSchema = z.union(
  VAT_RATES.map((rate) => z.literal(rate)),
  {
    error: messages.quotes.lineVatRate,
  },
);

/**
 * How many material lines and measurements one quote holds, however they arrive (the builder's
 * save, a product added, a template added): every line is drawn on the PDF and summed on each
 * change.
 */
export const QUOTE_MATERIALS_MAX = 500;
export const QUOTE_MEASUREMENTS_MAX = 200;
/**
 * £100,000,000: every figure of a quote (each line, labour, VAT, profit) is at most its total, so
 * this keeps them all exact in a JavaScript number and within the database's bigint.
 */
export const QUOTE_TOTAL_MAX_PENCE = 100_000_000_00;
export const quoteLimitMessages = {
  total:
    "A quote's total can be at most £100,000,000. Check the quantities, prices and labour days.",
  materials: `A quote can hold up to ${QUOTE_MATERIALS_MAX} material lines. Remove one to add another.`,
  measurements: `A quote can hold up to ${QUOTE_MEASUREMENTS_MAX} measurements. Remove one to add another.`,
} as const;

/** A line's own markup on its net cost, in percent. */
export const MARKUP_MAX_PERCENT = 1000;

/**
 * A material line as clients write it: its net cost per unit and optionally its own markup; the
 * charged price is worked out from them (docs/decisions/0012-materials-markup.md).
 * `unitPricePence` is the deprecated name of the net cost, still accepted when
 * `netUnitPricePence` is absent; the server only ever sees `netUnitPricePence`.
 */
export const materialLineInputSchema = z
  .object({
    name: cleanText().trim().min(1, messages.quotes.materialDetails).max(200),
    quantity: z.number().gt(0, messages.quotes.materialDetails).max(1_000_000),
    unit: cleanText().trim().min(1).max(30).default("pcs"),
    netUnitPricePence: pence
      .optional()
      .describe("What a unit costs the business; the customer is charged it plus the markup"),
    /** @deprecated the net cost per unit: send `netUnitPricePence`. */
    unitPricePence: pence
      .optional()
      .describe(
        "Deprecated: the net cost per unit, read only when netUnitPricePence is absent (not the price charged)",
      ),
    /** The line's own markup; null or absent: the quote's margin. */
    markupPercent: z
      .number({ error: messages.quotes.markupPercent })
      .min(0, messages.quotes.markupPercent)
      .max(MARKUP_MAX_PERCENT, messages.quotes.markupPercent)
      .nullable()
      .optional()
      .describe(
        "The line's own markup on its net cost, 0-1000; null or absent: the quote's margin",
      ),
    sku: cleanText().trim().max(60).optional(),
    merchantId: rowId().optional(),
    productId: rowId().optional(),
    /** The line's own rate; null or absent: the quote's rate (labour's too). */
    vatRate: lineVatRateSchema.nullable().optional(),
  })
  .refine((line) => line.netUnitPricePence !== undefined || line.unitPricePence !== undefined, {
    message: messages.quotes.materialDetails,
    path: ["netUnitPricePence"],
  })
  .transform(({ unitPricePence, netUnitPricePence, markupPercent, ...line }) => ({
    ...line,
    netUnitPricePence: netUnitPricePence ?? unitPricePence ?? 0,
    markupPercent: markupPercent ?? null,
  }));
export type MaterialLineInput = z.input<typeof materialLineInputSchema>;

export const measurementInputSchema = z.object({
  label: cleanText().trim().min(1, messages.quotes.measurementLabel).max(100),
  value: z.number().gt(0, messages.quotes.measurementValue).max(100_000),
  unit: z.enum(measurementUnits),
});
export type MeasurementInput = z.infer<typeof measurementInputSchema>;

const quoteFields = {
  name: cleanText().trim().max(200),
  customerId: z.uuid().nullable(),
  jobDescription: cleanText()
    .trim()
    .min(1, messages.quotes.jobDescription)
    .max(JOB_DESCRIPTION_MAX_CHARS, limitMessages.jobDescription),
  materials: z
    .array(materialLineInputSchema)
    .max(QUOTE_MATERIALS_MAX, quoteLimitMessages.materials),
  measurements: z
    .array(measurementInputSchema)
    .max(QUOTE_MEASUREMENTS_MAX, quoteLimitMessages.measurements),
  laborDays: z.number().min(0).max(1000),
  dayRatePence: pence,
  vatIncluded: z.boolean(),
  vatRate: percent,
  marginPercent: percent.describe(
    "The markup on materials of every line without its own; default the business's margin",
  ),
  profitRule: z
    .enum(["wizard", "manual"])
    .describe(
      "Kept for compatibility: profit is the materials markup plus 60% of labour either way",
    ),
  terms: cleanText()
    .max(QUOTE_TERMS_MAX_CHARS, `Terms must be ${QUOTE_TERMS_MAX_CHARS} characters or fewer`)
    .nullable()
    .describe("This quote's own terms; null: the business's default terms until it goes out"),
  siteAddress: cleanText()
    .trim()
    .max(
      SITE_ADDRESS_MAX_CHARS,
      `Site address must be at most ${SITE_ADDRESS_MAX_CHARS} characters`,
    )
    .nullable()
    .transform((address) => address || null)
    .describe("Where the work is, when not at the customer's address; null or empty: theirs"),
};

/**
 * DESIGN.md's quote shape: what the builder, the wizard and the quick form write. Day rate, VAT
 * rate and margin left out take the business's Quote Settings.
 */
export const quoteInputSchema = z.object({
  ...quoteFields,
  id: z
    .uuid()
    .optional()
    .describe(
      "The id a device gave a draft made offline: sent again, the same quote is answered, not a second one",
    ),
  name: quoteFields.name.optional(),
  customerId: quoteFields.customerId.optional(),
  materials: quoteFields.materials.default([]),
  measurements: quoteFields.measurements.default([]),
  laborDays: quoteFields.laborDays.default(1),
  dayRatePence: quoteFields.dayRatePence.optional(),
  vatIncluded: quoteFields.vatIncluded.default(true),
  vatRate: quoteFields.vatRate.optional(),
  marginPercent: quoteFields.marginPercent.optional(),
  profitRule: quoteFields.profitRule.default("manual"),
  terms: quoteFields.terms.optional(),
  siteAddress: quoteFields.siteAddress.optional(),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

/** A PATCH changes only what it names: no defaults, so nothing unsent is overwritten. */
export const quoteUpdateSchema = z
  .object(quoteFields)
  .partial()
  // The version the save was based on (docs/decisions/0008-optimistic-concurrency.md).
  .extend({ version: versionSchema });

export const quoteStatusChangeSchema = z.object({
  status: z.enum(quoteStatuses),
  /** The version the user saw; the boards' drags leave it out (docs/decisions/0008). */
  version: versionSchema.optional(),
});

export const sendQuoteSchema = z.object({
  email: emailSchema,
  message: cleanText().max(5000).default(""),
  attachPdf: z.boolean().default(true),
  includeAcceptance: z.boolean().default(true),
  /** The version the sender saw; optional for API clients (docs/decisions/0008). */
  version: versionSchema.optional(),
});
export type SendQuoteInput = z.input<typeof sendQuoteSchema>;

export const materialLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** What the business pays per unit; never shown to the customer. */
  netUnitPricePence: z.number(),
  /** The line's own markup; null: the quote's margin. */
  markupPercent: z.number().nullable(),
  /** What the customer is charged per unit (net × (1 + markup), half up). */
  unitPricePence: z.number(),
  totalPence: z.number(),
  sku: z.string().nullable(),
  merchantId: z.number().nullable(),
  productId: z.number().nullable(),
  vatRate: z.number().nullable(),
});
export type MaterialLine = z.infer<typeof materialLineSchema>;

export const rateTotalSchema = z.object({
  rate: z.number(),
  netPence: z.number(),
  vatPence: z.number(),
});

export const measurementSchema = measurementInputSchema.extend({ id: z.string() });
export type Measurement = z.infer<typeof measurementSchema>;

export const quoteSchema = z.object({
  id: z.string(),
  number: z.number(),
  /** 1 for a first version; a revision is one higher than the version it revises. */
  revision: z.number(),
  /** "Q-0042", or "Q-0042 rev 2" for a revision. */
  reference: z.string(),
  /** The version this one revises. */
  revisesQuoteId: z.string().nullable(),
  /** A revision of an accepted quote, accepted or declined by the customer on its own. */
  isVariation: z.boolean(),
  /** The newer revision that was sent in this one's place. */
  replacedByQuoteId: z.string().nullable(),
  name: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  jobDescription: z.string(),
  materials: z.array(materialLineSchema),
  measurements: z.array(measurementSchema),
  laborDays: z.number(),
  dayRatePence: z.number(),
  vatIncluded: z.boolean(),
  vatRate: z.number(),
  vatBreakdown: z.array(rateTotalSchema),
  marginPercent: z.number(),
  profitRule: z.enum(["wizard", "manual"]),
  /** What the customer pays for materials (marked up). */
  totalMaterialsCostPence: z.number(),
  /** What the materials cost the business at its net prices. */
  materialsNetPence: z.number(),
  totalLaborPence: z.number(),
  subtotalPence: z.number(),
  vatAmountPence: z.number(),
  totalAmountPence: z.number(),
  profitPence: z.number(),
  status: z.enum(quoteStatuses),
  /** The customer's own openings of the quote page (the business's previews do not count). */
  views: z.object({
    count: z.number(),
    firstAt: z.string().nullable(),
    lastAt: z.string().nullable(),
  }),
  /** The first photo's URL, for builds that know one photo only. */
  imageUrl: z.string().nullable(),
  /** Defaults to none for a quote cached by a build that knew one photo only. */
  photos: z.array(quotePhotoSchema).default([]),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  /** The terms the quote went out with; null while a draft: the business's default terms. */
  terms: z.string().nullable(),
  /** Where the work is; null: at the customer's address (older cached quotes have none). */
  siteAddress: z.string().nullable().default(null),
  decision: z
    .object({
      source: z.enum(["customer", "user"]),
      byName: z.string().nullable(),
      at: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** Whether a job in scheduled, in-progress or completed exists for this quote. */
  hasActiveJob: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Adds one on every change (save, status, send, photo, decision); a save sends it back. */
  version: versionField,
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteSorts = ["newest", "oldest", "total"] as const;
export type QuoteSort = (typeof quoteSorts)[number];
