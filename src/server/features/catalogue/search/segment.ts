/**
 * One owner's products in the index (./engine.ts): their words and lists, a search word's matches,
 * a product's score from its own words, and the walk in name order that stops at the page.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { isSynonym, nameTokens, runs, skuTokens, squash, type Term, words } from "./language";
import { narrow, setBits } from "./narrow";
import { order, Skus } from "./skus";

/** A search word's weight in a product (whole-word name 8, partial 4, category 2, description 1). */
const [WHOLE, PART, CATEGORY, DESCRIPTION] = [8, 4, 2, 1];
/** A whole-word match and a partial one of the same word count as the whole one. */
const SCORE = Array.from({ length: 16 }, (_, b) => (b & WHOLE ? WHOLE : b & PART) + (b & 3));
/** A product as the index holds it: id, owner, merchant, category, name, SKU, description, txid. */
export type Row = [number, string | null, number, number | null, string, string, string, string];
/** `wanted`: how many of the best matches to return; `cap`: count matches up to one past it. */
export type Query = { q: string; merchantId?: number; categoryId?: number; wanted: number } & {
  includeDescription?: boolean;
  favourites?: Set<number>;
  cap?: number;
};
/** A word in a segment: bits per word code, category and (SKU) product; its lists; its most. */
type Word = { codes: Uint8Array; cats: number[]; exact?: Uint8Array; lists: number[][] } & {
  size: number;
  name: number;
  low: number;
  /** 1 when it is some product's head word. */
  head: number;
};
/** A match: product `d` of segment `seg`. */
export type Hit = { id: number; name: string; score: number; seg: Segment; d: number };
/** Both numbered in one segment's name order (compared as numbers, not names: measurably faster). */
const ordered = (a: Hit, b: Hit) => a.seg === b.seg && a.d < a.seg.ranked && b.d < a.seg.ranked;
/** By score, then name and id: the place in the segment's name order when both have one. */
const better = (a: Hit, b: Hit) =>
  b.score - a.score || (ordered(a, b) ? a.d - b.d : order(a.name, b.name)) || a.id - b.id;
const min = (xs: number[]) => xs.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);
const push = <K>(map: Map<K, number[]>, key: K, d: number) =>
  map.get(key)?.push(d) ?? map.set(key, [d]);
/**
 * Calls `each` for every item, letting the event loop turn every `ms`: indexing a product costs
 * from 20 µs to over 2 ms (a long name and description in made-up words), and one business's
 * import of 200,000 must not hold every other request (500 such products took 1.1 s a turn).
 */
export async function inTurns<T>(items: T[], each: (item: T) => void, ms = 10) {
  let turn = performance.now();
  for (const item of items) {
    each(item);
    if (performance.now() - turn > ms) {
      await nextTurn();
      turn = performance.now();
    }
  }
}

/**
 * The products of one owner, numbered `d` in name order when (re)built, those added since after
 * them. Each name and description word has a code (2 × its number, + 1 in a description) and a
 * list of products; each product its codes (`codes[at[d]]` to `more[d]` for the name, then to
 * `at[d + 1]`), so a product is scored from its own few words, not from every list of a word.
 */
export class Segment {
  /** Distinct words and word places it indexes at most (one business's own products). */
  constructor(
    readonly budget = { words: Number.POSITIVE_INFINITY, postings: Number.POSITIVE_INFINITY },
  ) {}
  rows: Row[] = [];
  gone: number[] = [];
  /** Read for every candidate: a field array, not the row, keeps the walk in the cache. */
  category: number[] = [];
  merchant: number[] = [];
  pos = new Map<number, number>();
  dead = 0;
  /** When it last changed (SearchIndex's stamp). */
  changedAt = 0;
  ranked = 0;
  code = new Map<string, number>();
  /**
   * Each word by its number, and the words holding each run of one, two and three letters: a
   * search word is compared only with the words holding its rarest run, not with every word of a
   * catalogue whose names bring 100,000 (sizes, brands, model numbers); a letter such as "x" is in
   * few of them.
   */
  keys: string[] = [];
  holding = new Map<string, number[]>();
  lists: number[][] = [];
  codes: number[] = [];
  /** Each product's head word's name code (see `nameTokens`): -2 when it has none; all of them. */
  head: number[] = [];
  heads = new Set<number>();
  at: number[] = [0];
  more: number[] = [];
  /** Whole-word matches only: adjacent name words joined ("multifinish"), and SKU parts. */
  exact = new Map<string, number[]>();
  byCategory = new Map<number, number[]>();
  skus = new Skus();

