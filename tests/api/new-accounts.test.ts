/**
 * The service opens at most NEW_ACCOUNTS_PER_HOUR sign-ups and demos an hour, every address
 * together (auth/new-accounts.ts): thousands of addresses within their own limits could otherwise
 * fill the shared database with businesses. Past it new accounts wait (429), existing ones work,
 * and a client past its own address's limit spends nothing of it.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NEW_ACCOUNTS_PER_HOUR } from "../../src/server/auth/new-accounts";
import { queryRows } from "../../src/server/db/client";
import { Browser, signedInBrowser, signUpAs, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
const ceilings = { ...NEW_ACCOUNTS_PER_HOUR };
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
});
/** The hour's count starts again (the accounts the test opened to set up do not count). */
const forgetThisHour = () =>
  queryRows(t.deps.db, sql`delete from rate_limit where key like 'new-accounts:%'`);
afterEach(async () => {
  Object.assign(NEW_ACCOUNTS_PER_HOUR, ceilings);
  await forgetThisHour();
});
afterAll(() => t.close());

/** A browser at an address of its own, as each of many clients is. */
const client = (ip = `192.0.2.${++address}`) => new Browser(t, ip);

const signUp = (b: Browser, email = uniqueEmail("ceiling")) => signUpAs(b, { email });

const users = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from "user" where email = ${email}`,
    )
  )[0]?.n;

describe("new accounts an hour, every address together", () => {
  it("past the ceiling a sign-up is paused (429), creates nothing, and accounts still sign in", async () => {
    const existing = await signedInBrowser(t);
    await forgetThisHour();
    NEW_ACCOUNTS_PER_HOUR.signUp = 2;
    expect((await signUp(client())).status).toBe(200);
    expect((await signUp(client())).status).toBe(200);
    const email = uniqueEmail("paused");
    const paused = await signUp(client(), email);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await paused.json()).toEqual({
      code: "NEW_ACCOUNTS_PAUSED",
      message:
        "We're getting an unusual number of sign-ups, so new ones are paused for a while. Please try again later.",
    });
    expect(await users(email)).toBe(0);
    const signIn = await client().post("/api/auth/sign-in/email", {
      email: existing.email,
      password: existing.password,
    });
    expect(signIn.status).toBe(200);
  });

  it("a client past its own address's limit spends nothing of the ceiling", async () => {
    NEW_ACCOUNTS_PER_HOUR.signUp = 11;
    const one = client();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await signUp(one)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // Ten counted; the eleventh place is still there for someone else.
    expect((await signUp(client())).status).toBe(200);
    expect((await signUp(client())).status).toBe(429);
  });

  it("past the ceiling a demo is paused too", async () => {
    NEW_ACCOUNTS_PER_HOUR.demo = 1;
    expect((await client().post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const paused = await client().post("/api/auth/sign-in/anonymous");
    expect(paused.status).toBe(429);
    expect((await paused.json()).code).toBe("NEW_ACCOUNTS_PAUSED");
  });
});
