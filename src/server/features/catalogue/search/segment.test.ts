import { describe, expect, it } from "vitest";
import { parseQuery } from "./language";
import { inTurns, type Row, Segment } from "./segment";

const product = (id: number, name: string): Row => [id, "b", 1, null, name, `SK${id}`, "", "1"];

/** The ids a search finds in one segment, best first (and how many match, with `counted`). */
function found(
  seg: Segment,
  q: string,
  filters: { categoryId?: number; favourites?: Set<number> } = {},
  counted?: number[],
) {
  const { terms, literals } = parseQuery(q, () => false);
  const best: { id: number }[] = [];
  const count = seg.search(
    terms,
    literals,
    { q, wanted: 50, ...filters },
    new Map(),
    best as never,
  );
  counted?.push(count);
  return best.map((hit) => hit.id);
}

describe("one business's products in the index", () => {
  it("index at most its budget of distinct words: a later product's new words go unindexed, its known words and SKU still find it", () => {
    const seg = new Segment({ words: 6, postings: 1_000 });
    seg.add(product(1, "Quarnish Plaster Board")); // quarnish, plaster, board
    seg.add(product(2, "Velmoth Plaster Sheet")); // velmoth, sheet
    seg.add(product(3, "Drindle Board Trim")); // drindle is the sixth word; trim is past the budget
    expect(seg.keys).toHaveLength(6);
    expect(found(seg, "drindle")).toEqual([3]);
    expect(found(seg, "board")).toEqual([1, 3]); // the board (its head word) before the trim
    expect(found(seg, "trim")).toEqual([]);
    expect(found(seg, "SK3")).toEqual([3]);
  });

  it("index at most its budget of word places, and keep the budget when rebuilt", async () => {
    const seg = new Segment({ words: 100, postings: 4 });
    seg.add(product(1, "Quarnish Plaster Board"));
    seg.add(product(2, "Velmoth Plaster Sheet"));
    expect(seg.codes).toHaveLength(4);
    expect(found(seg, "velmoth")).toEqual([2]);
    expect(found(seg, "sheet")).toEqual([]);
    await seg.compact();
    expect(seg.budget).toEqual({ words: 100, postings: 4 });
    expect(seg.codes).toHaveLength(4);
  });

  it("the public catalogue has no budget", () => {
    const seg = new Segment();
    for (let i = 0; i < 50; i++) seg.add(product(i, `Word${i}a Word${i}b`));
    expect(found(seg, "word49b")).toEqual([49]);
  });
});

describe("few candidates matching", () => {
  // Past 2,048 candidates of which under a quarter match, the rest are narrowed to the products
  // holding the other words (./narrow.ts): what is found and counted must not change.
  const seg = new Segment();
  const names = Array.from({ length: 30_000 }, (_, i) =>
    [i % 5 === 0 && "Velmoth", i % 7 === 0 && "Quarnish", `Item ${String(i).padStart(5, "0")}`]
      .filter(Boolean)
      .join(" "),
  );
  // Category 1 is every fourth product; "trindle" is in every product outside it, and every 40th.
  names.forEach((name, i) => {
    const trindle = i % 4 !== 0 || i % 40 === 0 ? " Trindle" : "";
    seg.add([i, "b", 1, i % 4 === 0 ? 1 : 2, `${name}${trindle}`, `S${i}`, "", "1"]);
  });
  const expected = (keep: (i: number) => boolean) => {
    const ids = names.map((_, i) => i).filter(keep);
    return [
      ids.sort((a, b) => ((names[a] as string) < (names[b] as string) ? -1 : 1)).slice(0, 50),
      ids.length,
    ];
  };

  it("finds and counts every product holding both words, when the rarer word's products mostly lack the other", () => {
    const counted: number[] = [];
    const [page, count] = expected((i) => i % 35 === 0);
    expect(found(seg, "quarnish velmoth", {}, counted)).toEqual(page);
    expect(counted).toEqual([count]);
  });

  it("finds and counts every product of a category holding a word that few of the category's products hold", () => {
    const counted: number[] = [];
    const [page, count] = expected((i) => i % 40 === 0);
    expect(found(seg, "trindle", { categoryId: 1 }, counted)).toEqual(page);
    expect(counted).toEqual([count]);
  });

  it("finds among the favourites only those holding the word, and none of another segment", () => {
    // 3 lacks the word; 99,999 is not in this segment.
    const favourites = new Set([70, 3, 0, 35, 99_999]);
    expect(found(seg, "velmoth", { favourites })).toEqual([0, 35, 70]);
  });
});

describe("indexing in turns", () => {
  it("lets other work run once a turn has taken its time, however few products that was", async () => {
    const order: string[] = [];
    setImmediate(() => order.push("another request"));
    // Ten products that take a few milliseconds each, as long names in made-up words do.
    await inTurns(Array.from({ length: 10 }), () => {
      if (order.at(-1) !== "indexing") order.push("indexing");
      for (const started = performance.now(); performance.now() - started < 3; );
    });
    expect(order).toEqual(["indexing", "another request", "indexing"]);
  });
});
