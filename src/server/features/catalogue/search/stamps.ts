/**
 * What the database tells the index (./engine.ts) was written: the rows stamped with their
 * transaction id and the deletions logged (migration 0009; 0038 indexes the stamp with the id),
 * each read as one JSON string a batch (cheaper to carry and parse than rows).
 */
import { sql } from "drizzle-orm";
import type { Row } from "./segment";

/**
 * Other servers catch up from their own snapshots, which this one cannot see: deletions stay
 * logged this many transactions behind it, and a server further behind reloads. A segment whose
 * dead products and products out of name order (added since) pass this share is rebuilt. Of a
 * description the index holds the start only, and of one business's own products at most
 * `ownWords` distinct words and `ownPostings` word places (a catalogue of a million products
 * brings about 100,000 words): 10,000 imported products named in made-up words took 1 GB in
 * every server and 17 s to index; past its budget a business's new words go unindexed (its
 * products are still listed, and found by the words and SKUs held), and nobody else's search.
 * Rows are read `batchRows` a statement: one business's 250,000 products with long names and
 * descriptions would be 300 MB of JSON in one, built in the database and parsed in the thread
 * every request shares.
 */
export const LIMITS = {
  batchRows: 5_000,
  keepTransactions: 10_000,
  deadShare: 0.25,
  descriptionChars: 1_000,
  ownWords: 100_000,
  ownPostings: 4_000_000,
};
/** A product as one JSON array (one string per batch: cheaper to carry and parse than rows). */
export const ROW = sql.raw(`json_build_array(id, business_id, merchant_id, category_id, name, sku,
  left(description, ${LIMITS.descriptionChars}), search_txid::text)`);
/** What was written since the index last looked (JSON), read by `changes()`. */
export type Changes = { xmin: string; own: string; rows: string; gone: string };
/** Changes read with a search's page, filtered to its owners or not, at the index's `changed`. */
export type ReadChanges = { changes: Changes; filtered: boolean; changed: number };
type Read = { rows: Row[]; gone: (number | null)[]; present: Set<number> };
/** Each answer parsed once: a search's page check (`settles`) and its catch-up read the same one. */
const parsed = new WeakMap<Changes, Read>();
export function read(s?: Changes): Read {
  const known = s && parsed.get(s);
  if (known) return known;
  const rows: Row[] = JSON.parse(s?.rows ?? "[]");
  const gone: (number | null)[] = JSON.parse(s?.gone ?? "[]");
  const answer = { rows, gone, present: new Set(rows.map((r) => r[0])) };
  if (s) parsed.set(s, answer);
  return answer;
}

/**
 * One statement: the snapshot's oldest unfinished transaction, what changed since `since` (of
 * `businessId` and the public catalogue only, when given; after the row `after`, the last of the
 * batch before, and then without the deletions), `also`.
 */
export function changesSince(since: number, also = sql``, businessId?: string, after?: Row) {
  const whose = businessId ? sql`and (business_id is null or business_id = ${businessId})` : sql``;
  const next = after ? sql`and (search_txid, id) > (${after[7]}::bigint, ${after[0]})` : sql``;
  return sql`with s as (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin,
        coalesce(pg_current_xact_id_if_assigned()::text::bigint, -1) as own)
      select xmin::text, own::text,
        (select coalesce(json_agg(r order by t, i), '[]')::text from (select ${ROW} as r,
          search_txid as t, id as i from products where search_txid >= ${since}
          and search_txid <> own ${whose} ${next} order by t, i limit ${LIMITS.batchRows}) b) as rows,
        (select coalesce(json_agg(product_id), '[]')::text from product_search_deletions
          where txid >= ${since} and txid <> own ${after ? sql`and false` : sql``}) as gone ${also}
      from s`;
}
