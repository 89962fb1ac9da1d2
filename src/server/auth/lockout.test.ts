import { describe, expect, it } from "vitest";
import { afterFailure, cleared, LOCK_MINUTES, lockoutMessages, minutesLeft } from "./lockout";

const t0 = new Date("2026-11-23T09:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function fail(times: number, now = t0) {
  let state = cleared;
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
    expect(lockoutMessages.justLocked).toBe(
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

  it("clears the lock after 15 minutes and starts a fresh count", () => {
    const state = fail(5);
    expect(minutesLeft(state, at(15))).toBeNull();
    const next = afterFailure(state, at(16));
    expect(next).toEqual({ failedCount: 1, lockedUntil: null });
  });

  it("a success resets the counter (the cleared state starts from zero)", () => {
    expect(cleared).toEqual({ failedCount: 0, lockedUntil: null });
    expect(afterFailure(cleared, t0).failedCount).toBe(1);
  });
});
