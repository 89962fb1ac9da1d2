import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { loginLockout } from "../db/schema";

/** SPEC §9: five failed sign-ins lock the account for 15 minutes. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export interface LockoutState {
  failedCount: number;
  lockedUntil: Date | null;
}

export const lockoutMessages = {
  locked: (minutes: number) => `Account temporarily locked. Try again in ${minutes} minutes.`,
  justLocked: `Too many failed attempts. Account locked for ${LOCK_MINUTES} minutes.`,
};

/** Whole minutes left on a lock, rounded up so "0 minutes" is never shown while locked. */
export function minutesLeft(state: LockoutState, now: Date): number | null {
  if (!state.lockedUntil || state.lockedUntil <= now) return null;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000);
}

/** The state after one more failure; an expired lock starts a fresh count. */
export function afterFailure(state: LockoutState, now: Date): LockoutState {
  const expired = state.lockedUntil !== null && state.lockedUntil <= now;
  const failedCount = (expired ? 0 : state.failedCount) + 1;
  if (failedCount >= MAX_FAILED_ATTEMPTS) {
    return { failedCount, lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000) };
  }
  return { failedCount, lockedUntil: null };
}

export const cleared: LockoutState = { failedCount: 0, lockedUntil: null };

const key = (email: string) => email.trim().toLowerCase();

export async function readLockout(db: DbOrTx, email: string): Promise<LockoutState> {
  const [row] = await db
    .select()
    .from(loginLockout)
    .where(eq(loginLockout.email, key(email)));
  return row ? { failedCount: row.failedCount, lockedUntil: row.lockedUntil } : cleared;
}

/** Records a failure atomically (two servers counting the same account never lose a count). */
export async function recordFailure(db: DbOrTx, email: string, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginLockout)
      .values({ email: key(email) })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginLockout)
      .where(eq(loginLockout.email, key(email)))
      .for("update");
    const next = afterFailure(
      { failedCount: row?.failedCount ?? 0, lockedUntil: row?.lockedUntil ?? null },
      now,
    );
    await tx
      .update(loginLockout)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(loginLockout.email, key(email)));
    return next;
  });
}

export async function resetLockout(db: DbOrTx, email: string) {
  await db.delete(loginLockout).where(eq(loginLockout.email, key(email)));
}
