// A/B of two product search engines in one process (docs/BENCHMARKS.md, "Products"): each
// SearchIndex is loaded from the same synthetic rows as `npm run bench -- products` (its formulas,
// through the index's own load statement, answered in memory, so no database is needed), then
// asked the benchmark's 200 searches alternately; p50 / p95 per engine, best of the rounds per
// search, and whether both give the same page and capped total. The machine is shared: compare
// the two engines only within one run.
//   git show <commit>:src/server/features/catalogue/search/engine.ts > /tmp/old/engine.ts (with
//   its segment.ts, language.ts and trade-words.json beside it, imports made absolute), then
//   node scripts/bench/products-ab.mjs /tmp/old/engine.ts src/server/features/catalogue/search/engine.ts
// Env: SOLE_BENCH_PRODUCTS (1,000,000), ROUNDS (3); SOLE_BENCH_MODELS (0): each public name ends
// with one of that many model codes, as a real catalogue's names bring tens of thousands of
// distinct words (the synthetic names alone have a few hundred); SOLE_BENCH_QUERIES, searches separated by
// "|" (e.g. "s|1|a b c", the catalogue-wide worst cases), asked instead of the 200 (best of
// ROUNDS each; give one engine per run to keep one's garbage out of the other's times).
import os from "node:os";
import { resolve } from "node:path";
import { tsImport } from "tsx/esm/api";
import { queryMix } from "./products.mjs";
import { BUSINESS, syntheticDatabase } from "./products-rows.mjs";

const N = Number(process.env.SOLE_BENCH_PRODUCTS ?? 1_000_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CAP = 1_000;
const db = syntheticDatabase(N, Number(process.env.SOLE_BENCH_MODELS ?? 0));

const paths = process.argv.slice(2).map((p) => resolve(p));
const engines = [];
for (const path of paths) {
  const { SearchIndex } = await tsImport(path, import.meta.url);
  const index = new SearchIndex();
  const t0 = performance.now();
  await index.refresh(db);
  console.log(`${path}: index load ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  engines.push(index);
}
const mix =
  process.env.SOLE_BENCH_QUERIES?.split("|").map((q) => ({ q, page: 1, pageSize: 10 })) ??
  queryMix();
const ask = (index, input) => {
  const offset = (input.page - 1) * input.pageSize;
  const query = { ...input, wanted: offset + input.pageSize, cap: CAP };
  const { found, count } = index.search(BUSINESS, query);
  return `${found.slice(offset).map((f) => f.id)} / ${Math.min(count, CAP + 1)}`;
};
for (const input of mix.slice(0, 20)) for (const index of engines) ask(index, input);
if (process.env.SOLE_BENCH_QUERIES)
  mix.forEach((input) => {
    const times = engines.map((index) => {
      let [took, answer] = [Number.POSITIVE_INFINITY, ""];
      for (let round = 0; round < ROUNDS; round++) {
        const t0 = performance.now();
        answer = ask(index, input);
        took = Math.min(took, performance.now() - t0);
      }
      return `${took.toFixed(1)} ms (${answer.split(" / ")[1]})`;
    });
    console.log(`${input.q}: ${times.join(" vs ")}`);
  });
const times = engines.map(() => mix.map(() => Number.POSITIVE_INFINITY));
const all = engines.map(() => []);
let same = 0;
const load = [os.loadavg()[0].toFixed(1)];
for (let round = 0; round < ROUNDS; round++)
  mix.forEach((input, k) => {
    const answers = engines.map((index, e) => {
      const t0 = performance.now();
      const answer = ask(index, input);
      const took = performance.now() - t0;
      [times[e][k], all[e][all[e].length]] = [Math.min(times[e][k], took), took];
      return answer;
    });
    if (round === 0 && answers.every((a) => a === answers[0])) same++;
  });
load.push(os.loadavg()[0].toFixed(1));
const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.ceil((p / 100) * list.length) - 1];
engines.forEach((_, e) => {
  const f = (list) => `p50 ${pct(list, 50).toFixed(2)} / p95 ${pct(list, 95).toFixed(2)} ms`;
  console.log(
    `${paths[e]}: every search ${f(all[e])}; best of ${ROUNDS} per search ${f(times[e])}`,
  );
});
console.log(`load average ${load.join("→")}; same page and capped total: ${same} of ${mix.length}`);
