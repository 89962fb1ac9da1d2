/**
 * The in-memory layout of the server's copy of the search ranges (search-memory.ts keeps it
 * current): ranges cut into blocks of rows, the blocks' gram masks, and the scan that answers a
 * search from them. docs/decisions/0004-product-search.md, third revision.
 */
import type { PageIds, SearchInput, SearchScope } from "./search";

/**
 * Rows per block: each block has its own masks, so a term found in a few rows of every range
 * (`Paint 30`: 1,668 rows in all 1,001 ranges) reads those rows' blocks, not every range.
 */
const BLOCK_ROWS = 64;
/**
 * Mask size in bits per block and column: at 64 rows of the benchmark's catalogue about 17 % of
 * a names mask's bits and 32 % of a SKUs mask's are set.
 */
const MASK_BITS = 1 << 12;
const MASK_WORDS = MASK_BITS / 32;

/** One column of a block's rows: the values joined, each followed by NUL. */
interface Column {
  text: string;
  /** Where each row's value starts in `text`, and the text's length at the end. */
  starts: Int32Array;
}

/** BLOCK_ROWS consecutive rows of a range, from row `first`. */
interface Block {
  first: number;
  /** Names and SKUs lower-cased by the database, in name order. */
  names: Column;
  skus: Column;
}

export interface MemoryRange {
  lo: string;
  hi: string | null;
  version: string;
  blocks: Block[];
  /**
   * The blocks' masks of names and of SKUs, word by word: word w of block b at
   * `w * blocks.length + b`, so checking one word of every block of a range reads one run of
   * memory (a cache line at 16 blocks) instead of a scattered mask per block.
   */
  nameMasks: Uint32Array;
  skuMasks: Uint32Array;
  ids: Int32Array;
  merchants: Int32Array;
  /** 0: no category. */
  categories: Int32Array;
  /** The owning business per row; null when every row is public. */
  owners: (string | null)[] | null;
}

export interface LoadedRow extends Record<string, unknown> {
  k: number | string;
  id: number | string;
  name: string;
  sku: string;
  merchant: number | string;
  category: number | string | null;
  owner: string | null;
}

export interface ListedRange extends Record<string, unknown> {
  lo: string;
  hi: string | null;
  version: string;
  rows: number | string;
}

export const keyOf = (r: { lo: string; hi: string | null; version: string }) =>
  `${r.lo}\u0000${r.hi ?? "\u0001"}\u0000${r.version}`;

/**
 * Lower case letters and digits as they are, other printable ASCII as "q" (one character class
 * for spaces and punctuation, so grams cross words), anything else as it is.
 */
const fold = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 48 && c <= 57) ? c : c >= 32 && c <= 126 ? 113 : c;

