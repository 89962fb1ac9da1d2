/** A search's candidates in one segment (./segment.ts): bits by product number, narrowed. */
/** A search word's products: its lists (name, description, SKU, category) and their length. */
type Word = { lists: number[][]; size: number };

/**
 * The loops are functions of their own: `setBits` also marks every search's first candidates, so
 * it is optimised before any narrowing. Inline in `narrow`, which runs for few searches, the first
 * ones took 50 ms.
 */
export function setBits(bits: Int32Array, list: number[]) {
  for (let k = 0; k < list.length; k++) {
    const d = list[k] as number;
    bits[d >> 5] = (bits[d >> 5] as number) | (1 << (d & 31));
  }
}
function and(into: Int32Array, from: Int32Array) {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) & (from[i] as number);
}
function or(into: Int32Array, from: Int32Array) {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) | (from[i] as number);
}

/**
 * Keeps the candidates (`marks`) holding each term, cheapest first, while their lists hold at most
 * `budget` entries in all: an entry costs a set bit, a candidate scored reads its own words (tens
 * of times that), so a search of 100 one-letter words costs no more than scoring would. The term
 * the candidates are products of (`source`) narrows only by its alternatives of two words or more
 * ("board 25m": 25m's products, 1 in 10 a board).
 */
export function narrow(marks: Int32Array, terms: Word[][][], budget: number, source?: Word[][]) {
  const n = marks.length;
  const [term, alt, word] = [new Int32Array(n), new Int32Array(n), new Int32Array(n)];
  const size = (alts: Word[][]) => alts.flat().reduce((c, x) => c + x.size, 0);
  let spent = 0;
  for (const alts of [...terms].sort((a, b) => size(a) - size(b))) {
    if (alts === source && alts.every((a) => a.length === 1)) continue;
    spent += size(alts);
    if (spent > budget) break;
    term.fill(0);
    for (const words of alts) {
      alt.fill(-1);
      for (const x of words) {
        word.fill(0);
        for (const list of x.lists) setBits(word, list);
        and(alt, word);
      }
      or(term, alt);
    }
    and(marks, term);
  }
}
