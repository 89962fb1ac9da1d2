// Product search at scale: 1,000,000 synthetic products (3 merchants, 40 categories) in a separate
// database — a temporary PGlite directory and, when its binaries are installed, a throw-away
// PostgreSQL 15 (tests/support/postgres.ts) — migrated with the real migrations. A fixed, seeded
// mix of 200 searches calls the search service function directly (no HTTP) and reports p50 / p95
// server time, beside the baseline `name ILIKE '%term%' ORDER BY name LIMIT 10`.
// See docs/decisions/0004-product-search.md.
import os from "node:os";
import { sql } from "drizzle-orm";
import { tsImport } from "tsx/esm/api";
import { fixed, makeTempDir, median, percentile, removeTempDir } from "./lib.mjs";

const PRODUCTS = Number(process.env.SOLE_BENCH_PRODUCTS ?? 1_000_000);
const CHUNK = 100_000;
const QUERIES = 200;
const PRIVATE_PRODUCTS = 2_000;
const SEED = 20_251_123;
/** The baseline can take seconds per query: it stops after this long (per engine). */
const BASELINE_BUDGET_MS = 60_000;
const GOALS = { pglite: 30, postgres: 15 };
// A reduced run (the full one takes ~10 minutes): SOLE_BENCH_ENGINES=pglite (or postgres),
// SOLE_BENCH_CAPS=1000, SOLE_BENCH_PGLITE_DIR=<dir> keeps the PGlite database there and reuses it
// when it is already loaded (same data: compare code changes that keep the schema);
// SOLE_BENCH_NO_BASELINE=1 skips the ILIKE baseline.
const ENGINES = (process.env.SOLE_BENCH_ENGINES ?? "pglite,postgres").split(",");
const CAPS = (process.env.SOLE_BENCH_CAPS ?? "10000,1000").split(",").map(Number);
const PGLITE_DIR = process.env.SOLE_BENCH_PGLITE_DIR;
const NO_BASELINE = process.env.SOLE_BENCH_NO_BASELINE === "1";
/** SOLE_BENCH_NO_SQL_ONLY=1 skips the run of the SQL plans without the server's copy. */
const NO_SQL_ONLY = process.env.SOLE_BENCH_NO_SQL_ONLY === "1";

// Names are brand + variant + product + size, so fragments repeat the way a real catalogue's do.
const BRANDS = [
  "Gyproc",
  "Knauf",
  "Siniat",
  "Marley",
  "Celotex",
  "Kingspan",
  "Rockwool",
  "Dulux",
  "Crown",
  "Bostik",
  "Everbuild",
  "Timbertech",
  "Wavin",
  "Hepworth",
  "Polypipe",
  "Bosch",
  "Makita",
  "Stanley",
  "Thistle",
  "Tarmac",
];
const VARIANTS = [
  "Standard",
  "Moisture Resistant",
  "Fire Rated",
  "Acoustic",
  "Trade",
  "Premium",
  "Heavy Duty",
  "Lightweight",
  "Treated",
  "Galvanised",
  "White",
  "Grey",
  "Brilliant White",
  "Magnolia",
  "Natural",
  "Black",
  "Pro",
  "Eco",
  "Quick Set",
  "Exterior",
  "Interior",
  "Tapered Edge",
  "Square Edge",
  "Pack of 10",
  "Bulk",
];
/** One product word per category: category id = index + 1. */
const NOUNS = [
  "Plasterboard",
  "Insulation Roll",
  "Timber Stud",
  "Drywall Screws",
  "Multi-Finish Plaster",
  "Cement",
  "Sharp Sand",
  "Paving Slab",
  "Fence Panel",
  "Roof Tile",
  "Gutter",
  "Copper Pipe",
  "Compression Fitting",
  "Radiator",
  "Floor Tile",
  "Wall Tile",
  "Tile Adhesive",
  "Grout",
  "Silicone Sealant",
  "Expanding Foam",
  "Wood Glue",
  "Masonry Paint",
  "Emulsion",
  "Gloss Paint",
  "Primer",
  "Skirting Board",
  "Architrave",
  "Door Frame",
  "Hinge",
  "Chipboard Flooring",
  "OSB Board",
  "Plywood Sheet",
  "Concrete Block",
  "Facing Brick",
  "Lintel",
  "Twin and Earth Cable",
  "Double Socket",
  "Light Switch",
  "Junction Box",
  "Breathable Membrane",
];
const SIZES = [
  "12.5mm",
  "15mm",
  "9.5mm",
  "100mm",
  "50mm",
  "25kg",
  "2.5L",
  "5L",
  "10L",
  "2400 x 1200",
  "1800 x 900",
  "3.0m",
  "4.8m",
  "22mm",
  "15mm x 3m",
  "18mm",
  "6mm",
  "47 x 100mm",
  "38 x 89mm",
  "600 x 600",
  "300 x 300",
  "1.5mm2",
  "2.5mm2",
  "10m",
  "25m",
  "20kg",
  "310ml",
  "750ml",
  "440 x 215 x 100",
  "65mm",
];
const SKU_PREFIXES = ["SF", "TP", "JW"];

