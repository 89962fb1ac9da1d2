// Product search at scale (docs/decisions/0010-one-search-engine.md): 1,000,000 synthetic
// products (3 merchants, 40 categories) plus a business's own, in a temporary PGlite directory and
// a throw-away PostgreSQL 15 (tests/support/postgres.ts), migrated with the real migrations.
// 1. Searches: a fixed mix of 200 (trade words and phrases, synonyms, name fragments, SKUs and SKU
//    prefixes; filters and pages) through `searchProducts`, p50 / p95 against the goals; the
//    in-memory index's load time and heap. The SQL alternative (pg_trgm contains-match, ranked by
//    whole-word match then name, capped count) is timed on the same searches, with a budget.
// 2. Writes: 20 businesses writing their own products at 50 a second each (1,000 a second) for
//    WRITE_SECONDS, each business on its own connection; p95 write latency per business, beside
//    one business writing alone at the same rate. No business should wait on another.
// Reduced runs: SOLE_BENCH_ENGINES=pglite|postgres, SOLE_BENCH_PRODUCTS=100000.
import os from "node:os";
import { sql } from "drizzle-orm";
import { fixed, makeTempDir, median, percentile, removeTempDir, sourceImporter } from "./lib.mjs";

const PRODUCTS = Number(process.env.SOLE_BENCH_PRODUCTS ?? 1_000_000);
const CHUNK = 100_000;
const QUERIES = 200;
const PRIVATE_PRODUCTS = 2_000;
const SEED = 20_251_123;
const GOALS = { pglite: 15, postgres: 10 };
const ENGINES = (process.env.SOLE_BENCH_ENGINES ?? "pglite,postgres").split(",");
/** The SQL alternative can take seconds per search: it stops after this long (per engine). */
const SQL_BUDGET_MS = 45_000;
const WRITERS = 20;
const WRITES_PER_SECOND_EACH = 50;
const WRITE_SECONDS = 10;
const WRITE_GOAL_MS = 50;

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
export const NOUNS = [
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
export const parts = (i) => {
  const h = (i * HASH) % 4_294_967_296;
  return {
    brand: h % 20,
    variant: Math.floor(h / 20) % 25,
    noun: Math.floor(h / 500) % 40,
    size: Math.floor(h / 20_000) % 30,
  };
};
export const nameOf = (i) => {
  const p = parts(i);
  return `${BRANDS[p.brand]} ${VARIANTS[p.variant]} ${NOUNS[p.noun]} ${SIZES[p.size]}`;
};
export const skuOf = (i) => `${SKU_PREFIXES[i % 3]}${100_000 + Math.floor(i / 3)}`;

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

/** mulberry32: the same 200 searches on every run and engine (and price-list-preview.mjs's file). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Searches a tradesperson types, as the index must answer them. */
const TRADE = [
  "plasterboard",
  "plaster board",
  "multi finish",
  "multifinish",
  "skim",
  "pir",
  "cls",
  "2x4",
  "fence panels",
  "timber studs",
  "copper pipe 22mm",
  "gyproc",
  "knauf moisture resistant",
  "tile adhesive",
  "masonry paint white",
  "drywall screws",
  "osb",
  "gloss paint",
  "color",
  "galvanized",
  "insulation roll",
  "radiator",
  "wood glue",
  "grey grout",
  "double socket",
];

export function queryMix() {
  const random = rng(SEED);
  const int = (n) => Math.floor(random() * n);
  const mix = [];
  for (let k = 0; k < QUERIES; k++) {
    const row = int(PRODUCTS);
    const r = random();
    let q;
    let kind;
    if (r < 0.45) {
      q = TRADE[int(TRADE.length)];
      kind = "trade words";
    } else if (r < 0.7) {
      const words = nameOf(row).split(" ");
      const start = int(words.length - 1);
      q = words.slice(start, start + 1 + int(2)).join(" ");
      kind = "name words";
    } else if (r < 0.8) {
      const name = nameOf(row);
      const length = 4 + int(8);
      const start = int(Math.max(1, name.length - length));
      q = name.slice(start, start + length).trim();
      kind = "name fragment";
    } else if (r < 0.92) {
      q = skuOf(row);
      kind = "SKU";
    } else {
      q = skuOf(row).slice(0, 5 + int(3));
      kind = "SKU prefix";
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
const reason = (error) => String(error?.cause?.message ?? error?.message ?? error).slice(0, 300);
const ms = (v) => (v < 10 ? v.toFixed(2) : fixed(v, 1));
const loadAverage = () => os.loadavg()[0].toFixed(1);

export async function load(engine, exec, log) {
  const started = performance.now();
  await exec(
    "insert into merchants (id, name) values (1, 'Merchant One'), (2, 'Merchant Two'), (3, 'Merchant Three') on conflict do nothing",
  );
  const categories = NOUNS.map((n, i) => `(${i + 1}, ${lit(n)}, ${lit(`bench-${i + 1}`)})`);
  await exec(`insert into product_categories (id, name, slug) values ${categories.join(",")}`);
  await exec("select setval(pg_get_serial_sequence('product_categories', 'id'), 40)");
  // Bulk load without the secondary indexes (rebuilt after from the migrations' definitions) and
  // without the stamping trigger (the column's default stamps inserts).
  await exec("alter table products disable trigger product_search_stamp");
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
  for (const { indexdef } of indexes) await exec(indexdef);
  await exec("alter table products enable trigger product_search_stamp");
  await exec("vacuum analyze products");
  return {
    loadS: (indexStarted - started) / 1000,
    indexS: (performance.now() - indexStarted) / 1000,
  };
}

/** The SQL alternative: pg_trgm contains-match on the name, whole words first, capped count. */
function sqlSearch(businessId, input) {
  const term = input.q.toLowerCase();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const word = `\\m${term.replace(/[^a-z0-9 ]/g, "")}\\M`;
  const filters = sql.join(
    [
      sql`(p.business_id is null or p.business_id = ${businessId})`,
      sql`(lower(p.name) like ${like} or lower(p.sku) like ${like})`,
      input.merchantId ? sql`p.merchant_id = ${input.merchantId}` : sql`true`,
      input.categoryId ? sql`p.category_id = ${input.categoryId}` : sql`true`,
    ],
    sql` and `,
  );
  return sql`with m as materialized (select p.id, p.name, lower(p.name) ~ ${word} as whole
              from products p where ${filters} limit 1001)
            select (select count(*) from m) as n, id from m order by whole desc, name, id
            limit 10 offset ${(input.page - 1) * 10}`;
}

async function measureSearches(engine, db, mods, log) {
  const { searchProducts } = mods.search;
  const { createBusinessWithOwner, createProduct } = mods.factories;
  const { business, owner } = await createBusinessWithOwner(db);
  for (let i = 0; i < PRIVATE_PRODUCTS; i++) {
    await createProduct(db, {
      businessId: business.id,
      merchantId: (i % 3) + 1,
      categoryId: (i % 40) + 1,
      name: `Own ${nameOf(i)}`,
      sku: `OWN${i}`,
      unit: "bag",
    });
  }
  const scope = { businessId: business.id, userId: owner.id };
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  await searchProducts(db, scope, { q: "warm", page: 1, pageSize: 10 });
  const indexS = (performance.now() - t0) / 1000;
  const heapMB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  log(`${engine}: index loaded in ${fixed(indexS, 1)} s, heap +${fixed(heapMB, 0)} MB`);
  const mix = queryMix();
  for (const input of mix.slice(0, 20)) await searchProducts(db, scope, input); // warm-up
  const times = [];
  const byKind = new Map();
  const load = [loadAverage()];
  for (const input of mix) {
    const started = performance.now();
    await searchProducts(db, scope, input);
    const took = performance.now() - started;
    times.push(took);
    byKind.set(input.kind, [...(byKind.get(input.kind) ?? []), took]);
  }
  load.push(loadAverage());
  const s = stats(times);
  log(`${engine}: index p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms`);
  const kinds = [...byKind].map(([kind, list]) => {
    const k = stats(list);
    return `${kind} ${k.n}: ${ms(k.p50)} / ${ms(k.p95)}`;
  });
  const rows = [
    {
      Engine: engine,
      Query: "in-memory index (shipped)",
      Queries: s.n,
      "p50 (ms)": ms(s.p50),
      "p95 (ms)": ms(s.p95),
      "Max (ms)": ms(s.max),
      "Goal p95 (ms)": GOALS[engine],
      Status: s.p95 <= GOALS[engine] ? "met" : "over",
      Notes: `load average ${load.join("→")}; index load ${fixed(indexS, 1)} s, heap +${fixed(heapMB, 0)} MB; p50 / p95 by kind: ${kinds.join("; ")}`,
    },
  ];
  // The SQL alternative on the same searches, within a budget.
  const sqlTimes = [];
  const budget = performance.now() + SQL_BUDGET_MS;
  for (const input of mix) {
    if (!input.q || performance.now() > budget) continue;
    const started = performance.now();
    await db.execute(sqlSearch(business.id, input));
    sqlTimes.push(performance.now() - started);
  }
  const q = stats(sqlTimes);
  log(`${engine}: SQL alternative p50 ${ms(q.p50)} ms, p95 ${ms(q.p95)} ms (${q.n} searches)`);
  rows.push({
    Engine: engine,
    Query: "SQL alternative: pg_trgm contains, whole words first, count to 1,001",
    Queries: q.n,
    "p50 (ms)": ms(q.p50),
    "p95 (ms)": ms(q.p95),
    "Max (ms)": ms(q.max),
    "Goal p95 (ms)": GOALS[engine],
    Status: "–",
    Notes: `ids only (no rows read); no trade language; ${q.n < QUERIES ? `stopped after ${SQL_BUDGET_MS / 1000} s` : "every search"}`,
  });
  return rows;
}

/**
 * `businesses` writers, each on its own connection, insert or update (alternately) products of
 * their own business at `rate` a second for WRITE_SECONDS; latency of each write.
 */
async function writeLoad(open, businessIds, rate, log) {
  const perBusiness = await Promise.all(
    businessIds.map(async (businessId, b) => {
      const { db, close } = await open();
      const latencies = [];
      const interval = 1000 / rate;
      const start = performance.now();
      let lastId = null;
      try {
        for (let i = 0; i < rate * WRITE_SECONDS; i++) {
          const due = start + i * interval;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const t0 = performance.now();
          if (lastId !== null && i % 2 === 1) {
            await db.execute(
              sql`update products set price_pence = price_pence + 1, name = ${`Writer ${b} item ${i}`} where id = ${lastId}`,
            );
          } else {
            const rows = await db.execute(
              sql`insert into products (business_id, merchant_id, name, sku, price_pence, unit)
                  values (${businessId}, ${(i % 3) + 1}, ${`Writer ${b} item ${i}`}, ${`W${b}-${i}-${Math.random()}`}, 100, 'each') returning id`,
            );
            lastId = rows.rows[0].id;
          }
          latencies.push(performance.now() - t0);
        }
      } finally {
        await close();
      }
      return latencies;
    }),
  );
  const all = perBusiness.flat();
  const seconds = WRITE_SECONDS;
  log(`writes: ${all.length} in ~${seconds} s from ${businessIds.length} business(es)`);
  return perBusiness;
}

async function measureWrites(engine, open, db, mods, log) {
  const ids = [];
  for (let i = 0; i < WRITERS; i++)
    ids.push((await mods.factories.createBusinessWithOwner(db)).business.id);
  const t0 = performance.now();
  const alone = await writeLoad(open, ids.slice(0, 1), WRITES_PER_SECOND_EACH, log);
  const together = await writeLoad(open, ids, WRITES_PER_SECOND_EACH, log);
  const wall = (performance.now() - t0) / 1000 - WRITE_SECONDS;
  const s1 = stats(alone[0]);
  const perP95 = together.map((l) => stats(l).p95).sort((a, b) => a - b);
  const all = stats(together.flat());
  const rate = together.flat().length / Math.max(WRITE_SECONDS, wall);
  return [
    {
      Engine: engine,
      Query: `writes: 1 business alone, ${WRITES_PER_SECOND_EACH}/s`,
      Queries: s1.n,
      "p50 (ms)": ms(s1.p50),
      "p95 (ms)": ms(s1.p95),
      "Max (ms)": ms(s1.max),
      "Goal p95 (ms)": WRITE_GOAL_MS,
      Status: s1.p95 <= WRITE_GOAL_MS ? "met" : "over",
      Notes: "insert and update (name) of its own products, alternately; one connection",
    },
    {
      Engine: engine,
      Query: `writes: ${WRITERS} businesses at once, ${WRITES_PER_SECOND_EACH}/s each`,
      Queries: all.n,
      "p50 (ms)": ms(all.p50),
      "p95 (ms)": ms(all.p95),
      "Max (ms)": ms(all.max),
      "Goal p95 (ms)": WRITE_GOAL_MS,
      Status: all.p95 <= WRITE_GOAL_MS ? "met" : "over",
      Notes: `${fixed(rate, 0)} writes/s achieved over ${fixed(Math.max(WRITE_SECONDS, wall), 1)} s; p95 per business from ${ms(perP95[0])} to ${ms(perP95.at(-1))} ms (alone: ${ms(s1.p95)}); load average ${loadAverage()}`,
    },
  ];
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const use = sourceImporter(import.meta.url);
  const mods = {
    client: await use("../../src/server/db/client.ts"),
    search: await use("../../src/server/features/catalogue/search/index.ts"),
    factories: await use("../../tests/support/factories.ts"),
    postgres: await use("../../tests/support/postgres.ts"),
  };
  const rows = [];
  const notes = [];
  const failures = [];

  if (ENGINES.includes("pglite")) {
    const dir = makeTempDir("sole-bench-products-");
    try {
      // In memory: a file-backed PGlite now runs in a worker thread that needs the built server
      // (dist/); the search's cost does not depend on where PGlite keeps its pages.
      const database = await mods.client.openDatabase({ dataDir: "memory://" });
      try {
        await database.migrate();
        const exec = async (text) => (await database.db.execute(sql.raw(text))).rows;
        const t = await load("pglite", exec, log);
        notes.push(
          `PGlite: bulk load ${fixed(t.loadS, 1)} s, index build ${fixed(t.indexS, 1)} s.`,
        );
        rows.push(...(await measureSearches("pglite", database.db, mods, log)));
        // One embedded database, one connection: the writers share it.
        const open = async () => ({ db: database.db, close: async () => {} });
        rows.push(...(await measureWrites("pglite", open, database.db, mods, log)));
      } finally {
        await database.close();
      }
    } catch (error) {
      failures.push(`pglite: ${reason(error)}`);
      log(`pglite failed: ${reason(error)}`);
    } finally {
      removeTempDir(dir);
    }
  }

  // startPostgres() throws when the binaries are missing (the tests must not skip); here they are optional.
  const server =
    ENGINES.includes("postgres") && mods.postgres.findPostgresBinDir()
      ? await mods.postgres.startPostgres()
      : null;
  if (!server) {
    if (ENGINES.includes("postgres"))
      notes.push("PostgreSQL binaries not found: the PostgreSQL rows are missing.");
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
          `PostgreSQL ${version} (fsync off): bulk load ${fixed(t.loadS, 1)} s, index build ${fixed(t.indexS, 1)} s.`,
        );
        rows.push(...(await measureSearches("postgres", database.db, mods, log)));
        const open = async () => {
          const own = await mods.client.openDatabase({ dataDir: "", databaseUrl: server.url });
          return { db: own.db, close: () => own.close() };
        };
        rows.push(...(await measureWrites("postgres", open, database.db, mods, log)));
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
    title: "Products: search over 1,000,000 products, and concurrent product writes",
    rows,
    notes: [
      `${PRODUCTS.toLocaleString("en-GB")} public products (3 merchants, 40 categories; names brand + variant + product + size from word lists; SKUs like SF123456) plus ${PRIVATE_PRODUCTS.toLocaleString("en-GB")} private products of the searching business, in a fresh database migrated with the real migrations.`,
      `A fixed mix of ${QUERIES} searches (seed ${SEED}): 45% trade words and phrases (synonyms, joined and split words, plurals, American spellings), 25% one to three whole words of a name, 10% name fragments of 4–11 characters, 12% whole SKUs, 8% SKU prefixes of 5–7 characters; 25% filtered by merchant, 20% by category; 70% first page, 30% pages 2–5; page size 10. Each calls \`searchProducts\` (src/server/features/catalogue/search/index.ts) directly: the index's catch-up query, the ranked page, its rows with merchant, category, discount and favourite. 20 warm-up searches are not timed.`,
      `Writes: ${WRITERS} businesses, each inserting and renaming its own products at ${WRITES_PER_SECOND_EACH} a second (${WRITERS * WRITES_PER_SECOND_EACH} a second together) for ${WRITE_SECONDS} s, each on its own connection on PostgreSQL (PGlite has one); the goal column is a latency bound for "no business waits on another", compared with one business writing alone.`,
      ...notes,
    ],
    failed:
      failures.length > 0
        ? failures.join("; ")
        : over.length > 0
          ? `over goal: ${over.map((r) => `${r.Engine} (${r.Query})`).join(", ")}`
          : undefined,
  };
}
