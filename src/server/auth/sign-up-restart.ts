import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { businesses, memberships, user } from "../db/schema";

/**
 * A sign-up with the email of an account never verified starts over (docs/decisions/0027):
 * the earlier account goes, with every business it alone belongs to (a sandbox it adopted from
 * the demo included), so nothing the earlier sign-up did survives and every link emailed for it
 * dies with it (better-auth's verification token names the user). A verified account and a demo
 * visitor's anonymous user are left alone. True when an account was removed.
 */
export async function restartUnverifiedSignUp(db: Db, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // Locked, so a verification finishing at this moment either happens first (and the account
    // stays) or waits and then finds the account gone.
    const [unverified] = await tx
      .select({ id: user.id })
      .from(user)
      .where(
        and(eq(user.email, address), eq(user.emailVerified, false), eq(user.isAnonymous, false)),
      )
      .for("update");
    if (!unverified) return false;
    await removeWithOwnBusinesses(tx, unverified.id);
    return true;
  });
}

/** A user and every business of which it is the only member; foreign keys cascade the rest. */
async function removeWithOwnBusinesses(tx: DbOrTx, userId: string) {
  const ownBusinesses = await tx
    .select({ id: memberships.businessId })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        sql`not exists (select 1 from ${memberships} other
          where other.business_id = ${memberships.businessId} and other.user_id <> ${userId})`,
      ),
    );
  for (const { id } of ownBusinesses) await tx.delete(businesses).where(eq(businesses.id, id));
  await tx.delete(user).where(eq(user.id, userId));
}

/** Accounts a clean-up transaction removes at most: a flood of sign-ups goes a batch at a time. */
const CLEAN_UP_BATCH = 200;

/**
 * The daily clean-up of accounts nobody can use (ADR 0027): sign-ups never finished within
 * `maxAgeHours` (their link lasts 24), with the businesses only they belong to, and demo
 * visitors' anonymous users older than a week that keep no business (their sandbox was adopted
 * by the account they signed up). Sign-ups cost nothing to make, so without it every one, a
 * script's thousands included, stayed for good. Returns how many users went.
 */
export async function removeUnusableAccounts(db: Db, now = new Date(), maxAgeHours = 48) {
  const unfinished = new Date(now.getTime() - maxAgeHours * 3_600_000);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const stale = await tx
        .select({ id: user.id })
        .from(user)
        .where(
          and(
            eq(user.emailVerified, false),
            eq(user.isAnonymous, false),
            lt(user.createdAt, unfinished),
          ),
        )
        .limit(CLEAN_UP_BATCH);
      for (const { id } of stale) await removeWithOwnBusinesses(tx, id);
      const adopted = await tx
        .delete(user)
        .where(
          inArray(
            user.id,
            tx
              .select({ id: user.id })
              .from(user)
              .where(
                and(
                  eq(user.isAnonymous, true),
                  lt(user.createdAt, weekAgo),
                  sql`not exists (select 1 from ${memberships} m where m.user_id = ${user.id})`,
                ),
              )
              .limit(CLEAN_UP_BATCH),
          ),
        )
        .returning({ id: user.id });
      return stale.length + adopted.length;
    });
    removed += batch;
    if (batch === 0) return removed;
  }
}