// The same formulas in SQL (loading) and JS (picking search terms from rows that exist).
const HASH = 2_654_435_761;
const parts = (i) => {
  const h = (i * HASH) % 4_294_967_296;
  return {
    brand: h % 20,
    variant: Math.floor(h / 20) % 25,
    noun: Math.floor(h / 500) % 40,
    size: Math.floor(h / 20_000) % 30,
  };
};
const nameOf = (i) => {
  const p = parts(i);
  return `${BRANDS[p.brand]} ${VARIANTS[p.variant]} ${NOUNS[p.noun]} ${SIZES[p.size]}`;
};
const skuOf = (i) => `${SKU_PREFIXES[i % 3]}${100_000 + Math.floor(i / 3)}`;

const lit = (s) => `'${s.replaceAll("'", "''")}'`;
const arr = (list) => `array[${list.map(lit).join(",")}]`;

function insertChunk(from, to) {
  const h = `((g.i::bigint * ${HASH}) % 4294967296)`;
  return `insert into products (business_id, merchant_id, category_id, name, sku, unit, price_pence, description, url, stock)
select null, (g.i % 3) + 1, ((${h} / 500) % 40) + 1,
  (${arr(BRANDS)})[(${h} % 20) + 1] || ' ' || (${arr(VARIANTS)})[((${h} / 20) % 25) + 1] || ' ' ||
  (${arr(NOUNS)})[((${h} / 500) % 40) + 1] || ' ' || (${arr(SIZES)})[((${h} / 20000) % 30) + 1],
  (${arr(SKU_PREFIXES)})[(g.i % 3) + 1] || (100000 + g.i / 3)::text,
  (array['each','sheet','pack','bag','roll','length','tub'])[(g.i % 7) + 1],
  50 + (g.i::bigint * 7919) % 20000,
  'Trade quality ' || lower((${arr(NOUNS)})[((${h} / 500) % 40) + 1]) || ', stocked at every branch.',
  'https://merchant.example/p/' || g.i, 'In stock'
from generate_series(${from}, ${to - 1}) as g(i)`;
}

/** mulberry32: the same 200 searches on every run and engine. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function queryMix() {
  const random = rng(SEED);
  const int = (n) => Math.floor(random() * n);
  const mix = [];
  for (let k = 0; k < QUERIES; k++) {
    const row = int(PRODUCTS);
    const r = random();
    let q;
    let kind;
    if (r < 0.6) {
      const name = nameOf(row);
      const length = 3 + int(10);
      const start = int(Math.max(1, name.length - length));
      q = name.slice(start, start + length).trim();
      if (q.length < 3) q = name.slice(0, length);
      kind = "name fragment";
    } else if (r < 0.75) {
      q = skuOf(row);
      kind = "SKU";
    } else if (r < 0.92) {
      q = skuOf(row).slice(0, 3 + int(4));
      kind = "SKU prefix";
    } else {
      q = "";
      kind = "empty";
    }
    const f = random();
    const merchantId = f < 0.25 ? (row % 3) + 1 : undefined;
    const categoryId = f >= 0.25 && f < 0.45 ? parts(row).noun + 1 : undefined;
    const page = random() < 0.7 ? 1 : 2 + int(4);
    mix.push({ kind, q, merchantId, categoryId, page, pageSize: 10 });
  }
  return mix;
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: median(sorted), p95: percentile(sorted, 95), max: sorted.at(-1), n: times.length };
};
/** A short reason: drizzle's message repeats the whole (long) query. */
const reason = (error) => String(error?.cause?.message ?? error?.message ?? error).slice(0, 300);
const ms = (v) => (v < 10 ? v.toFixed(2) : fixed(v, 1));
/** The 1-minute load average (other sessions share this machine; figures depend on it). */
const loadAverage = () => os.loadavg()[0].toFixed(1);

