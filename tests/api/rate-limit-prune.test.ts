import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import {
  pruneRateLimits,
  RATE_LIMIT_KEEP_MS,
  takeRateLimit,
  takeWindow,
} from "../../src/server/http/rate-limit";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = async () =>
  (
    await queryRows<{ key: string }>(
      t.deps.db,
      sql`select key from rate_limit where key like 'prune:%'`,
    )
  )
    .map((r) => r.key)
    .sort();

describe("expired rate-limit counters are removed", () => {
  it("removes counters whose window ended long ago and keeps the day's sending cap", async () => {
    const now = 10_000_000_000;
    await takeRateLimit(t.deps.db, "prune:old", 5, 60_000, now - RATE_LIMIT_KEEP_MS - 1);
    await takeRateLimit(t.deps.db, "prune:minute", 5, 60_000, now - 1_000);
    const day = 24 * 60 * 60_000;
    await takeWindow(t.deps.db, "prune:day", { limit: 2, windowMs: day, now: now - day + 1 });
    await takeWindow(t.deps.db, "prune:day", { limit: 2, windowMs: day, now: now - day + 2 });

    expect(await pruneRateLimits(t.deps.db, now)).toBe(1);
    expect(await keys()).toEqual(["prune:day", "prune:minute"]);
    // The day's count still holds after the clean-up: the third email in that day is refused.
    const third = await takeWindow(t.deps.db, "prune:day", {
      limit: 2,
      windowMs: day,
      now,
      countRefused: false,
    });
    expect(third.allowed).toBe(false);
  });
});