  add(row: Row) {
    const d = this.rows.push(row) - 1;
    const post = (w: string, kind: number) => {
      if (this.codes.length >= this.budget.postings) return;
      if (!this.code.has(w)) {
        if (this.keys.length >= this.budget.words) return;
        this.lists.push([], []); // its name list and description list
        for (const run of new Set([...runs(w, 1), ...runs(w, 2), ...runs(w, 3)]))
          push(this.holding, run, this.keys.length);
        this.keys.push(w);
      }
      const c = 2 * (this.code.get(w) ?? this.code.set(w, this.code.size).size - 1) + kind;
      this.lists[c]?.push(d);
      this.codes.push(c);
    };
    const [single, joined, head] = nameTokens(row[4]);
    for (const w of single) post(w, 0);
    this.head[d] = 2 * (this.code.get(head as string) ?? -1);
    this.heads.add(this.head[d] as number);
    this.more.push(this.codes.length);
    for (const w of new Set(words(row[6]))) post(w, 1);
    this.at.push(this.codes.length);
    for (const key of new Set([...joined, ...skuTokens(row[5])]))
      if (this.exact.has(key) || this.exact.size < this.budget.words) push(this.exact, key, d);
    push(this.byCategory, row[3] ?? 0, d);
    [this.gone[d], this.category[d], this.merchant[d]] = [0, row[3] ?? 0, row[2]];
    this.skus.add(d, squash(row[5]));
    this.pos.set(row[0], d);
  }

  /** Rebuilt from the live products in name order (then id), so a search walks them in it. */
  async compact() {
    const live = this.rows.filter((_, d) => !this.gone[d]);
    live.sort((a, b) => order(a[4], b[4]) || a[0] - b[0]);
    // Built apart, a few hundred products a turn, while searches read this one; then swapped in.
    const built = new Segment(this.budget);
    await inTurns(live, (row) => built.add(row));
    built.skus.sort();
    built.ranked = live.length;
    Object.assign(this, built);
  }

  /** A search word against the names, SKUs, categories and (when asked) descriptions. */
  word(w: string, categories: Map<number, string[]>, withDescription?: boolean): Word {
    const codes = new Uint8Array(this.lists.length);
    const x: Word = { codes, cats: [], lists: [], size: 0, name: 0, low: 0, head: 0 };
    const list = (bit: number, docs: number[] = []) => {
      x.lists.push(docs);
      x.size += docs.length;
      if (bit > CATEGORY) x.name = Math.max(x.name, docs.length ? bit : 0);
      else x.low |= docs.length ? bit : 0;
      return bit;
    };
    const rarest = runs(w, Math.min(w.length, 3))
      .map((run) => this.holding.get(run) ?? [])
      .reduce((a, b) => (b.length < a.length ? b : a));
    for (const i of rarest) {
      const key = this.keys[i] as string;
      if (!key.includes(w)) continue;
      codes[2 * i] = list(key === w ? WHOLE : PART, this.lists[2 * i]);
      if (key === w && this.heads.has(2 * i)) x.head = 1;
      if (withDescription) codes[2 * i + 1] = list(DESCRIPTION, this.lists[2 * i + 1]);
    }
    const exact = (bit: number, docs: number[] = []) => {
      if (docs.length === 0) return;
      x.exact ??= new Uint8Array(this.rows.length);
      for (const d of docs) x.exact[d] = (x.exact[d] as number) | bit;
      list(bit, docs);
    };
    exact(WHOLE, this.exact.get(w));
    exact(PART, this.skus.prefixed(w)); // a whole SKU is also its own prefix: whole counts
    for (const [id, ws] of categories)
      if (ws.some((t) => t.includes(w))) x.cats[id] = list(CATEGORY, this.byCategory.get(id));
    return x;
  }

  /** The word's weight in product `d`, from the product's own words, category and SKU. */
  weigh(x: Word, d: number, withDescription?: boolean) {
    let b = (x.cats[this.category[d] as number] ?? 0) | (x.exact?.[d] ?? 0);
    const end = (withDescription ? this.at[d + 1] : this.more[d]) as number;
    for (let k = this.at[d] as number; k < end; k++)
      b |= x.codes[this.codes[k] as number] as number;
    return SCORE[b] as number;
  }

  /**
   * A term weighs its alternatives' best name match plus best category or description match.
   * Between equal sums (a fraction under 1), the terms that are the product's head word decide,
   * then those its name matches as typed rather than by a synonym (`typed`: per alternative).
   */
  score(terms: Word[][][], d: number, withDescription?: boolean, typed?: boolean[][]) {
    let [score, ties] = [0, 0];
    for (let t = 0; t < terms.length && score >= 0; t++) {
      let [v, tie] = [0, 0];
      (terms[t] as Word[][]).forEach((alt, a) => {
        let w = 99; // an alternative weighs what its weakest word does
        for (let k = 0; k < alt.length && w > 0; k++)
          w = Math.min(w, this.weigh(alt[k] as Word, d, withDescription));
        v = Math.max(v & 12, w & 12) | Math.max(v & 3, w & 3);
        if (w > 0 && alt.some((x) => x.codes[this.head[d] as number] === WHOLE)) tie |= 2;
        if (w & 12 && typed?.[t]?.[a]) tie |= 1;
      });
      [score, ties] = v ? [score + v, ties + tie] : [-1, 0];
    }
    return score < 0 ? score : score + ties / (3 * terms.length + 1);
  }

