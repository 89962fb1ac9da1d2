import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { messages } from "../../src/shared/messages";
import { Browser, lastMailTo, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NAME_MESSAGE = "Name must be 100 characters or fewer";

async function usersNamed(email: string) {
  return queryRows<{ name: string }>(
    t.deps.db,
    sql`select name from "user" where email = ${email}`,
  );
}

async function expectField(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.code).toBe("invalid_input");
  expect(body.error.fields?.[field]).toBe(message);
  expect(body.message).toBe(message);
}

describe("better-auth's bodies are as long as the sign-up form allows", () => {
  it("refuses a sign-up name over 100 characters, JSON or form-encoded, and makes no account", async () => {
    const email = uniqueEmail("long-name");
    const json = await new Browser(t).post("/api/auth/sign-up/email", {
      email,
      password: "secret-pass-1",
      name: "N".repeat(100_000),
    });
    await expectField(json, "name", NAME_MESSAGE);
    const form = await new Browser(t).request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: "secret-pass-1", name: "N".repeat(101) }),
    });
    await expectField(form, "name", NAME_MESSAGE);
    expect(await usersNamed(email)).toEqual([]);
    expect(await lastMailTo(t, email)).toBeNull();
  });

  it("takes a name of exactly 100 characters (spaces around it do not count)", async () => {
    const email = uniqueEmail("full-name");
    const name = `  ${"Plasterer ".repeat(10).trim()}x  `;
    const res = await new Browser(t).post("/api/auth/sign-up/email", {
      email,
      password: "secret-pass-1",
      name,
    });
    expect(res.status).toBe(200);
    expect(await usersNamed(email)).toHaveLength(1);
  });

  it("refuses an email over 254 characters with the email message", async () => {
    const email = `${"a".repeat(5_000)}@example.co.uk`;
    const res = await new Browser(t).post("/api/auth/sign-up/email", {
      email,
      password: "secret-pass-1",
      name: "Pat",
    });
    await expectField(res, "email", messages.validation.email);
    expect(await usersNamed(email)).toEqual([]);
  });

  it("refuses a longer name or any other text over 2,000 characters when a user changes theirs", async () => {
    const b = new Browser(t);
    expect((await b.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const [before] = await queryRows<{ name: string; image: string | null }>(
      t.deps.db,
      sql`select u.name, u.image from "user" u join session s on s.user_id = u.id
          order by s.created_at desc limit 1`,
    );
    await expectField(
      await b.post("/api/auth/update-user", { name: "Z".repeat(101) }),
      "name",
      NAME_MESSAGE,
    );
    await expectField(
      await b.post("/api/auth/update-user", { image: "y".repeat(1_000_000) }),
      "image",
      "This text must be 2,000 characters or fewer",
    );
    const [after] = await queryRows<{ name: string; image: string | null }>(
      t.deps.db,
      sql`select u.name, u.image from "user" u join session s on s.user_id = u.id
          order by s.created_at desc limit 1`,
    );
    expect(after).toEqual(before);
    expect((await b.post("/api/auth/update-user", { name: "Pat Plasterer" })).status).toBe(200);
  });
});

describe("links in the emails lead only to this site", () => {
  it("refuses a password reset whose link would go on to another site, and sends nothing", async () => {
    const email = uniqueEmail("reset-redirect");
    expect(
      (
        await new Browser(t).post("/api/auth/sign-up/email", {
          email,
          password: "secret-pass-1",
          name: "Pat",
        })
      ).status,
    ).toBe(200);
    const before = await lastMailTo(t, email);
    for (const redirectTo of ["https://evil.example/", "//evil.example/"]) {
      const res = await new Browser(t).post("/api/auth/request-password-reset", {
        email,
        redirectTo,
      });
      expect(res.status).toBe(403);
    }
    expect(await lastMailTo(t, email)).toEqual(before);
    // The verification link cannot be turned into a redirect to another site either: whatever
    // its callbackURL, it goes to our own page that asks for the sign-up's password (ADR 0027).
    const res = await t.request(
      "/api/auth/verify-email?token=abc&callbackURL=https://evil.example/",
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/verify-email?token=abc");
  });
});
