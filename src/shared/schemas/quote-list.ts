import { z } from "zod";
import { nextCursorField } from "./paging";
import { type Quote, quoteSchema } from "./quotes";

/* The quote list's answer (issue 19): a page of quote summaries and the counts per status. */

/** How many quotes each status tab holds (and `all`), over every quote the search matches. */
export const quoteCountsSchema = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  sent: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
});
export type QuoteCounts = z.infer<typeof quoteCountsSchema>;

/** How many measurements a quote's card shows (SPEC §9), and so a summary carries. */
export const CARD_MEASUREMENTS = 4;
/** How much of the job description a summary carries: the card shows two lines of it. */
export const SUMMARY_DESCRIPTION_CHARS = 500;

/**
 * A quote as lists show it (the quote list, the board, the dashboard, a quote's versions): its
 * card, not its lines. A page of 200 full quotes of 500 lines each was 60 MB of JSON on a phone.
 * The first CARD_MEASUREMENTS measurements and how many there are; the job description's first
 * SUMMARY_DESCRIPTION_CHARS characters; the first photo as `imageUrl`. GET /api/quotes/{id} has
 * the rest.
 */
export const quoteSummarySchema = quoteSchema
  .omit({ materials: true, photos: true })
  .extend({ measurementCount: z.number().int() });
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** A full quote as its list card: what the server's list answers for it. */
export function quoteSummaryOf(quote: Quote): QuoteSummary {
  const { materials: _materials, photos: _photos, ...fields } = quote;
  return {
    ...fields,
    // By characters, as PostgreSQL's left() cuts it, not UTF-16 units (no half an emoji).
    jobDescription: [...quote.jobDescription].slice(0, SUMMARY_DESCRIPTION_CHARS).join(""),
    measurements: quote.measurements.slice(0, CARD_MEASUREMENTS),
    measurementCount: quote.measurements.length,
  };
}

/** One page of quotes (issue 19): `nextCursor` asks for the next, null on the last. */
export const quoteListSchema = z.object({
  quotes: z.array(quoteSummarySchema),
  nextCursor: nextCursorField,
  counts: quoteCountsSchema,
});
export type QuotePage = z.infer<typeof quoteListSchema>;
