/**
 * The in-memory product index (docs/decisions/0010-one-search-engine.md): one segment for the
 * public catalogue and one per business, so a search reads the public segment and its own only.
 * Kept fresh by the writes themselves: each insert or update stamps its transaction id on the row
 * (`products.search_txid`, migration 0009), each delete logs the id; before a search the index
 * reads what was stamped since the oldest transaction its last snapshot could not see.
 */
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../../db/client";
import { nameTokens, parseQuery, skuTokens, squash, type Term, words } from "./language";

/** A search word's weight in a product (whole-word name 8, partial 4, category 2, description 1). */
const [WHOLE, PART, CATEGORY, DESCRIPTION] = [8, 4, 2, 1];
/** A whole-word match and a partial one of the same word count as the whole one. */
const SCORE = Array.from({ length: 16 }, (_, b) => (b & WHOLE ? WHOLE : b & PART) + (b & 3));
/**
 * Other servers catch up from their own snapshots, which this one cannot see: deletions stay
 * logged this many transactions behind it, and a server further behind reloads. A segment whose
 * dead entries (replaced or deleted products) pass this share is rebuilt without them.
 */
export const LIMITS = { keepTransactions: 10_000, deadShare: 0.25 };
/** A product as one JSON array (one string per batch: cheaper to carry and parse than rows). */
const ROW = sql.raw(`json_build_array(id, business_id, merchant_id, category_id, name, sku,
  description, search_txid::text)`);
type Row = [number, string | null, number, number | null, string, string, string, string];
export type Found = { id: number; name: string; score: number };
/** `segment` is null once the product is replaced or deleted. */
type Doc = { id: number; name: string; sku: string; merchant: number; category: number } & {
  txid: number;
  segment: Segment | null;
};
/** `wanted`: how many of the best matches to return. */
export type Query = { q: string; merchantId?: number; categoryId?: number; wanted: number } & {
  includeDescription?: boolean;
  favourites?: Set<number>;
};
type Hits = { weight: Uint8Array; docs: number[] };

type Hit = Found & { seg: Segment; d: number };
const byName = (a: Hit, b: Hit) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
/** By score, then name and id: the place in the segment's name order when both have one. */
const better = (a: Hit, b: Hit) =>
  b.score - a.score ||
  (a.seg === b.seg && a.d < a.seg.ranked && b.d < b.seg.ranked ? a.d - b.d : byName(a, b));
const after = (sorted: string[], key: string) => {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    [lo, hi] = (sorted[mid] as string) < key ? [mid + 1, hi] : [lo, mid];
  }
  return lo;
};

/** The products of one owner: the public catalogue or one business. */
class Segment {
  docs: Doc[] = [];
  dead = 0;
  /** Documents below this number are numbered in name order (since the last compaction). */
  ranked = 0;
  name = new Map<string, number[]>();
  /** Whole-word matches only: adjacent name words joined ("multifinish"), and SKU parts. */
  exact = new Map<string, number[]>();
  description = new Map<string, number[]>();
  byCategory = new Map<number, number[]>();
  /** Whole squashed SKUs (prefix search): sorted, and those added since, merged in when many. */
  skus: string[] = [];
  newSkus: string[] = [];

  add([id, , merchant, category, name, sku, description]: Row, txid: number): Doc {
    const d = this.docs.length;
    const post = <K>(map: Map<K, number[]>, keys: Iterable<K>) => {
      for (const key of keys) map.get(key)?.push(d) ?? map.set(key, [d]);
    };
    const [single, joined] = nameTokens(name);
    const lower = sku.toLowerCase();
    post(this.name, single);
    post(this.exact, new Set([...joined, ...skuTokens(lower)]));
    post(this.description, new Set(words(description)));
    post(this.byCategory, [category ?? 0]);
    const whole = squash(lower);
    if (whole) this.newSkus.push(whole);
    const doc = { id, name, sku: lower, merchant, category: category ?? 0, txid, segment: this };
    this.docs.push(doc);
    return doc;
  }

  /** TimSort merges the two sorted runs in linear time. */
  sortSkus() {
    [this.skus, this.newSkus] = [this.skus.concat(this.newSkus.sort()).sort(), []];
  }

  /**
   * Drops dead entries and renumbers the live documents in name order, so that a search compares
   * two equally scored matches by number instead of by name; rewrites every list to match.
   */
  compact() {
    const next = new Int32Array(this.docs.length).fill(-1);
    const live = [...this.docs.keys()].filter((d) => this.docs[d]?.segment);
    const names = this.docs.map((doc) => doc.name);
    live.sort((a, b) =>
      (names[a] as string) < (names[b] as string)
        ? -1
        : names[a] === names[b]
          ? (this.docs[a] as Doc).id - (this.docs[b] as Doc).id
          : 1,
    );
    live.forEach((d, n) => {
      next[d] = n;
    });
    [this.docs, this.dead, this.ranked] = [live.map((d) => this.docs[d] as Doc), 0, live.length];
    for (const map of [this.name, this.exact, this.description, this.byCategory]) {
      for (const [key, list] of map as Map<unknown, number[]>) {
        const kept = list.map((d) => next[d] as number).filter((d) => d >= 0);
        if (kept.length > 0) map.set(key as never, kept);
        else map.delete(key as never);
      }
    }
    [this.skus, this.newSkus] = [[], this.docs.map((doc) => squash(doc.sku)).filter(Boolean)];
    this.sortSkus();
  }

