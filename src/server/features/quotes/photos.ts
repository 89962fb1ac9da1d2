import { and, eq } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import { PHOTO_MAX_BYTES, photoMessages, type Quote } from "../../../shared/schemas/quotes";
import type { Db, DbOrTx } from "../../db/client";
import { nextVersion } from "../../db/row-version";
import { quotes, uploadedImages } from "../../db/schema";
import { notFound } from "../../errors";
import { uploadedImage } from "../../http/images";
import { checkQuoteId } from "./ids";
import { getQuote } from "./read-model";
import { lockQuote, recordActivity } from "./write";

/* The quote's site photo: set, remove, read (its routes are in ./photo-routes.ts). */

/**
 * Stores the quote's site photo (PNG, JPEG or WebP by content, under 5 MB), re-encoded as a JPEG
 * by `uploadedImage` (nothing is stored when it cannot be read), replacing and deleting any
 * previous one.
 */
export async function setQuoteImage(
  db: Db,
  businessId: string,
  id: string,
  bytes: Uint8Array,
): Promise<Quote> {
  checkQuoteId(id);
  const photo = await uploadedImage(bytes, PHOTO_MAX_BYTES, photoMessages, "photo");
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    const [image] = await tx
      .insert(uploadedImages)
      .values({ businessId, contentType: photo.contentType, data: photo.bytes, reencoded: true })
      .returning({ id: uploadedImages.id });
    await tx
      .update(quotes)
      .set({ imageId: image!.id, version: nextVersion(quotes.version) })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    if (current.imageId) await deleteImage(tx, businessId, current.imageId);
    await recordActivity(tx, businessId, "quote.updated", `Quote ${current.name} photo added`, id);
  });
  return getQuote(db, businessId, id);
}

export async function deleteImage(tx: DbOrTx, businessId: string, imageId: string) {
  await tx
    .delete(uploadedImages)
    .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.businessId, businessId)));
}

/** Removes the quote's site photo (a quote without one is left as it is). */
export async function removeQuoteImage(db: Db, businessId: string, id: string): Promise<Quote> {
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    if (!current.imageId) return;
    await tx
      .update(quotes)
      .set({ imageId: null, version: nextVersion(quotes.version) })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await deleteImage(tx, businessId, current.imageId);
  });
  return getQuote(db, businessId, id);
}

/** The quote's site photo, or null when it has none; another business's quote is not found. */
export async function findQuoteImage(db: DbOrTx, businessId: string, id: string) {
  checkQuoteId(id);
  const [row] = await db
    .select({ bytes: uploadedImages.data, contentType: uploadedImages.contentType })
    .from(quotes)
    .leftJoin(
      uploadedImages,
      and(eq(uploadedImages.id, quotes.imageId), eq(uploadedImages.businessId, businessId)),
    )
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (!row) throw notFound(messages.quotes.notFound);
  return row.bytes && row.contentType ? { bytes: row.bytes, contentType: row.contentType } : null;
}

export async function getQuoteImage(db: Db, businessId: string, id: string) {
  const image = await findQuoteImage(db, businessId, id);
  if (!image) throw notFound("No photo uploaded");
  return image;
}
