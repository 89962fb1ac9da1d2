import { and, eq } from "drizzle-orm";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { activityEvents, reminderSends } from "../../db/schema";
import { queueEmail } from "../../mail/deliveries";
import type { MailMessage } from "../../mail/mailer";

/**
 * What a reminder run needs: the database, the public address, the log, and the job queue to send
 * through (the server's deps carry it, also where a narrower type is passed on); without one, the
 * mailer sends at once.
 */
export type ReminderDeps = Pick<Deps, "db" | "mailer" | "config" | "log"> &
  Partial<Pick<Deps, "queue">>;

export interface ReminderKey {
  kind: "quote-follow-up" | "invoice-overdue" | "morning-summary";
  recordId: string;
  step: string;
  businessId: string;
}

/**
 * Claims a reminder before it is sent: the row is inserted ON CONFLICT DO NOTHING, so of two runs
 * (repeated, or on two instances) only one gets it. True when this run owns it.
 */
async function claim(db: Db, key: ReminderKey, sentTo: string): Promise<boolean> {
  const rows = await db
    .insert(reminderSends)
    .values({ ...key, sentTo })
    .onConflictDoNothing()
    .returning({ kind: reminderSends.kind });
  return rows.length > 0;
}

/** A send that failed gives its claim back, so the next run tries again. */
async function release(db: Db, key: ReminderKey) {
  await db
    .delete(reminderSends)
    .where(
      and(
        eq(reminderSends.kind, key.kind),
        eq(reminderSends.recordId, key.recordId),
        eq(reminderSends.step, key.step),
      ),
    );
}

/**
 * Claims it, then hands the email to the durable queue (stored as an email_deliveries row and
 * retried with back-off until it goes), and with `activity` notes it in the business's activity.
 * One that cannot be queued is logged and released for the next run. True when it was queued.
 */
export async function sendOnce(
  deps: ReminderDeps,
  key: ReminderKey,
  mail: MailMessage,
  activity?: { entityType: "quote" | "invoice"; message: string },
): Promise<boolean> {
  if (!(await claim(deps.db, key, mail.to))) return false;
  try {
    const { db, queue } = deps;
    if (queue) {
      const about = {
        businessId: key.businessId,
        kind: "reminder" as const,
        quoteId: activity?.entityType === "quote" ? key.recordId : null,
        invoiceId: activity?.entityType === "invoice" ? key.recordId : null,
      };
      await queueEmail({ db, queue }, about, mail);
    } else {
      await deps.mailer.send(mail);
    }
  } catch (error) {
    await release(deps.db, key);
    deps.log.error("reminder email not queued", { kind: key.kind, error: String(error) });
    return false;
  }
  if (activity) {
    await deps.db.insert(activityEvents).values({
      businessId: key.businessId,
      kind: `${activity.entityType}.reminder_sent`,
      message: activity.message,
      entityType: activity.entityType,
      entityId: key.recordId,
    });
  }
  return true;
}

/** "Any questions: call 01234 567890 or email office@example.com." (or nothing when neither). */
export function contactLine(business: { phone: string; email: string }): string | null {
  const ways = [
    business.phone.trim() && `call ${business.phone.trim()}`,
    business.email.trim() && `email ${business.email.trim()}`,
  ].filter(Boolean);
  return ways.length ? `Any questions, ${ways.join(" or ")}.` : null;
}
