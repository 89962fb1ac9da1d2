import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reserveSlot, takeRateLimit } from "../../src/server/http/rate-limit";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("database-backed limits shared by every server copy", () => {
  it("a fixed window allows the limit, refuses the next, and opens again after the window", async () => {
    const key = "test:window";
    const now = 1_000_000;
    for (let i = 0; i < 3; i++)
      expect(await takeRateLimit(t.deps.db, key, 3, 60_000, now)).toBe(true);
    expect(await takeRateLimit(t.deps.db, key, 3, 60_000, now + 1)).toBe(false);
    expect(await takeRateLimit(t.deps.db, key, 3, 60_000, now + 60_001)).toBe(true);
  });

  it("paces a supplier host: each reservation starts at least the interval after the last", async () => {
    const key = "scrape-host:www.screwfix.com";
    const now = 5_000_000;
    expect(await reserveSlot(t.deps.db, key, 1000, now)).toBe(now);
    expect(await reserveSlot(t.deps.db, key, 1000, now + 10)).toBe(now + 1000);
    expect(await reserveSlot(t.deps.db, key, 1000, now + 20)).toBe(now + 2000);
    // After a quiet spell the next request may go at once.
    expect(await reserveSlot(t.deps.db, key, 1000, now + 10_000)).toBe(now + 10_000);
  });
});
