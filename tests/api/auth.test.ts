import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeOldDemos } from "../../src/server/auth/businesses";
import { queryRows } from "../../src/server/db/client";
import { Browser, lastMailTo, linkIn, signedInBrowser, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-up and verification", () => {
  it("creates a user and business, refuses sign-in until verified, verifies and signs in", async () => {
    const email = uniqueEmail();
    const b = new Browser(t);
    const signUp = await b.post("/api/auth/sign-up/email", {
      email,
      password: "abc123",
      name: "Dana Decorator",
      callbackURL: "/dashboard",
    });
    expect(signUp.status).toBe(200);
    expect((await b.get("/api/me")).status).toBe(401);

    const early = await b.post("/api/auth/sign-in/email", { email, password: "abc123" });
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe("Verify your email for Sole.");
    expect(mail?.html).toContain("Verify email");
    const link = new URL(linkIn(mail!.text));
    const verify = await b.get(`${link.pathname}${link.search}`);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toContain("/dashboard");

    const me = await b.get("/api/me");
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.user).toMatchObject({
      email,
      name: "Dana Decorator",
      isAnonymous: false,
      isAdmin: false,
    });
    expect(body.business.name).toBe("Dana Decorator");
  });

  it("refuses a password under 6 characters", async () => {
    const res = await new Browser(t).post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: "12345",
      name: "Al",
    });
    expect(res.status).toBe(400);
  });

  it("answers a duplicate sign-up like any other (no account enumeration) and creates nothing", async () => {
    const { email } = await signedInBrowser(t);
    const res = await new Browser(t).post("/api/auth/sign-up/email", {
      email,
      password: "another1",
      name: "Copycat",
    });
    expect(res.status).toBe(200);
    const users = await queryRows(t.deps.db, sql`select id from "user" where email = ${email}`);
    expect(users).toHaveLength(1);
    const signIn = await new Browser(t).post("/api/auth/sign-in/email", {
      email,
      password: "another1",
    });
    expect(signIn.status).toBe(401);
  });
});

describe("lockout", () => {
  it("locks on the fifth failure, refuses while locked without checking, resets on success", async () => {
    const { email, password } = await signedInBrowser(t);
    const b = new Browser(t);
    for (let i = 0; i < 4; i++) {
      const res = await b.post("/api/auth/sign-in/email", { email, password: "wrong-pass" });
      expect(res.status).toBe(401);
    }
    const fifth = await b.post("/api/auth/sign-in/email", { email, password: "wrong-pass" });
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).message).toBe(
      "Too many failed attempts. Account locked for 15 minutes.",
    );

    const locked = await b.post("/api/auth/sign-in/email", { email, password });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toBe(
      "Account temporarily locked. Try again in 15 minutes.",
    );
  });

  it("a success resets the counter", async () => {
    const { email, password } = await signedInBrowser(t);
    const b = new Browser(t);
    for (let i = 0; i < 4; i++)
      await b.post("/api/auth/sign-in/email", { email, password: "nope-nope" });
    expect((await b.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect(
        (await b.post("/api/auth/sign-in/email", { email, password: "nope-nope" })).status,
      ).toBe(401);
    }
  });
});

describe("password reset", () => {
  it("emails a link, sets the new password and signs in", async () => {
    const { email } = await signedInBrowser(t);
    const b = new Browser(t);
    const req = await b.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(req.status).toBe(200);
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe("Reset your Sole. password");
    const link = new URL(linkIn(mail!.text));
    const follow = await b.get(`${link.pathname}${link.search}`);
    expect(follow.status).toBe(302);
    const target = new URL(follow.headers.get("location")!, "http://localhost:3000");
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token")!;
    const reset = await b.post("/api/auth/reset-password", { token, newPassword: "brand-new-1" });
    expect(reset.status).toBe(200);
    expect((await b.get("/api/me")).status).toBe(200);
    const again = await new Browser(t).post("/api/auth/sign-in/email", {
      email,
      password: "brand-new-1",
    });
    expect(again.status).toBe(200);
  });

  it("verifies an account never verified: the link proves the mailbox, so signing in works", async () => {
    const email = uniqueEmail("unverified");
    const b = new Browser(t);
    const signUp = await b.post("/api/auth/sign-up/email", {
      email,
      password: "forgotten-1",
      name: "Sam Spark",
      callbackURL: "/dashboard",
    });
    expect(signUp.status).toBe(200);
    const req = await b.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(req.status).toBe(200);
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe("Reset your Sole. password");
    const link = new URL(linkIn(mail!.text));
    const follow = await b.get(`${link.pathname}${link.search}`);
    const token = new URL(
      follow.headers.get("location")!,
      "http://localhost:3000",
    ).searchParams.get("token")!;
    const reset = await b.post("/api/auth/reset-password", { token, newPassword: "remembered-1" });
    expect(reset.status).toBe(200);
    const signIn = await new Browser(t).post("/api/auth/sign-in/email", {
      email,
      password: "remembered-1",
    });
    expect(signIn.status).toBe(200);
    // The old password, which whoever signed up chose, no longer opens it.
    const old = await new Browser(t).post("/api/auth/sign-in/email", {
      email,
      password: "forgotten-1",
    });
    expect(old.status).toBe(401);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await new Browser(t).post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(res.status).toBe(200);
    expect(await lastMailTo(t, email)).toBeNull();
  });
});

