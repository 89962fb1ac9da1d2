import { and, asc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { quotePhotos, quotes } from "../../db/schema";
import { getQuotePhoto } from "../quotes/photo-bytes";
import { findByToken } from "./view";

/*
 * The quote's site photos on the customer's page, served by the link's token: the token is the
 * only key, as for the page itself, so a photo is found only through the quote it belongs to.
 */

/** The ids of the photos of the quote behind a link, in their order (none for a draft). */
export async function publicPhotoIds(db: DbOrTx, token: string): Promise<string[]> {
  const rows = await db
    .select({ id: quotePhotos.id })
    .from(quotePhotos)
    .innerJoin(
      quotes,
      and(eq(quotes.id, quotePhotos.quoteId), eq(quotes.businessId, quotePhotos.businessId)),
    )
    .where(and(eq(quotes.publicToken, token), ne(quotes.status, "draft")))
    .orderBy(asc(quotePhotos.position));
  return rows.map((row) => row.id);
}

/**
 * One photo of the quote behind a link. The link is checked as the page checks it (unknown or a
 * draft: 404; revoked: 410; expired or replaced: still shown, as the page still is), then the
 * photo must be that quote's own: another quote's photo id is 404 like an unknown one.
 */
export async function publicPhoto(db: DbOrTx, token: string, photoId: string) {
  const found = await findByToken(db, token);
  return getQuotePhoto(db, found.businessId, found.id, photoId);
}
