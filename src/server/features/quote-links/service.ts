import { and, eq } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import { LINK_NO_LONGER_VALID, NO_CUSTOMER_LINK } from "../../../shared/quote-links";
import type { Db, DbOrTx } from "../../db/client";
import { activityEvents, quotes, revokedQuoteLinks } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { checkQuoteId, newPublicToken } from "../quotes/ids";

/**
 * Revokes a quote's customer link: the quote gets a new token at once and the old one is kept in
 * `revoked_quote_links`, so `/q/{old}` says the link is no longer valid. Tenant scoped (another
 * business's quote is a 404); a quote that never had a link is a 409 and nothing changes.
 */
export async function revokeQuoteLink(
  db: Db,
  businessId: string,
  id: string,
  publicUrl: string,
): Promise<{ url: string }> {
  checkQuoteId(id);
  const token = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ publicToken: quotes.publicToken, number: quotes.number })
      .from(quotes)
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)))
      .for("update");
    if (!row) throw notFound(messages.quotes.notFound);
    if (!row.publicToken) throw new AppError(409, "no_customer_link", NO_CUSTOMER_LINK);
    const next = newPublicToken();
    await tx.insert(revokedQuoteLinks).values({ token: row.publicToken, businessId, quoteId: id });
    await tx
      .update(quotes)
      .set({ publicToken: next })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await tx.insert(activityEvents).values({
      businessId,
      kind: "quote.link_revoked",
      message: "Customer link revoked; a new link was made",
      entityType: "quote",
      entityId: id,
    });
    return next;
  });
  return { url: `${publicUrl}/q/${token}` };
}

/** A 410 "This link is no longer valid" when the token was revoked; nothing when it never existed. */
export async function refuseRevokedLink(db: DbOrTx, token: string): Promise<void> {
  const [revoked] = await db
    .select({ token: revokedQuoteLinks.token })
    .from(revokedQuoteLinks)
    .where(eq(revokedQuoteLinks.token, token))
    .limit(1);
  if (revoked) throw new AppError(410, "link_revoked", LINK_NO_LONGER_VALID);
}
