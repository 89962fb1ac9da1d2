import { signJWT } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeOldDemos } from "../../src/server/auth/businesses";
import { removeUnusableAccounts } from "../../src/server/auth/sign-up-restart";
import { queryRows } from "../../src/server/db/client";
import {
  Browser,
  finishSignUp,
  lastMailTo,
  linkIn,
  signedInBrowser,
  signUpAs,
  uniqueEmail,
  verificationTokenFor,
} from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The subjects of every email sent to an address, oldest first. */
async function mailsTo(email: string) {
  const rows = await queryRows<{ subject: string }>(
    t.deps.db,
    sql`select subject from mail_outbox where "to" = ${email} order by created_at, id`,
  );
  return rows.map((r) => r.subject);
}

async function emailVerified(email: string) {
  const [row] = await queryRows<{ email_verified: boolean }>(
    t.deps.db,
    sql`select email_verified from "user" where email = ${email}`,
  );
  return row?.email_verified;
}

describe("sign-up and verification", () => {
  it("creates a user and business, refuses sign-in until verified, verifies and signs in", async () => {
    const email = uniqueEmail();
    const b = new Browser(t);
    const signUp = await signUpAs(b, { email, password: "abc123", name: "Dana Decorator" });
    expect(signUp.status).toBe(200);
    expect((await b.get("/api/me")).status).toBe(401);

    const early = await b.post("/api/auth/sign-in/email", { email, password: "abc123" });
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe("Verify your email for Sole.");
    expect(mail?.html).toContain("Verify email");
    // The link opens the web page that asks for the sign-up's password (ADR 0027).
    const link = new URL(linkIn(mail!.text));
    expect(`${link.origin}${link.pathname}`).toBe(`${t.deps.config.publicUrl}/verify-email`);
    const verify = await finishSignUp(b, link.searchParams.get("token")!, "abc123");
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ verified: true, alreadyVerified: false });

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
    const res = await signUpAs(new Browser(t), {
      email: uniqueEmail(),
      password: "12345",
      name: "Al",
    });
    expect(res.status).toBe(400);
  });

  it("answers a duplicate sign-up like any other (no account enumeration) and creates nothing", async () => {
    const { email } = await signedInBrowser(t);
    const res = await signUpAs(new Browser(t), { email, password: "another1", name: "Copycat" });
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

/** The tokens of every verification link emailed to an address, oldest first. */
async function verificationTokensTo(email: string) {
  const rows = await queryRows<{ text: string }>(
    t.deps.db,
    sql`select text from mail_outbox where "to" = ${email} and subject = 'Verify your email for Sole.' order by created_at, id`,
  );
  return rows.map((r) => new URL(linkIn(r.text)).searchParams.get("token")!);
}

const LINK_EXPIRED =
  "This link has expired or was replaced by a newer one. Sign up again to get a new link.";
const NOT_THE_PASSWORD = "That is not the password this account was signed up with.";

describe("a sign-up is finished only by its signer (ADR 0027)", () => {
  it("defeats pre-hijacking: the owner's sign-up replaces an attacker's, with his demo and links", async () => {
    const email = uniqueEmail("victim");
    // The attacker fills a demo with his own details, then signs up from it with her address.
    const attacker = new Browser(t);
    expect((await attacker.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const sandbox = (await (await attacker.get("/api/me")).json()).business.id as string;
    const planted = await signUpAs(attacker, {
      email,
      password: "attackers-1",
      name: "Vic Victim",
    });
    expect(planted.status).toBe(200);
    const [adopted] = await queryRows<{ email: string }>(
      t.deps.db,
      sql`select u.email from memberships m join "user" u on u.id = m.user_id where m.business_id = ${sandbox}`,
    );
    expect(adopted?.email).toBe(email);
    // …and keeps a fresh link in her inbox, no session needed.
    const resent = await new Browser(t).post("/api/auth/send-verification-email", { email });
    expect(resent.status).toBe(200);
    const attackersLinks = await verificationTokensTo(email);
    expect(attackersLinks).toHaveLength(2);

    // Later she signs up for real: the answer is the usual one, and a new link comes.
    const victim = new Browser(t);
    const real = await signUpAs(victim, { email, password: "victims-1", name: "Vic Victim" });
    expect(real.status).toBe(200);
    const links = await verificationTokensTo(email);
    expect(links).toHaveLength(3);
    const victimsLink = links[2]!;

    // Every link sent before is dead, whoever opens it and whatever password they give.
    for (const token of attackersLinks) {
      for (const password of ["attackers-1", "victims-1"]) {
        const res = await finishSignUp(new Browser(t), token, password);
        expect(res.status).toBe(400);
        expect((await res.json()).error.message).toBe(LINK_EXPIRED);
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    }
    expect(await emailVerified(email)).toBe(false);

    // Her link, with her password, verifies and signs her in to an account of her own.
    const done = await finishSignUp(victim, victimsLink, "victims-1");
    expect(done.status).toBe(200);
    const me = await (await victim.get("/api/me")).json();
    expect(me.user.email).toBe(email);
    expect(me.business.id).not.toBe(sandbox);

    // The attacker's password opens nothing; hers does.
    const his = await new Browser(t).post("/api/auth/sign-in/email", {
      email,
      password: "attackers-1",
    });
    expect(his.status).toBe(401);
    const hers = await new Browser(t).post("/api/auth/sign-in/email", {
      email,
      password: "victims-1",
    });
    expect(hers.status).toBe(200);
    // The demo sandbox he brought, with his details, went with his account.
    expect(
      await queryRows(t.deps.db, sql`select id from businesses where id = ${sandbox}`),
    ).toHaveLength(0);
  });

  it("refuses a wrong password: 400 on the field, no session, still unverified", async () => {
    const email = uniqueEmail("wrong");
    const b = new Browser(t);
    await signUpAs(b, { email, password: "chosen-1", name: "Wyn Wrong" });
    const token = await verificationTokenFor(t, email);
    const res = await finishSignUp(b, token, "guessed-1");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      message: NOT_THE_PASSWORD,
      fields: { password: NOT_THE_PASSWORD },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await b.get("/api/me")).status).toBe(401);
    expect(await emailVerified(email)).toBe(false);
    // The link still works for its signer.
    expect((await finishSignUp(b, token, "chosen-1")).status).toBe(200);
    expect((await b.get("/api/me")).status).toBe(200);
  });

  it("refuses a garbage, forged or expired token, and answers a used one with alreadyVerified", async () => {
    const email = uniqueEmail("tokens");
    const b = new Browser(t);
    await signUpAs(b, { email, password: "chosen-1", name: "Tia Token" });
    const token = await verificationTokenFor(t, email);
    const [{ id: userId } = { id: "" }] = await queryRows<{ id: string }>(
      t.deps.db,
      sql`select id from "user" where email = ${email}`,
    );
    const { secret } = await t.deps.auth.$context;
    const forged = await signJWT({ email, userId }, "another-secret-another-secret-0123456789");
    const expired = await signJWT({ email, userId }, secret, -60);
    for (const bad of ["not-a-token", forged, expired]) {
      const res = await finishSignUp(b, bad, "chosen-1");
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(LINK_EXPIRED);
    }
    expect(await emailVerified(email)).toBe(false);

    expect((await finishSignUp(b, token, "chosen-1")).status).toBe(200);
    const again = await finishSignUp(new Browser(t), token, "anything-1");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ verified: true, alreadyVerified: true });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("verifies nothing on a GET of better-auth's link: it is sent to the page", async () => {
    const email = uniqueEmail("get");
    await signUpAs(new Browser(t), { email, password: "chosen-1", name: "Gil Get" });
    const token = await verificationTokenFor(t, email);
    const opener = new Browser(t);
    const res = await opener.get(
      `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=%2Fdashboard`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/verify-email?token=${encodeURIComponent(token)}`);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await opener.get("/api/me")).status).toBe(401);
    expect(await emailVerified(email)).toBe(false);
  });

  it("leaves a demo visitor's anonymous user alone when its email is signed up with", async () => {
    const demo = new Browser(t);
    await demo.post("/api/auth/sign-in/anonymous");
    const me = await (await demo.get("/api/me")).json();
    const res = await signUpAs(new Browser(t), {
      email: me.user.email,
      password: "chosen-1",
      name: "Dee Demo",
    });
    expect(res.status).toBe(200);
    const still = await demo.get("/api/me");
    expect(still.status).toBe(200);
    expect((await still.json()).business.id).toBe(me.business.id);
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
    expect(mail?.subject).toBe("Reset your Sole password");
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

  it("never finishes an account never verified: no reset email, the same answer (ADR 0027)", async () => {
    const email = uniqueEmail("unverified");
    const b = new Browser(t);
    const signUp = await signUpAs(b, { email, password: "forgotten-1", name: "Sam Spark" });
    expect(signUp.status).toBe(200);
    const req = await b.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(req.status).toBe(200);
    expect(await req.json()).toEqual(
      await (
        await new Browser(t).post("/api/auth/request-password-reset", {
          email: uniqueEmail("ghost"),
          redirectTo: "/reset-password",
        })
      ).json(),
    );
    // The sign-up's own verification email is the only one it got.
    expect(await mailsTo(email)).toEqual(["Verify your email for Sole."]);
    expect(await emailVerified(email)).toBe(false);
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
    await signUpAs(b, { email, password: "secret-1", name: "Converted" });
    await finishSignUp(b, await verificationTokenFor(t, email), "secret-1");
    const me = await (await b.get("/api/me")).json();
    expect(me.user.email).toBe(email);
    expect(me.business.id).toBe(demoBusiness);
  });

  it("gives a kept sandbox the signer's own letterhead: none of the demo's made-up details go out", async () => {
    const b = new Browser(t);
    await b.post("/api/auth/sign-in/anonymous");
    const settings = async () => (await b.get("/api/settings/business")).json();
    const demo = await settings();
    expect(demo).toMatchObject({
      businessName: "Harbour Building & Plastering",
      vatNumber: "GB 123 4567 89",
      bankSortCode: "000000",
    });
    // What the visitor typed over the demo's is theirs.
    const typed = await b.request("/api/settings/business", {
      method: "PUT",
      json: { ...demo, phone: "07700 900999", logoUrl: undefined, hasLogo: undefined },
    });
    expect(typed.status).toBe(200);
    const email = uniqueEmail("keeper");
    await signUpAs(b, { email, password: "secret-1", name: "Kim Keeper" });
    await finishSignUp(b, await verificationTokenFor(t, email), "secret-1");
    expect(await settings()).toMatchObject({
      businessName: "Kim Keeper",
      email,
      phone: "07700 900999",
      address: "",
      website: "",
      vatRegistered: null,
      vatNumber: "",
      bankAccountName: "",
      bankSortCode: "",
      bankAccountNumber: "",
    });
  });

  it("keeps what the visitor made in the sandbox, and none of the demo's made-up records", async () => {
    const b = new Browser(t);
    await b.post("/api/auth/sign-in/anonymous");
    const businessId: string = (await (await b.get("/api/me")).json()).business.id;
    const [helen] = await queryRows<{ id: string }>(
      t.deps.db,
      sql`select id from customers where business_id = ${businessId} and first_name = 'Helen'`,
    );
    const own = await (
      await b.post("/api/customers", { firstName: "Vic", lastName: "Visitor" })
    ).json();
    const quote = async (customerId: string, name: string) =>
      (
        await b.post("/api/quotes", { name, customerId, jobDescription: name, laborDays: 1 })
      ).json();
    const forHelen = await quote(helen!.id, "Helen's porch ceiling");
    const forVic = await quote(own.id, "Vic's hall");
    // The demo's six quotes are numbered before the visitor's.
    expect([forHelen.number, forVic.number]).toEqual([7, 8]);

    const email = uniqueEmail("story");
    await signUpAs(b, { email, password: "secret-1", name: "Vic Visitor" });
    await finishSignUp(b, await verificationTokenFor(t, email), "secret-1");
    const count = async (table: string) =>
      Number(
        (
          await queryRows<{ n: string }>(
            t.deps.db,
            sql`select count(*)::text as n from ${sql.raw(table)} where business_id = ${businessId}`,
          )
        )[0]!.n,
      );
    const names = await queryRows<{ name: string }>(
      t.deps.db,
      sql`select name from quotes where business_id = ${businessId} order by number`,
    );
    expect(names.map((q) => q.name)).toEqual(["Helen's porch ceiling", "Vic's hall"]);
    const people = await queryRows<{ first_name: string }>(
      t.deps.db,
      sql`select first_name from customers where business_id = ${businessId} order by first_name`,
    );
    // Helen stays: the visitor's quote is hers.
    expect(people.map((c) => c.first_name)).toEqual(["Helen", "Vic"]);
    for (const table of [
      "invoices",
      "jobs",
      "orders",
      "business_expenses",
      "trade_accounts",
      "merchant_terms",
    ])
      expect(await count(table), table).toBe(0);
    const story = await queryRows<{ n: string }>(
      t.deps.db,
      sql`select count(*)::text as n from activity_events a join businesses b on b.id = a.business_id
          where b.id = ${businessId} and a.created_at < b.created_at`,
    );
    expect(story[0]!.n).toBe("0");
    // Numbering goes on from what is left: the next quote is Q-0009, the first invoice INV-0001.
    expect((await quote(own.id, "Vic's landing")).number).toBe(9);
    const accepted = await b.post(`/api/quotes/${forVic.id}/status`, { status: "accepted" });
    expect(accepted.status).toBe(200);
    const invoice = await b.post("/api/invoices", { quoteId: forVic.id, kind: "standard" });
    expect(invoice.status).toBe(201);
    expect((await invoice.json()).number).toBe(1);
  });

  it("gives a new business the email its owner signed up with", async () => {
    const { browser, email } = await signedInBrowser(t, { name: "Nia New" });
    expect(await (await browser.get("/api/settings/business")).json()).toMatchObject({
      businessName: "Nia New",
      email,
    });
  });

  it("gives a second sign-up from the same demo its own business (the sandbox went to the first)", async () => {
    const b = new Browser(t);
    await b.post("/api/auth/sign-in/anonymous");
    const demoBusiness = (await (await b.get("/api/me")).json()).business.id;
    const typo = uniqueEmail("typo");
    const right = uniqueEmail("right");
    for (const email of [typo, right]) {
      const res = await signUpAs(b, { email, password: "secret-1", name: "Pat Plasterer" });
      expect(res.status).toBe(200);
    }
    const businesses = new Set<string>();
    for (const email of [typo, right]) {
      const own = new Browser(t);
      await finishSignUp(own, await verificationTokenFor(t, email), "secret-1");
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

describe("accounts nobody can use", () => {
  it("go daily: a sign-up never finished after 48 hours with its business, and a demo user whose sandbox was adopted after a week", async () => {
    const signUp = async (email: string) => {
      const res = await signUpAs(new Browser(t), {
        email,
        password: "abc123",
        name: "Una Finished",
      });
      expect(res.status).toBe(200);
      const [row] = await queryRows<{ id: string; business_id: string }>(
        t.deps.db,
        sql`select u.id, m.business_id from "user" u join memberships m on m.user_id = u.id
            where u.email = ${email}`,
      );
      return row!;
    };
    const stale = await signUp(uniqueEmail("stale"));
    const fresh = await signUp(uniqueEmail("fresh"));
    const verified = await signedInBrowser(t);
    const verifiedId = (await (await verified.browser.get("/api/me")).json()).user.id;
    const leftover = await queryRows<{ id: string }>(
      t.deps.db,
      sql`insert into "user" (id, name, email, email_verified, is_anonymous, created_at, updated_at)
          values (${`anon-${Date.now()}`}, 'Demo User', ${uniqueEmail("anon")}, false, true,
            now() - interval '8 days', now())
          returning id`,
    );
    await t.deps.db.execute(
      sql`update "user" set created_at = now() - interval '49 hours'
          where id in (${stale.id}, ${verifiedId})`,
    );

    expect(await removeUnusableAccounts(t.deps.db)).toBe(2);
    const users = await queryRows<{ id: string }>(
      t.deps.db,
      sql`select id from "user" where id in (${stale.id}, ${fresh.id}, ${verifiedId}, ${leftover[0]!.id})`,
    );
    expect(users.map((u) => u.id).sort()).toEqual([fresh.id, verifiedId].sort());
    const businesses = await queryRows<{ id: string }>(
      t.deps.db,
      sql`select id from businesses where id in (${stale.business_id}, ${fresh.business_id})`,
    );
    expect(businesses.map((b) => b.id)).toEqual([fresh.business_id]);
    expect((await verified.browser.get("/api/me")).status).toBe(200);
  });
});
