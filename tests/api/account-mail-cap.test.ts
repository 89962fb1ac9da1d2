import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_MAILS_PER_DAY,
  ACCOUNT_MAILS_PER_HOUR,
  ALL_ACCOUNT_MAILS,
} from "../../src/server/auth/account-mail-cap";
import { queryRows } from "../../src/server/db/client";
import {
  Browser,
  finishSignUp,
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

async function mailsTo(to: string, subject: string) {
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from mail_outbox where "to" = ${to} and subject = ${subject}`,
  );
  return row!.n;
}

/** A fresh client address each time: better-auth's own limits are per address. */
let next = 0;
const stranger = () => new Browser(t, `198.18.${Math.floor(next / 250)}.${(next++ % 250) + 1}`);

async function signUp(email: string) {
  const res = await signUpAs(stranger(), { email, name: "Pat" });
  expect(res.status).toBe(200);
}

/** A finished account: an account never verified gets no reset email at all (ADR 0027). */
async function verifiedAccount(email: string) {
  await signedInBrowser(t, { email });
}

describe("one mailbox gets at most 5 account emails an hour, however many addresses ask", () => {
  it("password resets: the same answer every time, the sixth and later not sent", async () => {
    const email = uniqueEmail("reset-bomb");
    await verifiedAccount(email);
    const answers = new Set<string>();
    for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR + 3; i++) {
      const res = await stranger().post("/api/auth/request-password-reset", {
        email,
        redirectTo: "/reset-password",
      });
      expect(res.status).toBe(200);
      answers.add(await res.text());
    }
    expect(answers.size).toBe(1);
    expect(await mailsTo(email, "Reset your Sole password")).toBe(ACCOUNT_MAILS_PER_HOUR);
  });

  it("verification emails, the sign-up's included", async () => {
    const email = uniqueEmail("verify-bomb");
    await signUp(email);
    for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR + 2; i++) {
      const res = await stranger().post("/api/auth/send-verification-email", {
        email,
        callbackURL: "/dashboard",
      });
      expect(res.status).toBe(200);
    }
    expect(await mailsTo(email, "Verify your email for Sole.")).toBe(ACCOUNT_MAILS_PER_HOUR);
  });

  it("another mailbox is not held back by the first", async () => {
    const email = uniqueEmail("reset-other");
    await verifiedAccount(email);
    const res = await stranger().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(res.status).toBe(200);
    expect(await mailsTo(email, "Reset your Sole password")).toBe(1);
  });
});

describe("the service sends at most ALL_ACCOUNT_MAILS an hour, every mailbox together", () => {
  it("past it no account email goes, to anyone, and the answers stay the same", async () => {
    const ceiling = ALL_ACCOUNT_MAILS.perHour;
    await queryRows(t.deps.db, sql`delete from rate_limit where key = 'account-mail:all'`);
    ALL_ACCOUNT_MAILS.perHour = 2;
    try {
      const [first, second, third] = [uniqueEmail("a"), uniqueEmail("b"), uniqueEmail("c")];
      for (const email of [first, second, third]) await signUp(email);
      const subject = "Verify your email for Sole.";
      expect([
        await mailsTo(first, subject),
        await mailsTo(second, subject),
        await mailsTo(third, subject),
      ]).toEqual([1, 1, 0]);
    } finally {
      ALL_ACCOUNT_MAILS.perHour = ceiling;
      await queryRows(t.deps.db, sql`delete from rate_limit where key = 'account-mail:all'`);
    }
  });
});

describe("one mailbox gets at most ACCOUNT_MAILS_PER_DAY account emails a day, every kind together", () => {
  it("verification and reset emails count together", async () => {
    const allowed = ACCOUNT_MAILS_PER_DAY.perMailbox;
    ACCOUNT_MAILS_PER_DAY.perMailbox = 3;
    try {
      const email = uniqueEmail("daily");
      await signUp(email);
      const resent = await stranger().post("/api/auth/send-verification-email", {
        email,
        callbackURL: "/dashboard",
      });
      expect(resent.status).toBe(200);
      const token = await verificationTokenFor(t, email);
      expect((await finishSignUp(stranger(), token, "secret-pass-1")).status).toBe(200);
      for (let i = 0; i < 2; i++) {
        const res = await stranger().post("/api/auth/request-password-reset", {
          email,
          redirectTo: "/reset-password",
        });
        expect(res.status).toBe(200);
      }
      expect(await mailsTo(email, "Verify your email for Sole.")).toBe(2);
      expect(await mailsTo(email, "Reset your Sole password")).toBe(1);
    } finally {
      ACCOUNT_MAILS_PER_DAY.perMailbox = allowed;
    }
  });
});
