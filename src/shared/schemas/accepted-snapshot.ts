import { z } from "zod";
import { customerBusinessSchema } from "./public-quote";
import { measurementUnits, rateTotalSchema } from "./quotes";

/**
 * What the customer accepted, frozen in quotes.accepted_snapshot: the quote as it was shown to
 * them (prices as charged, never net cost or markup), the business's details and terms as printed,
 * and who accepted it when. The customer's page, both PDFs and the invoices read this, never the
 * live row, once a quote is accepted. Read back through this schema, so a damaged row fails loudly.
 */
export const acceptedSnapshotSchema = z.object({
  /** The snapshot's own shape, so a later change can read older ones. */
  schema: z.literal(1),
  reference: z.string(),
  number: z.number().int(),
  revision: z.number().int(),
  name: z.string(),
  jobDescription: z.string(),
  customerName: z.string(),
  /** Where the work is, as printed; empty: the customer's address (and snapshots before it). */
  siteAddress: z.string().default(""),
  /** The "Prepared for" block as printed. */
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
  business: customerBusinessSchema,
  terms: z.string(),
  materials: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPricePence: z.number().int(),
      totalPence: z.number().int(),
      /** The line's own rate; null: the quote's rate. */
      vatRate: z.number().nullable(),
    }),
  ),
  measurements: z.array(
    z.object({ label: z.string(), value: z.number(), unit: z.enum(measurementUnits) }),
  ),
  laborDays: z.number(),
  dayRatePence: z.number().int(),
  totalLaborPence: z.number().int(),
  totalMaterialsCostPence: z.number().int(),
  subtotalPence: z.number().int(),
  vatIncluded: z.boolean(),
  vatRate: z.number(),
  vatBreakdown: z.array(rateTotalSchema),
  vatAmountPence: z.number().int(),
  totalAmountPence: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  accepted: z.object({
    byName: z.string(),
    at: z.string(),
    source: z.enum(["customer", "user"]),
  }),
});
export type AcceptedSnapshot = z.infer<typeof acceptedSnapshotSchema>;

/** GET /api/quotes/{id}/accepted: the business's own record of what was accepted. */
export const acceptedQuoteSchema = z.object({
  snapshot: acceptedSnapshotSchema,
  /** SHA-256 (hex) of the accepted PDF, the one both PDF links serve. */
  pdfSha256: z.string(),
});
export type AcceptedQuote = z.infer<typeof acceptedQuoteSchema>;
