import { describe, expect, it } from "vitest";
import {
  BACKOFF_FIRST_MS,
  BACKOFF_MAX_MS,
  CRASH_LIMIT,
  CRASH_WINDOW_MS,
  RestartPolicy,
  workerCount,
} from "./supervisor-policy";

describe("workerCount", () => {
  it("runs exactly one worker on the embedded database, whatever WEB_CONCURRENCY says", () => {
    expect(workerCount({ databaseUrl: undefined, webConcurrency: undefined }, 16)).toBe(1);
    expect(workerCount({ databaseUrl: undefined, webConcurrency: 4 }, 16)).toBe(1);
  });

  it("runs WEB_CONCURRENCY workers on PostgreSQL, else the cores, at most 4", () => {
    const databaseUrl = "postgres://db/sole";
    expect(workerCount({ databaseUrl, webConcurrency: 6 }, 2)).toBe(6);
    expect(workerCount({ databaseUrl, webConcurrency: undefined }, 2)).toBe(2);
    expect(workerCount({ databaseUrl, webConcurrency: undefined }, 16)).toBe(4);
    expect(workerCount({ databaseUrl, webConcurrency: undefined }, 1)).toBe(1);
  });
});

describe("RestartPolicy", () => {
  it("replaces at once while deaths stay within the limit", () => {
    const policy = new RestartPolicy();
    for (let i = 0; i < CRASH_LIMIT; i++) {
      expect(policy.died(i * 1_000)).toMatchObject({ delayMs: 0, crashLoop: false });
    }
  });

  it("backs off when more than 5 workers die within 30 s, doubling up to a minute", () => {
    const policy = new RestartPolicy();
    let now = 0;
    for (let i = 0; i < CRASH_LIMIT; i++) {
      now += 100;
      policy.died(now);
    }
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      now += 100;
      const decision = policy.died(now);
      expect(decision.crashLoop).toBe(true);
      delays.push(decision.delayMs);
      now += decision.delayMs; // the replacement starts after the wait, then dies at once
    }
    expect(delays).toEqual([
      BACKOFF_FIRST_MS,
      BACKOFF_FIRST_MS * 2,
      BACKOFF_FIRST_MS * 4,
      BACKOFF_FIRST_MS * 8,
      BACKOFF_MAX_MS,
      BACKOFF_MAX_MS,
    ]);
  });

  it("ends the loop once a replacement has lived a whole window", () => {
    const policy = new RestartPolicy();
    let now = 0;
    for (let i = 0; i <= CRASH_LIMIT; i++) {
      now += 100;
      policy.died(now);
    }
    const lastWait = BACKOFF_FIRST_MS;
    const decision = policy.died(now + lastWait + CRASH_WINDOW_MS + 1);
    expect(decision).toMatchObject({ delayMs: 0, crashLoop: false });
  });

  it("deaths spread out over time never count as a loop", () => {
    const policy = new RestartPolicy();
    for (let i = 0; i < 20; i++) {
      expect(policy.died(i * (CRASH_WINDOW_MS / CRASH_LIMIT + 1))).toMatchObject({ delayMs: 0 });
    }
  });
});
