// Issue 15's isolation benchmark: one business's heavy work must not stall another's requests.
// The built server (dist/server/index.js) runs on 127.0.0.1 with a temporary DATA_DIR and
// SOLE_LOOP_MONITOR=1. While business A renders 50 quote PDFs (4 at a time) and business B
// imports a 100,000-row price list (POST /api/price-lists/import, a background job polled at
// GET /api/price-lists/imports/{id}; a synchronous 200 answer is also accepted), a third client
// asks GET /api/health one request at a time every 20 ms. Measured: the health answers' p95 and
// the server's event-loop delay p99 (perf_hooks.monitorEventLoopDelay, 10 ms resolution, read
// over SIGUSR2: src/server/loop-monitor.ts) over the same window.
// Goals: health p95 ≤ 50 ms, loop delay p99 ≤ 100 ms.
// `SOLE_BENCH_CPU_PROF=/tmp/prof node scripts/bench/isolation.mjs` also writes the server's
// main-thread CPU profile to /tmp/prof (scripts/bench/cpu-profile.mjs).
import { Agent, request } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import {
  fixed,
  freePort,
  makeTempDir,
  percentile,
  productEnv,
  ROOT,
  removeTempDir,
  SERVER_ENTRY,
  sleep,
  startServer,
  stopChild,
} from "./lib.mjs";

const PDFS = 50;
const PDF_CONCURRENCY = 4;
const PRICE_LIST_ROWS = 100_000;
const HEALTH_EVERY_MS = 20;
const GOAL_HEALTH_P95_MS = 50;
const GOAL_LOOP_P99_MS = 100;

/**
 * One HTTP request; resolves with status, body text and the time to the last byte. A fresh
 * connection unless an agent is given: a kept-alive socket the server closes as idle just as a
 * request goes out is a "socket hang up" that says nothing about the server.
 */
function call(base, path, { method = "GET", headers = {}, body, agent = false } = {}) {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** An anonymous (demo) business: its cookie and the headers every request of it carries. */
async function demoBusiness(base, ip) {
  const res = await call(base, "/api/auth/sign-in/anonymous", {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", "x-forwarded-for": ip },
    body: "{}",
  });
  if (res.status !== 200) throw new Error(`anonymous sign-in: ${res.status} ${res.body}`);
  const cookie = [res.headers["set-cookie"] ?? []]
    .flat()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, origin: base, "x-forwarded-for": ip };
}

