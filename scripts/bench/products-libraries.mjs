// Could a well-kept search library do the index part of product search? (ADR 0010, option 3.)
// Our engine beside FlexSearch 0.8, MiniSearch 7.2 and Orama 3 over the same 1,000,000 + 2,000 rows
// and the same 200 searches as products-ab.mjs, tokenised by our trade language (language.ts).
// The libraries find the candidates (every term required); the ranking (our score, then name, id),
// filters, literals and the capped total are done by hand over the candidates (`rank` below), as
// none of them ranks our way. The product does not depend on these libraries; install them first:
//   npm install --no-save flexsearch@0.8.212 minisearch@7.2.0 @orama/orama@3.1.18
//   ENGINES=ours,flex nice node --expose-gc --max-old-space-size=14000 scripts/bench/products-libraries.mjs
// Env: N (1,000,000 public products), ENGINES (ours,mini,flex,orama; one library per process: each
// needs gigabytes at 1M), ROUNDS (3). Figures of 2026-11-26 in ADR 0010.
import os from "node:os";
import { tsImport } from "tsx/esm/api";

process.env.SOLE_BENCH_PRODUCTS ??= process.env.N ?? "1000000"; // queryMix reads it at import
const { NOUNS, queryMix } = await import("./products.mjs");
const { BUSINESS, PRIVATE, productRow, syntheticDatabase } = await import("./products-rows.mjs");
const SEARCH = new URL("../../src/server/features/catalogue/search", import.meta.url).pathname;
const lang = await tsImport(`${SEARCH}/language.ts`, import.meta.url);
const { words, nameTokens, skuTokens, parseQuery, squash } = lang;

const N = Number(process.env.N ?? 1_000_000);
const ENGINES = (process.env.ENGINES ?? "ours,mini,flex").split(",");
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CAP = 1_000;
const M = N + PRIVATE;
const log = (...a) => console.log(new Date().toISOString().slice(11, 19), ...a);

const row = (id) => productRow(id, N);

