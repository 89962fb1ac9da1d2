// The price-list preview's SKU matching at scale: how long `skuMatches`
// (src/server/features/catalogue/price-lists.ts) takes to count a 200,000-row file's SKUs against
// 1,000,000 public products plus a business's own, on PGlite (in memory, its own thread, as
// `openDatabase` runs it) and on a throw-away PostgreSQL 15 (tests/support/postgres.ts), and
// whether its statements use the partial indexes on products (merchant_id, sku) where business_id
// is null and (business_id, merchant_id, sku) where business_id is not null.
//
// The catalogue is products.mjs's (`load`: 3 merchants, SKUs like SF123456, bulk-loaded then
// indexed with the migrations' definitions). Then: the business's 20,000 own products at merchant
// 1 (copies of public SKUs in the file), 5,000 at merchant 2 (SKUs in the file, another merchant),
// and another business's 20,000 at merchant 1 (the same SKUs: never counted).
// The file: 200,000 distinct SKUs at merchant 1, shuffled: 100,000 public SKUs of merchant 1
// (20,000 of them also the business's own), 50,000 merchant 2 SKUs, 50,000 unknown SKUs.
// Expected: own 20,000, public 100,000.
//
// Each variant runs the whole file (10 statements of 20,000 SKUs, one JSON parameter each, as
// MATCH_CHUNK) once to warm up, then RUNS times; total and per-statement median; then EXPLAIN
// (ANALYZE, BUFFERS) of the first statement.
//
//   node scripts/bench/price-list-preview.mjs
//   SOLE_BENCH_ENGINES=pglite|postgres SOLE_BENCH_PRODUCTS=100000 (reduced runs)
// Stops itself after 9.5 minutes.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { fixed, median, ROOT, sourceImporter } from "./lib.mjs";
import { load, rng, skuOf } from "./products.mjs";

const PRODUCTS = Number(process.env.SOLE_BENCH_PRODUCTS ?? 1_000_000);
const ENGINES = (process.env.SOLE_BENCH_ENGINES ?? "pglite,postgres").split(",");
const FILE_ROWS = 200_000;
const MATCH_CHUNK = 20_000;
const OWN = 20_000;
const RUNS = Number(process.env.SOLE_BENCH_RUNS ?? 3);
const DEADLINE_MS = 9.5 * 60_000;
const MERCHANT = 1;

const deadline = setTimeout(() => {
  console.error(`price-list-preview: stopped after ${DEADLINE_MS / 60_000} minutes`);
  process.exit(2);
}, DEADLINE_MS);
deadline.unref();

/** The shipped statement must still be the one timed here. */
function checkShippedSource() {
  const file = "src/server/features/catalogue/price-lists.ts";
  const text = readFileSync(`${ROOT}/${file}`, "utf8");
  const needles = [
    "const MATCH_CHUNK = 20_000;",
    "const sorted = skus.toSorted();",
    `where p.business_id = \${businessId} and p.merchant_id = \${merchantId}`,
    `where p.business_id is null and p.merchant_id = \${merchantId}`,
    `and p.sku in (select json_array_elements_text(\${chunk}::json)))::text as own,`,
  ];
  const missing = needles.filter((n) => !text.includes(n));
  if (missing.length) throw new Error(`${file} changed: ${missing.join(" | ")} not found`);
}

/** Merchant 1's k-th public SKU (product index 3k: merchant (i % 3) + 1 = 1). */
const publicSku = (k) => skuOf(3 * k);
const merchant1Count = Math.ceil(PRODUCTS / 3);
if (merchant1Count < FILE_ROWS / 2) throw new Error("SOLE_BENCH_PRODUCTS must be at least 300000");

/** The file's SKUs, in file order. */
function fileSkus() {
  const skus = [];
  const half = FILE_ROWS / 2;
  const stride = Math.max(1, Math.floor(merchant1Count / half));
  for (let j = 0; j < half; j++) skus.push(publicSku((j * stride) % merchant1Count));
  for (let j = 0; j < FILE_ROWS / 4; j++) skus.push(skuOf(3 * j + 1)); // merchant 2's
  for (let j = 0; j < FILE_ROWS / 4; j++) skus.push(`SF${900_000 + j}`); // nobody's
  if (new Set(skus).size !== skus.length) throw new Error("file SKUs are not distinct");
  const random = rng(20_260_101);
  for (let i = skus.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [skus[i], skus[j]] = [skus[j], skus[i]];
  }
  return skus;
}

