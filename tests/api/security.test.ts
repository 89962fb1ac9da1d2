/** Security checks written up in docs/RELIABILITY.md: one test per property. */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Browser, lastMailTo, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => /session_token=/.test(c))
    ?.split(";")[0]
    ?.split("=")[1];

describe("session fixation", () => {
  it("issues a new session token on every sign-in and ignores one the client brought", async () => {
    const { email, password } = await signedInBrowser(t);
    const browser = new Browser(t);
    const planted = "attacker-chosen-token.signature";
    const first = await browser.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
      headers: { cookie: `better-auth.session_token=${planted}` },
    });
    expect(first.status).toBe(200);
    const a = sessionCookie(first);
    expect(a).toBeTruthy();
    expect(a).not.toBe(planted);
    const second = await browser.post("/api/auth/sign-in/email", { email, password });
    const b = sessionCookie(second);
    expect(b).toBeTruthy();
    expect(b).not.toBe(a);
  });
});

describe("CSRF", () => {
  it.each([
    ["/api/quotes", { name: "x" }],
    ["/api/customers", { firstName: "Eve" }],
    ["/api/waitlist", { email: "eve@example.com" }],
    ["/api/auth/sign-in/email", { email: "eve@example.com", password: "x" }],
    ["/api/public/estimate", { jobDescription: "plaster a wall" }],
  ])("refuses a cross-origin POST to %s with 403", async (path, json) => {
    const { browser } = await signedInBrowser(t);
    const res = await browser.request(path, {
      method: "POST",
      json,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("cross_origin");
    const fetchSite = await browser.request(path, {
      method: "POST",
      json,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(fetchSite.status).toBe(403);
  });
});

describe("session cookie flags", () => {
  it("is HttpOnly, SameSite=Lax and Secure (__Secure-) behind an https PUBLIC_URL", async () => {
    const https = await createTestApp({ publicUrl: "https://sole.example" });
    try {
      const res = await https.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => /session_token=/.test(c)) ?? "";
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });

  it("is HttpOnly and SameSite=Lax over plain http (local development)", async () => {
    const res = await t.request("/api/auth/sign-in/anonymous", {
      method: "POST",
      json: {},
      ip: "192.0.2.50",
    });
    const cookie = res.headers.getSetCookie().find((c) => /session_token=/.test(c)) ?? "";
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe("rate limits", () => {
  async function statusesFrom(ip: string, n: number, path: string, json: () => unknown) {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      out.push((await t.request(path, { method: "POST", json: json(), ip })).status);
    }
    return out;
  }

  it("limits sign-in attempts per address", async () => {
    let i = 0;
    const s = await statusesFrom("192.0.2.1", 25, "/api/auth/sign-in/email", () => ({
      email: `nobody${i++}@example.com`,
      password: "wrong-password",
    }));
    expect(s).toContain(429);
  });

  it("limits sign-ups per address", async () => {
    let i = 0;
    const s = await statusesFrom("192.0.2.2", 13, "/api/auth/sign-up/email", () => ({
      email: `signup${i++}@example.com`,
      password: "secret-pass-1",
      name: "Pat",
    }));
    expect(s).toContain(429);
  });

  it("limits password reset requests per address", async () => {
    const s = await statusesFrom("192.0.2.3", 8, "/api/auth/request-password-reset", () => ({
      email: "someone@example.com",
      redirectTo: "/reset-password",
    }));
    expect(s).toContain(429);
  });

  it("limits public estimates per address", async () => {
    const s = await statusesFrom("192.0.2.4", 12, "/api/public/estimate", () => ({
      jobDescription: "Skim a 4m by 2.4m wall",
    }));
    expect(s.at(-1)).toBe(429);
  });

  it("limits waitlist sign-ups per address, in the one error shape", async () => {
    let i = 0;
    const s = await statusesFrom("192.0.2.5", 11, "/api/waitlist", () => ({
      email: `wait${i++}@example.com`,
    }));
    expect(s.slice(0, 10).every((x) => x === 201)).toBe(true);
    expect(s[10]).toBe(429);
    const res = await t.request("/api/waitlist", {
      method: "POST",
      json: { email: "late@example.com" },
      ip: "192.0.2.5",
    });
    expect(await res.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Another address is not affected.
    const other = await t.request("/api/waitlist", {
      method: "POST",
      json: { email: "other@example.com" },
      ip: "192.0.2.6",
    });
    expect(other.status).toBe(201);
  });
});

describe("uploads", () => {
  it.each([
    ["SVG with script", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ["HTML", "<html><script>alert(1)</script></html>"],
    ["PNG name, text body", "definitely not a png"],
  ])("refuses a logo that is not an image by its bytes (%s)", async (_, content) => {
    const { browser } = await signedInBrowser(t);
    const form = new FormData();
    form.set("logo", new Blob([content], { type: "image/png" }), "logo.png");
    const res = await browser.request("/api/settings/business/logo", {
      method: "POST",
      body: form,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBeTruthy();
  });
});

describe("SSRF", () => {
  it.each([
    "http://127.0.0.1:3000/api/health",
    "http://169.254.169.254/latest/meta-data/",
    "https://localhost/",
    "https://evil.example/screwfix",
    "file:///etc/passwd",
  ])("the scraper refuses %s", async (url) => {
    const { browser } = await signedInBrowser(t);
    const res = await browser.post("/api/scraper/scrape", { url });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.success).toBe(false);
    expect(json.error.code).toBeTruthy();
  });
});

describe("HTML in user text", () => {
  it("is escaped in the emails we send", async () => {
    const { browser } = await signedInBrowser(t, { name: "<script>alert(1)</script>" });
    const quote = await browser.post("/api/quotes", {
      name: "<img src=x onerror=alert(1)>",
      jobDescription: "<script>alert('job')</script>",
      materials: [],
      measurements: [],
      laborDays: 1,
      dayRatePence: 20000,
      vatIncluded: false,
      vatRate: 20,
      marginPercent: 0,
      profitRule: "manual",
    });
    expect(quote.status).toBe(201);
    const { id } = await quote.json();
    const to = "customer.xss@example.co.uk";
    const sent = await browser.post(`/api/quotes/${id}/send`, {
      email: to,
      message: "<b>bold</b><script>alert('msg')</script>",
      attachPdf: false,
    });
    expect(sent.status).toBeLessThan(300);
    const mail = await lastMailTo(t, to);
    expect(mail).not.toBeNull();
    expect(mail!.html).not.toMatch(/<script|<img|<b>bold/i);
    expect(mail!.html).toContain("&lt;script&gt;");
  });
});

describe("logging", () => {
  it("never writes passwords, session tokens or verification links to the log", async () => {
    const verbose = await createTestApp({ logLevel: "debug" });
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
    try {
      const password = "very-secret-password-42";
      const { browser } = await signedInBrowser(verbose, { password });
      const token = browser.cookieHeader.match(/session_token=([^;]+)/)?.[1] ?? "";
      await browser.get("/api/me");
      await browser.post("/api/auth/sign-in/email", { email: "nobody@example.com", password });
      await browser.post("/api/auth/request-password-reset", { email: "x@example.com" });
      out.mockRestore();
      err.mockRestore();
      const log = lines.join("");
      expect(log.length).toBeGreaterThan(0);
      expect(log).not.toContain(password);
      expect(token.length).toBeGreaterThan(10);
      expect(log).not.toContain(decodeURIComponent(token).split(".")[0]);
      expect(log).not.toMatch(/verify-email\?token=/);
      expect(log).not.toMatch(/test-secret-test-secret/);
    } finally {
      out.mockRestore();
      err.mockRestore();
      await verbose.close();
    }
  });

  it("logs a failed query as JSON with its error code and shape, never its parameters or a link's token", async () => {
    const verbose = await createTestApp({ logLevel: "debug" });
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    // Both streams: nothing may reach stderr either (the log is JSON lines on stdout).
    const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
    try {
      const { browser } = await signedInBrowser(verbose);
      // PostgreSQL refuses this value, so the failed INSERT carries it among its parameters.
      await verbose.deps.db.execute(
        sql.raw(
          "alter table customers add constraint refuse_canary check (comments not like '%canary%')",
        ),
      );
      const secret = `canary-${randomUUID()}`;
      const failed = await browser.post("/api/customers", { firstName: "Sam", comments: secret });
      expect(failed.status).toBe(500);
      expect((await failed.json()).error.code).toBe("internal");
      // A customer's quote link: its token is a credential, in the path.
      const token = `tok-${randomUUID()}`;
      expect((await browser.get(`/api/public/quotes/${token}`)).status).toBe(404);
      out.mockRestore();
      err.mockRestore();

      const log = lines.join("");
      expect(log).not.toContain(secret);
      expect(log).not.toContain(token);
      const entries = log
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line));
      const failure = entries.find((e) => e.msg === "unhandled error");
      expect(failure).toMatchObject({
        level: "error",
        method: "POST",
        path: "/api/customers",
        error: { type: "query failed", code: "23514", constraint: "refuse_canary" },
      });
      expect(failure.error.query).toMatch(/^insert into "customers"/);
      expect(typeof failure.time).toBe("string");
      expect(entries).toContainEqual(
        expect.objectContaining({ msg: "request", path: "/api/public/quotes/:token", status: 404 }),
      );
    } finally {
      out.mockRestore();
      err.mockRestore();
      await verbose.close();
    }
  }, 120_000);
});