export async function load(engine, exec, log) {
  const started = performance.now();
  await exec(
    "insert into merchants (id, name) values (1, 'Merchant One'), (2, 'Merchant Two'), (3, 'Merchant Three') on conflict do nothing",
  );
  const categories = NOUNS.map((n, i) => `(${i + 1}, ${lit(n)}, ${lit(`bench-${i + 1}`)})`);
  await exec(`insert into product_categories (id, name, slug) values ${categories.join(",")}`);
  await exec("select setval(pg_get_serial_sequence('product_categories', 'id'), 40)");
  // Bulk load without the secondary indexes and the search ranges' insert trigger, then rebuild
  // the indexes from the migration's definitions and the ranges (migration 0002) in one pass.
  await exec("alter table products disable trigger product_search_inserted");
  const indexes = await exec(
    "select indexname, indexdef from pg_indexes where tablename = 'products' and indexname <> 'products_pkey'",
  );
  for (const { indexname } of indexes) await exec(`drop index ${indexname}`);
  for (let from = 0; from < PRODUCTS; from += CHUNK) {
    await exec(insertChunk(from, Math.min(PRODUCTS, from + CHUNK)));
    log(
      `${engine}: loaded ${(from + CHUNK).toLocaleString("en-GB")} products (${fixed((performance.now() - started) / 1000, 1)} s)`,
    );
  }
  const indexStarted = performance.now();
  await exec("set maintenance_work_mem = '256MB'");
  for (const { indexname, indexdef } of indexes) {
    await exec(indexdef);
    log(`${engine}: built ${indexname} (${fixed((performance.now() - indexStarted) / 1000, 1)} s)`);
  }
  const rangesStarted = performance.now();
  const [{ ranges }] = await exec("select product_search_rebuild() as ranges");
  await exec("alter table products enable trigger product_search_inserted");
  log(
    `${engine}: cut ${ranges} search ranges (${fixed((performance.now() - rangesStarted) / 1000, 1)} s)`,
  );
  await exec("vacuum analyze products");
  await exec("vacuum analyze product_search_ranges");
  return {
    loadS: (indexStarted - started) / 1000,
    indexS: (rangesStarted - indexStarted) / 1000,
    rangesS: (performance.now() - rangesStarted) / 1000,
    ranges: Number(ranges),
  };
}

/**
 * GET /api/categories' work (`listCategories`): every category with the number of products the
 * business can see, for all merchants and each merchant in turn; 4 warm-up calls not timed.
 */
async function timeCategories(engine, db, mods, scope, source, log) {
  const times = [];
  for (let i = 0; i < 24; i++) {
    const t0 = performance.now();
    await mods.service.listCategories(db, scope.businessId, [undefined, 1, 2, 3][i % 4]);
    if (i >= 4) times.push(performance.now() - t0);
  }
  const s = stats(times);
  log(`${engine}: categories with counts (${source}): p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms`);
  return {
    Engine: engine,
    Query: `categories with product counts, counted by ${source === "SQL" ? "SQL (the fallback)" : "the server's copy"}`,
    Queries: s.n,
    "p50 (ms)": ms(s.p50),
    "p95 (ms)": ms(s.p95),
    "Max (ms)": ms(s.max),
    "Goal p95 (ms)": "–",
    Status: "–",
    Notes: "`listCategories` (GET /api/categories): all merchants, then each merchant in turn",
  };
}

