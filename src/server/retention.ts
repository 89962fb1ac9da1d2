import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { queryRows } from "./db/client";
import { failImport, importMessages } from "./features/catalogue/price-list-imports";

/*
 * How long the log-like tables keep their rows (docs/decisions/0029-log-retention.md). Every
 * tenant write adds to them and nothing else removes a row, so one busy or hostile business would
 * grow the shared database for ever. Each rule keeps whatever a page, a poll or a check still
 * reads; the daily "prune-logs" job (tasks.ts) removes the rest.
 */

const DAY_MS = 86_400_000;

/**
 * Rows removed per statement: each delete is its own short transaction, far inside the 30 s
 * statement limit (PG_TIME_LIMITS), so pruning a huge backlog never holds locks for long.
 */
export const PRUNE_BATCH_ROWS = 10_000;
/** Statements per rule per run: a backlog bigger than this is finished by the next days' runs. */
export const PRUNE_MAX_BATCHES = 100;

/**
 * Finished scrapes. The scraper page shows a business's latest 5 and the API lists at most 50
 * (routes.ts); a job's result is only opened from that list. Kept: the newest 50, anything from
 * the last 30 days, and every job still queued or running (it blocks the next scrape).
 */
export const SCRAPE_JOBS_KEPT = { newest: 50, days: 30 };

/**
 * Finished price-list imports. Nothing lists them: the import dialog polls its own job by id
 * while it runs. Kept: the newest 10 and anything from the last 30 days, so a dialog left open
 * still finds its answer; queued and running imports are never touched here.
 */
export const PRICE_LIST_IMPORTS_KEPT = { newest: 10, days: 30 };

/**
 * Imports queued or running but untouched for a day were given up long ago (their stale limit is
 * 15 minutes, IMPORT_STALE_MS) and are only marked failed when their business next polls or
 * imports. Failing them here, as that would, drops their parsed rows
 * (price_list_import_batches): up to 200,000 rows nobody will import.
 */
export const ABANDONED_IMPORT_DAYS = 1;

/**
 * Accounting exports. The exports page lists the newest 50, and "since the last export" starts
 * the day after the latest period's end. Kept: the newest 50, every export ending on that latest
 * day, and a year of history, so no export is repeated or forgotten while it can still matter.
 */
export const ACCOUNTING_EXPORTS_KEPT = { newest: 50, days: 365 };

/**
 * Emails sent, or failed for good. A quote's or invoice's page shows its newest email and offers
 * "Send again" on that one only; the overdue reminder writes to where the invoice was last sent.
 * Kept: every queued email, the newest of each document (business, kind, quote, invoice, order:
 * the key of mail/deliveries.ts) for ever, and anything from the last 90 days. Emails of no
 * document (the morning summary) are shown nowhere and go after the 90 days.
 */
export const EMAIL_DELIVERIES_KEPT = { days: 90 };

/**
 * Morning-summary claims: the step is the London date, and a run only ever claims today's, so a
 * claim a week old can never stop or allow a send. Follow-up and overdue claims stay: each is the
 * only thing stopping that reminder going again.
 */
export const MORNING_SUMMARY_CLAIMS_KEPT = { days: 7 };

/**
 * One rule: a statement deleting at most `limit` of its rows from before `cutoff` (an ISO time),
 * answering how many it removed.
 */
interface PruneRule {
  days: number;
  deleteBatch(cutoff: string, limit: number): SQL;
}

/** `with gone as (delete … returning 1)`: the count of what one statement removed. */
const counted = (remove: SQL) => sql`with gone as (${remove} returning 1)
  select count(*)::int as n from gone`;

/**
 * Where a business's newest `keep` rows end, in the order its list shows them (`time` then id,
 * newest first): a row before it (row comparison) is beyond them; none when it has no more.
 */
const newestEdge = (table: string, time: string, keep: number, alias: string) =>
  sql.raw(`(select ${time}, id from ${table} n where n.business_id = ${alias}.business_id
    order by ${time} desc, id desc offset ${keep - 1} limit 1)`);

/**
 * A rule's statement for a table a business lists newest first: its rows from before the cutoff,
 * beyond the business's newest `keep`, that `also` allows.
 */
const beyondNewest =
  (table: string, time: string, keep: number, also: SQL) => (cutoff: string, limit: number) =>
    counted(sql`delete from ${sql.raw(table)} where id in (
      select o.id from ${sql.raw(table)} o
      where ${also} and o.${sql.raw(time)} < ${cutoff}::timestamptz
        and (o.${sql.raw(time)}, o.id) < ${newestEdge(table, time, keep, "o")}
      limit ${limit})`);

