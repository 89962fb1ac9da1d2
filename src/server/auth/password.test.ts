import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { passwordHasher, TEST_SCRYPT_N } from "./password";

describe("password hashing", () => {
  const product = passwordHasher();
  const tests = passwordHasher(TEST_SCRYPT_N);

  it("verifies the hashes better-auth made, and better-auth verifies the product's", async () => {
    const stored = await hashPassword("correct horse");
    expect(await product.verify({ hash: stored, password: "correct horse" })).toBe(true);
    expect(await product.verify({ hash: stored, password: "correct hors" })).toBe(false);

    const made = await product.hash("correct horse");
    expect(made.split(":")).toHaveLength(2);
    expect(await verifyPassword({ hash: made, password: "correct horse" })).toBe(true);
  });

  it("a test hash says its cost, so a process at the product's cost still verifies it", async () => {
    const made = await tests.hash("Café crème");
    expect(made.split(":")[2]).toBe(String(TEST_SCRYPT_N));
    expect(await product.verify({ hash: made, password: "Café crème" })).toBe(true);
    // NFKC, as better-auth: the decomposed é is the same password.
    expect(await product.verify({ hash: made, password: "Cafe\u0301 crème" })).toBe(true);
    expect(await product.verify({ hash: made, password: "Cafe creme" })).toBe(false);
    expect(await tests.verify({ hash: await product.hash("x1"), password: "x1" })).toBe(true);
  });

  it("refuses a hash that is not one", async () => {
    await expect(product.verify({ hash: "nothing", password: "x" })).rejects.toThrow(
      "Invalid password hash",
    );
    await expect(product.verify({ hash: "ab:cd:many", password: "x" })).rejects.toThrow(
      "Invalid password hash",
    );
  });
});
