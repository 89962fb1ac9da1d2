/**
 * The in-memory product index (docs/decisions/0010-one-search-engine.md): one segment for the
 * public catalogue and one per business for its own products, so a business's search reads only
 * the public segment and its own. Kept fresh by the writes themselves: every insert or update
 * stamps the row's transaction id (`products.search_txid`, migration 0009) and every delete
 * logs one (`product_search_deletions`); before each search the index reads the rows stamped
 * since the oldest transaction its last snapshot could not see. No row is shared by writers.
 */
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../../db/client";
import { nameTokens, parseQuery, skuTokens, squash, type Term, words } from "./language";

/** Weights of one search word in one product; a product's score is the sum over terms. */
const WHOLE = 8;
const PART = 4;
const CATEGORY = 2;
const DESCRIPTION = 1;
/** A whole-word match outweighs a partial one in the same product; both are not added. */
const SCORE = Array.from({ length: 16 }, (_, b) => (b & WHOLE ? WHOLE : b & PART) + (b & 3));
const LOAD_BATCH = 20_000;

interface Row extends Record<string, unknown> {
  id: number;
  business_id: string | null;
  merchant_id: number;
  category_id: number | null;
  name: string;
  sku: string;
  description: string;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
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

/** The products of one owner (the public catalogue or one business). */
class Segment {
  ids: number[] = [];
  names: string[] = [];
  skus: string[] = [];
  merchants: number[] = [];
  categories: number[] = [];
  /** Name order: the position at the last seal; later rows sit just before their successor. */
  ranks: number[] = [];
  alive: boolean[] = [];
  name = new Map<string, number[]>();
  sku = new Map<string, number[]>();
  description = new Map<string, number[]>();
  byCategory = new Map<number, number[]>();
  sortedNames: string[] = [];
  /** Whole squashed SKUs, sorted at the last seal, and those added since (prefix search). */
  sortedSkus: string[] = [];
  newSkus: string[] = [];

  add(row: Row): number {
    const d = this.ids.length;
    this.ids.push(Number(row.id));
    this.names.push(row.name);
    this.skus.push(row.sku.toLowerCase());
    this.merchants.push(Number(row.merchant_id));
    this.categories.push(Number(row.category_id ?? 0));
    this.ranks.push(lowerBound(this.sortedNames, row.name) - 0.5);
    this.alive.push(true);
    for (const t of nameTokens(row.name)) post(this.name, t, d);
    for (const t of skuTokens(row.sku)) post(this.sku, t, d);
    for (const t of new Set(words(row.description))) post(this.description, t, d);
    post(this.byCategory, Number(row.category_id ?? 0), d);
    const whole = squash(row.sku);
    if (whole) this.newSkus.push(whole);
    if (this.newSkus.length > 10_000) this.sealSkus();
    return d;
  }

  seal() {
    const order = this.ids.map((_, d) => d);
    const { names, ids } = this;
    order.sort((a, b) => cmp(names[a] as string, names[b] as string) || ids[a]! - ids[b]!);
    order.forEach((d, i) => {
      this.ranks[d] = i;
    });
    this.sortedNames = order.map((d) => names[d] as string);
    this.sealSkus();
  }

  sealSkus() {
    this.sortedSkus = [...new Set([...this.sortedSkus, ...this.newSkus])].sort();
    this.newSkus = [];
  }

  /** Whole SKUs starting with `w` (and longer than it). */
  skusStartingWith(w: string): string[] {
    const out: string[] = [];
    for (let i = lowerBound(this.sortedSkus, w); i < this.sortedSkus.length; i++) {
      const s = this.sortedSkus[i] as string;
      if (!s.startsWith(w)) break;
      if (s !== w) out.push(s);
    }
    for (const s of this.newSkus) if (s !== w && s.startsWith(w)) out.push(s);
    return out;
  }
}

interface Hits {
  weight: Uint8Array;
  docs: number[];
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
  /** How many of the best matches to return, and the most to count. */
  wanted: number;
  cap: number;
}

const better = (a: Found & { rank: number }, b: Found & { rank: number }) =>
  b.score - a.score || a.rank - b.rank || cmp(a.name, b.name) || a.id - b.id;

export class SearchIndex {
  private segments = new Map<string, Segment>();
  private where = new Map<number, [Segment, number]>();
  private categoryWords = new Map<number, string[]>();
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

  private segment(businessId: string | null): Segment {
    const key = businessId ?? "";
    let seg = this.segments.get(key);
    if (!seg) {
      seg = new Segment();
      this.segments.set(key, seg);
    }
    return seg;
  }

  private put(row: Row) {
    this.remove(Number(row.id));
    const seg = this.segment(row.business_id);
    this.where.set(Number(row.id), [seg, seg.add(row)]);
  }

  private remove(id: number) {
    const at = this.where.get(id);
    if (at) at[0].alive[at[1]] = false;
    this.where.delete(id);
  }

  private async loadCategories(db: DbOrTx) {
    const rows = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from product_categories`,
    );
    this.categoryWords = new Map(rows.map((r) => [Number(r.id), words(r.name)]));
  }

  private async snapshot(db: DbOrTx) {
    const [s] = await queryRows<{ xmin: string; own: string }>(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
            coalesce(pg_current_xact_id_if_assigned()::text, '-1') as own`,
    );
    return { xmin: Number(s?.xmin), own: Number(s?.own) };
  }

