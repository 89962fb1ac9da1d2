import { describe, expect, it } from "vitest";
import {
  afterFailure,
  cleared,
  FORGET_AFTER_MS,
  LOCK_MINUTES,
  type LockoutState,
  lockMinutes,
  lockoutMessages,
  minutesLeft,
  startedLock,
} from "./lockout";

const t0 = new Date("2026-11-23T09:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function fail(times: number, now = t0, from: LockoutState = cleared) {
  let state = from;
  for (let i = 0; i < times; i++) state = afterFailure(state, now);
  return state;
}

describe("login lockout rules", () => {
  it("does not lock on the first four failures", () => {
    const state = fail(4);
    expect(state.failedCount).toBe(4);
    expect(state.lockedUntil).toBeNull();
    expect(minutesLeft(state, t0)).toBeNull();
  });

  it("locks for 15 minutes on the fifth consecutive failure", () => {
    const state = fail(5);
    expect(state.lockedUntil).toEqual(at(LOCK_MINUTES));
    expect(minutesLeft(state, t0)).toBe(15);
    expect(startedLock(fail(4), state, t0)).toBe(true);
    expect(lockoutMessages.justLocked(15)).toBe(
      "Too many failed attempts. Account locked for 15 minutes.",
    );
  });

  it("reports the minutes left rounded up, never 0 while locked", () => {
    const state = fail(5);
    expect(minutesLeft(state, at(0.5))).toBe(15);
    expect(minutesLeft(state, at(14.01))).toBe(1);
    expect(lockoutMessages.locked(minutesLeft(state, at(10))!)).toBe(
      "Account temporarily locked. Try again in 5 minutes.",
    );
  });

  it("a failure while locked changes nothing (and starts no new lock)", () => {
    const state = fail(5);
    const again = afterFailure(state, at(1));
    expect(again).toEqual(state);
    expect(startedLock(state, again, at(1))).toBe(false);
  });

  it("after a lock ends the count starts again, and each further lock lasts twice as long, up to 4 hours", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(lockMinutes)).toEqual([15, 30, 60, 120, 240, 240, 240]);
    const first = fail(5);
    const afterFirst = afterFailure(first, at(16));
    expect(afterFirst).toMatchObject({ failedCount: 1, lockCount: 1, lockedUntil: null });
    const second = fail(4, at(16), afterFirst);
    expect(second.lockCount).toBe(2);
    expect(minutesLeft(second, at(16))).toBe(30);
  });

  it("forgets the streak after a day without failures", () => {
    const first = fail(5);
    const later = new Date(t0.getTime() + FORGET_AFTER_MS);
    const next = afterFailure(first, later);
    expect(next).toMatchObject({ failedCount: 1, lockCount: 0, lockedUntil: null });
    expect(minutesLeft(fail(4, later, next), later)).toBe(15);
  });

  it("the cleared state starts from zero", () => {
    expect(cleared).toEqual({ failedCount: 0, lockCount: 0, lockedUntil: null, updatedAt: null });
    expect(afterFailure(cleared, t0).failedCount).toBe(1);
  });
});
