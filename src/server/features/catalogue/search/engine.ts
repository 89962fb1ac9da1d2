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
 * Other servers catch up from their own snapshot, which this one cannot see: deletions stay logged
 * for this many transactions, and a server further behind reloads. A segment whose dead entries
 * (replaced or deleted products) pass this share is rebuilt without them.
 */
export const LIMITS = { keepTransactions: 10_000, deadShare: 0.25 };

type Row = { id: number; business_id: string | null; merchant_id: number; txid: string } & {
  category_id: number | null;
  name: string;
  sku: string;
  description: string;
};
interface Doc {
  id: number;
  name: string;
  sku: string;
  merchant: number;
  category: number;
  txid: number;
  /** Name order: the place at the last sort; later rows sit just before their successor. */
  rank: number;
  segment: Segment | null;
}
export interface Found {
  id: number;
  name: string;
  score: number;
}
export interface Query {
  q: string;
  merchantId?: number;
  categoryId?: number;
  includeDescription?: boolean;
  favourites?: Set<number>;
  /** How many of the best matches to return. */
  wanted: number;
}
type Hits = { weight: Uint8Array; docs: number[] };
type Hit = Found & { rank: number };

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const better = (a: Hit, b: Hit) =>
  b.score - a.score || a.rank - b.rank || cmp(a.name, b.name) || a.id - b.id;
function lowerBound(sorted: string[], key: string): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The products of one owner: the public catalogue or one business. */
class Segment {
  docs: Doc[] = [];
  dead = 0;
  name = new Map<string, number[]>();
  /** Adjacent name words joined ("multi" "finish" → "multifinish"): whole-word matches only. */
  joined = new Map<string, number[]>();
  sku = new Map<string, number[]>();
  description = new Map<string, number[]>();
  byCategory = new Map<number, number[]>();
  sortedNames: string[] = [];
  /** Whole squashed SKUs, sorted at the last sort, and those added since (prefix search). */
  sortedSkus: string[] = [];
  newSkus: string[] = [];

  add(row: Row, txid: number): Doc {
    const d = this.docs.length;
    const post = <K>(map: Map<K, number[]>, keys: Iterable<K>) => {
      for (const key of keys) map.get(key)?.push(d) ?? map.set(key, [d]);
    };
    const [single, joined] = nameTokens(row.name);
    const sku = row.sku.toLowerCase();
    post(this.name, single);
    post(this.joined, new Set(joined));
    post(this.sku, skuTokens(sku));
    post(this.description, new Set(words(row.description)));
    const category = Number(row.category_id ?? 0);
    post(this.byCategory, [category]);
    if (squash(sku)) this.newSkus.push(squash(sku));
    if (this.newSkus.length > Math.max(10_000, this.sortedSkus.length / 4)) this.sort(false);
    const rank = lowerBound(this.sortedNames, row.name) - 0.5;
    const [id, merchant] = [Number(row.id), Number(row.merchant_id)];
    const doc = { id, name: row.name, sku, merchant, category, txid, rank, segment: this };
    this.docs.push(doc);
    return doc;
  }

  sort(names = true) {
    if (names) {
      const order = [...this.docs].sort((a, b) => cmp(a.name, b.name) || a.id - b.id);
      order.forEach((doc, i) => {
        doc.rank = i;
      });
      this.sortedNames = order.map((doc) => doc.name);
    }
    this.sortedSkus = [...new Set([...this.sortedSkus, ...this.newSkus])].sort();
    this.newSkus = [];
  }

  /** Drops dead entries: renumbers the live documents and rewrites every list without the dead. */
  compact() {
    const next = new Int32Array(this.docs.length);
    let n = 0;
    this.docs.forEach((doc, d) => {
      next[d] = doc.segment ? n++ : -1;
    });
    [this.docs, this.dead] = [this.docs.filter((doc) => doc.segment), 0];
    for (const map of [this.name, this.joined, this.sku, this.description, this.byCategory]) {
      for (const [key, list] of map as Map<unknown, number[]>) {
        const kept = list.map((d) => next[d] as number).filter((d) => d >= 0);
        if (kept.length > 0) map.set(key as never, kept);
        else map.delete(key as never);
      }
    }
    [this.sortedSkus, this.newSkus] = [[], this.docs.map((doc) => squash(doc.sku)).filter(Boolean)];
    this.sort();
  }

