#!/usr/bin/env node
/**
 * One business imports products named in made-up words (500-character names, 1,000-character
 * descriptions: what a 20 MB price list can hold); then another business searches. Measures what
 * that business's import costs everyone: the index's memory, the other business's first search
 * after it, the longest the event loop was held meanwhile, and until the whole import is indexed
 * (ADR 0010, LIMITS.ownWords, LIMITS.batchRows).
 * Usage: node scripts/bench/products-hostile.mjs [products, default 25000]
 * HOSTILE_SHAPE=digits: every name and description one run of digits instead (the worst case of
 * the trade-language patterns, which were once quadratic in it).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { tsImport } from "tsx/esm/api";

const count = Number(process.argv[2] ?? 25_000);
const use = (path) => tsImport(path, import.meta.url);
const client = await use("../../src/server/db/client.ts");
const search = await use("../../src/server/features/catalogue/search/index.ts");
const factories = await use("../../tests/support/factories.ts");

const letters = () =>
  Array.from({ length: 4 + Math.floor(Math.random() * 6) }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
const text = (chars) => {
  if (process.env.HOSTILE_SHAPE === "digits") return "7".repeat(chars);
  let s = "";
  while (s.length < chars) s += `${letters()} `;
  return s.slice(0, chars);
};

const database = await client.openDatabase({ dataDir: "memory://" });
try {
  await database.migrate();
  const { db } = database;
  const hostile = await factories.createBusinessWithOwner(db);
  const other = await factories.createBusinessWithOwner(db);
  await factories.createProduct(db, { name: "Gyproc WallBoard 12.5mm" });
  const scope = { businessId: other.business.id, userId: other.owner.id };
  await search.searchProducts(db, scope, { q: "board", page: 1, pageSize: 10 });
  for (let at = 0; at < count; at += 500) {
    const values = Array.from({ length: Math.min(500, count - at) }, (_, i) => {
      const name = text(500).replaceAll("'", "");
      return sql`(${hostile.business.id}, 1, ${name}, ${`HX-${at + i}`}, 'each', 100, ${text(1000)})`;
    });
    await db.execute(
      sql`insert into products (business_id, merchant_id, name, sku, unit, price_pence, description)
          values ${sql.join(values, sql`, `)}`,
    );
  }
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const page = await search.searchProducts(db, scope, { q: "board", page: 1, pageSize: 10 });
  const firstSearchMs = performance.now() - started;
  const longestBlockMs = delay.max / 1e6;
  // The rest of the import is indexed in the background, while every other request is answered.
  const index = await search.indexFor(db);
  const indexedMs = performance.now() - started;
  delay.disable();
  global.gc?.();
  console.log(
    JSON.stringify({
      products: count,
      otherBusinessFirstSearchMs: Math.round(firstSearchMs),
      longestEventLoopBlockMs: Math.round(longestBlockMs),
      importIndexedMs: Math.round(indexedMs),
      longestBlockWhileIndexingMs: Math.round(delay.max / 1e6),
      heapAddedMB: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6),
      indexEntries: index.stats(),
      found: page.products.map((p) => p.name),
    }),
  );
} finally {
  await database.close();
}