export async function measure(engine, db, mods, log) {
  const { searchProducts } = mods.service;
  const { createBusinessWithOwner, createMerchantTerm, createProduct } = mods.factories;
  // A reused database (SOLE_BENCH_PGLITE_DIR) keeps the business and private products of the
  // first run: search as it again (deleting and re-adding them changes the indexes and ranges).
  const [earlier] = (
    await db.execute(
      sql`select m.business_id, m.user_id from memberships m
          where (select count(*) from products p where p.business_id = m.business_id) >= ${PRIVATE_PRODUCTS}
          limit 1`,
    )
  ).rows;
  let business = { id: earlier?.business_id };
  let owner = { id: earlier?.user_id };
  if (!earlier) {
    ({ business, owner } = await createBusinessWithOwner(db));
    await createMerchantTerm(db, { businessId: business.id, merchantId: 1, discountPercent: 35 });
    for (let i = 0; i < PRIVATE_PRODUCTS; i++) {
      await createProduct(db, {
        businessId: business.id,
        merchantId: (i % 3) + 1,
        name: `Private ${nameOf(i * 7)}`,
        sku: `PL${100_000 + i}`,
        pricePence: 100 + i,
      });
    }
  }
  const scope = { businessId: business.id, userId: owner.id };
  const mix = queryMix();
  const rows = [];
  // The server's copy of the ranges (search-memory.ts), loaded as the server loads it at start.
  const { enableMemorySearch, disableMemorySearch } = mods.service;
  const copyStarted = performance.now();
  const copy = enableMemorySearch(db);
  await copy.warm(db);
  const copyNote = `server's copy: ${copy.rows.toLocaleString("en-GB")} rows, ${(copy.characters / 1e6).toFixed(1)} M characters, loaded in ${fixed((performance.now() - copyStarted) / 1000, 1)} s, process heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`;
  log(`${engine}: ${copyNote}`);
  const categoriesWithCopy = await timeCategories(engine, db, mods, scope, "server's copy", log);
  // Each cap with the copy, then the SQL plans alone (the copy dropped) at the default cap.
  const variants = [
    ...CAPS.map((cap) => ({ cap, withCopy: true })),
    ...(NO_SQL_ONLY ? [] : [{ cap: 1000, withCopy: false }]),
  ];
  for (const { cap, withCopy } of variants) {
    if (!withCopy) disableMemorySearch(db);
    for (const { q, kind, ...rest } of mix.slice(0, 20)) {
      await searchProducts(db, scope, { q, ...rest }, { countCap: cap }); // warm-up
    }
    const times = [];
    const byKind = new Map();
    const plans = new Map();
    let estimates = 0;
    const loadBefore = loadAverage();
    for (const { kind, ...input } of mix) {
      const t0 = performance.now();
      const result = await searchProducts(db, scope, input, {
        countCap: cap,
        onPlan: (plan) => plans.set(plan, (plans.get(plan) ?? 0) + 1),
      });
      const elapsed = performance.now() - t0;
      times.push(elapsed);
      if (result.totalIsEstimate) estimates++;
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind).push(elapsed);
    }
    const s = stats(times);
    const load = `load average ${loadBefore} → ${loadAverage()}`;
    log(
      `${engine}: service${withCopy ? "" : " (SQL plans only)"}, count cap ${cap}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, max ${ms(s.max)} ms (${load})`,
    );
    rows.push({
      Engine: engine,
      Query: `search service${withCopy ? "" : ", SQL plans only (no server's copy)"}, count capped at ${cap.toLocaleString("en-GB")}`,
      Queries: s.n,
      "p50 (ms)": ms(s.p50),
      "p95 (ms)": ms(s.p95),
      "Max (ms)": ms(s.max),
      // The SQL plans alone are the fallback while the copy loads: shown, not judged.
      "Goal p95 (ms)": withCopy ? GOALS[engine] : "–",
      Status: !withCopy ? "–" : s.p95 <= GOALS[engine] ? "ok" : "over",
      Notes: `${load}; ${withCopy ? copyNote : "fallback while the copy loads"}; ${estimates} of ${s.n} totals capped; ${[...byKind].map(([k, t]) => `${k} p50 ${ms(stats(t).p50)} / p95 ${ms(stats(t).p95)}`).join(", ")}; plans: ${[...plans].map(([p, n]) => `${p} ${n}`).join(", ")}`,
    });
  }

  disableMemorySearch(db);
  rows.push(categoriesWithCopy, await timeCategories(engine, db, mods, scope, "SQL", log));

  if (NO_BASELINE) return rows;
  // Baseline: the plain query, terms of the same mix (no filters), until the time budget is spent.
  const baseline = [];
  const deadline = performance.now() + BASELINE_BUDGET_MS;
  for (const { q } of mix) {
    if (performance.now() > deadline) break;
    const t0 = performance.now();
    await db.execute(
      sql`select * from products where name ilike ${`%${q}%`} order by name limit 10`,
    );
    baseline.push(performance.now() - t0);
  }
  const b = stats(baseline);
  log(`${engine}: baseline ILIKE: p50 ${ms(b.p50)} ms, p95 ${ms(b.p95)} ms over ${b.n} queries`);
  rows.push({
    Engine: engine,
    Query: "baseline `name ILIKE '%term%' ORDER BY name LIMIT 10`",
    Queries: b.n,
    "p50 (ms)": ms(b.p50),
    "p95 (ms)": ms(b.p95),
    "Max (ms)": ms(b.max),
    "Goal p95 (ms)": "–",
    Status: "–",
    Notes:
      b.n < QUERIES
        ? `stopped after ${BASELINE_BUDGET_MS / 1000} s; no count, no filters`
        : "no count, no filters",
  });
  return rows;
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const from = import.meta.url;
  const mods = {
    client: await tsImport("../../src/server/db/client.ts", from),
    service: await tsImport("../../src/server/features/catalogue/service.ts", from),
    factories: await tsImport("../../tests/support/factories.ts", from),
    postgres: await tsImport("../../tests/support/postgres.ts", from),
  };
  const rows = [];
  const notes = [];
  const failures = [];

  // Embedded PGlite in a temporary directory (or SOLE_BENCH_PGLITE_DIR, kept and reused).
  const dir = !ENGINES.includes("pglite")
    ? null
    : (PGLITE_DIR ?? makeTempDir("sole-bench-products-"));
  if (dir !== null) {
    try {
      const database = await mods.client.openDatabase({ dataDir: dir });
      try {
        await database.migrate();
        const exec = async (text) => (await database.db.execute(sql.raw(text))).rows;
        const [{ n }] = await exec("select count(*) as n from products where business_id is null");
        if (PGLITE_DIR && Number(n) >= PRODUCTS) {
          notes.push(`PGlite: reused the database in ${PGLITE_DIR}.`);
        } else {
          const t = await load("pglite", exec, log);
          notes.push(
            `PGlite: bulk load ${fixed(t.loadS, 1)} s, index build ${fixed(t.indexS, 1)} s, ${t.ranges} search ranges cut in ${fixed(t.rangesS, 1)} s.`,
          );
        }
        rows.push(...(await measure("pglite", database.db, mods, log)));
      } finally {
        await database.close();
      }
    } catch (error) {
      failures.push(`pglite: ${reason(error)}`);
      log(`pglite failed: ${reason(error)}`);
    } finally {
      if (!PGLITE_DIR) removeTempDir(dir);
    }
  }

  // PostgreSQL, when its binaries are installed.
  // startPostgres() throws when the binaries are missing (the tests must not skip); here they are optional.
  const server =
    ENGINES.includes("postgres") && mods.postgres.findPostgresBinDir()
      ? await mods.postgres.startPostgres()
      : null;
  if (!server) {
    if (ENGINES.includes("postgres")) {
      notes.push("PostgreSQL binaries not found: the PostgreSQL rows are missing.");
    }
  } else {
    try {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const database = await mods.client.openDatabase({ dataDir: "", databaseUrl: server.url });
      try {
        await database.migrate();
        const version = (await client.query("show server_version")).rows[0].server_version;
        const exec = async (text) => (await client.query(text)).rows;
        const t = await load("postgres", exec, log);
        notes.push(
          `PostgreSQL ${version} (fsync off, default settings otherwise): bulk load ${fixed(t.loadS, 1)} s, index build ${fixed(t.indexS, 1)} s, ${t.ranges} search ranges cut in ${fixed(t.rangesS, 1)} s.`,
        );
        rows.push(...(await measure("postgres", database.db, mods, log)));
      } finally {
        await client.end();
        await database.close();
      }
    } catch (error) {
      failures.push(`postgres: ${reason(error)}`);
      log(`postgres failed: ${reason(error)}`);
    } finally {
      await server.stop();
    }
  }

  const over = rows.filter((r) => r.Status === "over");
  return {
    title: "Products: search over 1,000,000 products",
    rows,
    notes: [
      `${PRODUCTS.toLocaleString("en-GB")} public products (3 merchants, 40 categories; names brand + variant + product + size from word lists; SKUs like SF123456) plus ${PRIVATE_PRODUCTS.toLocaleString("en-GB")} private products of the searching business, loaded with generate_series into a fresh database migrated with the real migrations; secondary indexes rebuilt after the load from the migration's definitions, then VACUUM ANALYZE.`,
      `A fixed mix of ${QUERIES} searches (seed ${SEED}): 60% name fragments of 3–12 characters, 15% whole SKUs, 17% SKU prefixes, 8% empty; 25% filtered by merchant, 20% by category; 70% first page, 30% pages 2–5; page size 10. Each calls \`searchProducts\` (src/server/features/catalogue/service.ts and search.ts) directly: candidate name ranges, capped count, page of ids, rows with merchant, category, discount and favourite; "plans" counts which plan answered. 20 warm-up searches per variant are not timed.`,
      "The shipped cap is COUNT_CAP in the service; both caps are measured (docs/decisions/0004-product-search.md).",
      ...notes,
    ],
    failed:
      failures.length > 0
        ? failures.join("; ")
        : over.length > 0
          ? `p95 over goal: ${over.map((r) => `${r.Engine} (${r.Query})`).join(", ")}`
          : undefined,
  };
}