const heap = () => {
  global.gc();
  global.gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
let lastLib = 0;
const split = { rank: 0, cands: 0, lib: 0 };
const mix = queryMix();

// --- our engine, loaded as products-ab.mjs does ---
async function buildOurs() {
  const db = syntheticDatabase(N);
  const { SearchIndex } = await tsImport(`${SEARCH}/engine.ts`, import.meta.url);
  const index = new SearchIndex();
  await index.refresh(db);
  return (input) => {
    const offset = (input.page - 1) * input.pageSize;
    const query = { ...input, wanted: offset + input.pageSize, cap: CAP };
    const { found, count } = index.search(BUSINESS, query);
    return `${found.slice(offset).map((f) => f.id)} / ${Math.min(count, CAP + 1)}`;
  };
}

// --- what every library engine keeps beside the library: a product's tokens, for ranking ---
const intern = new Map();
const I = (s) => intern.get(s) ?? intern.set(s, s).get(s);
const docs = {
  id: new Int32Array(M),
  merchant: new Uint8Array(M),
  category: new Uint8Array(M),
  name: [],
  nameWords: [],
  catWords: [],
  descWords: [],
  exact: [],
  sku: [],
};
const nameVocab = new Set();
function tokens(d, r) {
  const [single, joined] = nameTokens(r[4]);
  docs.id[d] = r[0];
  docs.merchant[d] = r[2];
  docs.category[d] = r[3];
  docs.name[d] = r[4];
  docs.nameWords[d] = single.map(I);
  docs.catWords[d] = [...new Set(words(NOUNS[r[3] - 1]))].map(I);
  docs.descWords[d] = [...new Set(words(r[6]))].map(I);
  docs.exact[d] = [...new Set([...joined, ...skuTokens(r[5])])];
  docs.sku[d] = squash(r[5]);
  for (const w of [...single, ...joined]) nameVocab.add(I(w));
  return docs;
}
const suffixes = (ws) => [...new Set(ws.flatMap((w) => Array.from(w, (_, i) => w.slice(i))))];

// our scoring rules, by hand (segment.ts: whole 8, inside 4, category 2, description 1)
const SCORE = Array.from({ length: 16 }, (_, b) => (b & 8 ? 8 : b & 4) + (b & 3));
function weigh(d, w, desc) {
  let b = 0;
  for (const x of docs.nameWords[d])
    if (x === w) b |= 8;
    else if (x.includes(w)) b |= 4;
  for (const x of docs.catWords[d]) if (x.includes(w)) b |= 2;
  if (desc) for (const x of docs.descWords[d]) if (x.includes(w)) b |= 1;
  if (docs.exact[d].includes(w)) b |= 8;
  if (docs.sku[d].startsWith(w)) b |= 4;
  return SCORE[b];
}
function score(d, terms, desc) {
  let s = 0;
  for (const term of terms) {
    let v = 0;
    for (const alt of term) {
      let w = 99;
      for (const x of alt) w = Math.min(w, weigh(d, x, desc));
      v = Math.max(v & 12, w & 12) | Math.max(v & 3, w & 3);
    }
    if (!v) return -1;
    s += v;
  }
  return s;
}
const order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Filters, literals, our ranking and the capped total over a library's candidates. */
function rank(cands, input, terms, literals) {
  const wanted = (input.page - 1) * input.pageSize + input.pageSize;
  const best = [];
  let count = 0;
  const better = (a, b) =>
    b.s - a.s || order(docs.name[a.d], docs.name[b.d]) || docs.id[a.d] - docs.id[b.d];
  for (const d of cands) {
    if (input.merchantId && docs.merchant[d] !== input.merchantId) continue;
    if (input.categoryId && docs.category[d] !== input.categoryId) continue;
    if (literals.length) {
      const text = `${docs.name[d]} ${docs.sku[d]}`.toLowerCase();
      if (!literals.every((l) => text.includes(l))) continue;
    }
    const s = score(d, terms, input.includeDescription);
    if (s < 0) continue;
    count++;
    const hit = { d, s };
    if (best.length === wanted && better(hit, best[wanted - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && better(hit, best[at - 1]) < 0) at--;
    best.splice(at, 0, hit);
    if (best.length > wanted) best.pop();
  }
  const offset = wanted - input.pageSize;
  return `${best.slice(offset).map((h) => docs.id[h.d])} / ${Math.min(count, CAP + 1)}`;
}

const and = (a, b) => {
  const [s, l] = a.size < b.size ? [a, b] : [b, a];
  return new Set([...s].filter((x) => l.has(x)));
};
/** Every term required, any of its alternatives, every word of one: Sets of a library's ids. */
function candidates(terms, ids) {
  const cache = new Map();
  const word = (w) => cache.get(w) ?? cache.set(w, ids(w)).get(w);
  let cands = null;
  for (const term of terms) {
    const u = new Set();
    for (const alt of term) for (const x of alt.map(word).reduce(and)) u.add(x);
    cands = cands ? and(cands, u) : u;
  }
  return cands;
}

// --- MiniSearch: suffixes of name/category/description words + prefix search = inside a word ---
async function buildMini() {
  const { default: MiniSearch } = await import("minisearch");
  const mini = new MiniSearch({
    idField: "d",
    fields: ["namesub", "catsub", "descsub", "exact", "skuf"],
    storeFields: [],
    extractField: (doc, field) => doc[field],
    tokenize: (s) => (s ? s.split(" ") : []),
    processTerm: (t) => t,
    searchOptions: { tokenize: (s) => [s], processTerm: (t) => t },
  });
  const batch = [];
  for (let d = 0; d < M; d++) {
    tokens(d, row(d + 1));
    batch.push({
      d,
      namesub: suffixes(docs.nameWords[d]).join(" "),
      catsub: suffixes(docs.catWords[d]).join(" "),
      descsub: suffixes(docs.descWords[d]).join(" "),
      exact: docs.exact[d].join(" "),
      skuf: docs.sku[d],
    });
    if (batch.length === 10_000) mini.addAll(batch.splice(0));
    if (d % 200_000 === 0 && d) log(`mini ${d}`);
  }
  mini.addAll(batch);
  const fieldId = mini._fieldIds;
  const known = (w) => {
    if (nameVocab.has(w)) return true;
    const data = mini._index.get(w);
    return !!data && (data.has?.(fieldId.exact) || data.get?.(fieldId.exact) !== undefined);
  };
  const wordQuery = (w, desc) => ({
    combineWith: "OR",
    queries: [
      {
        queries: [w],
        fields: desc ? ["namesub", "catsub", "descsub", "skuf"] : ["namesub", "catsub", "skuf"],
        prefix: true,
      },
      { queries: [w], fields: ["exact"], prefix: false },
    ],
  });
  const search = (input, native) => {
    const { terms, literals } = parseQuery(input.q, known);
    const desc = input.includeDescription;
    const q = {
      combineWith: "AND",
      queries: terms.map((term) => ({
        combineWith: "OR",
        queries: term.map((alt) => ({
          combineWith: "AND",
          queries: alt.map((w) => wordQuery(w, desc)),
        })),
      })),
    };
    if (terms.length === 0) return " / 0";
    const t = performance.now();
    const hits = mini.search(q, {
      weights: { prefix: 0.5, fuzzy: 0 },
      boost: { namesub: 4, catsub: 2, descsub: 1, exact: 8, skuf: 4 },
    });
    if (native) {
      // the library's own ranking (BM25 + field boosts), filters applied, no re-ranking
      const f = hits.filter(
        (h) =>
          (!input.merchantId || docs.merchant[h.id] === input.merchantId) &&
          (!input.categoryId || docs.category[h.id] === input.categoryId),
      );
      const off = (input.page - 1) * input.pageSize;
      return `${f.slice(off, off + input.pageSize).map((h) => docs.id[h.id])} / ${Math.min(f.length, CAP + 1)}`;
    }
    const t1 = performance.now();
    split.lib += t1 - t;
    const out = rank(
      hits.map((h) => h.id),
      input,
      terms,
      literals,
    );
    split.rank += performance.now() - t1;
    split.cands += hits.length;
    return out;
  };
  return search;
}

// --- FlexSearch Document: tokenize "full" (every substring) on name/category/description words ---
async function buildFlex() {
  const { default: FlexSearch } = await import("flexsearch");
  const encoder = { split: " ", numeric: false, normalize: false, dedupe: false, minlength: 1 };
  const full = (field) => ({ field, tokenize: "full", encoder, resolution: 1 });
  const doc = new FlexSearch.Document({
    document: {
      id: "d",
      index: [
        full("name"),
        full("cat"),
        full("desc"),
        { field: "exact", tokenize: "strict", encoder, resolution: 1 },
        { field: "skuf", tokenize: "forward", encoder, resolution: 1 },
      ],
    },
  });
  for (let d = 0; d < M; d++) {
    tokens(d, row(d + 1));
    doc.add({
      d,
      name: docs.nameWords[d].join(" "),
      cat: docs.catWords[d].join(" "),
      desc: docs.descWords[d].join(" "),
      exact: docs.exact[d].join(" "),
      skuf: docs.sku[d],
    });
    if (d % 200_000 === 0 && d) log(`flex ${d}`);
  }
  const known = (w) =>
    nameVocab.has(w) || doc.search({ query: w, field: "exact", limit: 1 }).length > 0;
  const ids = (w, desc) => {
    const fields = desc
      ? ["name", "cat", "desc", "exact", "skuf"]
      : ["name", "cat", "exact", "skuf"];
    const set = new Set();
    for (const field of fields)
      for (const d of doc.index.get(field).search(w, { limit: 1e9 })) set.add(d);
    return set;
  };
  const search = (input) => {
    const t0 = performance.now();
    const { terms, literals } = parseQuery(input.q, known);
    if (terms.length === 0) return " / 0";
    const cands = candidates(terms, (w) => ids(w, input.includeDescription));
    const t = performance.now();
    lastLib = t - t0;
    const out = rank(cands, input, terms, literals);
    split.rank += performance.now() - t;
    split.cands += cands.size;
    return out;
  };
  return search;
}

// --- Orama 3: like MiniSearch (suffixes + its prefix match), one search per word and field group ---
async function buildOrama() {
  const orama = await import("@orama/orama");
  const [oCreate, oInsert, oSearch] = [orama.create, orama.insertMultiple, orama.search];
  const tokenizer = {
    language: "english",
    normalizationCache: new Map(),
    tokenize: (raw) => (raw ? raw.split(" ") : []),
  };
  const db = oCreate({
    schema: {
      namesub: "string",
      catsub: "string",
      descsub: "string",
      exact: "string",
      skuf: "string",
    },
    components: { tokenizer },
  });
  let batch = [];
  for (let d = 0; d < M; d++) {
    tokens(d, row(d + 1));
    batch.push({
      id: String(d),
      namesub: suffixes(docs.nameWords[d]).join(" "),
      catsub: suffixes(docs.catWords[d]).join(" "),
      descsub: suffixes(docs.descWords[d]).join(" "),
      exact: docs.exact[d].join(" "),
      skuf: docs.sku[d],
    });
    if (batch.length === 10_000) {
      await oInsert(db, batch);
      batch = [];
    }
    if (d % 100_000 === 0 && d) log(`orama ${d}`);
  }
  await oInsert(db, batch);
  const hitIds = (r) => r.hits.map((h) => Number(h.id));
  const ids = (w, desc) =>
    new Set([
      ...hitIds(
        oSearch(db, {
          term: w,
          properties: desc
            ? ["namesub", "catsub", "descsub", "skuf"]
            : ["namesub", "catsub", "skuf"],
          limit: M,
          tolerance: 0,
        }),
      ),
      ...hitIds(oSearch(db, { term: w, properties: ["exact"], exact: true, limit: M })),
    ]);
  const known = (w) =>
    nameVocab.has(w) ||
    oSearch(db, { term: w, properties: ["exact"], exact: true, limit: 1 }).count > 0;
  return (input) => {
    const { terms, literals } = parseQuery(input.q, known);
    if (terms.length === 0) return " / 0";
    const cands = candidates(terms, (w) => ids(w, input.includeDescription));
    return rank(cands, input, terms, literals);
  };
}

/** The hand-kept token store alone (what `rank` reads), to split it from a library's heap. */
async function buildSide() {
  for (let d = 0; d < M; d++) tokens(d, row(d + 1));
  return () => " / 0";
}
const build = {
  side: buildSide,
  ours: buildOurs,
  mini: buildMini,
  flex: buildFlex,
  orama: buildOrama,
};
const engines = [];
for (const name of ENGINES) {
  const h0 = heap();
  const t0 = performance.now();
  let ask;
  try {
    ask = await build[name]();
  } catch (e) {
    log(`${name} failed: ${e.message}`);
    continue;
  }
  const s = (performance.now() - t0) / 1000;
  const h1 = heap();
  log(
    `${name}: build ${s.toFixed(1)} s, heap +${(h1 - h0).toFixed(0)} MB (total ${h1.toFixed(0)} MB), load ${os.loadavg()[0].toFixed(1)}`,
  );
  engines.push({ name, ask, build: s, heap: h1 - h0 });
  if (name === "mini" && process.env.NATIVE)
    engines.push({ name: "mini (BM25 order)", ask: (i) => ask(i, true), build: 0, heap: 0 });
}
const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.ceil((p / 100) * list.length) - 1];
for (const e of engines) for (const input of mix.slice(0, 20)) e.ask(input);
const load = [os.loadavg()[0].toFixed(1)];
const answers = engines.map(() => []);
const times = engines.map(() => mix.map(() => Number.POSITIVE_INFINITY));
const libTimes = engines.map(() => mix.map(() => Number.POSITIVE_INFINITY));
for (let round = 0; round < ROUNDS; round++)
  mix.forEach((input, k) => {
    engines.forEach((e, i) => {
      lastLib = 0;
      const t0 = performance.now();
      const a = e.ask(input);
      times[i][k] = Math.min(times[i][k], performance.now() - t0);
      libTimes[i][k] = Math.min(libTimes[i][k], lastLib);
      if (round === 0) answers[i][k] = a;
    });
  });
load.push(os.loadavg()[0].toFixed(1));
const base = ENGINES[0] === "ours" ? 0 : -1;
engines.forEach((e, i) => {
  let [pages, totals] = [0, 0];
  if (base === 0)
    mix.forEach((_, k) => {
      const [p, t] = answers[i][k].split(" / ");
      const [p0, t0] = answers[0][k].split(" / ");
      pages += p === p0 ? 1 : 0;
      totals += t === t0 ? 1 : 0;
    });
  const slow = times[i]
    .map((t, k) => [t, mix[k].q])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 3)
    .map(([t, q]) => `${q} ${t.toFixed(0)}`);
  if (e.name === "flex")
    console.log(
      `flex candidates alone (parse + FlexSearch per field + Set and/or, no ranking): p50 ${pct(libTimes[i], 50).toFixed(2)} / p95 ${pct(libTimes[i], 95).toFixed(2)} ms`,
    );
  console.log(
    `${e.name}: build ${e.build.toFixed(1)} s, heap +${e.heap.toFixed(0)} MB, best-of-${ROUNDS} p50 ${pct(times[i], 50).toFixed(2)} / p95 ${pct(times[i], 95).toFixed(2)} / max ${Math.max(...times[i]).toFixed(1)} ms; pages ${pages}/200, totals ${totals}/200; slowest: ${slow.join(", ")}`,
  );
});
if (process.env.DIFF)
  mix.forEach((input, k) => {
    for (let i = 1; i < engines.length; i++)
      if (answers[i][k] !== answers[0][k])
        console.log(
          engines[i].name,
          JSON.stringify(input),
          "\n ours",
          answers[0][k],
          "\n lib ",
          answers[i][k],
        );
  });
console.log(
  `time in hand-written ranking over all engines' calls: ${(split.rank / 1000).toFixed(1)} s, in MiniSearch.search ${(split.lib / 1000).toFixed(1)} s; candidates ranked ${split.cands}`,
);
console.log(`N ${N}, load average ${load.join("→")}`);
