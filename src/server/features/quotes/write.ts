import { and, eq } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import type { DbOrTx } from "../../db/client";
import { activityEvents, quotes } from "../../db/schema";
import { notFound } from "../../errors";
import { checkQuoteId } from "./ids";
import type { QuoteRow } from "./read-model-row";

/* What every write to a quote shares: its row locked for the transaction, the activity it records. */

/** The quote row of this business, locked for the rest of the transaction; 404 otherwise. */
export async function lockQuote(tx: DbOrTx, businessId: string, id: string): Promise<QuoteRow> {
  checkQuoteId(id);
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)))
    .for("update");
  if (!row) throw notFound(messages.quotes.notFound);
  return row;
}

export async function recordActivity(
  db: DbOrTx,
  businessId: string,
  kind: string,
  message: string,
  quoteId: string,
) {
  await db
    .insert(activityEvents)
    .values({ businessId, kind, message, entityType: "quote", entityId: quoteId });
}
