// GET /api/export of a large business on the embedded database (PGlite in a temporary data
// directory), served over HTTP on 127.0.0.1 and read by a slow client (24 MB/s, pausing the
// socket): the export's time, the server process's peak RSS growth over its settled size, and
// the event loop's worst delay while it streams. The zip is written to disk and checked by
// `unzip -t` (every entry's CRC). Each run is its own process (`--expose-gc`, fresh memory).
//
//   node scripts/bench.mjs export                  the section of docs/BENCHMARKS.md
//   EXPORT_BENCH_OLD=/path/to/old/checkout ...     also runs the old code there (before/after)
//
// Sizes: "large" is 200,000 own products (about 400 characters of description each), 100 site
// photos of 1 MB and 20 accepted quotes with a 1 MB PDF, beside another business with 20,000
// products; "small" (what the old code could still export, under its 64 MB bound) is 40,000
// products, 20 photos and 10 PDFs.
import { execFileSync } from "node:child_process";
import { closeSync, openSync, readFileSync, statSync, writeFileSync, writeSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { fixed, makeTempDir, ROOT, removeTempDir, runNode } from "./lib.mjs";

const SIZES = {
  large: { products: 200_000, photos: 100, pdfs: 20, otherProducts: 20_000 },
  small: { products: 40_000, photos: 20, pdfs: 10, otherProducts: 5_000 },
};
const READ_BYTES_PER_S = 24 * 1024 * 1024;
const MB = 1024 * 1024;

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const runs = [
    { code: "streaming (now)", root: ROOT, size: "large" },
    // The proof that memory does not follow the business's size: the same export with the
    // process's JS heap capped far below the data it sends.
    { code: "streaming (now), JS heap capped at 96 MB", root: ROOT, size: "large", heapMb: 96 },
    { code: "streaming (now)", root: ROOT, size: "small" },
  ];
  const old = process.env.EXPORT_BENCH_OLD;
  if (old) runs.push({ code: "old: rows in memory, zip in the pool", root: old, size: "small" });
  const rows = [];
  for (const r of runs) {
    const dir = makeTempDir("sole-export-bench-");
    try {
      const out = join(dir, "result.json");
      log(`${r.code}, ${r.size}: filling and exporting`);
      const flags = r.heapMb ? [`--max-old-space-size=${r.heapMb}`] : [];
      await runNode(
        "--expose-gc",
        [...flags, join(ROOT, "scripts/bench/export.mjs"), "--child", r.root, r.size, dir, out],
        { timeoutMs: 25 * 60_000 },
      );
      const m = JSON.parse(readFileSync(out, "utf8"));
      log(JSON.stringify(m));
      rows.push({
        Code: r.code,
        Business: `${r.size}: ${SIZES[r.size].products.toLocaleString("en-GB")} products, ${SIZES[r.size].photos} photos, ${SIZES[r.size].pdfs} PDFs (${fixed(m.databaseMb)} MB in the database)`,
        Answer:
          m.status === 200
            ? `200, ${fixed(m.zipMb, 1)} MB zip, ${m.entries} files`
            : String(m.status),
        "Export time": `${fixed(m.seconds, 1)} s`,
        "CPU (all threads)": `${fixed(m.cpuSeconds, 1)} s`,
        "Peak RSS growth": `${fixed(m.rssGrowthMb)} MB`,
        "Peak JS heap + buffers growth": `${fixed(m.jsGrowthMb)} MB`,
        "Event-loop delay p99 / max": `${fixed(m.loopP99Ms, 1)} / ${fixed(m.loopMaxMs, 1)} ms`,
        "Same process idle, p99 / max": `${fixed(m.idleLoopP99Ms, 1)} / ${fixed(m.idleLoopMaxMs, 1)} ms`,
      });
    } finally {
      removeTempDir(dir);
    }
  }
  return {
    title: "Data export: a large business's zip, streamed to a slow client",
    command: old
      ? "EXPORT_BENCH_OLD=<checkout of the old code> node scripts/bench.mjs export"
      : "node scripts/bench.mjs export",
    rows,
    notes: [
      "Embedded database (PGlite, in its own thread) in a temporary data directory; the export route alone, served by @hono/node-server on 127.0.0.1 and read at 24 MB/s by a client that pauses the socket.",
      "Peak RSS growth: the server process's highest RSS while the export runs (sampled every 20 ms) minus its RSS after the fill and a full GC. Event loop: perf_hooks monitorEventLoopDelay (20 ms resolution) over the export.",
      "CPU is the whole process's (main thread, PGlite's thread, zlib's threads); most of it is PGlite's thread parsing the rows it sends (a CPU profile of the small run: 6.5 s there, 2.6 s on the main thread). Each table with a CSV is read twice (its CSV, then data.json), so that no entry waits in memory for another.",
      "Every zip is checked with `unzip -t` (each entry's CRC). The old code refuses the large business (413 over 64 MB); its small run puts the PDFs in data.json as base64 and leaves photos and the logo out.",
    ],
  };
}

// --- one run, in its own process ---

