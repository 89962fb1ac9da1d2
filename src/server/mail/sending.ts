import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { DEMO_CANNOT_SEND, sendLimitedMessage } from "../../shared/sending";
import type { Config } from "../config";
import type { SessionInfo } from "../context";
import { type Db, type DbOrTx, queryRows } from "../db/client";
import { businesses } from "../db/schema";
import { AppError } from "../errors";

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
 * One slot of a fixed window in the shared `rate_limit` table, taken only while under the limit
 * (a refused attempt does not count and changes nothing). Returns null when taken, otherwise when
 * the window opens again and how many were sent in it.
 */
async function takeSlot(
  db: DbOrTx,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<{ resetAt: number; sent: number } | null> {
  const taken = await queryRows<{ count: number | string }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request)
        values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request <= ${now - windowMs} then 1
                       else rate_limit.count + 1 end,
          last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now}
                              else rate_limit.last_request end
        where rate_limit.last_request <= ${now - windowMs} or rate_limit.count < ${limit}
        returning count`,
  );
  if (taken.length) return null;
  const [row] = await queryRows<{ count: number | string; last_request: number | string }>(
    db,
    sql`select count, last_request from rate_limit where key = ${key}`,
  );
  return {
    resetAt: Number(row?.last_request ?? now) + windowMs,
    sent: Number(row?.count ?? limit),
  };
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
  await deps.db.transaction(async (tx) => {
    const day = await takeSlot(tx, `send-day:${businessId}`, perDay, DAY_MS, now);
    const minute = day
      ? null
      : await takeSlot(tx, `send-minute:${businessId}`, perMinute, MINUTE_MS, now);
    const refused = day
      ? { ...day, window: "day" as const }
      : minute
        ? { ...minute, window: "minute" as const }
        : null;
    if (refused) {
      // Thrown inside the transaction, so the day's slot taken above is given back.
      throw new AppError(
        429,
        "send_limited",
        sendLimitedMessage(refused.sent, refused.window, refused.resetAt, now),
      );
    }
  });
}
