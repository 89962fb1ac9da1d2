import { type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client";
import { memorySearchOf } from "./search-memory";

/**
 * The ids of one page of a product search, and the total (docs/decisions/0004-product-search.md).
 *
 * The products, in name order, are cut into ranges of about 1,000 rows (`product_search_ranges`,
 * migration 0002, kept by triggers); each range keeps a mask (Bloom filter) of the folded
 * trigrams and 4-grams of its names and SKUs. A term's grams select the candidate ranges; every
 * match lies in one of them, so walking only those ranges of the covering name index, in order,
 * finds the page without walking the rows between clusters of matches (a brand, a variant).
 * Code-like terms (SKUs, their prefixes, bare numbers) skip the masks.
 *
 * 1. Candidate ranges holding at most EXACT_WALK_ROWS rows: walked whole, exact count and page.
 *    A probe walk of the first candidate ranges answers terms that fill them ("1,000+").
 * 2. Otherwise a page sample of the table says whether the term is common (more than the cap),
 *    how many rows the filters keep and how many rows match. Not common: the cheaper of walking
 *    the candidate ranges whole and visiting every match through the trigram indexes.
 * 3. Common: total "1,000+"; the candidate ranges are walked in order up to the sample's bound
 *    until the page is full, switching to sorting the matches from the trigram indexes when the
 *    walk passes half of what that would cost.
 */
export const COUNT_CAP = 1_000;
/** Candidate ranges with at most this many rows in all are walked whole (exact count, no sample). */
export const EXACT_WALK_ROWS = 20_000;
/** Tables smaller than this are always counted exactly (a page sample of them says little). */
export const SAMPLE_MIN_ROWS = 200_000;
/** Percentage of the table's pages sampled (TABLESAMPLE SYSTEM, fixed seed: repeatable). */
export const SAMPLE_PERCENT = 0.5;
const SAMPLE_SEED = 20_251_123;
/** Sampled matches must imply this many times the cap before the count is skipped. */
const COMMON_MARGIN = 1.5;
/**
 * The probe walk reads the first candidate ranges up to this many rows per capped match, when
 * that is at most PROBE_MAX_ROWS (with a cap of 10,000 there is no probe).
 */
const PROBE_ROWS_PER_CAP = 2;
const PROBE_MAX_ROWS = 4_000;
/** A heap visit (trigram index candidate) costs about this many index tuples of a walk. */
const HEAP_COST = 30;
/** Rows of candidate ranges the ordered walk's first statement covers; each next one 4 times more. */
const FIRST_WALK_ROWS = 4_000;
const RUN_BATCH_GROWTH = 4;

export interface SearchInput {
  q?: string;
  merchantId?: number;
  categoryId?: number;
  includeDescription?: boolean;
  favouritesOnly?: boolean;
  page: number;
  pageSize: number;
}

export interface SearchScope {
  businessId: string;
  userId: string;
}

export interface SearchOptions {
  /** Overrides COUNT_CAP (the benchmark compares caps). */
  countCap?: number;
  /** Overrides EXACT_WALK_ROWS (tests force the other plans with 0). */
  exactWalkRows?: number;
  /** Override SAMPLE_PERCENT and SAMPLE_MIN_ROWS (tests sample a small table whole). */
  samplePercent?: number;
  sampleMinRows?: number;
  /** Overrides HEAP_COST (tests force index plans with 0, walks with Infinity). */
  heapCost?: number;
  /** Told which plan answered (tests and the benchmark). */
  onPlan?: (plan: SearchPlan) => void;
}

export type SearchPlan =
  | "empty"
  | "memory scan"
  | "exact walk"
  | "probe walk"
  | "exact index"
  | "index sort"
  | "ordered walk";

export interface PageIds {
  ids: number[];
  total: number;
  /** True when more than the cap match: `total` is then the cap ("1,000+"). */
  totalIsEstimate: boolean;
}

/** `%term%` for LIKE with the term's own %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The term's grams as `product_search_mask` (migration 0002) keeps them for the ranges: lower
 * case, every printable ASCII character that is not a letter or digit folded to "q", then every
 * three and every four characters that are not all digits. Empty when the term cannot narrow the ranges: shorter
 * than three characters, only digits, or not printable ASCII (the database's locale decides
 * what a letter is there).
 */
export function termGrams(term: string): string[] {
  if (!/^[\x20-\x7e]*$/.test(term)) return [];
  const folded = term.toLowerCase().replace(/[^a-z0-9]/g, "q");
  const grams = new Set<string>();
  for (const size of [3, 4]) {
    for (let i = 0; i + size <= folded.length; i++) {
      const gram = folded.slice(i, i + size);
      if (!/^[0-9]+$/.test(gram)) grams.add(gram);
    }
  }
  return [...grams].sort();
}

/** What a business may see: the public catalogue and its own private products. */
export const visibleTo = (businessId: string) =>
  sql`(p.business_id is null or p.business_id = ${businessId})`;

function filters(scope: SearchScope, input: SearchInput): SQL[] {
  // `p.id > 0` is true of every row; it lets the planner use the covering indexes, which are
  // partial on it (src/server/db/schema/catalogue.ts).
  const where = [visibleTo(scope.businessId), sql`p.id > 0`];
  if (input.merchantId) where.push(sql`p.merchant_id = ${input.merchantId}`);
  if (input.categoryId) where.push(sql`p.category_id = ${input.categoryId}`);
  if (input.favouritesOnly) {
    where.push(sql`p.id in (select f.product_id from favourites f
      where f.user_id = ${scope.userId} and f.business_id = ${scope.businessId})`);
  }
  return where;
}

/**
 * The exact text match, `strpos(lower(col), lower(term)) > 0` (the same rows as a contains-LIKE,
 * without escapes). No index serves it: inside candidate ranges the planner walks the name index
 * in order; elsewhere it rechecks the candidates of indexedMatch.
 */
function textMatch(term: string, includeDescription: boolean): SQL {
  const columns = includeDescription ? ["name", "sku", "description"] : ["name", "sku"];
  const tests = columns.map(
    (col) => sql`strpos(lower(${sql.raw(`p.${col}`)}), lower(${term})) > 0`,
  );
  return sql`(${sql.join(tests, sql` or `)})`;
}

/**
 * The trigram-indexable form of the match, a superset of it (the caller adds the exact test):
 * the folded name (products_name_fold_trgm; folding maps %, _ and \ to "q", so the pattern
 * needs no escapes; done in SQL, where lower() is the database's), the SKU and, when asked, the
 * description.
 */
function indexedMatch(term: string, includeDescription: boolean): SQL {
  const tests = [
    sql`product_search_fold(p.name) like '%' || product_search_fold(${term}) || '%'`,
    sql`lower(p.sku) like lower(${containsPattern(term)})`,
  ];
  if (includeDescription) {
    tests.push(sql`lower(p.description) like lower(${containsPattern(term)})`);
  }
  return sql`(${sql.join(tests, sql` or `)})`;
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** Names from `lo` (inclusive) to `hi` (exclusive; null: to the end), in the database's collation. */
interface Run {
  lo: string;
  hi: string | null;
  rows: number;
}

/** Mask size in bits (`bit(8192)` in migration 0002). */
const MASK_BITS = 8192;

/**
 * PostgreSQL's `hashtext` of a text of single-byte characters (the grams: [a-z0-9]): `hash_bytes`
 * (Bob Jenkins' lookup3, src/common/hashfn.c, little-endian) as a signed 32-bit integer, as the
 * database returns it. tests/db/product-search.test.ts checks it against the database.
 */
export function hashText(text: string): number {
  const k = Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);
  const rot = (x: number, n: number) => (x << n) | (x >>> (32 - n));
  let len = k.length;
  let a = (0x9e3779b9 + len + 3923095) | 0;
  let b = a;
  let c = a;
  const word = (i: number) =>
    (k[i] ?? 0) | ((k[i + 1] ?? 0) << 8) | ((k[i + 2] ?? 0) << 16) | ((k[i + 3] ?? 0) << 24);
  let i = 0;
  while (len >= 12) {
    a = (a + word(i)) | 0;
    b = (b + word(i + 4)) | 0;
    c = (c + word(i + 8)) | 0;
    a = (a - c) | 0;
    a ^= rot(c, 4);
    c = (c + b) | 0;
    b = (b - a) | 0;
    b ^= rot(a, 6);
    a = (a + c) | 0;
    c = (c - b) | 0;
    c ^= rot(b, 8);
    b = (b + a) | 0;
    a = (a - c) | 0;
    a ^= rot(c, 16);
    c = (c + b) | 0;
    b = (b - a) | 0;
    b ^= rot(a, 19);
    a = (a + c) | 0;
    c = (c - b) | 0;
    c ^= rot(b, 4);
    b = (b + a) | 0;
    i += 12;
    len -= 12;
  }
  // The last 11 bytes; the lowest byte of c is left for the length (already added).
  const byte = (j: number) => k[i + j] ?? 0;
  if (len >= 9)
    c =
      (c + ((byte(8) << 8) | (len >= 10 ? byte(9) << 16 : 0) | (len >= 11 ? byte(10) << 24 : 0))) |
      0;
  if (len >= 5)
    b =
      (b +
        (byte(4) |
          (len >= 6 ? byte(5) << 8 : 0) |
          (len >= 7 ? byte(6) << 16 : 0) |
          (len >= 8 ? byte(7) << 24 : 0))) |
      0;
  if (len >= 1)
    a =
      (a +
        (byte(0) |
          (len >= 2 ? byte(1) << 8 : 0) |
          (len >= 3 ? byte(2) << 16 : 0) |
          (len >= 4 ? byte(3) << 24 : 0))) |
      0;
  c ^= b;
  c = (c - rot(b, 14)) | 0;
  a ^= c;
  a = (a - rot(c, 11)) | 0;
  b ^= a;
  b = (b - rot(a, 25)) | 0;
  c ^= b;
  c = (c - rot(b, 16)) | 0;
  a ^= c;
  a = (a - rot(c, 4)) | 0;
  b ^= a;
  b = (b - rot(a, 14)) | 0;
  c ^= b;
  c = (c - rot(b, 24)) | 0;
  return c | 0;
}

/**
 * The bit positions `product_search_mask` (migration 0002) sets for these grams: two per gram,
 * `h & 8191` and `(h >> 13) & 8191` of `hashtext(gram)`, ascending.
 */
export function maskBits(grams: string[]): number[] {
  const bits = new Set<number>();
  for (const gram of grams) {
    const h = hashText(gram);
    bits.add(h & (MASK_BITS - 1));
    bits.add((h >> 13) & (MASK_BITS - 1));
  }
  return [...bits].sort((x, y) => x - y);
}

/**
 * The candidate ranges of the grams, in name order. The term's bit positions are computed here
 * and tested one by one with `get_bit` (which reads the stored mask in place), instead of
 * building the term's mask and ANDing every range's 1 kB mask with it (a copy per range).
 */
async function candidateRanges(db: DbOrTx, grams: string[]): Promise<Run[]> {
  const tests = maskBits(grams).map((b) => sql`get_bit(r.mask, ${sql.raw(String(b))}) = 1`);
  const rows = await queryRows<{ lo: string; hi: string | null; rows: number | string }>(
    db,
    // Ordered by `pos` (as `lo` is): a text sort of these rows is slow on PGlite.
    sql`select r.lo, r.hi, r.rows from product_search_ranges r
        where ${sql.join(tests, sql` and `)}
        order by r.pos`,
  );
  return rows.map((r) => ({ lo: r.lo, hi: r.hi, rows: Number(r.rows) }));
}

/** Adjacent ranges merged into runs (one walk each). */
function mergeRuns(ranges: Run[]): Run[] {
  const runs: Run[] = [];
  for (const r of ranges) {
    const last = runs.at(-1);
    if (last && last.hi === r.lo) {
      last.hi = r.hi;
      last.rows += r.rows;
    } else {
      runs.push({ ...r });
    }
  }
  return runs;
}

/**
 * Terms that look like codes (letters then digits: SKUs and their prefixes, bare numbers) have
 * grams in nearly every range: reading the masks costs more than it narrows, so they use the
 * whole name order as one run.
 */
const CODE_LIKE = /^[a-z]*[0-9]+$/i;

/** The whole name order as one run (its rows as the planner's statistics count them). */
async function wholeTable(db: DbOrTx): Promise<Run[]> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select greatest(c.reltuples, 0) as n from pg_class c where c.oid = 'products'::regclass`,
  );
  return [{ lo: "", hi: null, rows: Number(row?.n ?? 0) }];
}

/** A PostgreSQL text[] literal. */
export function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

/**
 * Walks the runs of the name index in order (index-only), each up to `each` matches: the rows
 * (id, name) of the matches, to be sorted by the caller. One statement whatever the number of
 * runs: bounded runs through arrays and a lateral join, the open-ended last run on its own.
 */
function walkRuns(base: SQL[], match: SQL, list: Run[], bound: string | null, each: number): SQL {
  const upTo = bound === null ? sql`` : sql` and p.name <= ${bound}`;
  const closed = list.filter((r) => r.hi !== null);
  const open = list.filter((r) => r.hi === null);
  const parts: SQL[] = [];
  if (closed.length > 0) {
    parts.push(sql`(select x.id, x.name
      from unnest(${textArray(closed.map((r) => r.lo))}::text[],
                  ${textArray(closed.map((r) => r.hi as string))}::text[]) as r(lo, hi)
      cross join lateral (
        select p.id, p.name from products p
        where ${and(base)} and p.name >= r.lo and p.name < r.hi${upTo} and ${match}
        order by p.name, p.id limit ${each}) x)`);
  }
  for (const run of open) {
    parts.push(sql`(select p.id, p.name from products p
      where ${and(base)} and p.name >= ${run.lo}${upTo} and ${match}
      order by p.name, p.id limit ${each})`);
  }
  return sql.join(parts, sql` union all `);
}

export async function searchPageIds(
  db: DbOrTx,
  scope: SearchScope,
  input: SearchInput,
  options: SearchOptions = {},
): Promise<PageIds> {
  const cap = options.countCap ?? COUNT_CAP;
  const exactWalkRows = options.exactWalkRows ?? EXACT_WALK_ROWS;
  const samplePercent = options.samplePercent ?? SAMPLE_PERCENT;
  const heapCost = options.heapCost ?? HEAP_COST;
  const term = (input.q ?? "").trim();
  const base = filters(scope, input);
  const offset = (input.page - 1) * input.pageSize;
  const limit = input.pageSize;
  const wanted = offset + limit;
  const includeDescription = Boolean(input.includeDescription);

  const plan = options.onPlan ?? (() => {});

  if (!term) {
    plan("empty");
    const [counted] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from (select 1 from products p where ${and(base)} limit ${cap + 1}) s`,
    );
    const matches = Number(counted?.n ?? 0);
    const idRows =
      offset < matches
        ? await queryRows<{ id: number }>(
            db,
            sql`select p.id from products p where ${and(base)}
                order by p.name, p.id limit ${limit} offset ${offset}`,
          )
        : [];
    return {
      ids: idRows.map((r) => Number(r.id)),
      total: Math.min(matches, cap),
      totalIsEstimate: matches > cap,
    };
  }

  // The server's copy of the ranges answers when it is loaded (search-memory.ts).
  const memory = includeDescription || input.favouritesOnly ? undefined : memorySearchOf(db);
  const remembered = await memory?.search(db, scope, input, term, cap);
  if (remembered) {
    plan("memory scan");
    return remembered;
  }

  const walkMatch = textMatch(term, includeDescription);
  // The description is not in the ranges' masks: with it, every range is a candidate.
  const grams = termGrams(term);
  // The candidate ranges one by one (null: the whole name order, one run) and merged into runs.
  const ranges =
    includeDescription || grams.length === 0 || CODE_LIKE.test(term)
      ? null
      : await candidateRanges(db, grams);
  const runs = includeDescription ? null : ranges ? mergeRuns(ranges) : await wholeTable(db);
  const candidateRows = runs?.reduce((n, r) => n + r.rows, 0) ?? Number.POSITIVE_INFINITY;

  /**
   * Every match in the candidate ranges, counted, and the page. At most cap + 1 (or `wanted`)
   * per run: enough to tell "more than cap", and the page lies in the first runs' first rows.
   */
  const exactWalk = async (list: Run[], name: SearchPlan | null = "exact walk") => {
    if (name) plan(name);
    if (list.length === 0) return { ids: [], total: 0, totalIsEstimate: false, matches: 0 };
    const rows = await queryRows<{ n: number | string; id: number | null }>(
      db,
      sql`with m as materialized (${walkRuns(base, walkMatch, list, null, Math.max(cap + 1, wanted))})
          select c.n, x.id from (select count(*) as n from m) c
          left join lateral (
            select id from m order by name, id limit ${limit} offset ${offset}) x on true`,
    );
    const matches = Number(rows[0]?.n ?? 0);
    const ids = rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
    return { ids, total: Math.min(matches, cap), totalIsEstimate: matches > cap, matches };
  };

  // (1) Few candidate rows: walk them all (index-only), count and take the page.
  if (runs !== null && candidateRows <= exactWalkRows) return exactWalk(runs);

  // (1b) Without a category filter, a term that fills the first candidate ranges (a brand, a
  // variant) has more than cap matches there: walking them answers without the sample. Ranges,
  // not runs: the first run can be hundreds of adjacent ranges (a common term's grams are in
  // most of them), and walking it for a sparse term read 600,000 rows.
  const probeRows = PROBE_ROWS_PER_CAP * cap;
  if (
    ranges !== null &&
    !input.categoryId &&
    !input.favouritesOnly &&
    probeRows <= PROBE_MAX_ROWS &&
    ranges.length > 1
  ) {
    const first: Run[] = [];
    let rows = 0;
    for (const range of ranges) {
      if (rows >= Math.min(probeRows, exactWalkRows)) break;
      first.push(range);
      rows += range.rows;
    }
    if (first.length < ranges.length) {
      const probe = await exactWalk(mergeRuns(first), null);
      // More than cap matches, and the page among them (a small cap can be below the page's end).
      if (probe.totalIsEstimate && probe.matches >= wanted) {
        plan("probe walk");
        return { ids: probe.ids, total: probe.total, totalIsEstimate: true };
      }
    }
  }

  // (2) A page sample of a large table (TABLESAMPLE SYSTEM, fixed seed, so repeatable): of the
  // `seen` sampled rows, how many pass the filters (`kept`), match (`matched`) and both (`hits`),
  // the `wanted`-th smallest name among the hits, `bound` (at least `wanted` real matches sort at
  // or before it, so the page does), and how many kept rows sort at or before it (`before`).
  const [sampled] = await queryRows<Record<string, number | string | null>>(
    db,
    sql`with s as materialized (
          select p.name, ${and(base)} as kept, ${walkMatch} as hit
          from products p tablesample system (${samplePercent}) repeatable (${SAMPLE_SEED})
          where (select c.reltuples from pg_class c where c.oid = 'products'::regclass)
                >= ${options.sampleMinRows ?? SAMPLE_MIN_ROWS}),
        k as (select s.name from s where s.kept and s.hit order by s.name
              limit 1 offset ${wanted - 1})
        select (select c.reltuples from pg_class c where c.oid = 'products'::regclass) as total,
          count(*) as seen, count(*) filter (where s.kept) as kept,
          count(*) filter (where s.hit) as matched, count(*) filter (where s.kept and s.hit) as hits,
          (select k.name from k) as bound,
          count(*) filter (where s.kept and s.name <= (select k.name from k)) as before
        from s`,
  );
  const count = (key: string) => Number(sampled?.[key] ?? 0);
  const seen = count("seen");
  const hits = count("hits");
  const bound = (sampled?.bound as string | null | undefined) ?? null;
  const scale = 100 / samplePercent;
  const common = hits >= (cap * samplePercent * COMMON_MARGIN) / 100;
  // Costs in index tuples read. A walk reads the candidate ranges' rows that pass the filters
  // (through the merchant or category index when filtered); the trigram indexes cost a heap
  // visit per candidate, filtered or not (HEAP_COST index tuples each), about the matches
  // (the folded name's trigrams cross spaces).
  const keptShare = seen > 0 ? count("kept") / seen : 1;
  const walkAll = seen > 0 ? candidateRows * keptShare : Number.POSITIVE_INFINITY;
  const indexAll =
    seen > 0 ? Math.max(1, count("matched") * scale) * heapCost : Number.POSITIVE_INFINITY;

  if (!common) {
    if (runs !== null && walkAll <= indexAll) return exactWalk(runs);
    // Every match up to cap + 1 through the trigram indexes, counted and sorted in one statement.
    const rows = await queryRows<{ n: number | string; id: number | null }>(
      db,
      sql`with m as materialized (
            select p.id, p.name from products p
            where ${and(base)} and ${indexedMatch(term, includeDescription)} and ${walkMatch}
            limit ${cap + 1})
          select c.n, x.id from (select count(*) as n from m) c
          left join lateral (
            select id from m order by name, id limit ${limit} offset ${offset}) x on true`,
    );
    const matches = Number(rows[0]?.n ?? 0);
    if (matches <= cap) {
      plan("exact index");
      const ids = rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
      return { ids, total: matches, totalIsEstimate: false };
    }
  }

  // (3) More than cap matches: walk the candidate ranges (all names when they cannot narrow the
  // search) in name order, up to `bound` when known, a growing number of rows per statement,
  // until `wanted` matches are found; runs past `bound` are never reached (`wanted` matches lie
  // at or before it, in these runs). Once the rows walked pass half of what visiting every match
  // would cost (matches clustered in a few of many candidate ranges), or straight away when the
  // sample found too few matches to bound the walk, the rest comes from the trigram indexes.
  const todo = runs ?? [{ lo: "", hi: null, rows: Number.POSITIVE_INFINITY }];
  const found: number[] = [];
  let walked = bound === null && walkAll > indexAll ? Number.POSITIVE_INFINITY : 0;
  let chunk = FIRST_WALK_ROWS;
  let start = 0;
  plan("ordered walk");
  while (start < todo.length && found.length < wanted) {
    const need = wanted - found.length;
    const from = todo[start]?.lo ?? "";
    if (walked > indexAll / 2) {
      plan("index sort");
      const upTo = bound === null ? sql`` : sql` and p.name <= ${bound}`;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`with m as materialized (
              select p.id, p.name from products p
              where ${and(base)} and ${indexedMatch(term, includeDescription)} and ${walkMatch}
                and p.name >= ${from}${upTo})
            select id from m order by name, id limit ${need}`,
      );
      found.push(...rows.map((r) => Number(r.id)));
      break;
    }
    let end = start;
    let rows = 0;
    while (end < todo.length && (end === start || rows < chunk)) {
      rows += (todo[end]?.rows ?? 0) * keptShare;
      end++;
    }
    const batch = todo.slice(start, end);
    start = end;
    walked += rows;
    chunk *= RUN_BATCH_GROWTH;
    const ids = await queryRows<{ id: number }>(
      db,
      sql`select m.id from (${walkRuns(base, walkMatch, batch, bound, need)}) m
          order by m.name, m.id limit ${need}`,
    );
    found.push(...ids.map((r) => Number(r.id)));
  }
  return { ids: found.slice(offset, wanted), total: cap, totalIsEstimate: true };
}
