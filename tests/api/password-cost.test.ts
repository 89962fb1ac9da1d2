/**
 * The product hashes passwords at better-auth's own cost; only the test config hashes cheaply
 * (src/server/auth/password.ts). Each app signs a user up and in, and the stored hash says which.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_SCRYPT_N } from "../../src/server/auth/password";
import { account, user } from "../../src/server/db/schema";
import { Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function storedHash(nodeEnv: "production" | "test") {
  const t = await createTestApp({ nodeEnv });
  apps.push(t);
  const { email, password } = await signedInBrowser(t);
  // Signing in again verifies the stored hash.
  const signIn = await new Browser(t).post("/api/auth/sign-in/email", { email, password });
  expect(signIn.status).toBe(200);
  const [row] = await t.deps.db
    .select({ hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row?.hash ?? "";
}

describe("password hashing cost", () => {
  it("in production: better-auth's salt:key at its own cost", async () => {
    const parts = (await storedHash("production")).split(":");
    expect(parts.map((part) => part.length)).toEqual([32, 128]);
  });

  it("in the test config: the cheaper cost, said in the hash", async () => {
    const parts = (await storedHash("test")).split(":");
    expect(parts).toHaveLength(3);
    expect(parts[2]).toBe(String(TEST_SCRYPT_N));
  });
});