  /**
   * Adds the segment's best matches to `best` (kept in order, `wanted` long); returns its count,
   * exact up to `cap`. Candidates (the rarest term's products, or the filter's) are walked in name
   * order: once the page holds matches that no later product can beat (each term weighing its
   * most) and the count has passed the cap, the rest of the name order is skipped.
   */
  search(terms: Term[], literals: string[], q: Query, cats: Map<number, string[]>, best: Hit[]) {
    const { merchantId, categoryId, favourites, includeDescription: desc } = q;
    const cache = new Map<string, Word>();
    const word = (w: string) =>
      cache.get(w) ?? (cache.set(w, this.word(w, cats, desc)).get(w) as Word);
    const all = terms.map((term) => term.map((alt) => alt.map(word)));
    const typed = terms.map((term) => term.map((alt) => !isSynonym(alt)));
    // The most a product can weigh: each term's best name match, plus its category and
    // description in the one category giving the most (a pipe's category is not also a board's).
    const sum = (f: (alts: Word[][]) => number) => all.reduce((n, alts) => n + f(alts), 0);
    const low = (c: number) => (alts: Word[][]) =>
      max(alts.map((a) => max(a.map((x) => (x.cats[c] ?? 0) | (x.low & 1)))));
    // And the most of the fraction that orders equal sums (`score`): a head word, a typed match.
    const tie = (alts: Word[][], t: number) =>
      2 * max(alts.map((a) => max(a.map((x) => x.head)))) +
      max(alts.map((a, i) => Number(Boolean(typed[t]?.[i]) && min(a.map((x) => x.name)) > 0)));
    const bound =
      sum((alts) => max(alts.map((a) => min(a.map((x) => x.name))))) +
      max((categoryId ? [categoryId] : [0, ...cats.keys()]).map((c) => sum(low(c)))) +
      all.reduce((n, alts, t) => n + tie(alts, t), 0) / (3 * all.length + 1);
    const n = this.rows.length;
    const sizes = all.map((alts) => alts.reduce((s, alt) => s + min(alt.map((x) => x.size)), 0));
    const rare = all[sizes.indexOf(min(sizes))] ?? [];
    const inCategory = categoryId ? (this.byCategory.get(categoryId) ?? []) : undefined;
    const marks = new Int32Array((n + 31) >> 5);
    let source: Word[][] | undefined; // the term the candidates are products of
    if (favourites && favourites.size < min([...sizes, inCategory?.length ?? n]))
      setBits(
        marks,
        [...favourites].flatMap((id) => this.pos.get(id) ?? []),
      );
    else if (inCategory && inCategory.length < min(sizes)) setBits(marks, inCategory);
    else if (!(min(sizes) < n)) marks.fill(-1);
    else source = rare;
    for (const alt of source ?? [])
      for (const list of alt.reduce((a, x) => (x.size < a.size ? x : a)).lists)
        setBits(marks, list);
    const cap = q.cap ?? n;
    let [count, skip, scored, matched] = [0, 0, 0, 0];
    for (let i = 0; i < marks.length; i++)
      for (let m = marks[i] as number; m !== 0; m &= m - 1) {
        const d = i * 32 + 31 - Math.clz32(m & -m);
        if (d < skip || d >= n || this.gone[d] || (categoryId && this.category[d] !== categoryId))
          continue;
        if (merchantId && this.merchant[d] !== merchantId) continue;
        const score = this.score(all, d, desc, typed);
        if (++scored === 2_048 && matched < 512) {
          // Few match ("grey grout"): those left (to the end, or the cap at this rate) narrowed.
          const left = Math.min(scored * ((n - d) / d), (cap + 1 - matched) * (scored / matched));
          narrow(marks, all, 30 * left, source);
        }
        if (score < 0) continue;
        matched++;
        const row = this.rows[d] as Row;
        if (favourites?.has(row[0]) === false) continue;
        const text = literals.length > 0 ? `${row[4]} ${row[5]}`.toLowerCase() : "";
        if (!literals.every((l) => text.includes(l))) continue;
        count++;
        const worst = best[q.wanted - 1];
        const hit = { id: row[0], name: row[4], score, seg: this as Segment, d };
        const settled = worst && count > cap && d < this.ranked;
        if (settled && better(worst, { ...hit, score: bound }) < 0) {
          [skip, i] = [this.ranked, (this.ranked >> 5) - 1];
          break;
        }
        if (worst && better(hit, worst) >= 0) continue;
        let at = best.length;
        while (at > 0 && better(hit, best[at - 1] as Hit) < 0) at--;
        best.splice(at, 0, hit);
        if (best.length > q.wanted) best.pop();
      }
    return count;
  }
}
