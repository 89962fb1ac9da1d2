import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import type { Quote, QuoteStatus } from "../../../shared/schemas/quotes";
import type { Db, DbOrTx } from "../../db/client";
import { customers, quotes } from "../../db/schema";
import { notFound } from "../../errors";
import { checkQuoteId } from "./ids";
import { joinedRowOf, jsonOf, quoteRowJson, toQuote } from "./read-model-row";

/* The quotes as the API reads them: lists, one quote, and the dashboard's newest. */

function quotesQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: quoteRowJson.as("quote_row"),
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
  const inner = quotesQuery(db, eq(quotes.businessId, businessId)).limit(limit);
  return sql`coalesce((select json_agg(x.quote_row order by x.created_at desc, x.number desc)
    from (${inner}) x), '[]'::json)`;
}

export function quotesFromJson(value: unknown): Quote[] {
  return jsonOf<unknown[]>(value).map((row) => toQuote(joinedRowOf(row)));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The business's quotes, newest first; `q` matches name, job description or customer name. */
export async function listQuotes(
  db: Db,
  businessId: string,
  filter: { q?: string; status?: QuoteStatus } = {},
): Promise<Quote[]> {
  const conditions: SQL[] = [eq(quotes.businessId, businessId)];
  if (filter.status) conditions.push(eq(quotes.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    const matches = (expr: SQL) => sql`lower(${expr}) like ${pattern}`;
    conditions.push(
      or(
        matches(sql`${quotes.name}`),
        matches(sql`${quotes.jobDescription}`),
        matches(sql`${quotes.customerName}`),
        matches(sql`coalesce(${customers.firstName} || ' ' || ${customers.lastName}, '')`),
        matches(sql`coalesce(${customers.email}, '')`),
      ) as SQL,
    );
  }
  return loadQuotes(db, and(...conditions));
}

export async function getQuote(db: DbOrTx, businessId: string, id: string): Promise<Quote> {
  checkQuoteId(id);
  const [quote] = await loadQuotes(db, and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (!quote) throw notFound(messages.quotes.notFound);
  return quote;
}