async function seedOwn(db, businessId, otherId) {
  const half = FILE_ROWS / 2;
  const stride = Math.max(1, Math.floor(merchant1Count / half));
  // The business's own copies of the first OWN public SKUs of the file, at merchant 1.
  await db.execute(
    sql`insert into products (business_id, merchant_id, name, sku, price_pence, unit)
        select ${businessId}::uuid, 1, 'Own item ' || g, 'SF' || (100000 + g * ${stride})::text, 100, 'each'
        from generate_series(0, ${OWN - 1}) as g`,
  );
  // Its own products at merchant 2 whose SKUs are in the file (not counted: another merchant).
  await db.execute(
    sql`insert into products (business_id, merchant_id, name, sku, price_pence, unit)
        select ${businessId}::uuid, 2, 'Own m2 item ' || g, 'TP' || (100000 + g)::text, 100, 'each'
        from generate_series(0, 4999) as g`,
  );
  // Another business's own copies of the same SKUs at merchant 1 (never counted).
  await db.execute(
    sql`insert into products (business_id, merchant_id, name, sku, price_pence, unit)
        select ${otherId}::uuid, 1, 'Other item ' || g, 'SF' || (100000 + g * ${stride})::text, 100, 'each'
        from generate_series(0, ${OWN - 1}) as g`,
  );
  await db.execute(sql`analyze products`);
}

