import { and, eq } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import type { DbOrTx } from "../../db/client";
import { activityEvents, quotes } from "../../db/schema";
import { conflict, notFound } from "../../errors";
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

/**
 * The quote row locked as lockQuote does, refused with 409 once sent: what the customer was sent
 * (or accepted) changes only through a revision, so their link never shows figures they did not see.
 */
export async function lockEditableQuote(
  tx: DbOrTx,
  businessId: string,
  id: string,
): Promise<QuoteRow> {
  const row = await lockQuote(tx, businessId, id);
  if (row.status === "accepted") throw conflict("quote_accepted", messages.quotes.acceptedReadOnly);
  if (row.status !== "draft") throw conflict("quote_sent", messages.quotes.sentReadOnly);
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