describe("demo", () => {
  it("gives each anonymous visitor their own copy of the demo business", async () => {
    const a = new Browser(t);
    const b = new Browser(t);
    expect((await a.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    expect((await b.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const meA = await (await a.get("/api/me")).json();
    const meB = await (await b.get("/api/me")).json();
    expect(meA.user.isAnonymous).toBe(true);
    expect(meA.business.name).toBe("Harbour Building & Plastering");
    expect(meA.business.id).not.toBe(meB.business.id);
  });

  it("keeps the sandbox when the demo visitor signs up", async () => {
    const b = new Browser(t);
    await b.post("/api/auth/sign-in/anonymous");
    const demoBusiness = (await (await b.get("/api/me")).json()).business.id;
    const email = uniqueEmail("convert");
    await b.post("/api/auth/sign-up/email", { email, password: "secret-1", name: "Converted" });
    const link = new URL(linkIn((await lastMailTo(t, email))!.text));
    await b.get(`${link.pathname}${link.search}`);
    const me = await (await b.get("/api/me")).json();
    expect(me.user.email).toBe(email);
    expect(me.business.id).toBe(demoBusiness);
  });

  it("gives a second sign-up from the same demo its own business (the sandbox went to the first)", async () => {
    const b = new Browser(t);
    await b.post("/api/auth/sign-in/anonymous");
    const demoBusiness = (await (await b.get("/api/me")).json()).business.id;
    const typo = uniqueEmail("typo");
    const right = uniqueEmail("right");
    for (const email of [typo, right]) {
      const res = await b.post("/api/auth/sign-up/email", {
        email,
        password: "secret-1",
        name: "Pat Plasterer",
      });
      expect(res.status).toBe(200);
    }
    const businesses = new Set<string>();
    for (const email of [typo, right]) {
      const own = new Browser(t);
      const link = new URL(linkIn((await lastMailTo(t, email))!.text));
      await own.get(`${link.pathname}${link.search}`);
      const me = await own.get("/api/me");
      expect(me.status, email).toBe(200);
      const body = await me.json();
      expect(body.user.email).toBe(email);
      businesses.add(body.business.id);
    }
    expect(businesses.size).toBe(2);
    expect(businesses.has(demoBusiness)).toBe(true);
  });
});

describe("admin and CSRF", () => {
  it("admin waitlist answers non-admins 404 and admins the list and CSV", async () => {
    // Not a valid address, written straight to the table to prove the CSV quoting.
    await t.deps.db.execute(
      sql`insert into waitlist_emails (email) values ('csv,"quoted"@example.com')`,
    );
    const { browser: user } = await signedInBrowser(t);
    expect((await user.get("/api/admin/waitlist")).status).toBe(404);
    expect((await new Browser(t).get("/api/admin/waitlist")).status).toBe(401);

    const { browser: admin } = await signedInBrowser(t, {
      email: uniqueEmail("boss").replace("example.co.uk", "sole-admin.test"),
    });
    expect((await (await admin.get("/api/me")).json()).user.isAdmin).toBe(true);
    const list = await (await admin.get("/api/admin/waitlist")).json();
    expect(list.entries.length).toBeGreaterThan(0);
    const csv = await admin.get("/api/admin/waitlist.csv");
    expect(csv.headers.get("content-disposition")).toMatch(
      /waitlist-emails-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const text = await csv.text();
    expect(text.split("\n")[0]).toBe("Email,Signup Date");
    expect(text).toContain('"csv,""quoted""@example.com"');
  });

  it("refuses a cross-site write", async () => {
    const res = await t.request("/api/waitlist", {
      method: "POST",
      json: { email: "x@example.com" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("demo clean-up", () => {
  it("removes demo businesses unused for 7 days with their anonymous users, and nothing else", async () => {
    const old = new Browser(t);
    await old.post("/api/auth/sign-in/anonymous");
    const oldMe = await (await old.get("/api/me")).json();
    const fresh = new Browser(t);
    await fresh.post("/api/auth/sign-in/anonymous");
    const freshMe = await (await fresh.get("/api/me")).json();
    // Last used 8 days ago: made, signed in and worked in then (clean-up counts from last use).
    await t.deps.db.execute(
      sql`update businesses set created_at = now() - interval '8 days', updated_at = now() - interval '8 days' where id = ${oldMe.business.id}`,
    );
    await t.deps.db.execute(
      sql`update session set updated_at = now() - interval '8 days' where user_id = ${oldMe.user.id}`,
    );
    await t.deps.db.execute(
      sql`update activity_events set created_at = now() - interval '8 days' where business_id = ${oldMe.business.id}`,
    );
    const removed = await removeOldDemos(t.deps.db);
    expect(removed).toBe(1);
    const left = await queryRows<{ id: string }>(
      t.deps.db,
      sql`select id from businesses where id in (${oldMe.business.id}, ${freshMe.business.id})`,
    );
    expect(left.map((r) => r.id)).toEqual([freshMe.business.id]);
    expect(
      await queryRows(t.deps.db, sql`select id from "user" where id = ${oldMe.user.id}`),
    ).toHaveLength(0);
    const template = await queryRows(
      t.deps.db,
      sql`select id from businesses where is_demo_template`,
    );
    expect(template).toHaveLength(1);
  });
});
