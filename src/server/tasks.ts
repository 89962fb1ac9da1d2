import { eq, sql } from "drizzle-orm";
import { removeOldDemos } from "./auth/businesses";
import { forgetQuietStreaks } from "./auth/lockout";
import type { Db, Tx } from "./db/client";
import { scheduledTasks } from "./db/schema";
import { type ReminderDeps, runReminders } from "./features/reminders";
import { pruneRateLimits } from "./http/rate-limit";
import type { Logger } from "./log";

const DAY = 86_400_000;

/**
 * Runs a periodic task if it is due, claimed with FOR UPDATE SKIP LOCKED so that of several
 * servers only one runs it.
 */
async function runIfDue(db: Db, name: string, everyMs: number, work: (tx: Tx) => Promise<unknown>) {
  await db
    .insert(scheduledTasks)
    .values({ name, nextRunAt: new Date(0) })
    .onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(scheduledTasks)
      .where(sql`${scheduledTasks.name} = ${name} and ${scheduledTasks.nextRunAt} <= now()`)
      .for("update", { skipLocked: true });
    if (!task) return null;
    const result = await work(tx);
    await tx
      .update(scheduledTasks)
      .set({ lastRunAt: new Date(), nextRunAt: new Date(Date.now() + everyMs) })
      .where(eq(scheduledTasks.name, name));
    return result;
  });
}

/** Demo sandboxes older than 7 days are removed at start-up and then daily. */
export function startScheduledTasks(db: Db, log: Logger, reminders?: ReminderDeps) {
  const tick = async () => {
    try {
      const removed = await runIfDue(db, "remove-old-demos", DAY, (tx) => removeOldDemos(tx));
      if (removed !== null) log.info("demo clean-up", { removed });
      // Rate-limit counters and sign-in streaks long over: the shared tables stay small.
      const pruned = await runIfDue(db, "prune-limits", DAY / 24, async (tx) => {
        await forgetQuietStreaks(tx);
        return pruneRateLimits(tx);
      });
      if (pruned) log.info("rate-limit clean-up", { removed: pruned });
      // Claimed here so one server runs them each hour; each reminder is also claimed on its own
      // (reminder_sends), so a second run sends nothing twice. Run outside the claim's transaction:
      // they read and write through their own connection.
      if (reminders && (await runIfDue(db, "reminders", 55 * 60_000, async () => true))) {
        const sent = await runReminders(reminders);
        log.info("reminders", sent);
      }
    } catch (error) {
      log.error("scheduled task failed", { error: String(error) });
    }
  };
  void tick();
  const timer = setInterval(tick, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
