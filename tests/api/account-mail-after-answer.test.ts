/**
 * The account emails (verify, reset, the lockout's notice) go out after the answer
 * (mail/after-answer.ts). Sent in the request, an answer waited for the SMTP server only when the
 * address had an account: timing it told anyone which addresses do, and an SMTP outage failed the
 * sign-up itself. Here the mail server is held until the test lets it go.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import type { MailMessage } from "../../src/server/mail/mailer";
import { lastMailTo, signedInBrowser, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let realSend: (message: MailMessage) => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  realSend = t.deps.mailer.send;
});
afterEach(() => {
  t.deps.mailer.send = realSend;
});
afterAll(() => t.close());

/** The mail server answers only when `release` is called; `failing` makes it refuse instead. */
function heldMailServer({ failing = false } = {}) {
  const asked: MailMessage[] = [];
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  t.deps.mailer.send = async (message) => {
    asked.push(message);
    await answered;
    if (failing) throw new Error("connect ECONNREFUSED 127.0.0.1:587");
    await realSend(message);
  };
  return { asked, release };
}

/** The app itself, not the test app's request, which waits for the work after each answer. */
function post(path: string, json: unknown) {
  return createApp(t.deps, { webFolder: false }).request(
    `http://localhost:3000${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.deps.config.publicUrl },
      body: JSON.stringify(json),
    },
    { incoming: { socket: { remoteAddress: "198.51.100.77" } } },
  );
}

const signUpOf = (email: string) => ({
  email,
  password: "secret-pass-1",
  name: "Pat Plasterer",
  callbackURL: "/dashboard",
});

describe("account emails follow the answer", () => {
  it("a sign-up is answered while its verification email is still on its way", async () => {
    const server = heldMailServer();
    const email = uniqueEmail("held");
    const res = await post("/api/auth/sign-up/email", signUpOf(email));
    expect(res.status).toBe(200);
    expect(await lastMailTo(t, email)).toBeNull();
    await expect.poll(() => server.asked.map((m) => m.to)).toEqual([email]);
    server.release();
    await t.deps.afterAnswer.settled();
    expect((await lastMailTo(t, email))?.subject).toBe("Verify your email for Sole.");
  });

  it("a reset is answered alike for an account and for no account, before any email", async () => {
    const { email } = await signedInBrowser(t);
    const server = heldMailServer();
    const known = await post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    const unknown = await post("/api/auth/request-password-reset", {
      email: uniqueEmail("nobody"),
      redirectTo: "/reset-password",
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    await expect
      .poll(() => server.asked.map((m) => m.subject))
      .toEqual(["Reset your Sole password"]);
    server.release();
    await t.deps.afterAnswer.settled();
    expect((await lastMailTo(t, email))?.subject).toBe("Reset your Sole password");
  });

  it("a mail server that refuses does not fail the sign-up; asking again sends the link", async () => {
    const server = heldMailServer({ failing: true });
    const email = uniqueEmail("outage");
    const res = await post("/api/auth/sign-up/email", signUpOf(email));
    expect(res.status).toBe(200);
    server.release();
    await t.deps.afterAnswer.settled();
    expect(await lastMailTo(t, email)).toBeNull();

    t.deps.mailer.send = realSend;
    const again = await post("/api/auth/send-verification-email", { email });
    expect(again.status).toBe(200);
    await t.deps.afterAnswer.settled();
    expect((await lastMailTo(t, email))?.subject).toBe("Verify your email for Sole.");
  });
});