const noDocument = sql.raw("(o.quote_id is null and o.invoice_id is null and o.order_id is null)");

/**
 * A newer email of the same document exists. Written per document column, the first one set, so
 * each lookup uses that column's index; together they are mail/deliveries.ts's sameDocument.
 */
function supersededBy(column: "quote_id" | "invoice_id" | "order_id") {
  const columns = ["quote_id", "invoice_id", "order_id"] as const;
  const before = columns.slice(0, columns.indexOf(column));
  const after = columns.slice(columns.indexOf(column) + 1);
  return sql.raw(`(${[...before.map((c) => `o.${c} is null`), `o.${column} is not null`].join(" and ")}
    and exists (select 1 from email_deliveries n
      where n.${column} = o.${column} and n.business_id = o.business_id and n.kind = o.kind
        ${before.map((c) => `and n.${c} is null`).join(" ")}
        ${after.map((c) => `and n.${c} is not distinct from o.${c}`).join(" ")}
        and n.created_at > o.created_at))`);
}

const RULES: Record<string, PruneRule> = {
  scrapingJobs: {
    days: SCRAPE_JOBS_KEPT.days,
    deleteBatch: beyondNewest(
      "scraping_jobs",
      "start_time",
      SCRAPE_JOBS_KEPT.newest,
      sql`o.status in ('completed', 'failed')`,
    ),
  },
  priceListImports: {
    days: PRICE_LIST_IMPORTS_KEPT.days,
    // Their batches go with them (on delete cascade); a finished import has none left.
    deleteBatch: beyondNewest(
      "price_list_imports",
      "created_at",
      PRICE_LIST_IMPORTS_KEPT.newest,
      sql`o.status in ('done', 'failed')`,
    ),
  },
  accountingExports: {
    days: ACCOUNTING_EXPORTS_KEPT.days,
    deleteBatch: beyondNewest(
      "accounting_exports",
      "created_at",
      ACCOUNTING_EXPORTS_KEPT.newest,
      sql`o.to_date < (select max(m.to_date) from accounting_exports m
        where m.business_id = o.business_id)`,
    ),
  },
  emailDeliveries: {
    days: EMAIL_DELIVERIES_KEPT.days,
    deleteBatch: (cutoff, limit) =>
      counted(sql`delete from email_deliveries where id in (
        select o.id from email_deliveries o
        where o.state <> 'queued' and o.created_at < ${cutoff}::timestamptz
          and (${noDocument} or ${supersededBy("quote_id")} or ${supersededBy("invoice_id")}
            or ${supersededBy("order_id")})
        limit ${limit})`),
  },
  morningSummaryClaims: {
    days: MORNING_SUMMARY_CLAIMS_KEPT.days,
    deleteBatch: (cutoff, limit) =>
      counted(sql`delete from reminder_sends where (kind, record_id, step) in (
        select kind, record_id, step from reminder_sends
        where kind = 'morning-summary' and created_at < ${cutoff}::timestamptz
        limit ${limit})`),
  },
};

/** Runs one rule's statements until a short batch says nothing is left, or the cap. */
async function pruneRule(db: Db, rule: PruneRule, now: number): Promise<number> {
  const cutoff = new Date(now - rule.days * DAY_MS).toISOString();
  let removed = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
    const [row] = await queryRows<{ n: number }>(db, rule.deleteBatch(cutoff, PRUNE_BATCH_ROWS));
    const n = Number(row?.n ?? 0);
    removed += n;
    if (n < PRUNE_BATCH_ROWS) break;
  }
  return removed;
}

/** Fails imports abandoned long ago, as their next poll would, dropping their waiting rows. */
async function failAbandonedImports(db: Db, now: number): Promise<number> {
  const cutoff = new Date(now - ABANDONED_IMPORT_DAYS * DAY_MS).toISOString();
  const abandoned = await queryRows<{ id: string }>(
    db,
    sql`select id from price_list_imports
        where status in ('queued', 'running') and updated_at < ${cutoff}::timestamptz
        limit ${PRUNE_MAX_BATCHES}`,
  );
  for (const { id } of abandoned) await failImport(db, id, importMessages.interrupted);
  return abandoned.length;
}

/** Every rule once; how many rows each removed (abandoned imports: how many were failed). */
export async function pruneLogTables(db: Db, now = Date.now()): Promise<Record<string, number>> {
  const removed: Record<string, number> = {
    abandonedImports: await failAbandonedImports(db, now),
  };
  for (const [name, rule] of Object.entries(RULES)) removed[name] = await pruneRule(db, rule, now);
  return removed;
}
