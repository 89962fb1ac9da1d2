import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { pageCursorMessage } from "../../../shared/schemas/paging";
import type { QuoteCounts, QuotePage } from "../../../shared/schemas/quote-list";
import type { QuoteSort, QuoteStatus } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/ids";
import { customers, quotes } from "../../db/schema";
import { anyContains, timestampText } from "../../db/text-search";
import { badRequest } from "../../errors";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { jsonOf } from "./read-model-row";
import { summaryRowJson, summaryRowOf, toQuoteSummary } from "./summary-row";

/* The quote list, a page at a time (issue 19): search, status and sort run in SQL over every quote. */

export interface QuoteListFilter {
  q?: string;
  status?: QuoteStatus;
  /** The versions of one quote number. */
  number?: number;
  /** One customer's quotes (their page's "See all"); an id of no customer of theirs lists none. */
  customerId?: string;
  sort?: QuoteSort;
  limit: number;
  cursor?: string;
}

/*
 * The cursor carries the sort it was made for and the last row's key: created_at as PostgreSQL's
 * own text (microseconds; a JS Date would round them off and repeat or skip rows), the total for
 * the total sort, and the id that breaks ties.
 */
const cursorSchema = z.object({
  s: z.enum(["newest", "oldest", "total"]),
  at: z.iso.datetime({ offset: true }),
  total: z.number().int().optional(),
  id: z.uuid(),
});

const createdAtText = timestampText(quotes.createdAt);

function searchCondition(q: string | undefined): SQL | undefined {
  return anyContains(q, [
    sql`${quotes.name}`,
    sql`${quotes.jobDescription}`,
    sql`${quotes.customerName}`,
    sql`coalesce(${quotes.siteAddress}, '')`,
    sql`coalesce(${customers.firstName} || ' ' || ${customers.lastName}, '')`,
    sql`coalesce(${customers.email}, '')`,
    // The reference as quoteReference writes it: "Q-0042", "Q-0042 rev 2".
    sql`'q-' || lpad(${quotes.number}::text, 4, '0') || case when ${quotes.revision} > 1 then ' rev ' || ${quotes.revision} else '' end`,
  ]);
}

function order(sort: QuoteSort) {
  if (sort === "oldest") return [asc(quotes.createdAt), asc(quotes.id)];
  if (sort === "total")
    return [desc(quotes.totalAmountPence), desc(quotes.createdAt), desc(quotes.id)];
  return [desc(quotes.createdAt), desc(quotes.id)];
}

/**
 * The rows after the cursor's: one row comparison, every column in the same direction. Its
 * values, or the placeholders of a prepared statement.
 */
function after(sort: QuoteSort, key: { at: unknown; total: unknown; id: unknown }): SQL {
  const at = sql`${key.at}::timestamptz`;
  if (sort === "oldest") return sql`(${quotes.createdAt}, ${quotes.id}) > (${at}, ${key.id}::uuid)`;
  if (sort === "total")
    return sql`(${quotes.totalAmountPence}, ${quotes.createdAt}, ${quotes.id}) < (${key.total}::bigint, ${at}, ${key.id}::uuid)`;
  return sql`(${quotes.createdAt}, ${quotes.id}) < (${at}, ${key.id}::uuid)`;
}

const customerJoin = and(
  eq(customers.id, quotes.customerId),
  eq(customers.businessId, quotes.businessId),
);

const statusCounts = (db: Db, where: SQL | undefined) =>
  db
    .select({ status: quotes.status, n: sql<number>`count(*)::int`.as("n") })
    .from(quotes)
    .leftJoin(customers, customerJoin)
    .where(where)
    .groupBy(quotes.status);

function countsOf(rows: { status: string; n: number | string }[]): QuoteCounts {
  const counts: QuoteCounts = { all: 0, draft: 0, sent: 0, accepted: 0, declined: 0 };
  for (const { status, n } of rows) {
    counts[status as QuoteStatus] = Number(n);
    counts.all += Number(n);
  }
  return counts;
}

/*
 * The counts ride on the page's statement as a subquery that names no outer column, which
 * PostgreSQL runs once for the statement (an InitPlan), not per row: one statement per list
 * instead of two. An empty page carries no row to ride on, so it counts on its own.
 */
const countsColumn = (db: Db, where: SQL | undefined) =>
  sql<unknown>`(select coalesce(json_agg(json_build_object('status', k.status, 'n', k.n)), '[]')
    from (${statusCounts(db, where)}) k)`;

