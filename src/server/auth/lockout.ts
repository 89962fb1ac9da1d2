import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { loginLockout } from "../db/schema";

/**
 * SPEC §9: five failed sign-ins lock for 15 minutes. Issue 15: the lock is per account AND client
 * address, and each further lock in a streak lasts twice as long as the one before, up to 4 hours.
 * A streak is forgotten after a day without failures. ADR 0003.
 */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;
export const MAX_LOCK_MINUTES = 4 * 60;
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

export interface LockoutState {
  failedCount: number;
  /** Locks so far in this streak (the next one lasts LOCK_MINUTES * 2^lockCount). */
  lockCount: number;
  lockedUntil: Date | null;
  /** When the last failure was counted; null for a fresh state. */
  updatedAt: Date | null;
}

export const lockoutMessages = {
  locked: (minutes: number) => `Account temporarily locked. Try again in ${minutes} minutes.`,
  justLocked: (minutes: number) =>
    `Too many failed attempts. Account locked for ${minutes} minutes.`,
};

/** How long the n-th lock of a streak lasts (n from 1): 15, 30, 60, 120, 240, 240... minutes. */
export function lockMinutes(n: number): number {
  return Math.min(LOCK_MINUTES * 2 ** Math.max(0, n - 1), MAX_LOCK_MINUTES);
}

/** Whole minutes left on a lock, rounded up so "0 minutes" is never shown while locked. */
export function minutesLeft(state: LockoutState, now: Date): number | null {
  if (!state.lockedUntil || state.lockedUntil <= now) return null;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000);
}

export const cleared: LockoutState = {
  failedCount: 0,
  lockCount: 0,
  lockedUntil: null,
  updatedAt: null,
};

/**
 * The state after one more failure. A failure while locked changes nothing (it was refused before
 * the password was checked); an expired lock starts a fresh count but keeps the streak, so the
 * next lock is longer; a day without failures forgets the streak.
 */
export function afterFailure(state: LockoutState, now: Date): LockoutState {
  if (minutesLeft(state, now) !== null) return state;
  const forgotten =
    state.updatedAt !== null && now.getTime() - state.updatedAt.getTime() >= FORGET_AFTER_MS;
  const base = forgotten ? cleared : state;
  const expired = base.lockedUntil !== null && base.lockedUntil <= now;
  const failedCount = (expired ? 0 : base.failedCount) + 1;
  if (failedCount >= MAX_FAILED_ATTEMPTS) {
    const lockCount = base.lockCount + 1;
    return {
      failedCount,
      lockCount,
      lockedUntil: new Date(now.getTime() + lockMinutes(lockCount) * 60_000),
      updatedAt: now,
    };
  }
  return { failedCount, lockCount: base.lockCount, lockedUntil: null, updatedAt: now };
}

/** True when this failure is the one that started a lock. */
export function startedLock(before: LockoutState, after: LockoutState, now: Date): boolean {
  return minutesLeft(before, now) === null && minutesLeft(after, now) !== null;
}

export const emailKey = (email: string) => email.trim().toLowerCase();

const pair = (email: string, address: string) =>
  and(eq(loginLockout.email, emailKey(email)), eq(loginLockout.address, address));

export async function readLockout(
  db: DbOrTx,
  email: string,
  address: string,
): Promise<LockoutState> {
  const [row] = await db.select().from(loginLockout).where(pair(email, address));
  return row
    ? {
        failedCount: row.failedCount,
        lockCount: row.lockCount,
        lockedUntil: row.lockedUntil,
        updatedAt: row.updatedAt,
      }
    : cleared;
}

/**
 * Records a failure for an account from an address, atomically (two servers counting the same
 * pair never lose a count). Returns the new state and whether this failure started a lock.
 */
export async function recordFailure(db: DbOrTx, email: string, address: string, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginLockout)
      .values({ email: emailKey(email), address, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginLockout).where(pair(email, address)).for("update");
    const before: LockoutState = row
      ? {
          failedCount: row.failedCount,
          lockCount: row.lockCount,
          lockedUntil: row.lockedUntil,
          // A row just inserted has no failure yet.
          updatedAt: row.failedCount === 0 && row.lockCount === 0 ? null : row.updatedAt,
        }
      : cleared;
    const next = afterFailure(before, now);
    await tx
      .update(loginLockout)
      .set({
        failedCount: next.failedCount,
        lockCount: next.lockCount,
        lockedUntil: next.lockedUntil,
        updatedAt: now,
      })
      .where(pair(email, address));
    return { state: next, justLocked: startedLock(before, next, now) };
  });
}

/** A successful sign-in from an address clears that address's count (and only that one). */
export async function clearLockout(db: DbOrTx, email: string, address: string) {
  await db.delete(loginLockout).where(pair(email, address));
}

/** A password reset proves the owner holds the mailbox: every lock on the account goes. */
export async function clearAccountLockouts(db: DbOrTx, email: string) {
  await db.delete(loginLockout).where(eq(loginLockout.email, emailKey(email)));
}

/**
 * Whether the account has a lock in force from another address, i.e. its owner was already told
 * about a lockout that is still running: one email per lockout, however many addresses join in.
 */
export async function otherLockInForce(db: DbOrTx, email: string, address: string, now: Date) {
  const [row] = await db
    .select({ address: loginLockout.address })
    .from(loginLockout)
    .where(
      and(
        eq(loginLockout.email, emailKey(email)),
        ne(loginLockout.address, address),
        gt(loginLockout.lockedUntil, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Forgets streaks quiet for a day whose lock (if any) is over: the table stays small. */
export async function forgetQuietStreaks(db: DbOrTx, now = new Date()) {
  await db
    .delete(loginLockout)
    .where(
      and(
        lt(loginLockout.updatedAt, new Date(now.getTime() - FORGET_AFTER_MS)),
        or(isNull(loginLockout.lockedUntil), lt(loginLockout.lockedUntil, now)),
      ),
    );
}
