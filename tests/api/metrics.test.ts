import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenMatches } from "../../src/server/http/metrics";
import { signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

const TOKEN = "metrics-token-for-tests-0123456789";

let off: TestApp;
let on: TestApp;
beforeAll(async () => {
  off = await createTestApp();
  on = await createTestApp({ metricsToken: TOKEN });
});
afterAll(async () => {
  await off.close();
  await on.close();
});

const scrape = (t: TestApp, token = TOKEN) =>
  t.request("/metrics", { headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line, by its name and exact label set as printed. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("GET /metrics", () => {
  it("is a 404 when METRICS_TOKEN is not set, with or without a token", async () => {
    expect((await off.request("/metrics")).status).toBe(404);
    expect((await scrape(off)).status).toBe(404);
  });

  it("answers 401 without the token, with a wrong one, or with another scheme", async () => {
    expect((await on.request("/metrics")).status).toBe(401);
    expect((await scrape(on, "wrong-token")).status).toBe(401);
    expect((await scrape(on, `${TOKEN}x`)).status).toBe(401);
    const basic = await on.request("/metrics", { headers: { authorization: TOKEN } });
    expect(basic.status).toBe(401);
  });

  it("compares tokens by their digests, whatever their lengths", () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches("", TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN.slice(0, -1), TOKEN)).toBe(false);
  });

  it("counts requests by route template and status class, and exposes jobs and process metrics", async () => {
    const { browser, email } = await signedInBrowser(on);
    const me = await (await browser.get("/api/me")).json();
    const businessId: string = me.business.id;
    const customer = await browser.post("/api/customers", {
      firstName: "Sarah",
      lastName: "Thompson",
      email: "sarah.thompson@example.co.uk",
    });
    expect(customer.status).toBe(201);
    const customerId: string = (await customer.json()).id;

    const before = await scrape(on);
    expect(before.status).toBe(200);
    expect(before.headers.get("content-type")).toContain("text/plain");
    const first = await before.text();

    for (let i = 0; i < 3; i++) {
      expect((await browser.get(`/api/customers/${customerId}`)).status).toBe(200);
    }
    expect((await browser.get("/api/customers/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    const after = await (await scrape(on)).text();

    const ok = 'method="GET",route="/api/customers/:id",status_class="2xx"';
    const missing = 'method="GET",route="/api/customers/:id",status_class="4xx"';
    expect(sample(after, "sole_http_requests_total", ok)).toBe(
      sample(first, "sole_http_requests_total", ok) + 3,
    );
    expect(sample(after, "sole_http_requests_total", missing)).toBe(
      sample(first, "sole_http_requests_total", missing) + 1,
    );
    expect(sample(after, "sole_http_request_duration_seconds_count", ok)).toBeGreaterThanOrEqual(3);
    expect(after).toContain('sole_background_jobs{kind="price_list_import",state="queued"} 0');
    expect(after).toContain('sole_background_jobs{kind="supplier_scrape",state="failed"} 0');
    expect(after).toContain('sole_background_jobs{kind="supplier_scrape",state="queued"} 0');
    expect(after).toContain('sole_background_jobs{kind="job:scrape",state="queued"} 0');
    expect(after).toContain('sole_background_jobs{kind="job:import-price-list",state="failed"} 0');
    // The durable queue's depth and failed jobs (ADR 0019), zero here rather than absent.
    expect(after).toContain('sole_background_jobs{kind="job:send-email",state="queued"} 0');
    expect(after).toContain('sole_background_jobs{kind="job:send-email",state="failed"} 0');
    expect(after).toContain("process_resident_memory_bytes");
    expect(after).toContain("nodejs_eventloop_lag_seconds");

    // Labels carry templates, never the ids or the addresses behind them.
    for (const secret of [businessId, customerId, email, "sarah.thompson"]) {
      expect(after).not.toContain(secret);
    }
  });
});
