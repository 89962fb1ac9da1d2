import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health and errors", () => {
  it("answers /api/health with the database kind", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: "pglite" });
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await t.request("/api/nothing-here", { method: "POST", json: {} });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it("refuses malformed JSON with 400 in the error shape", async () => {
    const res = await t.request("/api/waitlist", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_json");
  });

  it("refuses bodies over the size limit with 413", async () => {
    const res = await t.request("/api/waitlist", {
      method: "POST",
      json: { email: `${"a".repeat(5 * 1024 * 1024)}@b.co` },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("too_large");
  });

  it("sends security headers", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("documents every endpoint in /api/openapi.json", async () => {
    const res = await t.request("/api/openapi.json");
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/waitlist"]),
    );
  });
});

describe("waitlist", () => {
  it("adds an email, then refuses the same one in any case with 23505", async () => {
    const first = await t.request("/api/waitlist", {
      method: "POST",
      json: { email: "Jo@Example.com" },
    });
    expect(first.status).toBe(201);
    expect((await first.json()).email).toBe("jo@example.com");
    const again = await t.request("/api/waitlist", {
      method: "POST",
      json: { email: "jo@example.COM" },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "23505", message: "This email is already on our waitlist" },
    });
  });

  it.each([["no-at-sign.example.com"], [""], ["a@"], [42], [null]])(
    "refuses %j with SPEC's message and stores nothing",
    async (email) => {
      const res = await t.request("/api/waitlist", { method: "POST", json: { email } });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.message).toBe("Please enter a valid email address");
      expect(body.error.fields.email).toBe("Please enter a valid email address");
    },
  );
});

describe("demo data", () => {
  it("seeds three merchants with branches and at least 500 products in 12+ categories", async () => {
    const { db } = t.deps;
    const merchants = await queryRows<{ id: number }>(
      db,
      sql`select id from merchants order by id`,
    );
    expect(merchants.map((r) => r.id)).toEqual([1, 2, 3]);
    const branches = await queryRows<{ name: string }>(
      db,
      sql`select distinct name from merchant_branches order by name`,
    );
    expect(branches.map((r) => r.name)).toEqual(["Dorchester", "Sherborne", "Yeovil"]);
    const [products] = await queryRows<{ n: number; c: number; m: number }>(
      db,
      sql`select count(*)::int as n, count(distinct category_id)::int as c, count(distinct merchant_id)::int as m from products`,
    );
    expect(products?.m).toBe(3);
    expect(products?.n).toBeGreaterThanOrEqual(500);
    expect(products?.c).toBeGreaterThanOrEqual(12);
  });

  it("is idempotent", async () => {
    const count = sql`select count(*)::int as n from products`;
    const before = await queryRows(t.deps.db, count);
    await seedDatabase(t.deps.db);
    expect(await queryRows(t.deps.db, count)).toEqual(before);
  });
});
