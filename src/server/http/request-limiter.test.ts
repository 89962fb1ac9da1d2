import { describe, expect, it } from "vitest";
import { addressKey } from "../auth/client-ip";
import { publicRequestKind } from "../features/public-quotes/limits";
import type { WindowTake } from "./rate-limit";
import { batchFor, MAX_KEYS, RequestLimiter, type SharedTake } from "./request-limiter";
import { tenantLimitKind } from "./tenant-limits";

/** takeWindow's arithmetic in memory, counting the round trips a database would have made. */
function fakeShared() {
  const rows = new Map<string, { count: number; start: number }>();
  const calls = { n: 0 };
  const take: SharedTake = async (key, { limit, windowMs, now, amount }) => {
    calls.n++;
    const row = rows.get(key);
    const fresh = !row || row.start <= now - windowMs;
    const next = fresh
      ? { count: amount, start: now }
      : { count: row.count + amount, start: row.start };
    rows.set(key, next);
    return {
      allowed: next.count <= limit,
      count: next.count,
      resetAt: next.start + windowMs,
    } satisfies WindowTake;
  };
  return { take, calls, rows };
}

describe("the per-process count in front of the shared counter", () => {
  it("asks the database once a batch, then on every attempt near the limit, then never once over it", async () => {
    const shared = fakeShared();
    const now = 1_000_000;
    const limiter = new RequestLimiter(shared.take, () => now);
    expect(batchFor(600)).toBe(30);
    let allowed = 0;
    for (let i = 0; i < 1_000; i++)
      if ((await limiter.take("writes:b1", 600, 60_000)).allowed) allowed++;
    expect(allowed).toBe(600);
    // 19 batches of 30 (up to 570), then one query per attempt up to the 600th; once the count
    // is at the limit the 601st and later are refused here without asking.
    expect(shared.calls.n).toBe(19 + 30);
    expect(shared.rows.get("writes:b1")?.count).toBe(600);
  });

  it("counts a small limit exactly, in the database each time", async () => {
    const shared = fakeShared();
    const limiter = new RequestLimiter(shared.take, () => 5_000);
    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push((await limiter.take("link-decision:x", 10, 60_000)).allowed);
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(answers.slice(10)).toEqual([false, false]);
    expect(shared.calls.n).toBe(10);
  });

  it("keeps at most MAX_KEYS keys", async () => {
    const shared = fakeShared();
    let now = 0;
    const limiter = new RequestLimiter(shared.take, () => now);
    for (let i = 0; i <= MAX_KEYS; i++) {
      now = i;
      await limiter.take(`k${i}`, 1_000, 60_000_000);
    }
    expect(limiter.size).toBeLessThanOrEqual(MAX_KEYS);
    expect(shared.calls.n).toBe(0);
  });
});

describe("which limit a request draws on", () => {
  it("sorts a business's requests into writes, documents, lists or none", () => {
    expect(tenantLimitKind("POST", "/api/quotes")).toBe("writes");
    expect(tenantLimitKind("DELETE", "/api/customers/1")).toBe("writes");
    expect(tenantLimitKind("GET", "/api/quotes/1/pdf")).toBe("documents");
    expect(tenantLimitKind("GET", "/api/price-lists/export.csv")).toBe("documents");
    expect(tenantLimitKind("GET", "/api/export")).toBe("documents");
    expect(tenantLimitKind("GET", "/api/reports/vat-return")).toBe("documents");
    expect(tenantLimitKind("GET", "/api/insights")).toBe("documents");
    expect(tenantLimitKind("GET", "/api/insights/jobs/1")).toBe("documents");
    expect(tenantLimitKind("GET", "/api/quotes")).toBe("lists");
    expect(tenantLimitKind("GET", "/api/customers/1/summary")).toBe("lists");
    // Every other read counts too: a read left off a list of expensive ones looped for free.
    expect(tenantLimitKind("GET", "/api/customers/1")).toBe("lists");
    expect(tenantLimitKind("GET", "/api/scraper/products")).toBe("lists");
    expect(tenantLimitKind("GET", "/api/invoices/1")).toBe("lists");
    expect(tenantLimitKind("GET", "/api/dashboard")).toBe("lists");
    expect(tenantLimitKind("GET", "/api/me")).toBeNull();
    expect(tenantLimitKind("GET", "/api/auth/get-session")).toBeNull();
    // The customer's page is limited per link, not against the business.
    expect(tenantLimitKind("POST", "/api/public/quotes/t/opened")).toBeNull();
  });

  it("reads a customer-page request's link and kind, and leaves the script and logo alone", () => {
    const page = { token: "abc", html: true, document: false };
    expect(publicRequestKind("GET", "/q/abc")).toEqual({ kind: "view", ...page });
    expect(publicRequestKind("POST", "/q/abc/decline")).toEqual({ kind: "decision", ...page });
    expect(publicRequestKind("GET", "/api/public/quotes/abc/pdf")).toEqual({
      kind: "view",
      token: "abc",
      html: false,
      document: true,
    });
    expect(publicRequestKind("GET", "/api/public/quotes/abc")).toMatchObject({ document: false });
    expect(publicRequestKind("POST", "/api/public/quotes/abc/opened")).toEqual({
      kind: "opened",
      token: "abc",
      html: false,
      document: false,
    });
    expect(publicRequestKind("GET", "/q/page.js")).toBeNull();
    const image = { kind: "image", token: "abc", html: false, document: false };
    expect(publicRequestKind("GET", "/q/abc/logo")).toEqual(image);
    expect(publicRequestKind("GET", "/q/abc/photos/7d2c0b6e-1f0a-4f4e-9d8e-0c5f3b1a2e4d")).toEqual(
      image,
    );
    expect(publicRequestKind("POST", "/q/abc/logo")).toBeNull();
  });

  it("keys an IPv6 client by its /64 and an IPv4 client by its address", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:db8:1:2:bbbb::9"));
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
  });
});
