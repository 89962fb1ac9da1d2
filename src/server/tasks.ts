import { removeOldDemos } from "./auth/businesses";
import { forgetQuietStreaks } from "./auth/lockout";
import { removeUnusableAccounts } from "./auth/sign-up-restart";
import type { Db } from "./db/client";
import { type ReminderDeps, runReminders } from "./features/reminders";
import { pruneRateLimits } from "./http/rate-limit";
import type { Logger } from "./log";
import { pruneLogTables } from "./retention";

/*
 * Scheduled work. The durable queue runs each on its cron (queue/jobs.ts), one instance per slot
 * however many share the database (ADR 0019).
 */

/**
 * Demo sandboxes unused for 7 days are removed, and accounts nobody can use: sign-ups never
 * finished, demo users whose sandbox was adopted (daily).
 */
export async function removeOldDemoBusinesses(db: Db, log: Logger) {
  const removed = await db.transaction((tx) => removeOldDemos(tx));
  const accounts = await removeUnusableAccounts(db);
  log.info("demo clean-up", { removed, accounts });
}

/** Rate-limit counters and sign-in streaks long over: the shared tables stay small (hourly). */
export async function pruneLimits(db: Db, log: Logger) {
  const removed = await db.transaction(async (tx) => {
    await forgetQuietStreaks(tx);
    return pruneRateLimits(tx);
  });
  if (removed) log.info("rate-limit clean-up", { removed });
}

/**
 * Log-like tables every tenant write adds to (scrapes, imports, exports, emails, reminder claims)
 * cut back to what is still read, in short batches (retention.ts, ADR 0029) (daily).
 */
export async function pruneLogs(db: Db, log: Logger, now = Date.now()) {
  log.info("log retention", await pruneLogTables(db, now));
}

/**
 * Reminders due now (hourly). Each reminder is also claimed on its own (reminder_sends), so a
 * retried or repeated run sends nothing twice.
 */
export async function sendReminders(deps: ReminderDeps) {
  deps.log.info("reminders", await runReminders(deps));
}
