/**
 * Issue 15, item 4: the sign-in lockout runs where the password is checked (a better-auth plugin),
 * per account and client address, with growing delays and one email per lockout; and the client
 * address behind trusted proxies is the N-th from the right of the forwarded header.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

// Each sign-in hashes a password (scrypt): on a shared, busy machine a test of a dozen takes a while.
vi.setConfig({ testTimeout: 180_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Encoding = "json" | "form";

/** One sign-in from an address, as JSON or as an HTML form would send it. */
function signIn(
  app: TestApp,
  body: { email: string; password: string },
  ip: string,
  encoding: Encoding = "json",
  headers: Record<string, string> = {},
) {
  if (encoding === "json") {
    return app.request("/api/auth/sign-in/email", { method: "POST", json: body, ip, headers });
  }
  return app.request("/api/auth/sign-in/email", {
    method: "POST",
    body: new URLSearchParams(body).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    ip,
  });
}

async function failTimes(email: string, ip: string, times: number, encoding: Encoding = "json") {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push((await signIn(t, { email, password: "wrong-pass" }, ip, encoding)).status);
  }
  return statuses;
}

async function mailsTo(email: string, subject: string) {
  return queryRows<{ text: string }>(
    t.deps.db,
    sql`select text from mail_outbox where "to" = ${email} and subject = ${subject} order by created_at`,
  );
}

const LOCKOUT_EMAIL_SUBJECT = "Someone tried to sign in to your account";

let ipCounter = 0;
/** A fresh address per use, so better-auth's per-address rate limit (20 a minute) never interferes. */
const freshIp = () => `192.0.2.${++ipCounter}`;

describe("lockout whatever the body encoding", () => {
  it.each<[Encoding, Encoding]>([
    ["json", "form"],
    ["form", "json"],
    ["form", "form"],
  ])("five %s failures lock, and a correct %s sign-in is then refused", async (fails, then) => {
    const { email, password } = await signedInBrowser(t);
    const ip = freshIp();
    expect(await failTimes(email, ip, 5, fails)).toEqual([401, 401, 401, 401, 429]);
    const res = await signIn(t, { email, password }, ip, then);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      code: "ACCOUNT_LOCKED",
      message: "Account temporarily locked. Try again in 15 minutes.",
    });
  });

  it("a form-encoded sign-in with the right password works when not locked, and resets the count", async () => {
    const { email, password } = await signedInBrowser(t);
    const ip = freshIp();
    expect(await failTimes(email, ip, 4, "form")).toEqual([401, 401, 401, 401]);
    expect((await signIn(t, { email, password }, ip, "form")).status).toBe(200);
    expect(await failTimes(email, ip, 4, "json")).toEqual([401, 401, 401, 401]);
  });
});

