import { z } from "zod";
import { quoteStatuses, rateTotalSchema } from "./quotes";

/** The business as its customer sees it on a quote: its letterhead. */
export const customerBusinessSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  vatNumber: z.string(),
});

/** What a customer sees of a quote: no margin, profit, supplier or internal fields. */
export const publicQuoteSchema = z.object({
  reference: z.string(),
  number: z.number(),
  name: z.string(),
  business: customerBusinessSchema,
  customerName: z.string(),
  /** Where the work is, when not at the customer's address; empty: theirs. */
  siteAddress: z.string(),
  jobDescription: z.string(),
  materials: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPricePence: z.number(),
      totalPence: z.number(),
      /** The rate this line is charged at (0 when the quote has no VAT). */
      vatRate: z.number(),
    }),
  ),
  measurements: z.array(z.object({ label: z.string(), value: z.number(), unit: z.string() })),
  laborDays: z.number(),
  dayRatePence: z.number(),
  totalMaterialsCostPence: z.number(),
  totalLaborPence: z.number(),
  subtotalPence: z.number(),
  vatIncluded: z.boolean(),
  vatRate: z.number(),
  vatBreakdown: z.array(rateTotalSchema),
  vatAmountPence: z.number(),
  totalAmountPence: z.number(),
  status: z.enum(quoteStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its validity and not yet decided: it can no longer be accepted. */
  expired: z.boolean(),
  decision: z
    .object({
      decision: z.enum(["accepted", "declined"]),
      byName: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  /** The business's terms as printed on the quote (as they were at acceptance, once accepted). */
  terms: z.string(),
  /** A variation of an accepted quote: what was accepted, what this one comes to, the change. */
  variation: z
    .object({
      /** The accepted version it changes, e.g. "Q-0042". */
      of: z.string(),
      acceptedTotalPence: z.number(),
      totalPence: z.number(),
      /** This total minus the accepted one (negative when the work got cheaper). */
      differencePence: z.number(),
    })
    .nullable(),
  /** A newer version was sent in this one's place: it can no longer be accepted. */
  replacedBy: z
    .object({
      reference: z.string(),
      /** The newer version's own customer page ("/q/..."), when it was sent with a link. */
      path: z.string().nullable(),
    })
    .nullable(),
});
export type PublicQuoteView = z.infer<typeof publicQuoteSchema>;
