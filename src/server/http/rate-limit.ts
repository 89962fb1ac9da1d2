import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../db/client";

export interface WindowTake {
  /** Whether this attempt is within the limit. */
  allowed: boolean;
  /** Attempts counted in the current window, this one included when it counted. */
  count: number;
  /** When the current window ends and the count starts again. */
  resetAt: number;
}

/**
 * A fixed-window counter in better-auth's rate_limit table (shared by every server copy): one
 * atomic upsert per attempt on a key such as `estimate:{ip}`. By default every attempt counts,
 * refused ones too, so hammering keeps a caller out; with `countRefused: false` an attempt over
 * the limit changes nothing (the sending cap: a refused email takes nothing from the allowance).
 * `amount` adds several attempts in one upsert (a process's batch, http/request-limiter.ts).
 */
export async function takeWindow(
  db: DbOrTx,
  key: string,
  options: {
    limit: number;
    windowMs: number;
    now?: number;
    countRefused?: boolean;
    amount?: number;
  },
): Promise<WindowTake> {
  const { limit, windowMs, now = Date.now(), countRefused = true, amount = 1 } = options;
  const expired = now - windowMs;
  const [row] = await queryRows<{ count: number | string; last_request: number | string }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request)
        values (${randomUUID()}, ${key}, ${amount}, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request <= ${expired} then ${amount}
                       else rate_limit.count + ${amount} end,
          last_request = case when rate_limit.last_request <= ${expired} then ${now}
                              else rate_limit.last_request end
        ${countRefused ? sql.empty() : sql`where rate_limit.last_request <= ${expired} or rate_limit.count < ${limit}`}
        returning count, last_request`,
  );
  if (row) {
    const count = Number(row.count);
    return { allowed: count <= limit, count, resetAt: Number(row.last_request) + windowMs };
  }
  // Refused without counting: the upsert's condition left the row as it was.
  const [current] = await queryRows<{ count: number | string; last_request: number | string }>(
    db,
    sql`select count, last_request from rate_limit where key = ${key}`,
  );
  return {
    allowed: false,
    count: Number(current?.count ?? limit),
    resetAt: Number(current?.last_request ?? now) + windowMs,
  };
}

/** True while `key` is within `limit` attempts per window; every attempt counts (takeWindow). */
export async function takeRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<boolean> {
  return (await takeWindow(db, key, { limit, windowMs, now })).allowed;
}

/**
 * Reserves the next request slot for a key, at least `intervalMs` after the previous one, in the
 * same table, so every server copy paces a supplier's host together. Returns when the slot starts.
 */
export async function reserveSlot(db: DbOrTx, key: string, intervalMs: number, now = Date.now()) {
  const [row] = await queryRows<{ slot: number | string }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request)
        values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = rate_limit.count + 1,
          last_request = greatest(rate_limit.last_request + ${intervalMs}, ${now})
        returning last_request as slot`,
  );
  return Number(row?.slot ?? now);
}

/** Longer than any window a caller uses (the sending cap's day), so no live count is removed. */
export const RATE_LIMIT_KEEP_MS = 2 * 24 * 60 * 60_000;

/**
 * Removes counters whose window ended long ago (every key ever seen would otherwise stay a row);
 * run by one server at a time as a scheduled task (tasks.ts). Returns how many went.
 */
export async function pruneRateLimits(db: DbOrTx, now = Date.now()): Promise<number> {
  const gone = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limit where last_request < ${now - RATE_LIMIT_KEEP_MS} returning key`,
  );
  return gone.length;
}
