import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "./client";
import { businessCounters } from "./schema";

/**
 * The next gap-free number of one of a business's counters (invoices, purchase orders): the
 * counter row is created if missing, locked FOR UPDATE for the rest of the transaction, then
 * moved on by one, never below `atLeast` (a number already used). Numbers are never handed back.
 */
export async function nextCounterValue(
  tx: DbOrTx,
  businessId: string,
  name: string,
  atLeast: () => Promise<number> = async () => 0,
): Promise<number> {
  await tx.insert(businessCounters).values({ businessId, name, value: 0 }).onConflictDoNothing();
  const where = and(eq(businessCounters.businessId, businessId), eq(businessCounters.name, name));
  const [counter] = await tx
    .select({ value: businessCounters.value })
    .from(businessCounters)
    .where(where)
    .for("update");
  const value = Math.max(counter?.value ?? 0, await atLeast()) + 1;
  await tx.update(businessCounters).set({ value }).where(where);
  return value;
}