  /** Every word of the search against the name, SKU, category and (when asked) description. */
  wordHits(w: string, categories: Map<number, string[]>, withDescription?: boolean): Hits {
    const weight = new Uint8Array(this.docs.length);
    const docs: number[] = [];
    const mark = (list: number[] | undefined, bit: number) => {
      for (const d of list ?? []) {
        if (weight[d] === 0) docs.push(d);
        weight[d] = (weight[d] as number) | bit;
      }
    };
    for (const [t, list] of this.name) if (t.includes(w)) mark(list, t === w ? WHOLE : PART);
    mark(this.exact.get(w), WHOLE);
    if (this.newSkus.length > Math.max(1_000, this.skus.length >> 6)) this.sortSkus();
    const longer = (s: string) => s !== w && s.startsWith(w);
    for (const s of this.newSkus.filter(longer)) mark(this.exact.get(s), PART);
    for (let i = after(this.skus, w); this.skus[i]?.startsWith(w); i++)
      if (longer(this.skus[i] as string)) mark(this.exact.get(this.skus[i] as string), PART);
    for (const [id, ws] of categories)
      if (ws.some((t) => t.includes(w))) mark(this.byCategory.get(id), CATEGORY);
    if (withDescription) {
      for (const [t, list] of this.description) if (t.includes(w)) mark(list, DESCRIPTION);
    }
    for (const d of docs) weight[d] = SCORE[weight[d] as number] as number;
    return { weight, docs };
  }
}

export class SearchIndex {
  private segments = new Map<string, Segment>();
  private where = new Map<number, Doc>();
  private categories = new Map<number, string[]>();
  private since = -1;
  private busy: Promise<void> | null = null;

  /** Brings the index up to date with what this connection can see (one refresh at a time). */
  async refresh(db: DbOrTx): Promise<void> {
    while (this.busy) await this.busy;
    this.busy = (this.since < 0 ? this.load(db) : this.catchUp(db)).finally(() => {
      this.busy = null;
    });
    await this.busy;
  }

  /** Entries held, and how many of them are dead (replaced or deleted, awaiting compaction). */
  stats() {
    const all = [...this.segments.values()];
    return {
      docs: all.reduce((n, s) => n + s.docs.length, 0),
      dead: all.reduce((n, s) => n + s.dead, 0),
    };
  }

  private put(row: Row) {
    const [id, txid] = [row[0], Number(row[7])];
    // Rows stamped after the oldest open transaction are read again until it ends: skip them.
    if (this.where.get(id)?.txid === txid) return;
    this.remove(id);
    const seg = this.segments.get(row[1] ?? "") ?? new Segment();
    this.segments.set(row[1] ?? "", seg);
    this.where.set(id, seg.add(row, txid));
  }

  private remove(id: number) {
    const doc = this.where.get(id);
    if (doc?.segment) [doc.segment.dead, doc.segment] = [doc.segment.dead + 1, null];
    this.where.delete(id);
  }