  private async load(db: DbOrTx) {
    const { xmin } = await this.snapshot(db);
    this.segments = new Map();
    this.where = new Map();
    for (let after = 0; ; ) {
      const rows = await queryRows<Row>(
        db,
        sql`select id, business_id, merchant_id, category_id, name, sku, description
            from products where id > ${after} order by id limit ${LOAD_BATCH}`,
      );
      for (const row of rows) this.put(row);
      if (rows.length < LOAD_BATCH) break;
      after = Number(rows.at(-1)?.id);
    }
    for (const seg of this.segments.values()) seg.seal();
    await this.loadCategories(db);
    this.since = xmin;
  }

  private async catchUp(db: DbOrTx) {
    const { xmin, own } = await this.snapshot(db);
    const rows = await queryRows<Row & { gone: boolean }>(
      db,
      sql`select false as gone, id, business_id, merchant_id, category_id, name, sku, description
          from products where search_txid >= ${this.since} and search_txid <> ${own}
          union all
          select true, product_id, null, null, null, null, null, null from product_search_deletions
          where txid >= ${this.since} and txid <> ${own}`,
    );
    if (rows.some((r) => r.gone && r.id === null)) return this.load(db); // a truncate
    const present = new Set(rows.filter((r) => !r.gone).map((r) => Number(r.id)));
    for (const row of rows) {
      if (!row.gone) this.put(row);
      else if (!present.has(Number(row.id))) this.remove(Number(row.id));
    }
    if (present.size > 0) await this.loadCategories(db);
    // A writing transaction's own rows are not read; they are read once it has committed.
    if (own < 0) this.since = xmin;
  }

  /** Is `w` a whole word of some name or SKU (two search words joined into one)? */
  knows(w: string): boolean {
    for (const seg of this.segments.values()) if (seg.name.has(w) || seg.sku.has(w)) return true;
    return false;
  }

  /** The best `wanted` matches in the public catalogue and the business's own, and their count. */
  search(businessId: string, query: Query): { found: Found[]; count: number } {
    const { terms, literals } = parseQuery(query.q, (w) => this.knows(w));
    const found: Found[] = [];
    let count = 0;
    for (const seg of [this.segments.get(""), this.segments.get(businessId)]) {
      if (!seg) continue;
      const part = this.searchSegment(seg, terms, literals, query);
      found.push(...part.found);
      count += part.count;
    }
    found.sort((a, b) => b.score - a.score || cmp(a.name, b.name) || a.id - b.id);
    return { found: found.slice(0, query.wanted), count };
  }

  private searchSegment(seg: Segment, terms: Term[], literals: string[], query: Query) {
    const n = seg.ids.length;
    const cache = new Map<string, Hits>();
    const wordHits = (w: string): Hits => {
      const known = cache.get(w);
      if (known) return known;
      const weight = new Uint8Array(n);
      const docs: number[] = [];
      const mark = (list: number[] | undefined, bit: number) => {
        for (const d of list ?? []) {
          if (weight[d] === 0) docs.push(d);
          weight[d]! |= bit;
        }
      };
      for (const [t, list] of seg.name) if (t.includes(w)) mark(list, t === w ? WHOLE : PART);
      mark(seg.sku.get(w), WHOLE);
      for (const s of seg.skusStartingWith(w)) mark(seg.sku.get(s), PART);
      for (const [id, ws] of this.categoryWords) {
        if (ws.some((t) => t.includes(w))) mark(seg.byCategory.get(id), CATEGORY);
      }
      if (query.includeDescription) {
        for (const [t, list] of seg.description) if (t.includes(w)) mark(list, DESCRIPTION);
      }
      for (const d of docs) weight[d] = SCORE[weight[d]!]!;
      const hits = { weight, docs };
      cache.set(w, hits);
      return hits;
    };
    /** All the words of an alternative (its weight: the weakest word's); any alternative of a term. */
    const termHits = (term: Term): Hits => {
      const weight = new Uint8Array(n);
      const docs: number[] = [];
      for (const alt of term) {
        const each = alt.map(wordHits);
        const [first, ...rest] = each;
        for (const d of first?.docs ?? []) {
          let w = first!.weight[d]!;
          for (const h of rest) w = Math.min(w, h.weight[d]!);
          if (w === 0) continue;
          const was = weight[d]!;
          if (was === 0) docs.push(d);
          // The best name match of any alternative, plus the best category or description one.
          weight[d] = Math.max(was & 12, w & 12) | Math.max(was & 3, w & 3);
        }
      }
      return { weight, docs };
    };
    const all = terms.map(termHits).sort((a, b) => a.docs.length - b.docs.length);
    const candidates = all[0]?.docs ?? seg.ids.map((_, d) => d);
    const best: (Found & { rank: number })[] = [];
    let count = 0;
    for (const d of candidates) {
      if (!seg.alive[d]) continue;
      if (query.merchantId && seg.merchants[d] !== query.merchantId) continue;
      if (query.categoryId && seg.categories[d] !== query.categoryId) continue;
      if (query.favourites && !query.favourites.has(seg.ids[d]!)) continue;
      let score = 0;
      for (const h of all) score = h.weight[d] && score >= 0 ? score + h.weight[d]! : -1;
      if (score < 0) continue;
      const name = seg.names[d] as string;
      if (literals.some((l) => !name.toLowerCase().includes(l) && !seg.skus[d]!.includes(l))) {
        continue;
      }
      count++;
      const hit = { id: seg.ids[d]!, name, score, rank: seg.ranks[d]! };
      if (best.length === query.wanted && better(hit, best.at(-1)!) >= 0) continue;
      let at = best.length;
      while (at > 0 && better(hit, best[at - 1]!) < 0) at--;
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
        let k = 0;
        for (const d of list)
          if (seg!.alive[d] && (!merchantId || seg!.merchants[d] === merchantId)) k++;
        counts.set(id, (counts.get(id) ?? 0) + k);
      }
    }
    return counts;
  }
}