describe("lockout per account and client address", () => {
  it("an attacker elsewhere locks only their own address: the owner still signs in from theirs", async () => {
    const { email, password } = await signedInBrowser(t);
    const attacker = freshIp();
    const owner = freshIp();
    await failTimes(email, attacker, 5);
    expect((await signIn(t, { email, password }, attacker)).status).toBe(429);
    expect((await signIn(t, { email, password }, owner)).status).toBe(200);
  });

  it("keys IPv6 clients by their /64: another address in the same /64 is locked too", async () => {
    const { email, password } = await signedInBrowser(t);
    await failTimes(email, "2001:db8:15:1::a", 5);
    expect((await signIn(t, { email, password }, "2001:db8:15:1::b")).status).toBe(429);
    expect((await signIn(t, { email, password }, "2001:db8:15:2::a")).status).toBe(200);
  });

  it("each further lock in a streak lasts twice as long", async () => {
    const { email, password } = await signedInBrowser(t);
    const ip = freshIp();
    await failTimes(email, ip, 5);
    // The first lock runs out (moved into the past rather than waited for).
    await t.deps.db.execute(
      sql`update login_lockout set locked_until = now() - interval '1 second' where email = ${email}`,
    );
    const again = await failTimes(email, ip, 5);
    expect(again.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(again[4]).toBe(429);
    const res = await signIn(t, { email, password }, ip);
    expect((await res.json()).message).toBe("Account temporarily locked. Try again in 30 minutes.");
  });
});

describe("the owner is told once and can always get in", () => {
  it("sends one email per lockout, with a reset link that ends every lock and signs them in", async () => {
    const { email } = await signedInBrowser(t, { name: "Lou Locked" });
    const first = freshIp();
    const second = freshIp();
    await failTimes(email, first, 5);
    // A second address locking while the first lock runs sends nothing more.
    await failTimes(email, second, 5);
    const mails = await mailsTo(email, LOCKOUT_EMAIL_SUBJECT);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    expect(text).toContain("Hello Lou Locked,");
    expect(text).toContain(`from the address ${first}`);
    expect(text).toMatch(/The last attempt was on \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(UK time\)/);
    expect(text).toContain("paused for 15 minutes");

    const b = new Browser(t, first);
    const follow = await b.get(new URL(linkIn(text)).pathname + new URL(linkIn(text)).search);
    expect(follow.status).toBe(302);
    const target = new URL(follow.headers.get("location")!, "http://localhost:3000");
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token")!;
    const reset = await b.post("/api/auth/reset-password", { token, newPassword: "fresh-pass-9" });
    expect(reset.status).toBe(200);
    expect((await b.get("/api/me")).status).toBe(200);
    // Every lock on the account is gone, from both addresses.
    const rows = await queryRows(
      t.deps.db,
      sql`select 1 from login_lockout where email = ${email}`,
    );
    expect(rows).toHaveLength(0);
    expect((await signIn(t, { email, password: "fresh-pass-9" }, second)).status).toBe(200);
  });

  it("locks a never-verified account like any other but emails it no reset link (ADR 0027)", async () => {
    const email = `pending.${Date.now()}@example.co.uk`;
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "pending-pass-1", name: "Pip Pending" },
      ip: freshIp(),
    });
    expect(signUp.status).toBe(200);
    expect(await failTimes(email, freshIp(), 5)).toEqual([401, 401, 401, 401, 429]);
    // Its reset link would finish a sign-up that only whoever chose its password may finish.
    expect(await mailsTo(email, LOCKOUT_EMAIL_SUBJECT)).toHaveLength(0);
  });

  it("counts an unknown address like any other (same answers) but emails nobody", async () => {
    const email = `nobody.${Date.now()}@example.co.uk`;
    expect(await failTimes(email, freshIp(), 5)).toEqual([401, 401, 401, 401, 429]);
    expect(await lastMailTo(t, email)).toBeNull();
  });
});

describe("client address behind trusted proxies", () => {
  it("with one proxy, a fresh left-most x-forwarded-for each time does not escape the sign-in rate limit", async () => {
    const proxied = await createTestApp({ clientIpHeader: "x-forwarded-for" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await signIn(
          proxied,
          { email: `spray${i}@example.com`, password: "wrong-password" },
          "10.0.0.1",
          "json",
          { "x-forwarded-for": `100.64.${i}.1, 203.0.113.77` },
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("with TRUSTED_PROXY_HOPS=2, the second address from the right is the client", async () => {
    const proxied = await createTestApp({ clientIpHeader: "x-forwarded-for", trustedProxyHops: 2 });
    try {
      // Password reset requests: 5 a minute per address (better-auth's limiter, fed by clientIp).
      const send = (chain: string) =>
        proxied
          .request("/api/auth/request-password-reset", {
            method: "POST",
            json: { email: "someone@example.com", redirectTo: "/reset-password" },
            ip: "10.0.0.1",
            headers: { "x-forwarded-for": chain },
          })
          .then((r) => r.status);
      // Seven clients behind the same two proxies, same left-most entry: seven addresses.
      const distinct: number[] = [];
      for (let i = 1; i <= 7; i++) distinct.push(await send(`6.6.6.6, 198.51.100.${i}, 10.0.0.9`));
      expect(distinct).toEqual([200, 200, 200, 200, 200, 200, 200]);
      // One client writing a fresh left-most entry each time: one address, limited after 5.
      const sprayed: number[] = [];
      for (let i = 1; i <= 7; i++) sprayed.push(await send(`6.6.${i}.6, 203.0.113.88, 10.0.0.9`));
      expect(sprayed).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await proxied.close();
    }
  });

  it("the lockout uses the same address: a sprayed left-most entry does not reset it", async () => {
    const proxied = await createTestApp({ clientIpHeader: "x-forwarded-for" });
    try {
      const { email, password } = await signedInBrowser(proxied);
      const from = (i: number) => ({ "x-forwarded-for": `6.6.6.${i}, 203.0.113.99` });
      for (let i = 0; i < 5; i++) {
        await signIn(proxied, { email, password: "wrong-pass" }, "10.0.0.1", "json", from(i));
      }
      const res = await signIn(proxied, { email, password }, "10.0.0.1", "json", from(42));
      expect(res.status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
