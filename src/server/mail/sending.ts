import { eq } from "drizzle-orm";
import { DEMO_CANNOT_SEND, sendLimitedMessage } from "../../shared/sending";
import type { Config } from "../config";
import type { SessionInfo } from "../context";
import type { Db, DbOrTx } from "../db/client";
import { businesses } from "../db/schema";
import { AppError } from "../errors";
import { takeWindow } from "../http/rate-limit";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Demo (anonymous) businesses never email anyone: a sandbox anybody can open in one click must not
 * be a free relay. Checked before anything is read or written. A business is a demo while its
 * owner's user is anonymous or the business row says so (`is_demo`, cleared when the visitor
 * signs up and adopts the sandbox).
 */
export async function refuseDemoSending(db: DbOrTx, session: SessionInfo): Promise<void> {
  if (session.isAnonymous) throw new AppError(403, "demo_cannot_send", DEMO_CANNOT_SEND);
  const [row] = await db
    .select({ isDemo: businesses.isDemo })
    .from(businesses)
    .where(eq(businesses.id, session.businessId))
    .limit(1);
  if (row?.isDemo) throw new AppError(403, "demo_cannot_send", DEMO_CANNOT_SEND);
}

/**
 * The sending cap of a real business (SEND_LIMIT_PER_MINUTE, SEND_LIMIT_PER_DAY): one email is
 * counted in both windows together, or in neither when either is full (429 `send_limited`, saying
 * when they can send again). Call it after the request was validated and its record found, just
 * before the email goes.
 */
export async function takeSendAllowance(
  deps: { db: Db; config: Pick<Config, "sendLimit"> },
  businessId: string,
  now = Date.now(),
): Promise<void> {
  const { perMinute, perDay } = deps.config.sendLimit;
  // A refused attempt does not count and changes nothing (countRefused: false).
  const take = (tx: DbOrTx, key: string, limit: number, windowMs: number) =>
    takeWindow(tx, key, { limit, windowMs, now, countRefused: false });
  await deps.db.transaction(async (tx) => {
    const day = await take(tx, `send-day:${businessId}`, perDay, DAY_MS);
    const minute = day.allowed
      ? await take(tx, `send-minute:${businessId}`, perMinute, MINUTE_MS)
      : null;
    const refused = !day.allowed
      ? { ...day, window: "day" as const }
      : minute && !minute.allowed
        ? { ...minute, window: "minute" as const }
        : null;
    if (refused) {
      // Thrown inside the transaction, so the day's slot taken above is given back.
      throw new AppError(
        429,
        "send_limited",
        sendLimitedMessage(refused.count, refused.window, refused.resetAt, now),
      );
    }
  });
}
