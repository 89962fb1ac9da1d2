import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { count, inArray } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppEnv, Deps } from "../context";
import type { Db } from "../db/client";
import { priceListImports, scrapingJobs } from "../db/schema";
import type { JobQueue } from "../queue/queue";
import { answerPrimaryForMetrics, askPrimaryForMetrics } from "./metrics-cluster";

export interface Metrics {
  registry: Registry;
  /** Counts and times every request by route template and status class. */
  observe: MiddlewareHandler<AppEnv>;
  /** GET /metrics: 401 without the bearer token. */
  handler: MiddlewareHandler<AppEnv>;
}

/**
 * Without METRICS_TOKEN nothing is counted, no registry exists and /metrics is a 404 (ADR 0018);
 * with it, every request is counted from here on.
 */
export function mountMetrics(app: OpenAPIHono<AppEnv>, deps: Deps): void {
  const token = deps.config.metricsToken;
  if (!token) {
    app.get("/metrics", (c) => c.text("Not found", 404));
    return;
  }
  const metrics = createMetrics(deps.db, token, deps.queue);
  app.use("*", metrics.observe);
  app.get("/metrics", metrics.handler);
}

/** Compares through fixed-length digests so neither the token's length nor its prefix leaks in timing. */
export function tokenMatches(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The route a request matched as registered ("/api/quotes/:id"), never the raw path, so no
 * tenant id, token or email becomes a label (and the label set stays small).
 */
function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  // After next(), routeIndex is the handler that answered (Hono sets it as it dispatches).
  const path = routePath(c);
  return path === "" ? "unmatched" : path;
}

/** One registry per app (tests build several apps in one process; each counts its own). */
export function createMetrics(db: Db, token: string, queue?: Pick<JobQueue, "stats">): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "sole_http_requests_total",
    help: "HTTP requests answered, by route template and status class",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "sole_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route template and status class",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "sole_background_jobs",
    help: "Background jobs in the database by kind and state (read on each scrape; failed jobs stay counted)",
    labelNames: ["kind", "state"] as const,
    registers: [registry],
    // Every process reads the same rows: summing the workers' figures would multiply them.
    aggregator: "max",
    async collect() {
      const [imports, scrapes] = await Promise.all([
        db
          .select({ state: priceListImports.status, n: count() })
          .from(priceListImports)
          .where(inArray(priceListImports.status, ["queued", "running", "failed"]))
          .groupBy(priceListImports.status),
        db
          .select({ state: scrapingJobs.status, n: count() })
          .from(scrapingJobs)
          .where(inArray(scrapingJobs.status, ["queued", "running", "failed"]))
          .groupBy(scrapingJobs.status),
      ]);
      // Zero rather than absent, so an alert on "failed > 0" has a series from the first scrape.
      for (const state of ["queued", "running", "failed"]) {
        this.set({ kind: "price_list_import", state }, 0);
      }
      for (const state of ["queued", "running", "failed"]) {
        this.set({ kind: "supplier_scrape", state }, 0);
      }
      for (const row of imports) this.set({ kind: "price_list_import", state: row.state }, row.n);
      for (const row of scrapes) this.set({ kind: "supplier_scrape", state: row.state }, row.n);
      // The durable queue (ADR 0019): its depth (waiting, including retries in back-off) and the
      // jobs that used up their tries, per job type ("send-email" is kind "job:send-email").
      for (const row of (await queue?.stats()) ?? []) {
        this.set({ kind: `job:${row.name}`, state: "queued" }, row.queued);
        this.set({ kind: `job:${row.name}`, state: "failed" }, row.failed);
      }
    },
  });

  // Under the supervisor the primary asks each worker for its figures and sums them (ADR 0018).
  if (cluster.isWorker) answerPrimaryForMetrics(registry);

  const observe: MiddlewareHandler<AppEnv> = async (c, next) => {
    const end = duration.startTimer();
    try {
      await next();
    } finally {
      const labels = {
        method: c.req.method,
        route: routeLabel(c),
        status_class: `${Math.floor(c.res.status / 100)}xx`,
      };
      end(labels);
      requests.inc(labels);
    }
  };

  const handler: MiddlewareHandler<AppEnv> = async (c) => {
    const header = c.req.header("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!tokenMatches(given, token)) {
      return c.text("Unauthorised", 401, { "www-authenticate": 'Bearer realm="metrics"' });
    }
    const text = (cluster.isWorker && (await askPrimaryForMetrics())) || (await registry.metrics());
    return c.text(text, 200, { "content-type": registry.contentType, "cache-control": "no-store" });
  };

  return { registry, observe, handler };
}
