/** Trade language: names, SKUs and searches all become comparable words through `words`. */
import trade from "./trade-words.json";

const SPELLINGS: Record<string, string> = trade.spellings;
const IGNORED = new Set(trade.ignored);
const FINISHES = new Set(trade.finishes);

/** "boards" → "board", "supplies" → "supply", "brushes" → "brush"; not "glass", "sizes". */
function singular(w: string): string {
  if (!/^[a-z]{4,}$/.test(w) || /(ss|us|is)$/.test(w)) return w;
  if (w.length > 4 && /[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  return w.endsWith("s") ? w.slice(0, -1) : w;
}

/** Lower case without accents, "6.0mm" as "6mm". */
const plain = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/(\d)\.0+(?!\d)/g, "$1");

/** Plain, with "47 x 100mm", "2 x 4" and "4 by 2" written as "47x100mm", "2x4" and "4x2". */
const fold = (text: string) =>
  plain(text).replace(
    /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:(?:mm|cm|m)\s*)?(?:[x×]|by)\s*(?=\d)/g,
    "$1x",
  );

/** The words of a text, in order, each in its one spelling, but those that only join others. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const raw of fold(text).split(/[^a-z0-9.]+/)) {
    const w = raw.replace(/^\.+|(?<!\.)\.+$/g, "");
    const one = singular(w);
    if (w && !IGNORED.has(w)) out.push(SPELLINGS[one] ?? SPELLINGS[w] ?? one);
  }
  return out;
}

/** Adjacent words joined: "multi", "finish" → "multifinish". */
const pairs = (ws: string[]) => ws.slice(1).map((w, i) => `${ws[i]}${w}`);

/** A size and its unit, matched from where a number starts (from inside one too: quadratic). */
const SIZE = /(?<![\d.x])(\d[\d.x]*)\s*(?:mm|cm|m|kg|g|l|ml|ft|in)(?![a-z])/g;

/**
 * A name's words and its adjacent pairs joined. Each size is a word with and without its unit, the
 * whole dimension and each side of it: "22x3m", "22x3", "22mm", "22", "3m" and "3" of "22mm x 3m".
 * Its head: the last word before any "(" but sizes and finishes, what the product is in English
 * word order ("radiator" of "Convector Radiator 600 x 1000mm White", not of "Radiator Valve").
 */
export function nameTokens(text: string): [string[], string[], string | undefined] {
  const paren = text.indexOf("(");
  const before = words(paren < 0 ? text : text.slice(0, paren));
  const ws = paren < 0 ? before : before.concat(words(text.slice(paren)));
  const out = new Set(ws);
  for (const size of [fold(text), plain(text)].flatMap((t) => [...t.matchAll(SIZE)]))
    out.add(size[0].replace(/\s/g, "")).add(size[1] as string);
  return [[...out], pairs(ws), before.findLast((w) => !/\d/.test(w) && !FINISHES.has(w))];
}

/** A word's runs of `n` letters. */
export const runs = (w: string, n: number) =>
  Array.from({ length: Math.max(0, w.length - n + 1) }, (_, i) => w.slice(i, i + n));

/** A SKU's letters and digits in lower case: "ABC-vexlor-9" → "abcvexlor9". */
export const squash = (text: string) => fold(text).replace(/[^a-z0-9]/g, "");

/** A SKU's parts, its adjacent parts joined and the whole squashed SKU. */
export function skuTokens(sku: string): string[] {
  const parts = fold(sku).match(/[a-z0-9]+/g) ?? [];
  return [...new Set([...parts, ...pairs(parts), parts.join("")])].filter(Boolean);
}

const SYNONYMS = new Map(
  Object.entries(trade.synonyms as Record<string, string[]>).map(([key, values]) => [
    words(key).join(" "),
    values.map(words),
  ]),
);

/** One term of a search: found when any alternative is, an alternative when all its words are. */
export type Term = string[][];

/** The alternatives a synonym brought, not the words typed: a match of these ranks after. */
const synonymous = new WeakSet<string[]>();
export const isSynonym = (alt: string[]) => synonymous.has(alt);

/** Alternatives of a word or phrase: itself, joined, and its synonyms (each also joined). */
function alternatives(ws: string[]): Term {
  const alts: Term = [ws];
  for (const s of [ws, ...(SYNONYMS.get(ws.join(" ")) ?? [])]) {
    const forms = s.length > 1 ? [s, [s.join("")]] : [s];
    for (const alt of s === ws ? forms.slice(1) : forms) {
      if (s !== ws) synonymous.add(alt);
      alts.push(alt);
    }
  }
  return alts;
}

/**
 * A search as terms, all to match; two adjacent words that join into a known word or key are one.
 * Literals: words with characters no product word holds ("50%", "a_b"), matched in name or SKU.
 */
export function parseQuery(q: string, known: (w: string) => boolean) {
  const literals = q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => /[^\p{L}\p{N}\s\-.,/'&+()×]/u.test(w));
  const ws = words(q);
  if (ws.length === 0 && q.trim()) literals.push(q.trim().toLowerCase());
  const terms: Term[] = [];
  for (let i = 0; i < ws.length; i++) {
    const pair = ws.slice(i, i + 2);
    const joined = pair.join("");
    if (pair.length === 2 && (SYNONYMS.has(pair.join(" ")) || known(joined))) {
      terms.push([...alternatives(pair), ...alternatives([joined])]);
      i++;
    } else terms.push(alternatives([ws[i] as string]));
  }
  return { terms, literals };
}

export const synonymsOf = (phrase: string) => SYNONYMS.get(words(phrase).join(" "));
