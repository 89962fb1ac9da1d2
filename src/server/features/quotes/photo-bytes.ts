import { and, asc, eq } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import { photoMessages } from "../../../shared/schemas/quote-photos";
import type { DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { quotePhotos, quotes, uploadedImages } from "../../db/schema";
import { notFound } from "../../errors";
import { checkQuoteId } from "./ids";

/* The bytes of a quote's site photos, for their URLs and the PDF (the writes: ./photos.ts). */

export interface PhotoBytes {
  bytes: Buffer;
  contentType: string;
}

/**
 * Stored photos never change (a new photo is a new row, re-encoded on upload), so each process
 * keeps the bytes of the latest ones it read, keyed by image id: a quote's PDFs drawn again and
 * again read its photos once, not through the database thread each time. Bounded by total size.
 */
const PHOTO_CACHE_BYTES = 32 * 1024 * 1024;
const photoCache = new Map<string, PhotoBytes>();
let photoCacheSize = 0;

function rememberPhoto(id: string, photo: PhotoBytes) {
  if (photo.bytes.length > PHOTO_CACHE_BYTES / 4) return;
  photoCache.set(id, photo);
  photoCacheSize += photo.bytes.length;
  for (const [oldest, kept] of photoCache) {
    if (photoCacheSize <= PHOTO_CACHE_BYTES) break;
    photoCache.delete(oldest);
    photoCacheSize -= kept.bytes.length;
  }
}

/** One image's bytes, from the process's copy when it has one. */
async function imageBytes(db: DbOrTx, businessId: string, imageId: string) {
  const kept = photoCache.get(imageId);
  if (kept) return kept;
  const [row] = await db
    .select({
      bytes: uploadedImages.data,
      contentType: uploadedImages.contentType,
      reencoded: uploadedImages.reencoded,
    })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.businessId, businessId)));
  if (!row) return null;
  const photo = { bytes: Buffer.from(row.bytes), contentType: row.contentType };
  // A photo stored before uploads were re-encoded is rewritten once at start-up: not kept until then.
  if (row.reencoded) rememberPhoto(imageId, photo);
  return photo;
}

/**
 * The image ids of a quote's photos in order (all, or the one `photoId`); another business's
 * quote is not found. Whose photo it is is checked on every read: only bytes come from the copy.
 */
async function photoImageIds(db: DbOrTx, businessId: string, id: string, photoId?: string) {
  checkQuoteId(id);
  const rows = await db
    .select({ quoteId: quotes.id, imageId: quotePhotos.imageId })
    .from(quotes)
    .leftJoin(
      quotePhotos,
      and(
        eq(quotePhotos.quoteId, quotes.id),
        eq(quotePhotos.businessId, businessId),
        photoId === undefined ? undefined : eq(quotePhotos.id, photoId),
      ),
    )
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)))
    .orderBy(asc(quotePhotos.position));
  if (rows.length === 0) throw notFound(messages.quotes.notFound);
  return rows.flatMap((row) => (row.imageId ? [row.imageId] : []));
}

/** The bytes of every photo of the quote, in order (the PDF draws them all). */
export async function findQuotePhotos(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<PhotoBytes[]> {
  const photos: PhotoBytes[] = [];
  for (const imageId of await photoImageIds(db, businessId, id)) {
    const photo = await imageBytes(db, businessId, imageId);
    if (photo) photos.push(photo);
  }
  return photos;
}

/** The quote's first photo, or null when it has none (the single-photo URL of older builds). */
export async function findQuoteImage(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<PhotoBytes | null> {
  const [first] = await photoImageIds(db, businessId, id);
  return first ? imageBytes(db, businessId, first) : null;
}

export async function getQuoteImage(db: DbOrTx, businessId: string, id: string) {
  const image = await findQuoteImage(db, businessId, id);
  if (!image) throw notFound("No photo uploaded");
  return image;
}

/** One photo of the quote; a photo of another quote or business is not found. */
export async function getQuotePhoto(db: DbOrTx, businessId: string, id: string, photoId: string) {
  const [imageId] = isUuid(photoId) ? await photoImageIds(db, businessId, id, photoId) : [];
  const photo = imageId ? await imageBytes(db, businessId, imageId) : null;
  if (!photo) throw notFound(photoMessages.notFound);
  return photo;
}
