import type { DbOrTx } from "../../db/client";
import { activityEvents } from "../../db/schema";

/** Every write to an invoice records what it did in the business's activity. */
export async function recordActivity(
  db: DbOrTx,
  businessId: string,
  kind: string,
  message: string,
  id: string,
) {
  await db
    .insert(activityEvents)
    .values({ businessId, kind, message, entityType: "invoice", entityId: id });
}
