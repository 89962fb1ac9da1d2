import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../db/client";

/**
 * A fixed-window counter in better-auth's rate_limit table (shared by every server copy):
 * one atomic upsert per request on a key such as `estimate:{ip}`; true while within the limit.
 */
export async function takeRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request)
        values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request <= ${now - windowMs} then 1
                       else rate_limit.count + 1 end,
          last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now}
                              else rate_limit.last_request end
        returning count`,
  );
  return Number(row?.count ?? 1) <= limit;
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
