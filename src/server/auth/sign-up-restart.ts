import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
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
    const ownBusinesses = await tx
      .select({ id: memberships.businessId })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, unverified.id),
          sql`not exists (select 1 from ${memberships} other
            where other.business_id = ${memberships.businessId}
              and other.user_id <> ${unverified.id})`,
        ),
      );
    // Everything of a business and of a user goes with it (foreign keys cascade).
    for (const { id } of ownBusinesses) await tx.delete(businesses).where(eq(businesses.id, id));
    await tx.delete(user).where(eq(user.id, unverified.id));
    return true;
  });
}
