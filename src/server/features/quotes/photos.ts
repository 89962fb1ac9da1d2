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

/**
 * Stored photos never change (a new photo is a new row, re-encoded on upload), so each process
 * keeps the bytes of the latest ones it read: a quote's PDFs drawn again and again read its photo
 * once, not through the database thread each time. Bounded by total size.
 */
const PHOTO_CACHE_BYTES = 32 * 1024 * 1024;
const photoCache = new Map<string, { bytes: Buffer; contentType: string }>();
let photoCacheSize = 0;

function rememberPhoto(id: string, photo: { bytes: Buffer; contentType: string }) {
  if (photo.bytes.length > PHOTO_CACHE_BYTES / 4) return;
  photoCache.set(id, photo);
  photoCacheSize += photo.bytes.length;
  for (const [oldest, kept] of photoCache) {
    if (photoCacheSize <= PHOTO_CACHE_BYTES) break;
    photoCache.delete(oldest);
    photoCacheSize -= kept.bytes.length;
  }
}

/** The quote's site photo, or null when it has none; another business's quote is not found. */
export async function findQuoteImage(db: DbOrTx, businessId: string, id: string) {
  checkQuoteId(id);
  // Whose photo it is is checked every time; only the bytes come from the process's copy.
  const [quote] = await db
    .select({ imageId: uploadedImages.id })
    .from(quotes)
    .leftJoin(
      uploadedImages,
      and(eq(uploadedImages.id, quotes.imageId), eq(uploadedImages.businessId, businessId)),
    )
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (!quote) throw notFound(messages.quotes.notFound);
  if (!quote.imageId) return null;
  const kept = photoCache.get(quote.imageId);
  if (kept) return kept;
  const [row] = await db
    .select({
      bytes: uploadedImages.data,
      contentType: uploadedImages.contentType,
      reencoded: uploadedImages.reencoded,
    })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, quote.imageId), eq(uploadedImages.businessId, businessId)));
  if (!row) return null;
  const photo = { bytes: Buffer.from(row.bytes), contentType: row.contentType };
  // A photo stored before uploads were re-encoded is rewritten once at start-up: not kept until then.
  if (row.reencoded) rememberPhoto(quote.imageId, photo);
  return photo;
}

export async function getQuoteImage(db: Db, businessId: string, id: string) {
  const image = await findQuoteImage(db, businessId, id);
  if (!image) throw notFound("No photo uploaded");
  return image;
}