  /** Whole SKUs longer than `w` that start with it. */
  skusStartingWith(w: string): string[] {
    const out = this.newSkus.filter((s) => s !== w && s.startsWith(w));
    for (let i = lowerBound(this.sortedSkus, w); this.sortedSkus[i]?.startsWith(w); i++) {
      if (this.sortedSkus[i] !== w) out.push(this.sortedSkus[i] as string);
    }
    return out;
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
    mark(this.joined.get(w), WHOLE);
    mark(this.sku.get(w), WHOLE);
    for (const s of this.skusStartingWith(w)) mark(this.sku.get(s), PART);
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
    const segments = [...this.segments.values()];
    const sum = (f: (s: Segment) => number) => segments.reduce((n, s) => n + f(s), 0);
    return { segments: segments.length, docs: sum((s) => s.docs.length), dead: sum((s) => s.dead) };
  }

  private put(row: Row) {
    const [id, txid] = [Number(row.id), Number(row.txid)];
    // Rows stamped after the oldest open transaction are read again until it ends: skip them.
    if (this.where.get(id)?.txid === txid) return;
    this.remove(id);
    const key = row.business_id ?? "";
    const seg = this.segments.get(key) ?? new Segment();
    this.segments.set(key, seg);
    this.where.set(id, seg.add(row, txid));
  }

  private remove(id: number) {
    const doc = this.where.get(id);
    if (doc?.segment) doc.segment.dead++;
    if (doc) doc.segment = null;
    this.where.delete(id);
  }

