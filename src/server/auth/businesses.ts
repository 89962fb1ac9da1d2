import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_TERMS } from "../../shared/sample-materials";
import type { Db, DbOrTx } from "../db/client";
import { activityEvents, businesses, memberships, session, user } from "../db/schema";
import { keepDemoAsOwn } from "./demo-keep";
import { businessNameOf, type Signer } from "./signer";

export { copyDemoTemplate } from "./demo-copy";
export type { Signer } from "./signer";

/**
 * Locks the business's row for the transaction, so a business's requests that check and then
 * write (one import or scrape at a time, a count under its limit) take turns, on every server.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: lockers still take turns with each other (and with a change
 * to the business's settings), but not with the key-share lock PostgreSQL takes on the business's
 * row for every insert of a row that references it. With FOR UPDATE, a create (every quote's,
 * db/room.ts) waited for any open transaction of the business that had inserted anything, and two
 * transactions that each inserted a row and then locked deadlocked.
 */
export async function lockBusiness(tx: DbOrTx, businessId: string): Promise<void> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("no key update");
}

/**
 * Sign-up: a business named after the user ("Your Business" when no name), with the email they
 * signed up with as its email (on its quotes and invoices until changed), and an owner membership.
 */
export async function createBusinessForUser(db: DbOrTx, signer: Signer) {
  const [business] = await db
    .insert(businesses)
    .values({ name: businessNameOf(signer), email: signer.email, defaultTerms: DEFAULT_TERMS })
    .returning({ id: businesses.id });
  await db
    .insert(memberships)
    .values({ businessId: business!.id, userId: signer.id, role: "owner" });
  return business!.id;
}

/** The business a user works in (their first membership). */
export async function businessOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, isDemo: businesses.isDemo })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt)
    .limit(1);
  return row ?? null;
}

/**
 * A demo visitor who signs up keeps their sandbox: it moves to the new account and stops being a
 * demo. False when there was none left to move (the visitor signed up before, with another email,
 * or two sign-ups raced): the caller then gives the account a business of its own.
 */
export async function adoptDemoBusiness(
  db: Db,
  anonymousUserId: string,
  signer: Signer,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const business = await businessOfUser(tx, anonymousUserId);
    if (!business) return false;
    // Counted by what the update moved: a sign-up that raced this one finds the row gone.
    const moved = await tx
      .update(memberships)
      .set({ userId: signer.id })
      .where(and(eq(memberships.businessId, business.id), eq(memberships.userId, anonymousUserId)))
      .returning({ businessId: memberships.businessId });
    if (moved.length === 0) return false;
    await keepDemoAsOwn(tx, business.id, signer);
    return true;
  });
}

/**
 * Removes demo sandboxes (and their anonymous users) not used for `maxAgeDays`. Last use is the
 * latest of: the sandbox made or changed, a session of one of its users touched (better-auth
 * refreshes it on use, at most daily), and anything recorded in its activity.
 */
export async function removeOldDemos(db: DbOrTx, maxAgeDays = 7, now = new Date()) {
  const cutoff = new Date(now.getTime() - maxAgeDays * 86_400_000);
  const lastUse = sql`greatest(
    ${businesses.createdAt},
    ${businesses.updatedAt},
    (select max(s.updated_at) from ${session} s
      join ${memberships} m on m.user_id = s.user_id where m.business_id = ${businesses.id}),
    (select max(a.created_at) from ${activityEvents} a where a.business_id = ${businesses.id})
  )`;
  return db.transaction(async (tx) => {
    const old = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(
        and(eq(businesses.isDemo, true), sql`${lastUse} < ${cutoff.toISOString()}::timestamptz`),
      );
    for (const { id } of old) {
      const members = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(user, eq(user.id, memberships.userId))
        .where(and(eq(memberships.businessId, id), eq(user.isAnonymous, true)));
      await tx.delete(businesses).where(eq(businesses.id, id));
      for (const m of members) await tx.delete(user).where(eq(user.id, m.userId));
    }
    return old.length;
  });
}
