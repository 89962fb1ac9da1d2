import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { queryRows } from "../../src/server/db/client";
import { publicLimitMessages } from "../../src/server/features/public-quotes/limits";
import { takeWindow } from "../../src/server/http/rate-limit";
import { RequestLimiter } from "../../src/server/http/request-limiter";
import { DEFAULT_REQUEST_LIMITS } from "../../src/server/http/request-limits";
import { tenantLimitMessages } from "../../src/server/http/tenant-limits";
import { Browser, customersOf, demoBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
const limits = {
  writes: 3,
  documents: 2,
  lists: 4,
  linkViews: 3,
  linkDecisions: 2,
  publicPerAddress: 6,
  opened: 2,
  publicImagesPerAddress: 4,
};
beforeAll(async () => {
  t = await createTestApp({ requestLimits: limits }, { now: () => clock });
});
afterAll(() => t.close());

let address = 0;
const freshIp = () => `192.0.2.${++address}`;

async function expectLimited(res: Response, message: string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({ error: { code: "rate_limited", message } });
}

describe("a business's writes, documents and lists per minute", () => {
  it("refuses the write over the limit with Retry-After, changes nothing, leaves other businesses alone, and opens again after the minute", async () => {
    const first = await demoBrowser(t, freshIp());
    const other = await demoBrowser(t, freshIp());
    const before = await customersOf(t, first.businessId);
    for (let i = 0; i < limits.writes; i++) {
      expect((await first.b.post("/api/customers", { firstName: `Ann ${i}` })).status).toBe(201);
    }
    const refused = await first.b.post("/api/customers", { firstName: "One too many" });
    await expectLimited(refused, "Too many changes in a minute: wait a moment and try again.");
    expect(await customersOf(t, first.businessId)).toBe(before + limits.writes);
    // Every kind of write counts, and a refused one is refused before its route runs.
    expect((await first.b.request("/api/customers/x", { method: "DELETE" })).status).toBe(429);

    // Isolation, the point of the limit: another business writes on as usual.
    expect((await other.b.post("/api/customers", { firstName: "Bea" })).status).toBe(201);
    // Reading is not writing: the first business still sees its dashboard.
    expect((await first.b.get("/api/dashboard")).status).toBe(200);

    clock += 60_000;
    expect((await first.b.post("/api/customers", { firstName: "Next minute" })).status).toBe(201);
  });

  it("limits PDFs and list or search pages per business, each on its own count", async () => {
    const { b, businessId } = await demoBrowser(t, freshIp());
    const quote = await f.createQuote(t.deps.db, { businessId, status: "sent" });
    for (let i = 0; i < limits.documents; i++) {
      expect((await b.get(`/api/quotes/${quote.id}/pdf`)).status).toBe(200);
    }
    await expectLimited(await b.get(`/api/quotes/${quote.id}/pdf`), tenantLimitMessages.documents);
    for (let i = 0; i < limits.lists; i++) {
      const path = i % 2 ? "/api/customers" : "/api/quotes?q=kitchen";
      expect((await b.get(path)).status).toBe(200);
    }
    await expectLimited(await b.get("/api/quotes"), tenantLimitMessages.lists);
    // Every read counts, a record's or the scraper's product pages as a list's (a read left off
    // a list of expensive ones looped for free); who is signed in does not.
    await expectLimited(await b.get(`/api/quotes/${quote.id}`), tenantLimitMessages.lists);
    await expectLimited(await b.get("/api/scraper/products"), tenantLimitMessages.lists);
    expect((await b.get("/api/me")).status).toBe(200);
    clock += 60_000;
  });

  it("shares the count between two server copies on one database", async () => {
    const { b, businessId } = await demoBrowser(t, freshIp());
    const before = await customersOf(t, businessId);
    const second = createApp(t.deps, { webFolder: false, now: () => clock });
    const viaSecond = (firstName: string) =>
      second.request(
        "http://localhost:3000/api/customers",
        {
          method: "POST",
          headers: {
            cookie: b.cookieHeader,
            origin: t.deps.config.publicUrl,
            "content-type": "application/json",
          },
          body: JSON.stringify({ firstName }),
        },
        { incoming: { socket: { remoteAddress: "192.0.2.250" } } },
      );
    expect((await b.post("/api/customers", { firstName: "One" })).status).toBe(201);
    expect((await viaSecond("Two")).status).toBe(201);
    expect((await b.post("/api/customers", { firstName: "Three" })).status).toBe(201);
    expect((await viaSecond("Four")).status).toBe(429);
    expect((await b.post("/api/customers", { firstName: "Five" })).status).toBe(429);
    expect(await customersOf(t, businessId)).toBe(before + 3);
    clock += 60_000;
  });
});

describe("the customer's page per link and per address", () => {
  async function links(n: number) {
    const business = await f.createBusiness(t.deps.db);
    const tokens: string[] = [];
    for (let i = 0; i < n; i++) {
      const token = randomBytes(24).toString("base64url");
      await f.createQuote(t.deps.db, {
        businessId: business.id,
        status: "sent",
        publicToken: token,
      });
      tokens.push(token);
    }
    return tokens;
  }

  it("refuses one hammered link with a plain page and JSON, and still serves another link", async () => {
    const [hammered, other] = await links(2);
    const customer = new Browser(t, freshIp());
    for (let i = 0; i < limits.linkViews; i++) {
      expect((await customer.get(`/q/${hammered}`)).status).toBe(200);
    }
    const page = await customer.get(`/q/${hammered}`);
    expect(page.status).toBe(429);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await page.text()).toContain("Too many tries in a minute.");
    // The JSON and the PDF of that link share its count; the answer is JSON there.
    await expectLimited(
      await new Browser(t, freshIp()).get(`/api/public/quotes/${hammered}`),
      publicLimitMessages.views,
    );
    expect((await customer.get(`/q/${other}`)).status).toBe(200);
    expect((await new Browser(t, freshIp()).get(`/api/public/quotes/${other}/pdf`)).status).toBe(
      200,
    );
    clock += 60_000;
    expect((await customer.get(`/q/${hammered}`)).status).toBe(200);
  });

  it("limits decisions per link", async () => {
    const [token] = await links(1);
    const post = () =>
      new Browser(t, freshIp()).post(`/api/public/quotes/${token}/decline`, { name: "" });
    for (let i = 0; i < limits.linkDecisions; i++) expect((await post()).status).toBe(400);
    await expectLimited(await post(), publicLimitMessages.decisions);
    clock += 60_000;
  });

  it("limits one address across links, so tokens cannot be walked", async () => {
    const tokens = await links(limits.publicPerAddress + 1);
    const walker = new Browser(t, freshIp());
    for (const token of tokens.slice(0, -1)) {
      expect((await walker.get(`/api/public/quotes/${token}`)).status).toBe(200);
    }
    await expectLimited(
      await walker.get(`/api/public/quotes/${tokens.at(-1)}`),
      publicLimitMessages.address,
    );
    expect((await new Browser(t, freshIp()).get(`/q/${tokens.at(-1)}`)).status).toBe(200);
    clock += 60_000;
  });

  it("limits the page's images per address on their own count, refused before the route runs", async () => {
    const [token] = await links(1);
    const ip = freshIp();
    const photo = `/q/${token}/photos/7d2c0b6e-1f0a-4f4e-9d8e-0c5f3b1a2e4d`;
    // No logo and no such photo: each answered by its route (404) until the address's count is used.
    for (let i = 0; i < limits.publicImagesPerAddress; i++) {
      const path = i % 2 ? photo : `/q/${token}/logo`;
      expect((await new Browser(t, ip).get(path)).status).toBe(404);
    }
    const refused = await new Browser(t, ip).get(photo);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    // The page itself is on the address's page count, not the images': still served.
    expect((await new Browser(t, ip).get(`/q/${token}`)).status).toBe(200);
    expect((await new Browser(t, freshIp()).get(photo)).status).toBe(404);
    clock += 60_000;
    expect((await new Browser(t, ip).get(photo)).status).toBe(404);
  });

  it("answers 'opened' over the address's limit with 204 and does not count it", async () => {
    const [token] = await links(1);
    const ip = freshIp();
    const viewCount = async () =>
      (
        await queryRows<{ view_count: number }>(
          t.deps.db,
          sql`select view_count from quotes where public_token = ${token}`,
        )
      )[0]?.view_count;
    // Each a browser of its own (no cookie), all from one address.
    for (let i = 0; i < limits.opened; i++) {
      expect((await new Browser(t, ip).post(`/api/public/quotes/${token}/opened`)).status).toBe(
        204,
      );
    }
    expect(await viewCount()).toBe(limits.opened);
    expect((await new Browser(t, ip).post(`/api/public/quotes/${token}/opened`)).status).toBe(204);
    expect(await viewCount()).toBe(limits.opened);
    clock += 60_000;
  });
});

