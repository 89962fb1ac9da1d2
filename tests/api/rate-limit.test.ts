import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reserveSlot, takeRateLimit, takeWindow } from "../../src/server/http/rate-limit";
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

  it("counts refused attempts, unless told not to (the sending cap): then a refusal changes nothing", async () => {
    const now = 2_000_000;
    const windowMs = 60_000;
    for (const countRefused of [true, false]) {
      const key = `test:refused:${countRefused}`;
      for (let i = 0; i < 2; i++) {
        const taken = await takeWindow(t.deps.db, key, { limit: 2, windowMs, now, countRefused });
        expect(taken).toEqual({ allowed: true, count: i + 1, resetAt: now + windowMs });
      }
      for (let i = 1; i <= 2; i++) {
        expect(
          await takeWindow(t.deps.db, key, { limit: 2, windowMs, now: now + i, countRefused }),
        ).toEqual({ allowed: false, count: countRefused ? 2 + i : 2, resetAt: now + windowMs });
      }
      // A new window starts the count again from this attempt.
      expect(
        await takeWindow(t.deps.db, key, { limit: 2, windowMs, now: now + windowMs, countRefused }),
      ).toEqual({ allowed: true, count: 1, resetAt: now + 2 * windowMs });
    }
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