/** A PostgreSQL text[] literal: every element quoted, `\` and `"` escaped. */
export const textArray = (list) =>
  `{${list.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;

/**
 * The statements, each one chunk. `shipped` is price-lists.ts's `skuMatches`,
 * with the same `products` table reference, parameters and casts. `encode` makes a chunk's
 * parameter (JSON as shipped, or a text[] literal, whose `unnest` the planner counts exactly);
 * `sorted` sorts the file's SKUs before cutting the chunks (the matching does not depend on order).
 * The encoding and the sort are inside the timed total.
 */
function variants(products) {
  const json = (list) => JSON.stringify(list);
  // Until 2026-11-29: one count under an OR that implies neither partial index's predicate.
  const oneOr = (businessId, merchantId, chunk) =>
    sql`select count(*) filter (where p.business_id = ${businessId})::text as own,
          count(*) filter (where p.business_id is null)::text as public
        from ${products} p
        where p.merchant_id = ${merchantId}
          and (p.business_id = ${businessId} or p.business_id is null)
          and p.sku in (select json_array_elements_text(${chunk}::json))`;
  // One count per partial index: each subquery's where clause implies its index's predicate.
  const twoCounts = (businessId, merchantId, chunk) =>
    sql`select (select count(*) from ${products} p
            where p.business_id = ${businessId} and p.merchant_id = ${merchantId}
              and p.sku in (select json_array_elements_text(${chunk}::json)))::text as own,
          (select count(*) from ${products} p
            where p.business_id is null and p.merchant_id = ${merchantId}
              and p.sku in (select json_array_elements_text(${chunk}::json)))::text as public`;
  // The same, the SKUs unnested once: a join per index (the parser already made them distinct).
  const joinUnnest = (businessId, merchantId, chunk) =>
    sql`with s as materialized (select json_array_elements_text(${chunk}::json) as sku)
        select (select count(*) from s join ${products} p
                  on p.business_id = ${businessId} and p.merchant_id = ${merchantId} and p.sku = s.sku)::text as own,
               (select count(*) from s join ${products} p
                  on p.business_id is null and p.merchant_id = ${merchantId} and p.sku = s.sku)::text as public`;
  // The one OR, the SKUs as text[]: does an exact row estimate alone change the plan?
  const oneOrArray = (businessId, merchantId, chunk) =>
    sql`select count(*) filter (where p.business_id = ${businessId})::text as own,
          count(*) filter (where p.business_id is null)::text as public
        from ${products} p
        where p.merchant_id = ${merchantId}
          and (p.business_id = ${businessId} or p.business_id is null)
          and p.sku in (select unnest(${chunk}::text[]))`;
  const twoCountsArray = (businessId, merchantId, chunk) =>
    sql`select (select count(*) from ${products} p
            where p.business_id = ${businessId} and p.merchant_id = ${merchantId}
              and p.sku = any(${chunk}::text[]))::text as own,
          (select count(*) from ${products} p
            where p.business_id is null and p.merchant_id = ${merchantId}
              and p.sku = any(${chunk}::text[]))::text as public`;
  return [
    { name: "shipped: two counts, sorted SKUs", encode: json, sorted: true, statement: twoCounts },
    { name: "before: one OR", encode: json, statement: oneOr },
    { name: "two counts, unsorted", encode: json, statement: twoCounts },
    { name: "join unnest", encode: json, statement: joinUnnest },
    { name: "one OR, text[] unnest", encode: textArray, statement: oneOrArray },
    { name: "two counts, = any(text[])", encode: textArray, statement: twoCountsArray },
  ];
}

async function measure(engine, db, businessId, skus, products, log) {
  const rows = [];
  const plans = [];
  const count = Math.ceil(skus.length / MATCH_CHUNK);
  for (const { name, encode, sorted, statement } of variants(products)) {
    const once = async () => {
      let own = 0;
      let pub = 0;
      const per = [];
      const t0 = performance.now();
      const list = sorted ? [...skus].sort() : skus;
      for (let at = 0; at < list.length; at += MATCH_CHUNK) {
        const s0 = performance.now();
        const chunk = encode(list.slice(at, at + MATCH_CHUNK));
        const result = await db.execute(statement(businessId, MERCHANT, chunk));
        per.push(performance.now() - s0);
        own += Number(result.rows[0].own);
        pub += Number(result.rows[0].public);
      }
      return { total: performance.now() - t0, per, own, pub };
    };
    const warm = await once();
    const totals = [];
    const per = [];
    for (let r = 0; r < RUNS; r++) {
      const run = await once();
      totals.push(run.total);
      per.push(...run.per);
      if (run.own !== warm.own || run.pub !== warm.pub) throw new Error(`${name}: counts differ`);
    }
    const row = {
      Engine: engine,
      Statement: name,
      Statements: count,
      "Total median (ms)": fixed(median(totals), 0),
      "Total min–max (ms)": `${fixed(Math.min(...totals), 0)}–${fixed(Math.max(...totals), 0)}`,
      "Per statement median (ms)": fixed(median(per), 1),
      "Per statement max (ms)": fixed(Math.max(...per), 1),
      "Warm-up total (ms)": fixed(warm.total, 0),
      own: warm.own,
      public: warm.pub,
    };
    log(`${engine} ${name}: ${JSON.stringify(row)}`);
    rows.push(row);
    const explained = await db.execute(
      sql`explain (analyze, buffers) ${statement(businessId, MERCHANT, encode((sorted ? [...skus].sort() : skus).slice(0, MATCH_CHUNK)))}`,
    );
    // The parameter shows inlined (a custom plan): shortened here.
    const plan = explained.rows
      .map((r) => r["QUERY PLAN"].replace(/'[[{][^']{200,}[\]}]'/g, `'[…${MATCH_CHUNK} SKUs…]'`))
      .join("\n");
    plans.push({ engine, name, plan });
    log(`--- ${engine} ${name}: EXPLAIN (ANALYZE, BUFFERS), statement 1 of ${count} ---\n${plan}`);
  }
  return { rows, plans };
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  checkShippedSource();
  const use = sourceImporter(import.meta.url);
  const mods = {
    client: await use("../../src/server/db/client.ts"),
    schema: await use("../../src/server/db/schema/index.ts"),
    factories: await use("../../tests/support/factories.ts"),
    postgres: await use("../../tests/support/postgres.ts"),
  };
  const { products } = mods.schema;
  const skus = fileSkus();
  const rows = [];
  const plans = [];
  const notes = [];

  const session = async (engine, database, exec) => {
    await database.migrate();
    const t = await load(engine, exec, log);
    notes.push(`${engine}: bulk load ${fixed(t.loadS, 1)} s, index build ${fixed(t.indexS, 1)} s`);
    const { business } = await mods.factories.createBusinessWithOwner(database.db);
    const { business: other } = await mods.factories.createBusinessWithOwner(database.db);
    await seedOwn(database.db, business.id, other.id);
    const [size] = await exec(
      `select count(*)::int as n, pg_size_pretty(pg_relation_size('products')) as heap,
         pg_size_pretty(pg_relation_size('products_public_sku_unique')) as public_idx,
         pg_size_pretty(pg_relation_size('products_private_sku_unique')) as private_idx
       from products`,
    );
    notes.push(
      `${engine}: products ${size.n} rows, heap ${size.heap}, public sku index ${size.public_idx}, private sku index ${size.private_idx}`,
    );
    const out = await measure(engine, database.db, business.id, skus, products, log);
    rows.push(...out.rows);
    plans.push(...out.plans);
  };

  if (ENGINES.includes("pglite")) {
    const database = await mods.client.openDatabase({ dataDir: "memory://" });
    try {
      await session(
        "pglite",
        database,
        async (text) => (await database.db.execute(sql.raw(text))).rows,
      );
    } finally {
      await database.close();
    }
  }
  if (ENGINES.includes("postgres")) {
    const server = await mods.postgres.startPostgres();
    try {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      // The app's pool, with its 30 s statement limit (PG_TIME_LIMITS).
      const database = await mods.client.openDatabase({ dataDir: "", databaseUrl: server.url });
      try {
        notes.push(
          `postgres: ${(await client.query("show server_version")).rows[0].server_version}`,
        );
        await session("postgres", database, async (text) => (await client.query(text)).rows);
      } finally {
        await client.end();
        await database.close();
      }
    } finally {
      await server.stop();
    }
  }
  return { rows, plans, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const { rows, notes } = await run();
  console.log("\n=== summary ===");
  console.table(rows);
  for (const note of notes) console.log(note);
  console.log(
    `${PRODUCTS.toLocaleString("en-GB")} public products, file ${FILE_ROWS.toLocaleString("en-GB")} SKUs in statements of ${MATCH_CHUNK.toLocaleString("en-GB")}; ${RUNS} timed runs after one warm-up; wall ${fixed((performance.now() - started) / 1000, 1)} s`,
  );
  process.exit(0);
}