async function child([root, size, dir, out]) {
  const { tsImport } = await import("tsx/esm/api");
  const from = pathToFileURL(join(root, "scripts/bench/export.mjs")).href;
  const load = (path) => tsImport(pathToFileURL(join(root, path)).href, from);
  const client = await load("src/server/db/client.ts");
  const factories = await load("tests/support/factories.ts");
  const { dataExportRoutes } = await load("src/server/features/data-export/routes.ts");
  const { onError } = await load("src/server/http/middleware.ts");
  const pool = await load("src/server/workers/pool.ts");
  const { sql } = await import("drizzle-orm");
  const { Hono } = await import("hono");
  const { serve } = await import("@hono/node-server");

  const database = await client.openDatabase({ dataDir: dir });
  await database.migrate();
  const db = database.db;
  const business = await factories.createBusiness(db, { name: "Big Builders Ltd" });
  const other = await factories.createBusiness(db, { name: "Other Trades Ltd" });
  await factories.ensureMerchant(db, 1);
  const n = SIZES[size];
  for (const [b, count] of [
    [business.id, n.products],
    [other.id, n.otherProducts],
  ]) {
    await db.execute(sql`insert into products (business_id, merchant_id, name, sku, unit, price_pence, description)
      select ${b}, 1, 'Product ' || g || ' ' || md5(g::text), 'SKU-' || g, 'each', 100 + g % 5000,
        repeat(md5((g * 7)::text) || ' ', 12)
      from generate_series(1, ${count}) g`);
  }
  const random = (bytes) => {
    const buf = Buffer.allocUnsafe(bytes);
    for (let i = 0; i < bytes; i += 4) buf.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    return buf;
  };
  const quotes = [];
  for (let q = 0; q < Math.max(n.pdfs, n.photos / 10); q++) {
    quotes.push(await factories.createQuote(db, { businessId: business.id, name: `Job ${q}` }));
  }
  for (let p = 0; p < n.photos; p++) {
    const quote = quotes[Math.floor(p / 10)];
    const image = await factories.createUploadedImage(db, {
      businessId: business.id,
      contentType: "image/jpeg",
      data: random(MB),
    });
    await factories.createQuotePhoto(db, {
      businessId: business.id,
      quoteId: quote.id,
      imageId: image.id,
      position: p % 10,
    });
  }
  for (let q = 0; q < n.pdfs; q++) {
    await db.execute(sql`update quotes set status = 'accepted', accepted_pdf = ${random(MB)}
      where id = ${quotes[q].id}`);
  }
  await db.execute(sql`analyze`);
  const [{ bytes }] = (await db.execute(sql`select pg_database_size(current_database()) as bytes`))
    .rows;

  const app = new Hono();
  app.onError(onError);
  app.use("*", async (c, next) => {
    c.set("deps", { db });
    c.set("session", { businessId: business.id, userId: "bench", isAdmin: false });
    await next();
  });
  app.route("/", dataExportRoutes);
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address();

  global.gc();
  await new Promise((resolve) => setTimeout(resolve, 500));
  global.gc();
  // The control: the same process idle for 5 s, on the same (shared) machine.
  const idle = monitorEventLoopDelay({ resolution: 20 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  idle.disable();
  const js = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external + m.arrayBuffers;
  };
  const rssBase = process.memoryUsage.rss();
  const jsBase = js();
  let rssPeak = rssBase;
  let jsPeak = jsBase;
  const sample = () => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    jsPeak = Math.max(jsPeak, js());
  };
  const sampler = setInterval(sample, 20);
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const zipPath = join(dir, "export.zip");
  const status = await new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/export" }, (res) => {
      const file = openSync(zipPath, "w");
      let received = 0;
      res.on("data", (chunk) => {
        writeSync(file, chunk);
        received += chunk.length;
        const ahead = received / READ_BYTES_PER_S - (performance.now() - started) / 1000;
        if (ahead > 0) {
          res.pause();
          setTimeout(() => res.resume(), ahead * 1000);
        }
      });
      res.on("end", () => {
        closeSync(file);
        resolve(res.statusCode);
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  loop.disable();
  clearInterval(sampler);
  sample();
  let entries = 0;
  if (status === 200) {
    const listing = execFileSync("unzip", ["-tq", zipPath], { encoding: "utf8" });
    if (!/No errors detected/.test(listing)) throw new Error(`unzip -t: ${listing}`);
    entries = execFileSync("unzip", ["-Z1", zipPath], { encoding: "utf8" })
      .trim()
      .split("\n").length;
  }
  const result = {
    status,
    seconds,
    zipMb: statSync(zipPath).size / MB,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    entries,
    databaseMb: Number(bytes) / MB,
    rssGrowthMb: (rssPeak - rssBase) / MB,
    jsGrowthMb: (jsPeak - jsBase) / MB,
    idleLoopMaxMs: idle.max / 1e6,
    idleLoopP99Ms: idle.percentile(99) / 1e6,
    loopMaxMs: loop.max / 1e6,
    loopP99Ms: loop.percentile(99) / 1e6,
  };
  writeFileSync(out, JSON.stringify(result));
  server.close();
  await pool.closePool?.();
  await database.close();
  process.exit(0);
}

if (process.argv[2] === "--child") {
  await child(process.argv.slice(3));
}
