/**
 * Product search stops at the page (src/server/features/catalogue/search/engine.ts): matches are
 * walked in name order and the walk ends once the page holds matches no later product can beat
 * and the count has passed its cap. The page must be the one a full sort gives, including
 * products added since the segment was last put in name order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client";
import { SearchIndex } from "../../src/server/features/catalogue/search/engine";
import * as f from "../support/factories";

const KINDS = ["Stopwick Board", "Stopwick Boarding", "Stopwick Skirtingboard"];

describe("product search stopping at the page", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("gives the same page as a full sort, and reads products added since", async () => {
    const { db } = database;
    const category = await f.createProductCategory(db, { name: "Stopwick Boards" });
    for (let i = 0; i < 90; i++) {
      const name = `${KINDS[i % 3]} ${String(89 - i).padStart(2, "0")}`;
      await f.createProduct(db, { name, categoryId: i % 4 === 0 ? category.id : null });
    }
    const index = new SearchIndex();
    await index.refresh(db);
    // Added after the segment was numbered in name order; it sorts first among its equals.
    await f.createProduct(db, { name: "Stopwick Board 00a", categoryId: category.id });
    await index.refresh(db);
    expect(index.stats()).toEqual({ docs: 91, dead: 0 });

    const cases = [
      ["stopwick board", 10],
      ["stopwick", 5],
      ["board", 25],
      ["boarding 1", 3],
      ["skirtingboard", 40],
    ] as const;
    for (const [q, wanted] of cases) {
      const full = index.search("none", { q, wanted });
      const stopped = index.search("none", { q, wanted, cap: 3 });
      expect(stopped.found, q).toEqual(full.found);
      expect(stopped.count, q).toBeGreaterThan(Math.min(3, full.count - 1));
    }
    // "stopwick": the walk ends long before the 91 matches are all counted.
    expect(index.search("none", { q: "stopwick", wanted: 5, cap: 3 }).count).toBeLessThan(91);
    expect(index.search("none", { q: "stopwick", wanted: 5 }).count).toBe(91);
    const page = index.search("none", { q: "stopwick board", wanted: 3, cap: 3 }).found;
    expect(page.map((p) => p.name)).toEqual([
      "Stopwick Board 00a",
      "Stopwick Board 05",
      "Stopwick Board 17",
    ]);
  });
});