/** A 32-bit hash of a folded gram of three characters (d < 0) or four. */
function gramHash(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77);
  h ^= Math.imul(c + 0x165667b1, 0xc2b2ae3d);
  if (d >= 0) h ^= Math.imul(d + 0x27d4eb2f, 0x27d4eb2d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

/**
 * The Bloom mask (two bits per gram) of every trigram and 4-gram of the folded text. A text that
 * contains a term contains every gram of it, so its mask holds the term's mask. Grams across a
 * NUL separator are harmless extras.
 */
export function textMask(text: string, bits: number): Uint32Array {
  const mask = new Uint32Array(bits / 32);
  const set = (h: number) => {
    const x = h & (bits - 1);
    const y = (h >>> 16) & (bits - 1);
    mask[x >>> 5] = (mask[x >>> 5] ?? 0) | (1 << (x & 31));
    mask[y >>> 5] = (mask[y >>> 5] ?? 0) | (1 << (y & 31));
  };
  let a = -1;
  let b = -1;
  let c = -1;
  for (let i = 0; i < text.length; i++) {
    const d = fold(text.charCodeAt(i));
    if (b >= 0) {
      set(gramHash(b, c, d, -1));
      if (a >= 0) set(gramHash(a, b, c, d));
    }
    a = b;
    b = c;
    c = d;
  }
  return mask;
}

/** A term's mask as (word index, bits) pairs of its non-zero words: checked per block. */
function wantedWords(mask: Uint32Array): Int32Array {
  const pairs: number[] = [];
  mask.forEach((w, i) => {
    if (w !== 0) pairs.push(i, w | 0);
  });
  return Int32Array.from(pairs);
}

/** Whether block b of the word-major masks of `blocks` blocks holds the wanted words. */
function holds(masks: Uint32Array, blocks: number, b: number, wanted: Int32Array): boolean {
  for (let i = 0; i < wanted.length; i += 2) {
    const w = wanted[i + 1] ?? 0;
    if (((masks[(wanted[i] ?? 0) * blocks + b] ?? 0) & w) !== w) return false;
  }
  return true;
}

/** The masks of the columns' texts, word-major (see MemoryRange). */
function blockMasks(columns: Column[]): Uint32Array {
  const masks = new Uint32Array(MASK_WORDS * columns.length);
  columns.forEach((col, b) => {
    textMask(col.text, MASK_BITS).forEach((word, w) => {
      masks[w * columns.length + b] = word;
    });
  });
  return masks;
}

function column(values: string[]): Column {
  const starts = new Int32Array(values.length + 1);
  let at = 0;
  values.forEach((v, i) => {
    starts[i] = at;
    at += v.length + 1;
  });
  starts[values.length] = at;
  const text = values.length > 0 ? `${values.join("\u0000")}\u0000` : "";
  return { text, starts };
}

export function buildRange(listed: ListedRange, rows: LoadedRow[]): MemoryRange {
  const n = rows.length;
  const ids = new Int32Array(n);
  const merchants = new Int32Array(n);
  const categories = new Int32Array(n);
  let owners: (string | null)[] | null = null;
  rows.forEach((row, i) => {
    ids[i] = Number(row.id);
    merchants[i] = Number(row.merchant);
    categories[i] = row.category === null ? 0 : Number(row.category);
    if (row.owner !== null) {
      owners ??= new Array<string | null>(n).fill(null);
      owners[i] = row.owner;
    }
  });
  const blocks: Block[] = [];
  for (let first = 0; first < n; first += BLOCK_ROWS) {
    const part = rows.slice(first, first + BLOCK_ROWS);
    blocks.push({
      first,
      names: column(part.map((r) => r.name)),
      skus: column(part.map((r) => r.sku)),
    });
  }
  return {
    lo: listed.lo,
    hi: listed.hi,
    version: listed.version,
    blocks,
    nameMasks: blockMasks(blocks.map((b) => b.names)),
    skuMasks: blockMasks(blocks.map((b) => b.skus)),
    ids,
    merchants,
    categories,
    owners,
  };
}

/** The row whose value holds position `at` of the column's text: the last start at or before it. */
function rowAt(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((starts[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The rows of the column whose value contains the term, in order. */
function rowsContaining(col: Column, term: string, out: number[]): number[] {
  let from = 0;
  for (;;) {
    const at = col.text.indexOf(term, from);
    if (at < 0) return out;
    const row = rowAt(col.starts, at);
    out.push(row);
    from = col.starts[row + 1] ?? col.text.length;
  }
}

/** Rows of either list (both ascending), ascending, once each. */
function mergeRows(a: number[], b: number[]): number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i] ?? Number.POSITIVE_INFINITY;
    const y = b[j] ?? Number.POSITIVE_INFINITY;
    if (x <= y) i++;
    if (y <= x) j++;
    out.push(Math.min(x, y));
  }
  return out;
}

/**
 * The page and the total (up to cap + 1 counted) of the rows whose lower-cased name or SKU
 * contains `lowered`, in name order: the blocks whose masks hold its grams, searched with
 * `indexOf`, the filters checked per matching row.
 */
export function scanRanges(
  ranges: MemoryRange[],
  lowered: string,
  scope: SearchScope,
  input: SearchInput,
  cap: number,
): PageIds {
  // Shorter than a gram: every range is a candidate.
  const wanted = lowered.length >= 3 ? wantedWords(textMask(lowered, MASK_BITS)) : null;
  const offset = (input.page - 1) * input.pageSize;
  const end = offset + input.pageSize;
  const { merchantId, categoryId } = input;
  const ids: number[] = [];
  let count = 0;
  scan: for (const range of ranges) {
    const { blocks, nameMasks, skuMasks } = range;
    for (let b = 0; b < blocks.length; b++) {
      const block = blocks[b] as Block;
      const inNames = !wanted || holds(nameMasks, blocks.length, b, wanted);
      const inSkus = !wanted || holds(skuMasks, blocks.length, b, wanted);
      if (!inNames && !inSkus) continue;
      const rows = mergeRows(
        inNames ? rowsContaining(block.names, lowered, []) : [],
        inSkus ? rowsContaining(block.skus, lowered, []) : [],
      );
      for (const inBlock of rows) {
        const row = block.first + inBlock;
        if (merchantId && range.merchants[row] !== merchantId) continue;
        if (categoryId && range.categories[row] !== categoryId) continue;
        const owner = range.owners?.[row] ?? null;
        if (owner !== null && owner !== scope.businessId) continue;
        if (count >= offset && count < end) ids.push(range.ids[row] ?? 0);
        count++;
        if (count > cap && count >= end) break scan;
      }
    }
  }
  return { ids, total: Math.min(count, cap), totalIsEstimate: count > cap };
}

/**
 * The number of rows per category that the business can see (public or its own), optionally at
 * one merchant; rows without a category are not counted.
 */
export function countCategories(
  ranges: MemoryRange[],
  businessId: string,
  merchantId?: number,
): Map<number, number> {
  const counts: number[] = [];
  for (const range of ranges) {
    const { categories, merchants, owners } = range;
    for (let row = 0; row < categories.length; row++) {
      const category = categories[row] as number;
      if (category === 0 || (merchantId && merchants[row] !== merchantId)) continue;
      if (owners !== null && owners[row] !== null && owners[row] !== businessId) continue;
      counts[category] = (counts[category] ?? 0) + 1;
    }
  }
  const byCategory = new Map<number, number>();
  counts.forEach((n, category) => {
    byCategory.set(category, n);
  });
  return byCategory;
}
