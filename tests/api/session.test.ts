import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth/auth";
import { testConfig } from "../../src/server/config";
import { session } from "../../src/server/db/schema";
import { type Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

// The session middleware checks the signed cookie and reads session, user and business in one
// query (ADR 0006); better-auth's getSession only for a session that is expired or due a refresh.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenCookie = (b: Browser) =>
  b.cookieHeader.split("; ").find((c) => c.includes("session_token")) ?? "";

describe("session", () => {
  it("knows the user and business, and forgets them at once on sign-out", async () => {
    const { browser: b, email } = await signedInBrowser(t);
    const me = await b.get("/api/me");
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(email);
    expect(b.cookieHeader).not.toContain("session_data");

    const stolen = tokenCookie(b);
    expect((await b.post("/api/auth/sign-out")).status).toBe(200);
    const replay = await t.request("/api/me", { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it("forgets a session at once on another instance that has just used it", async () => {
    // A second app on the same database, as a second process would be: its own middleware, its
    // own memory of checked cookies.
    const { db, mailer, log } = t.deps;
    const other = createApp(
      { ...t.deps, auth: createAuth({ db, config: testConfig(), mailer, log }) },
      { webFolder: false },
    );
    const me = (cookie: string) =>
      other.request(
        "http://localhost:3000/api/me",
        { headers: { cookie } },
        { incoming: { socket: { remoteAddress: "203.0.113.20" } } },
      );
    const { browser: b } = await signedInBrowser(t);
    const cookie = tokenCookie(b);
    expect((await me(cookie)).status).toBe(200);
    expect((await me(cookie)).status).toBe(200);
    expect((await b.post("/api/auth/sign-out")).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it("refuses a session whose row was deleted (revoked elsewhere) on the next request", async () => {
    const { browser: b } = await signedInBrowser(t);
    expect((await b.get("/api/quotes")).status).toBe(200);
    const token = decodeURIComponent(tokenCookie(b).split("=")[1]!).split(".")[0]!;
    await t.deps.db.delete(session).where(eq(session.token, token));
    expect((await b.get("/api/quotes")).status).toBe(401);
  });

  it("refuses a forged or unsigned token", async () => {
    const { browser: b } = await signedInBrowser(t);
    const [name, value] = tokenCookie(b).split("=") as [string, string];
    const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
    const forged = `${token}.${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    for (const cookie of [
      `${name}=${encodeURIComponent(forged)}`,
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.`)}`,
    ]) {
      expect((await t.request("/api/me", { headers: { cookie } })).status).toBe(401);
    }
    expect((await t.request("/api/me", { headers: { cookie: `${name}=${value}` } })).status).toBe(
      200,
    );
  });

  it("refuses a real token signed with another secret or carrying another session's signature", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    const parts = (browser: Browser) => {
      const [name, value] = tokenCookie(browser).split("=") as [string, string];
      const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
      return { name, token, signature };
    };
    const one = parts(a);
    const two = parts(b);
    const otherSecret = createHmac("sha256", "not-the-auth-secret-of-this-app")
      .update(one.token)
      .digest("base64");
    for (const signed of [`${one.token}.${otherSecret}`, `${one.token}.${two.signature}`]) {
      const cookie = `${one.name}=${encodeURIComponent(signed)}`;
      expect((await t.request("/api/me", { headers: { cookie } })).status).toBe(401);
    }
    expect((await a.get("/api/me")).status).toBe(200);
  });

  it("refuses an expired session and lets better-auth extend one that is due a refresh", async () => {
    const { browser: b } = await signedInBrowser(t);
    const token = decodeURIComponent(tokenCookie(b).split("=")[1]!).split(".")[0]!;
    const day = 86_400_000;
    // Due a refresh (older than updateAge, one day): answered, and the expiry moves on.
    await t.deps.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * day) })
      .where(eq(session.token, token));
    expect((await b.get("/api/me")).status).toBe(200);
    const [row] = await t.deps.db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);

    await t.deps.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.token, token));
    expect((await b.get("/api/me")).status).toBe(401);
  });
});
