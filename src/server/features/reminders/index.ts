import type { ReminderDeps } from "./claim";
import { sendOverdueReminders } from "./invoice-overdue";
import { sendMorningSummaries } from "./morning-summary";
import { sendQuoteFollowUps } from "./quote-follow-up";

export type { ReminderDeps } from "./claim";
export { sendOverdueReminders } from "./invoice-overdue";
export { sendMorningSummaries } from "./morning-summary";
export { sendQuoteFollowUps } from "./quote-follow-up";
export { reminderRoutes } from "./routes";

/**
 * Every reminder due at `now`, each sent once however often this runs (hourly today, or from the
 * job queue): each is claimed in reminder_sends before its email goes.
 */
export async function runReminders(deps: ReminderDeps, now = new Date()) {
  return {
    quoteFollowUps: await sendQuoteFollowUps(deps, now),
    overdueReminders: await sendOverdueReminders(deps, now),
    morningSummaries: await sendMorningSummaries(deps, now),
  };
}