  private async loadCategories(db: DbOrTx) {
    const rows = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from product_categories`,
    );
    this.categories = new Map(rows.map((r) => [Number(r.id), words(r.name)]));
  }

  private async load(db: DbOrTx) {
    const [s] = await queryRows<{ xmin: string }>(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    );
    [this.segments, this.where] = [new Map(), new Map()];
    for (let after = 0, more = true; more; ) {
      const rows = await queryRows<Row>(
        db,
        sql`select id, business_id, merchant_id, category_id, name, sku, description,
              search_txid::text as txid from products where id > ${after} order by id limit 50000`,
      );
      for (const row of rows) this.put(row);
      [after, more] = [Number(rows.at(-1)?.id), rows.length === 50_000];
    }
    for (const seg of this.segments.values()) seg.sort();
    await this.loadCategories(db);
    this.since = Number(s?.xmin);
  }

  /** One statement: the snapshot's oldest unfinished transaction, and what changed since. */
  private async catchUp(db: DbOrTx) {
    const rows = await queryRows<Row & { gone: boolean | null; xmin: string; own: string }>(
      db,
      sql`with s as (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin,
            coalesce(pg_current_xact_id_if_assigned()::text::bigint, -1) as own)
          select s.xmin::text, s.own::text, c.* from s left join lateral (
            select false as gone, id, business_id, merchant_id, category_id, name, sku,
              description, search_txid::text as txid
            from products where search_txid >= ${this.since} and search_txid <> s.own
            union all
            select true, product_id, null, null, null, null, null, null, null
            from product_search_deletions where txid >= ${this.since} and txid <> s.own) c on true`,
    );
    const changed = rows.filter((r) => r.gone !== null);
    if (changed.some((r) => r.gone && r.id === null)) return this.load(db); // a truncate, or pruned
    const present = new Set(changed.filter((r) => !r.gone).map((r) => Number(r.id)));
    for (const row of changed) {
      if (!row.gone) this.put(row);
      else if (!present.has(Number(row.id))) this.remove(Number(row.id));
    }
    if (changed.some((r) => r.category_id !== null && !this.categories.has(Number(r.category_id))))
      await this.loadCategories(db);
    for (const [key, seg] of changed.length > 0 ? this.segments : []) {
      if (seg.dead > seg.docs.length * LIMITS.deadShare) seg.compact();
      if (seg.docs.length === 0) this.segments.delete(key);
    }
    // A writing transaction's own rows are not read; they are once it has committed.
    if (Number(rows[0]?.own) >= 0) return;
    this.since = Number(rows[0]?.xmin);
    if (changed.some((r) => r.gone)) await this.prune(db);
  }

  /**
   * Forgets deletions older than LIMITS.keepTransactions behind this snapshot. In their place one
   * null id (as a truncate logs) just below the cut: an index that still needed them reloads.
   */
  private async prune(db: DbOrTx) {
    const cut = this.since - LIMITS.keepTransactions;
    await queryRows(
      db,
      sql`with gone as (delete from product_search_deletions where txid < ${cut} returning 1)
          insert into product_search_deletions (product_id, txid)
          select null, ${cut - 1} where exists (select 1 from gone)`,
    );
  }

  /** Is `w` a whole word of some name or SKU (two search words joined into one)? */
  knows(w: string): boolean {
    for (const seg of this.segments.values())
      if (seg.name.has(w) || seg.joined.has(w) || seg.sku.has(w)) return true;
    return false;
  }

  /** The best `wanted` matches in the public catalogue and the business's own, and their count. */
  search(businessId: string, query: Query): { found: Found[]; count: number } {
    const { terms, literals } = parseQuery(query.q, (w) => this.knows(w));
    const found: Found[] = [];
    let count = 0;
    for (const seg of [this.segments.get(""), this.segments.get(businessId)]) {
      const part = seg ? this.searchSegment(seg, terms, literals, query) : { found: [], count: 0 };
      found.push(...part.found);
      count += part.count;
    }
    found.sort((a, b) => b.score - a.score || cmp(a.name, b.name) || a.id - b.id);
    return { found: found.slice(0, query.wanted), count };
  }

  private searchSegment(seg: Segment, terms: Term[], literals: string[], query: Query) {
    const cache = new Map<string, Hits>();
    const wordHits = (w: string) => {
      const hits = cache.get(w) ?? seg.wordHits(w, this.categories, query.includeDescription);
      cache.set(w, hits);
      return hits;
    };
    /** An alternative weighs what its weakest word does; a term, its best name match plus its best category or description match. */
    const termHits = (term: Term): Hits => {
      const weight = new Uint8Array(seg.docs.length);
      const docs: number[] = [];
      for (const [first, ...rest] of term.map((alt) => alt.map(wordHits))) {
        for (const d of first?.docs ?? []) {
          let w = first?.weight[d] as number;
          for (const h of rest) w = Math.min(w, h.weight[d] as number);
          const was = weight[d] as number;
          if (w === 0) continue;
          if (was === 0) docs.push(d);
          weight[d] = Math.max(was & 12, w & 12) | Math.max(was & 3, w & 3);
        }
      }
      return { weight, docs };
    };
    const all = terms.map(termHits).sort((a, b) => a.docs.length - b.docs.length);
    const { merchantId, categoryId, favourites, wanted } = query;
    const best: Hit[] = [];
    let count = 0;
    for (const d of all[0]?.docs ?? seg.docs.keys()) {
      const doc = seg.docs[d] as Doc;
      if (!doc.segment || (merchantId && doc.merchant !== merchantId)) continue;
      if ((categoryId && doc.category !== categoryId) || favourites?.has(doc.id) === false)
        continue;
      let score = 0;
      for (const h of all) score = h.weight[d] && score >= 0 ? score + (h.weight[d] as number) : -1;
      if (score < 0) continue;
      const lower = literals.length > 0 ? doc.name.toLowerCase() : "";
      if (literals.some((l) => !lower.includes(l) && !doc.sku.includes(l))) continue;
      count++;
      const worst = best.length === wanted ? (best.at(-1) as Hit) : null;
      if (worst && (score < worst.score || (score === worst.score && doc.rank > worst.rank)))
        continue;
      const hit = { id: doc.id, name: doc.name, score, rank: doc.rank };
      let at = best.length;
      while (at > 0 && better(hit, best[at - 1] as Hit) < 0) at--;
      best.splice(at, 0, hit);
      if (best.length > wanted) best.pop();
    }
    return { found: best, count };
  }

  /** Products per category the business can see (optionally at one merchant). */
  categoryCounts(businessId: string, merchantId?: number): Map<number, number> {
    const counts = new Map<number, number>();
    for (const seg of [this.segments.get(""), this.segments.get(businessId)]) {
      for (const doc of seg?.docs ?? []) {
        if (doc.segment && (!merchantId || doc.merchant === merchantId))
          counts.set(doc.category, (counts.get(doc.category) ?? 0) + 1);
      }
    }
    return counts;
  }
}