async function json(base, path, who, { method = "GET", body } = {}) {
  const res = await call(base, path, {
    method,
    headers: { ...who, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data = null;
  try {
    data = JSON.parse(res.body.toString("utf8"));
  } catch {
    // not JSON
  }
  return { ...res, data };
}

/** A quote with 25 lines and a 1,600 × 1,200 site photo: a realistic, not a trivial, PDF. */
async function quoteToRender(base, a) {
  const materials = Array.from({ length: 25 }, (_, i) => ({
    name: `Material line ${i + 1}: plasterboard, timber or fixings`,
    quantity: (i % 7) + 1,
    unit: "each",
    unitPricePence: 499 + i * 137,
  }));
  const created = await json(base, "/api/quotes", a, {
    method: "POST",
    body: {
      name: "Kitchen re-plaster",
      jobDescription: "Board and skim two kitchen walls and the utility ceiling.",
      materials,
      laborDays: 3,
    },
  });
  if (created.status !== 201) throw new Error(`quote: ${created.status} ${created.body}`);
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new FormData();
  form.append("image", new File([photo], "site.jpg", { type: "image/jpeg" }));
  const upload = await fetch(`${base}/api/quotes/${created.data.id}/image`, {
    method: "POST",
    headers: a,
    body: form,
  });
  if (!upload.ok) throw new Error(`photo: ${upload.status} ${await upload.text()}`);
  return { id: created.data.id, photoBytes: photo.length };
}

function priceListCsv(rows) {
  const lines = ["Name,SKU,Unit,Price,Category,Description"];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Bench product ${i},BENCH-${String(i).padStart(6, "0")},each,${(1 + (i % 5000) / 100).toFixed(2)},Fixings,Row ${i} of the benchmark price list`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Business B's import, to its end; the job's progress is polled every 250 ms. */
async function importPriceList(base, b, csv, merchantId) {
  const started = performance.now();
  const res = await json(base, "/api/price-lists/import", b, {
    method: "POST",
    body: { csv, merchantId },
  });
  const answerMs = performance.now() - started;
  if (res.status === 200) {
    return { mode: "synchronous (200)", answerMs, totalMs: answerMs, result: res.data };
  }
  if (res.status !== 202)
    throw new Error(`import: ${res.status} ${res.body.toString().slice(0, 300)}`);
  let job = res.data.job;
  while (job.status === "queued" || job.status === "running") {
    await sleep(250);
    const poll = await json(base, `/api/price-lists/imports/${job.id}`, b);
    if (poll.status !== 200) throw new Error(`import progress: ${poll.status} ${poll.body}`);
    job = poll.data.job;
  }
  if (job.status !== "done") throw new Error(`import ${job.status}: ${job.error ?? ""}`);
  return {
    mode: "background job (202)",
    answerMs,
    totalMs: performance.now() - started,
    result: job,
  };
}

/** Business A's PDFs, `PDF_CONCURRENCY` at a time. */
async function renderPdfs(base, a, quoteId) {
  const times = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < PDFS) {
      next++;
      try {
        const res = await call(base, `/api/quotes/${quoteId}/pdf`, { headers: a });
        if (res.status === 200 && res.body.subarray(0, 5).toString() === "%PDF-") {
          times.push(res.ms);
        } else failures++;
      } catch {
        failures++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: PDF_CONCURRENCY }, worker));
  return { times: times.sort((x, y) => x - y), failures, totalMs: performance.now() - started };
}

/** A third client: GET /api/health, one at a time, every HEALTH_EVERY_MS, until `stop()`. */
function sampleHealth(base) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let errors = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const tick = performance.now();
      try {
        const res = await call(base, "/api/health", { agent });
        if (res.status === 200) times.push(res.ms);
        else errors++;
      } catch {
        errors++;
      }
      await sleep(Math.max(0, HEALTH_EVERY_MS - (performance.now() - tick)));
    }
  })();
  return async () => {
    running = false;
    await done;
    agent.destroy();
    return { times: times.sort((x, y) => x - y), errors };
  };
}

/** Sends SIGUSR2 and resolves with the loop-delay line the server prints for the window. */
function loopDelayWindow(child) {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk) => {
      text += chunk.toString();
      const match = text.match(/sole-loop-delay (\{.*\})/);
      if (match) {
        child.stdout.off("data", onData);
        clearTimeout(timer);
        resolve(JSON.parse(match[1]));
      }
    };
    const timer = setTimeout(() => {
      child.stdout.off("data", onData);
      reject(new Error("the server printed no sole-loop-delay line (SOLE_LOOP_MONITOR=1)"));
    }, 10_000);
    child.stdout.on("data", onData);
    child.kill("SIGUSR2");
  });
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  if (ctx) await ctx.ensureBuild();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = makeTempDir("sole-bench-isolation-");
  const env = {
    ...productEnv({ port, dataDir }),
    PUBLIC_URL: base,
    SOLE_LOOP_MONITOR: "1",
    TRUSTED_PROXY_IP_HEADER: "x-forwarded-for",
    // BENCH_DATABASE_URL=postgres://…: the same run on a PostgreSQL server instead of PGlite.
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    // SOLE_BENCH_CPU_PROF=<folder>: the server writes its main thread's CPU profile there, to
    // see what holds the event loop (scripts/bench/cpu-profile.mjs).
    ...(process.env.SOLE_BENCH_CPU_PROF
      ? {
          NODE_OPTIONS: `--import ${pathToFileURL(join(ROOT, "scripts/bench/cpu-profile.mjs")).href}`,
        }
      : {}),
  };
  const { child } = await startServer({
    script: SERVER_ENTRY,
    env,
    readyUrl: `${base}/api/health`,
    label: "server",
    // A fresh embedded database is created, migrated and seeded first: slow on a busy machine.
    timeoutMs: 300_000,
  });
  try {
    const a = await demoBusiness(base, "10.88.0.1");
    const b = await demoBusiness(base, "10.88.0.2");
    const merchants = await json(base, "/api/merchants", b);
    const merchantId = merchants.data?.merchants?.[0]?.id;
    if (!merchantId) throw new Error(`no merchant: ${merchants.status} ${merchants.body}`);
    const { id: quoteId, photoBytes } = await quoteToRender(base, a);
    const warm = await call(base, `/api/quotes/${quoteId}/pdf`, { headers: a });
    if (warm.status !== 200) throw new Error(`warm-up PDF: ${warm.status} ${warm.body}`);
    const csv = priceListCsv(PRICE_LIST_ROWS);
    log(
      `price list ${(csv.length / 2 ** 20).toFixed(1)} MiB, ${PRICE_LIST_ROWS} rows; ${PDFS} PDFs`,
    );

    // First the PDFs alone (what the worker pool takes off the event loop), then the goal's
    // window: the PDFs again while the price list is imported.
    await loopDelayWindow(child);
    const stopAloneHealth = sampleHealth(base);
    const alone = await renderPdfs(base, a, quoteId);
    const aloneHealth = await stopAloneHealth();
    const aloneLoop = await loopDelayWindow(child);
    log(
      `PDFs alone: health p95 ${percentile(aloneHealth.times, 95).toFixed(1)} ms, loop p99 ${aloneLoop.p99} ms`,
    );

    await loopDelayWindow(child); // starts the measured window
    const stopHealth = sampleHealth(base);
    const started = performance.now();
    const [pdfs, imported] = await Promise.all([
      renderPdfs(base, a, quoteId),
      importPriceList(base, b, csv, merchantId),
    ]);
    const windowMs = performance.now() - started;
    const health = await stopHealth();
    const loop = await loopDelayWindow(child);

    const healthP95 = percentile(health.times, 95);
    log(
      `health p95 ${healthP95.toFixed(1)} ms (${health.times.length} answers), loop p99 ${loop.p99} ms, window ${(windowMs / 1000).toFixed(1)} s`,
    );
    const failed = [
      healthP95 > GOAL_HEALTH_P95_MS &&
        `health p95 ${fixed(healthP95, 1)} ms is over ${GOAL_HEALTH_P95_MS} ms`,
      loop.p99 > GOAL_LOOP_P99_MS &&
        `loop delay p99 ${fixed(loop.p99, 1)} ms is over ${GOAL_LOOP_P99_MS} ms`,
      pdfs.failures + alone.failures > 0 && `${pdfs.failures + alone.failures} PDFs failed`,
      health.errors > 0 && `${health.errors} health requests failed`,
    ].filter(Boolean);
    return {
      title: "One business's heavy work, another's requests (issue 15)",
      intro: `The built server (\`node dist/server/index.js\`, embedded PGlite in a temporary DATA_DIR, 127.0.0.1, worker pool of ${env.WORKER_THREADS ?? "min(2, cores)"} threads) while business A downloads ${PDFS} quote PDFs (${PDF_CONCURRENCY} at a time; 25 lines and a ${fixed(photoBytes / 1024)} KiB 1,600 × 1,200 JPEG site photo) and business B imports a ${PRICE_LIST_ROWS.toLocaleString("en-GB")}-row price list (${fixed(csv.length / 2 ** 20, 1)} MiB of CSV). A third client asks \`GET /api/health\` (a \`select 1\` on the database) one request at a time every ${HEALTH_EVERY_MS} ms over a kept-alive connection. The event-loop delay is the server's own \`perf_hooks.monitorEventLoopDelay\` (10 ms resolution) over the same window (SOLE_LOOP_MONITOR=1, read with SIGUSR2: src/server/loop-monitor.ts). Script: \`scripts/bench/isolation.mjs\`.`,
      tables: [
        {
          caption: "Goals",
          rows: [
            {
              measure: "GET /api/health p95 (ms)",
              value: fixed(healthP95, 1),
              goal: `≤ ${GOAL_HEALTH_P95_MS}`,
              met: healthP95 <= GOAL_HEALTH_P95_MS ? "yes" : "no",
            },
            {
              measure: "event-loop delay p99 (ms)",
              value: fixed(loop.p99, 1),
              goal: `≤ ${GOAL_LOOP_P99_MS}`,
              met: loop.p99 <= GOAL_LOOP_P99_MS ? "yes" : "no",
            },
          ],
        },
        {
          caption: `Business A's ${PDFS} PDFs alone, before (no import)`,
          rows: [
            {
              what: "health",
              count: String(aloneHealth.times.length),
              "p50 (ms)": fixed(percentile(aloneHealth.times, 50), 1),
              "p95 (ms)": fixed(percentile(aloneHealth.times, 95), 1),
              "p99 (ms)": fixed(percentile(aloneHealth.times, 99), 1),
              "max (ms)": fixed(aloneHealth.times.at(-1), 1),
              note: `${aloneHealth.errors} errors`,
            },
            {
              what: "event-loop delay",
              count: String(aloneLoop.samples),
              "p50 (ms)": fixed(aloneLoop.p50, 1),
              "p95 (ms)": "–",
              "p99 (ms)": fixed(aloneLoop.p99, 1),
              "max (ms)": fixed(aloneLoop.max, 1),
              note: `mean ${fixed(aloneLoop.mean, 1)} ms`,
            },
            {
              what: "quote PDF (A)",
              count: String(alone.times.length),
              "p50 (ms)": fixed(percentile(alone.times, 50), 1),
              "p95 (ms)": fixed(percentile(alone.times, 95), 1),
              "p99 (ms)": fixed(percentile(alone.times, 99), 1),
              "max (ms)": fixed(alone.times.at(-1), 1),
              note: `all ${PDFS} in ${fixed(alone.totalMs / 1000, 1)} s, ${alone.failures} failed`,
            },
          ],
        },
        {
          caption: "Detail of the goal's window (PDFs and the import at once)",
          rows: [
            {
              what: "health",
              count: String(health.times.length),
              "p50 (ms)": fixed(percentile(health.times, 50), 1),
              "p95 (ms)": fixed(healthP95, 1),
              "p99 (ms)": fixed(percentile(health.times, 99), 1),
              "max (ms)": fixed(health.times.at(-1), 1),
              note: `${health.errors} errors`,
            },
            {
              what: "event-loop delay",
              count: String(loop.samples),
              "p50 (ms)": fixed(loop.p50, 1),
              "p95 (ms)": "–",
              "p99 (ms)": fixed(loop.p99, 1),
              "max (ms)": fixed(loop.max, 1),
              note: `mean ${fixed(loop.mean, 1)} ms`,
            },
            {
              what: "quote PDF (A)",
              count: String(pdfs.times.length),
              "p50 (ms)": fixed(percentile(pdfs.times, 50), 1),
              "p95 (ms)": fixed(percentile(pdfs.times, 95), 1),
              "p99 (ms)": fixed(percentile(pdfs.times, 99), 1),
              "max (ms)": fixed(pdfs.times.at(-1), 1),
              note: `all ${PDFS} in ${fixed(pdfs.totalMs / 1000, 1)} s, ${pdfs.failures} failed`,
            },
            {
              what: "price-list import (B)",
              count: String(PRICE_LIST_ROWS),
              "p50 (ms)": "–",
              "p95 (ms)": "–",
              "p99 (ms)": "–",
              "max (ms)": fixed(imported.totalMs, 0),
              note: `${imported.mode}, answered in ${fixed(imported.answerMs, 0)} ms; ${JSON.stringify(
                imported.result?.inserted !== undefined
                  ? { inserted: imported.result.inserted, updated: imported.result.updated }
                  : (imported.result ?? {}),
              ).replaceAll('"', "")}`,
            },
          ],
        },
      ],
      notes: [`The measured window lasted ${fixed(windowMs / 1000, 1)} s.`],
      failed: failed.length ? failed.join("; ") : undefined,
    };
  } finally {
    await stopChild(child);
    removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { ensureBuild } = await import("./lib.mjs");
  await ensureBuild();
  const result = await run(null);
  console.log(JSON.stringify(result, null, 2));
}
