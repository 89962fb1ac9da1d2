import { describe, expect, it } from "vitest";
import { parseQuery } from "./language";
import { inTurns, type Row, Segment } from "./segment";

const product = (id: number, name: string): Row => [id, "b", 1, null, name, `SK${id}`, "", "1"];

/** The ids a search finds in one segment, best first. */
function found(seg: Segment, q: string) {
  const { terms, literals } = parseQuery(q, () => false);
  const best: { id: number }[] = [];
  seg.search(terms, literals, { q, wanted: 50 }, new Map(), best as never);
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
    expect(found(seg, "board")).toEqual([3, 1]); // by name
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
