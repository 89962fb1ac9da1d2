// The load benchmarks' shared parts (scripts/bench/load.mjs on the embedded database,
// scripts/bench/load-pg.mjs on PostgreSQL): signed-in users, autocannon runs in which every answer
// is attributed to the request it answers, statistics, and the bare Hono baseline.
import autocannon from "autocannon";
import { fixed, freePort, percentile, startServer, stopChild } from "./lib.mjs";

export const CONNECTIONS = 50;
export const WARMUP_S = 3;
const HELLO = new URL("./hono-hello.mjs", import.meta.url).pathname;

/** Each user its own client address, so the per-address rate limits see 50 people, not one. */
export const ipOf = (i) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** A demo user (anonymous sign-in through the API): `{ cookie, ip }`, checked with the dashboard. */
export async function signIn(base, i) {
  const res = await fetch(`${base}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", "x-forwarded-for": ipOf(i) },
    body: "{}",
  });
  if (!res.ok) throw new Error(`anonymous sign-in ${i} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const check = await fetch(`${base}/api/dashboard`, {
    headers: { cookie, "x-forwarded-for": ipOf(i) },
  });
  if (!check.ok) throw new Error(`user ${i} is not signed in: GET /api/dashboard ${check.status}`);
  return { cookie, ip: ipOf(i) };
}

/**
 * Every request of one user's cycle, with the user's cookie, client address, Origin (the server
 * refuses writes without a same-origin Origin) and JSON content type on each. autocannon's
 * `client.setHeaders` only rebuilds the request the client is on (the first of the cycle): the
 * others keep the headers they were built with, which is how every `/api/quotes` request of the
 * first version of the load benchmark went out without a cookie and was answered 401. A cycle
 * entry's `pathFor(user)` picks a path per request (a random quote of that user's business).
 */
function requestsFor(user, origin, cycle, onAnswer) {
  const headers = user
    ? {
        cookie: user.cookie,
        "x-forwarded-for": user.ip,
        origin,
        "content-type": "application/json",
      }
    : {};
  return cycle.map((m, k) => ({
    method: m.method,
    path: m.path,
    headers: { ...headers },
    ...(m.body ? { body: m.body } : {}),
    ...(m.setupRequest ? { setupRequest: m.setupRequest } : {}),
    ...(m.pathFor && user ? { setupRequest: (req) => ({ ...req, path: m.pathFor(user) }) } : {}),
    onResponse: (status, body) => onAnswer(k, status, body),
  }));
}

/**
 * One autocannon run with one user per connection, stopped 15 s after its duration at the latest.
 * Each answer is attributed to the request it answers through that request's `onResponse`, which
 * autocannon calls synchronously just before its `response` event (one request in flight per
 * connection). Non-2xx answers keep their status and the first bodies, for the log.
 */
export function cannon(
  opts,
  { cycle = [{ method: "GET", path: new URL(opts.url).pathname }], users } = {},
) {
  const latencies = cycle.map(() => []);
  const statuses = cycle.map(() => ({ ok: 0, bad: 0, codes: new Map(), samples: [] }));
  let answered = -1;
  const onAnswer = (k, status, body) => {
    answered = k;
    if (status >= 200 && status < 300) return;
    const s = statuses[k];
    s.codes.set(status, (s.codes.get(status) ?? 0) + 1);
    if (s.samples.length < 3) s.samples.push(`${status} ${String(body ?? "").slice(0, 200)}`);
  };
  const origin = new URL(opts.url).origin;
  let next = 0;
  let timer;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        connections: CONNECTIONS,
        timeout: 10,
        ...opts,
        requests: requestsFor(null, origin, cycle, onAnswer),
        ...(users
          ? {
              setupClient: (client) => {
                const user = users[next++ % users.length];
                client.setRequests(requestsFor(user, origin, cycle, onAnswer));
              },
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, statuses })),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      const k = answered;
      answered = -1;
      if (k < 0) return;
      if (statusCode >= 200 && statusCode < 300) {
        latencies[k].push(responseTime);
        statuses[k].ok++;
      } else statuses[k].bad++;
    });
    timer = setTimeout(() => instance.stop(), ((opts.duration ?? 10) + 15) * 1000);
  }).finally(() => clearTimeout(timer));
}

export function stats(label, result, latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    label,
    rps: result.requests.average,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Non-2xx answers of one run, by endpoint: status counts and the first bodies, for the log. */
export function failureLines(cycle, statuses) {
  const lines = [];
  cycle.forEach((m, k) => {
    const s = statuses[k];
    if (s.bad === 0) return;
    const codes = [...s.codes].map(([code, n]) => `${code} × ${n}`).join(", ");
    lines.push(`${m.label}: ${s.bad} non-2xx (${codes}); first: ${s.samples.join(" | ")}`);
  });
  return lines;
}

/**
 * A mixed run: the whole mix's figures, then each endpoint's (its req/s is its 2xx answers over
 * the measured seconds; errors are only known for the whole run).
 */
export async function measureMix({ base, cycle, users, seconds, label, log }) {
  log(`${label}: warm-up ${WARMUP_S} s`);
  await cannon({ url: base, duration: WARMUP_S }, { cycle, users });
  log(`${label}: measuring ${seconds} s with ${CONNECTIONS} connections`);
  const run = await cannon({ url: base, duration: seconds }, { cycle, users });
  const all = stats(label, run.result, run.latencies.flat());
  const failures = failureLines(cycle, run.statuses);
  for (const line of failures) log(`  ${line}`);
  // A cycle may hold one endpoint several times (its weight): one row per endpoint.
  const labels = [...new Set(cycle.map((m) => m.label))];
  const perEndpoint = labels.map((label) => {
    const ks = cycle.flatMap((m, k) => (m.label === label ? [k] : []));
    const ok = ks.reduce((sum, k) => sum + run.statuses[k].ok, 0);
    return {
      ...stats(
        label,
        run.result,
        ks.flatMap((k) => run.latencies[k]),
      ),
      rps: ok / seconds,
      ok,
      non2xx: ks.reduce((sum, k) => sum + run.statuses[k].bad, 0),
    };
  });
  log(
    `${label}: ${fixed(all.rps)} req/s, p95 ${fixed(all.p95, 2)} ms, ${all.non2xx} non-2xx, ${all.errors} errors`,
  );
  return { all, perEndpoint, failures };
}

/** The table row of one measurement. */
export function statsRow(s, { errorsKnown = true } = {}) {
  return {
    Target: s.label,
    "Req/s (mean)": fixed(s.rps),
    "p50 (ms)": fixed(s.p50, 2),
    "p95 (ms)": fixed(s.p95, 2),
    "p99 (ms)": fixed(s.p99, 2),
    "2xx": fixed(s.ok),
    "Non-2xx": fixed(s.non2xx),
    "Errors + timeouts": errorsKnown ? fixed(s.errors) : "–",
  };
}

/** Hono's hello world on @hono/node-server, alone, as the bare baseline. */
export async function bare(log, seconds) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const env = { ...process.env, PORT: String(port), NODE_ENV: "production" };
  const { child } = await startServer({ script: HELLO, env, readyUrl: url, label: "hono-hello" });
  try {
    await cannon({ url, duration: WARMUP_S });
    log(`bare Hono hello world: measuring ${seconds} s`);
    const { result, latencies } = await cannon({ url, duration: seconds });
    return stats("Bare Hono hello world", result, latencies[0]);
  } finally {
    await stopChild(child);
  }
}
