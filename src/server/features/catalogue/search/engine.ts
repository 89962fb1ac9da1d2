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

type Row = Record<string, unknown> & { id: number; business_id: string | null } & {
  merchant_id: number;
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
  /** Name order: the place at the last sort; later rows sit just before their successor. */
  rank: number;
  alive: boolean;
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

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
function lowerBound(sorted: string[], key: string): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function post<K>(map: Map<K, number[]>, key: K, doc: number) {
  const list = map.get(key);
  if (list) list.push(doc);
  else map.set(key, [doc]);
}

/** The products of one owner: the public catalogue or one business. */
class Segment {
  docs: Doc[] = [];
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

  add(row: Row): number {
    const d = this.docs.length;
    const [name, category] = [row.name, Number(row.category_id ?? 0)];
    const rank = lowerBound(this.sortedNames, name) - 0.5;
    const sku = row.sku.toLowerCase();
    this.docs.push({
      id: Number(row.id),
      name,
      sku,
      merchant: Number(row.merchant_id),
      category,
      rank,
      alive: true,
    });
    const [single, joined] = nameTokens(name);
    for (const t of single) post(this.name, t, d);
    for (const t of new Set(joined)) post(this.joined, t, d);
    for (const t of skuTokens(sku)) post(this.sku, t, d);
    for (const t of new Set(words(row.description))) post(this.description, t, d);
    post(this.byCategory, category, d);
    if (squash(sku)) this.newSkus.push(squash(sku));
    if (this.newSkus.length > Math.max(10_000, this.sortedSkus.length / 4)) this.sort(false);
    return d;
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
  private where = new Map<number, [Segment, number]>();
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

  private put(row: Row) {
    this.remove(Number(row.id));
    const key = row.business_id ?? "";
    const seg = this.segments.get(key) ?? new Segment();
    this.segments.set(key, seg);
    this.where.set(Number(row.id), [seg, seg.add(row)]);
  }

  private remove(id: number) {
    const at = this.where.get(id);
    if (at) (at[0].docs[at[1]] as Doc).alive = false;
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
        sql`select id, business_id, merchant_id, category_id, name, sku, description
            from products where id > ${after} order by id limit 20000`,
      );
      for (const row of rows) this.put(row);
      [after, more] = [Number(rows.at(-1)?.id), rows.length === 20_000];
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
            select false as gone, id, business_id, merchant_id, category_id, name, sku, description
            from products where search_txid >= ${this.since} and search_txid <> s.own
            union all
            select true, product_id, null, null, null, null, null, null
            from product_search_deletions where txid >= ${this.since} and txid <> s.own) c on true`,
    );
    const changed = rows.filter((r) => r.gone !== null);
    if (changed.some((r) => r.gone && r.id === null)) return this.load(db); // a truncate
    const present = new Set(changed.filter((r) => !r.gone).map((r) => Number(r.id)));
    for (const row of changed) {
      if (!row.gone) this.put(row);
      else if (!present.has(Number(row.id))) this.remove(Number(row.id));
    }
    if (present.size > 0) await this.loadCategories(db);
    // A writing transaction's own rows are not read; they are once it has committed.
    if (Number(rows[0]?.own) < 0) this.since = Number(rows[0]?.xmin);
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
          const w = rest.reduce(
            (m, h) => Math.min(m, h.weight[d] as number),
            first?.weight[d] as number,
          );
          const was = weight[d] as number;
          if (w === 0) continue;
          if (was === 0) docs.push(d);
          weight[d] = Math.max(was & 12, w & 12) | Math.max(was & 3, w & 3);
        }
      }
      return { weight, docs };
    };
    const all = terms.map(termHits).sort((a, b) => a.docs.length - b.docs.length);
    type Hit = Found & { rank: number };
    const better = (a: Hit, b: Hit) =>
      b.score - a.score || a.rank - b.rank || cmp(a.name, b.name) || a.id - b.id;
    const best: Hit[] = [];
    let count = 0;
    for (const d of all[0]?.docs ?? seg.docs.map((_, d) => d)) {
      const doc = seg.docs[d] as Doc;
      if (!doc.alive || (query.merchantId && doc.merchant !== query.merchantId)) continue;
      if (
        (query.categoryId && doc.category !== query.categoryId) ||
        query.favourites?.has(doc.id) === false
      )
        continue;
      const score = all.reduce(
        (sum, h) => (h.weight[d] && sum >= 0 ? sum + (h.weight[d] as number) : -1),
        0,
      );
      if (score < 0) continue;
      const lower = literals.length > 0 ? doc.name.toLowerCase() : "";
      if (literals.some((l) => !lower.includes(l) && !doc.sku.includes(l))) continue;
      count++;
      const hit = { id: doc.id, name: doc.name, score, rank: doc.rank };
      if (best.length === query.wanted && better(hit, best.at(-1) as Hit) >= 0) continue;
      let at = best.length;
      while (at > 0 && better(hit, best[at - 1] as Hit) < 0) at--;
      best.splice(at, 0, hit);
      if (best.length > query.wanted) best.pop();
    }
    return { found: best, count };
  }

  /** Products per category the business can see (optionally at one merchant). */
  categoryCounts(businessId: string, merchantId?: number): Map<number, number> {
    const counts = new Map<number, number>();
    for (const seg of [this.segments.get(""), this.segments.get(businessId)]) {
      for (const [id, list] of seg?.byCategory ?? []) {
        const n = list.filter(
          (d) => seg?.docs[d]?.alive && (!merchantId || seg.docs[d]?.merchant === merchantId),
        ).length;
        counts.set(id, (counts.get(id) ?? 0) + n);
      }
    }
    return counts;
  }
}