describe("the per-process count in front of the shared one", () => {
  it("adds a batch to the shared count in one upsert, and two processes together stay within a batch each of the limit", async () => {
    const key = `test:batched:${randomBytes(4).toString("hex")}`;
    let now = clock;
    const a = RequestLimiter.onDatabase(t.deps.db, () => now);
    const b = RequestLimiter.onDatabase(t.deps.db, () => now);
    const limit = 200; // a batch of 10
    let allowed = 0;
    for (let i = 0; i < 300; i++)
      if ((await (i % 2 ? a : b).take(key, limit, 60_000)).allowed) allowed++;
    expect(allowed).toBeGreaterThanOrEqual(limit);
    expect(allowed).toBeLessThanOrEqual(limit + 2 * 10);
    // The next minute starts again.
    now += 60_000;
    expect((await a.take(key, limit, 60_000)).allowed).toBe(true);
  });

  it("takeWindow adds an amount in one upsert and restarts the window with it", async () => {
    const key = `test:amount:${randomBytes(4).toString("hex")}`;
    const now = 7_000_000;
    const take = (amount: number, at: number) =>
      takeWindow(t.deps.db, key, { limit: 10, windowMs: 60_000, now: at, amount });
    expect(await take(4, now)).toEqual({ allowed: true, count: 4, resetAt: now + 60_000 });
    expect(await take(7, now + 1)).toEqual({ allowed: false, count: 11, resetAt: now + 60_000 });
    expect(await take(3, now + 60_000)).toEqual({
      allowed: true,
      count: 3,
      resetAt: now + 120_000,
    });
  });

  it("defaults leave room for a busy day and the load benchmark's users; a business's three are configurable", () => {
    const env = { AUTH_SECRET: "x".repeat(40), DATA_DIR: "/tmp/sole-request-limits-config" };
    expect(loadConfig(env).requestLimits).toEqual(DEFAULT_REQUEST_LIMITS);
    expect(
      loadConfig({
        ...env,
        REQUEST_LIMIT_WRITES: "1200",
        REQUEST_LIMIT_DOCUMENTS: "30",
        REQUEST_LIMIT_LISTS: "5000",
      }).requestLimits,
    ).toEqual({ ...DEFAULT_REQUEST_LIMITS, writes: 1200, documents: 30, lists: 5000 });
    expect(() => loadConfig({ ...env, REQUEST_LIMIT_WRITES: "0" })).toThrow(/REQUEST_LIMIT_WRITES/);
    expect(DEFAULT_REQUEST_LIMITS).toEqual({
      writes: 600,
      documents: 120,
      lists: 1_800,
      linkViews: 120,
      linkDecisions: 10,
      publicPerAddress: 300,
      opened: 30,
      publicImagesPerAddress: 3_300,
    });
  });
});