  private async loadCategories(db: DbOrTx) {
    const rows = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from product_categories`,
    );
    this.categories = new Map(rows.map((r) => [Number(r.id), words(r.name)]));
  }

  /** Everything, in batches of 50,000 (each one JSON string: cheaper to carry and parse than rows). */
  private async load(db: DbOrTx) {
    const [s] = await queryRows<{ xmin: string }>(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    );
    [this.segments, this.where] = [new Map(), new Map()];
    for (let last = 0, more = true; more; ) {
      const [batch] = await queryRows<{ rows: string }>(
        db,
        sql`select coalesce(json_agg(${ROW} order by id), '[]')::text as rows
            from (select * from products where id > ${last} order by id limit 50000) p`,
      );
      const rows: Row[] = JSON.parse(batch?.rows ?? "[]");
      for (const row of rows) this.put(row);
      [last, more] = [rows.at(-1)?.[0] ?? 0, rows.length === 50_000];
    }
    for (const seg of this.segments.values()) seg.compact();
    await this.loadCategories(db);
    this.since = Number(s?.xmin);
  }

  /** One statement: the snapshot's oldest unfinished transaction, and what changed since. */
  private async catchUp(db: DbOrTx) {
    const [s] = await queryRows<{ xmin: string; own: string; rows: string; gone: string }>(
      db,
      sql`with s as (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin,
            coalesce(pg_current_xact_id_if_assigned()::text::bigint, -1) as own)
          select xmin::text, own::text,
            (select coalesce(json_agg(${ROW}), '[]')::text from products
              where search_txid >= ${this.since} and search_txid <> own) as rows,
            (select coalesce(json_agg(product_id), '[]')::text from product_search_deletions
              where txid >= ${this.since} and txid <> own) as gone
          from s`,
    );
    const rows: Row[] = JSON.parse(s?.rows ?? "[]");
    const gone: (number | null)[] = JSON.parse(s?.gone ?? "[]");
    if (gone.includes(null)) return this.load(db); // a truncate, or the log pruned past us
    const present = new Set(rows.map((r) => r[0]));
    for (const id of gone) if (!present.has(id as number)) this.remove(id as number);
    for (const row of rows) this.put(row);
    if (rows.some(([, , , category]) => category !== null && !this.categories.has(category)))
      await this.loadCategories(db);
    for (const [key, seg] of rows.length + gone.length > 0 ? this.segments : []) {
      if (seg.dead > seg.docs.length * LIMITS.deadShare) seg.compact();
      if (seg.docs.length === 0) this.segments.delete(key);
    }
    // A writing transaction's own rows are not read; they are once it has committed.
    if (Number(s?.own) >= 0) return;
    this.since = Number(s?.xmin);
    // Deletions LIMITS.keepTransactions behind go; one null id (as a truncate logs) just below
    // the cut makes an index that still needed them reload.
    const cut = this.since - LIMITS.keepTransactions;
    if (gone.length > 0)
      await queryRows(
        db,
        sql`with gone as (delete from product_search_deletions where txid < ${cut} returning 1)
            insert into product_search_deletions (product_id, txid)
            select null, ${cut - 1} where exists (select 1 from gone)`,
      );
  }

  /** Is `w` a whole word of some name or SKU (two search words joined into one)? */
  knows(w: string): boolean {
    for (const seg of this.segments.values()) if (seg.name.has(w) || seg.exact.has(w)) return true;
    return false;
  }

  /** The best `wanted` matches in the public catalogue and the business's own, and their count. */
  search(businessId: string, query: Query): { found: Found[]; count: number } {
    const { terms, literals } = parseQuery(query.q, (w) => this.knows(w));
    const found: Hit[] = [];
    let count = 0;
    for (const seg of [this.segments.get(""), this.segments.get(businessId)])
      if (seg) count += this.searchSegment(seg, terms, literals, query, found);
    return { found, count };
  }

  /** Adds the segment's best matches to `best` (kept in order, `wanted` long); returns its count. */
  private searchSegment(
    seg: Segment,
    terms: Term[],
    literals: string[],
    query: Query,
    best: Hit[],
  ) {
    const cache = new Map<string, Hits>();
    const wordHits = (w: string) => {
      const hits = cache.get(w) ?? seg.wordHits(w, this.categories, query.includeDescription);
      cache.set(w, hits);
      return hits;
    };
    // An alternative weighs what its weakest word does; a term, its best name match plus its best
    // category or description match.
    const all = terms.map((term) => {
      if (term.length === 1 && term[0]?.length === 1) return wordHits(term[0][0] as string);
      const weight = new Uint8Array(seg.docs.length);
      const docs: number[] = [];
      for (const [first, ...rest] of term.map((alt) => alt.map(wordHits))) {
        for (const d of first?.docs ?? []) {
          let w = first?.weight[d] as number;
          for (const h of rest) w = Math.min(w, h.weight[d] as number);
          const was = weight[d] as number;
          if (w !== 0 && was === 0) docs.push(d);
          weight[d] = Math.max(was & 12, w & 12) | Math.max(was & 3, w & 3);
        }
      }
      return { weight, docs };
    });
    all.sort((a, b) => a.docs.length - b.docs.length);
    const { merchantId, categoryId, favourites, wanted } = query;
    let count = 0;
    for (const d of all[0]?.docs ?? seg.docs.keys()) {
      const doc = seg.docs[d] as Doc;
      if (!doc.segment || (merchantId && doc.merchant !== merchantId)) continue;
      if ((categoryId && doc.category !== categoryId) || favourites?.has(doc.id) === false)
        continue;
      let score = 0;
      for (const h of all) score = h.weight[d] && score >= 0 ? score + (h.weight[d] as number) : -1;
      const lower = score >= 0 && literals.length > 0 ? doc.name.toLowerCase() : "";
      if (score < 0 || literals.some((l) => !lower.includes(l) && !doc.sku.includes(l))) continue;
      count++;
      const worst = best.length === wanted ? (best.at(-1) as Hit) : undefined;
      if (
        worst &&
        (score < worst.score ||
          (score === worst.score && d < seg.ranked && worst.seg === seg && worst.d < d))
      )
        continue;
      const hit = { id: doc.id, name: doc.name, score, seg, d };
      if (worst && better(hit, worst) >= 0) continue;
      let at = best.length;
      while (at > 0 && better(hit, best[at - 1] as Hit) < 0) at--;
      best.splice(at, 0, hit);
      if (best.length > wanted) best.pop();
    }
    return count;
  }

  /** Products per category the business can see (optionally at one merchant). */
  categoryCounts(businessId: string, merchantId?: number): Map<number, number> {
    const counts = new Map<number, number>();
    for (const seg of [this.segments.get(""), this.segments.get(businessId)])
      for (const doc of seg?.docs ?? [])
        if (doc.segment && (!merchantId || doc.merchant === merchantId))
          counts.set(doc.category, (counts.get(doc.category) ?? 0) + 1);
    return counts;
  }
}
