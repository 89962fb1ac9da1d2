import { sql } from "drizzle-orm";
import { TEMPLATES_MAX } from "../../shared/schemas/templates";
import { lockBusiness } from "../auth/businesses";
import { AppError } from "../errors";
import { queryRows, type Tx } from "./client";
import { businessExpenses, customers, invoices, orders, quotes, quoteTemplates } from "./schema";

/*
 * How many records of each kind one business may keep. Every business shares one database, and
 * the per-minute request limits (ADR 0022) slow a script that creates records in a loop but do not
 * bound it over days: without a count, one business could grow the tables every business reads
 * without end. Each create counts the business's rows of its kind under the business's row lock
 * (so two creates at once cannot both take the last place) and is refused with 409
 * `too_many_<kind>` at the cap, writing nothing.
 *
 * The caps are far beyond any sole trader or small firm. A busy trader prices 10 to 20 jobs a week
 * (about 1,000 quotes a year, revisions included); a firm with a few estimators perhaps 5,000. The
 * biggest business we measure against (docs/BENCHMARKS.md, "A big business's aggregate pages") has
 * 20,000 quotes, 15,000 invoices and 20,000 expenses, and every page stays fast at that size: the
 * caps sit at about two and a half times it, decades of work, so a real business never meets one.
 */
export const RECORD_CAPS = {
  /** Drafts, sent, revisions and variations alike: each is a row and a line in the lists. */
  quotes: 50_000,
  /** At most one per quote in practice; a firm that keeps every enquiry still has fewer. */
  customers: 50_000,
  /** A deposit and a final invoice per accepted quote, at most a few more for extra work. */
  invoices: 50_000,
  /** Receipts come oftener than jobs (fuel, tools, materials): twice the room of the others. */
  expenses: 100_000,
  /** One purchase order per merchant per job. */
  orders: 50_000,
  /** The list sends them all with their lines (up to about 60 KB each): see TEMPLATES_MAX. */
  templates: TEMPLATES_MAX,
};

/** A kind of record a business keeps a bounded number of. */
export type RecordKind = keyof typeof RECORD_CAPS;

/**
 * Each kind's table (counted through an index that starts with business_id, so a count reads the
 * business's own entries only) and how the refusal names it and says what to do.
 */
const rooms = {
  quotes: {
    table: quotes,
    noun: "quotes",
    advice: "Delete old drafts you no longer need, or get in touch and we'll raise the limit.",
  },
  customers: {
    table: customers,
    noun: "customers",
    advice:
      "Delete customers you no longer work for (their quotes stay), or get in touch and we'll raise the limit.",
  },
  invoices: {
    table: invoices,
    noun: "invoices",
    advice: "Delete draft invoices you no longer need, or get in touch and we'll raise the limit.",
  },
  expenses: {
    table: businessExpenses,
    noun: "expenses",
    advice: "Delete expenses recorded by mistake, or get in touch and we'll raise the limit.",
  },
  orders: {
    table: orders,
    noun: "purchase orders",
    advice: "Get in touch and we'll raise the limit.",
  },
  templates: {
    table: quoteTemplates,
    noun: "templates",
    advice: "Delete one you no longer use to add another.",
  },
} satisfies Record<RecordKind, { table: { businessId: unknown }; noun: string; advice: string }>;

/** What a business at the cap of `kind` is told. */
export function roomFullMessage(kind: RecordKind, cap: number = RECORD_CAPS[kind]): string {
  const { noun, advice } = rooms[kind];
  return `A business can keep up to ${cap.toLocaleString("en-GB")} ${noun}. ${advice}`;
}

/**
 * Refuses (409 `too_many_<kind>`) a create that would take the business past its cap of `kind`
 * with `adding` new rows (a request that creates several is checked whole, never row by row).
 *
 * Call it inside the create's transaction, before its first insert: it locks the business's row
 * (lockBusiness) until the transaction ends, so creates of the business take turns from the count
 * to the commit. The count stops at the cap, so it costs no more for a business far past it (data
 * from before the caps) than for one at it.
 */
export async function ensureRoom(
  tx: Tx,
  businessId: string,
  kind: RecordKind,
  adding = 1,
): Promise<void> {
  if (adding <= 0) return;
  const cap = RECORD_CAPS[kind];
  const { table } = rooms[kind];
  await lockBusiness(tx, businessId);
  const [row] = await queryRows<{ held: number }>(
    tx,
    sql`select count(*)::int as held from (
          select 1 from ${table} where ${table.businessId} = ${businessId} limit ${cap}
        ) kept`,
  );
  if ((row?.held ?? 0) + adding > cap) {
    throw new AppError(409, `too_many_${kind}`, roomFullMessage(kind, cap));
  }
}