type PageValues = {
  businessId: unknown;
  status?: unknown;
  at?: unknown;
  total?: unknown;
  id?: unknown;
  search?: SQL;
  number?: number;
  customerId?: string;
};

/** What narrows the list and its counts alike: the business, the search, number and customer. */
function baseConditions(v: PageValues): SQL[] {
  const base = [sql`${quotes.businessId} = ${v.businessId}`];
  if (v.search) base.push(v.search);
  if (v.number !== undefined) base.push(eq(quotes.number, v.number));
  if (v.customerId !== undefined) base.push(eq(quotes.customerId, v.customerId));
  return base;
}

/** The page's query, with the values given (or placeholders where it is prepared). */
function pageQuery(db: Db, sort: QuoteSort, v: PageValues) {
  const base = baseConditions(v);
  const listed = [...base];
  if (v.status) listed.push(sql`${quotes.status} = ${v.status}`);
  if (v.at !== undefined) listed.push(after(sort, { at: v.at, total: v.total, id: v.id }));
  return db
    .select({
      row: summaryRowJson.as("quote_row"),
      at: createdAtText.as("cursor_at"),
      total: quotes.totalAmountPence,
      id: quotes.id,
      counts: countsColumn(db, and(...base)).as("status_counts"),
    })
    .from(quotes)
    .leftJoin(customers, customerJoin)
    .where(and(...listed))
    .orderBy(...order(sort));
}

/*
 * Without a search, a number or a customer (the list as it opens, a status tab, scrolling) the page is a
 * prepared statement, named per shape, so PostgreSQL plans it once per connection: planning it
 * took longer than running it.
 */
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepare>>>();
const prepare = (db: Db, sort: QuoteSort, status: boolean, cursor: boolean) => {
  const p = sql.placeholder;
  return pageQuery(db, sort, {
    businessId: p("businessId"),
    ...(status ? { status: p("status") } : {}),
    ...(cursor ? { at: p("at"), total: p("total"), id: p("id") } : {}),
  })
    .limit(p("limit"))
    .prepare(`sole_quote_list_${sort}_${Number(status)}${Number(cursor)}`);
};
function preparedPage(db: Db, sort: QuoteSort, status: boolean, cursor: boolean) {
  const mine = prepared.get(db) ?? prepared.set(db, new Map()).get(db);
  const key = `${sort}${status}${cursor}`;
  const statement = mine?.get(key) ?? prepare(db, sort, status, cursor);
  mine?.set(key, statement);
  return statement;
}

/**
 * One page of the business's quotes and, for the tabs, how many of every status match the
 * search (the status filter does not narrow the counts, so each tab shows what it would list).
 */
export async function listQuotes(
  db: Db,
  businessId: string,
  filter: QuoteListFilter,
): Promise<QuotePage> {
  const sort = filter.sort ?? "newest";
  const cursor = filter.cursor ? decodeCursor(filter.cursor, cursorSchema) : undefined;
  // A cursor is a position in one order; in another it would skip or repeat rows.
  if (cursor && cursor.s !== sort)
    throw badRequest(pageCursorMessage, { cursor: pageCursorMessage });
  const search = searchCondition(filter.q);
  const { customerId } = filter;
  // Not an id at all: no customer's, so no quotes (as the jobs' quoteId filter answers).
  if (customerId !== undefined && !isUuid(customerId))
    return { quotes: [], nextCursor: null, counts: countsOf([]) };
  const values = {
    businessId,
    status: filter.status,
    at: cursor?.at,
    total: cursor?.total ?? 0,
    id: cursor?.id,
    limit: filter.limit + 1,
  };
  const rows =
    search || filter.number !== undefined || customerId !== undefined
      ? await pageQuery(db, sort, { ...values, search, number: filter.number, customerId }).limit(
          values.limit,
        )
      : await preparedPage(db, sort, Boolean(filter.status), Boolean(cursor)).execute(values);
  const base = baseConditions({ businessId, search, number: filter.number, customerId });
  const counts = countsOf(
    rows[0]
      ? jsonOf<{ status: string; n: number }[]>(rows[0].counts)
      : await statusCounts(db, and(...base)),
  );
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > filter.limit && last
      ? encodeCursor({ s: sort, at: last.at, total: Number(last.total), id: last.id })
      : null;
  return { quotes: page.map(({ row }) => toQuoteSummary(summaryRowOf(row))), nextCursor, counts };
}
