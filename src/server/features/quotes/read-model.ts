import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import type { QuoteSummary } from "../../../shared/schemas/quote-list";
import type { Quote } from "../../../shared/schemas/quotes";
import type { DbOrTx } from "../../db/client";
import { customers, quotes } from "../../db/schema";
import { notFound } from "../../errors";
import { checkQuoteId } from "./ids";
import { joinedRowOf, jsonOf, quoteRowJson, toQuote } from "./read-model-row";
import { summaryRowJson, summaryRowOf, toQuoteSummary } from "./summary-row";

/* The quotes as the API reads them: one quote and the dashboard's newest (the list: list.ts). */

function quotesQuery(db: DbOrTx, where: SQL | undefined, row = quoteRowJson) {
  return db
    .select({
      row: row.as("quote_row"),
      createdAt: quotes.createdAt,
      number: quotes.number,
    })
    .from(quotes)
    .leftJoin(
      customers,
      and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)),
    )
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.number));
}

/** Quotes matching `where`, newest first, with their lines, measurements and job flag (one query). */
export async function loadQuotes(
  db: DbOrTx,
  where: SQL | undefined,
  limit?: number,
): Promise<Quote[]> {
  const query = quotesQuery(db, where);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ row }) => toQuote(joinedRowOf(row)));
}

/**
 * The newest `limit` quotes of a business as one JSON array, for a query that reads other things
 * too (the dashboard); `quotesFromJson` turns it into quotes.
 */
export function newestQuotesJson(db: DbOrTx, businessId: string, limit: number): SQL {
  const inner = quotesQuery(db, eq(quotes.businessId, businessId), summaryRowJson).limit(limit);
  return sql`coalesce((select json_agg(x.quote_row order by x.created_at desc, x.number desc)
    from (${inner}) x), '[]'::json)`;
}

export function quotesFromJson(value: unknown): QuoteSummary[] {
  return jsonOf<unknown[]>(value).map((row) => toQuoteSummary(summaryRowOf(row)));
}

export async function getQuote(db: DbOrTx, businessId: string, id: string): Promise<Quote> {
  checkQuoteId(id);
  const [quote] = await loadQuotes(db, and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (!quote) throw notFound(messages.quotes.notFound);
  return quote;
}
