import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import {
  PHOTO_MAX_BYTES,
  PHOTOS_PER_QUOTE,
  photoMessages,
} from "../../../shared/schemas/quote-photos";
import type { Quote } from "../../../shared/schemas/quotes";
import type { Deps } from "../../context";
import type { Db, DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { nextVersion } from "../../db/row-version";
import { quotePhotos, quotes, uploadedImages } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { uploadedImage } from "../../http/images";
import { checkQuoteId } from "./ids";
import { ensurePhotoRoom, ensureRoomLeft } from "./photo-storage";
import { getQuote } from "./read-model";
import { lockQuote, recordActivity } from "./write";

/*
 * A quote's site photos (up to 10): add, remove, and the first photo as builds that knew one
 * photo only use it (their routes in ./photo-routes.ts; the bytes in ./photo-bytes.ts). Photos
 * change on a quote in any status, as the single photo always did: they are the business's own
 * record, and an accepted quote's PDF is the one kept at acceptance (ADR 0014).
 */

type Upload = Awaited<ReturnType<typeof uploadedImage>>;
/** The database, and the bytes of site photos the business may keep (config.photoStorageBytes). */
export type PhotoStore = { db: Db; storageLimit: number };
export const photoStore = (deps: Pick<Deps, "db" | "config">): PhotoStore => ({
  db: deps.db,
  storageLimit: deps.config.photoStorageBytes,
});

function bumpVersion(tx: DbOrTx, businessId: string, id: string) {
  return tx
    .update(quotes)
    .set({ version: nextVersion(quotes.version) })
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
}

async function photoRows(tx: DbOrTx, businessId: string, id: string) {
  return tx
    .select({ id: quotePhotos.id, imageId: quotePhotos.imageId, position: quotePhotos.position })
    .from(quotePhotos)
    .where(and(eq(quotePhotos.quoteId, id), eq(quotePhotos.businessId, businessId)))
    .orderBy(asc(quotePhotos.position));
}

/*
 * Decoding an upload takes the business's turn at the process's image slots (IMAGES_AT_ONCE,
 * sharp.ts), which every business shares: an upload that would be refused anyway is refused
 * before it is decoded, by the checks that need no image (the quote is the business's, there is
 * a place and room for a photo). Not under the quote's lock: each is made again under it once it
 * is decoded.
 */

/** 404 unless the quote is the business's. */
async function ensureQuote(db: DbOrTx, businessId: string, id: string) {
  const [quote] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (!quote) throw notFound(messages.quotes.notFound);
}

/**
 * The place of a new photo on the quote, after the others; null when `photoId` (the device's id
 * for it) is already this quote's, a replay. 409 when the id is another photo's, or the quote has
 * PHOTOS_PER_QUOTE photos.
 */
async function nextPlace(
  tx: DbOrTx,
  businessId: string,
  id: string,
  photoId?: string,
): Promise<number | null> {
  if (photoId) {
    const [existing] = await tx
      .select({ quoteId: quotePhotos.quoteId })
      .from(quotePhotos)
      .where(eq(quotePhotos.id, photoId));
    if (existing?.quoteId === id) return null;
    if (existing) throw conflict("photo_id_taken", photoMessages.idTaken);
  }
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int`, last: max(quotePhotos.position) })
    .from(quotePhotos)
    .where(and(eq(quotePhotos.quoteId, id), eq(quotePhotos.businessId, businessId)));
  if (Number(count?.n ?? 0) >= PHOTOS_PER_QUOTE) {
    throw conflict("too_many_photos", photoMessages.tooMany);
  }
  return count?.last === null || count?.last === undefined ? 0 : count.last + 1;
}

/** The stored bytes of the quote's first photo (0 when it has none). */
async function firstPhotoBytes(db: DbOrTx, businessId: string, id: string): Promise<number> {
  const [first] = await db
    .select({ bytes: uploadedImages.bytes })
    .from(quotePhotos)
    .innerJoin(uploadedImages, eq(uploadedImages.id, quotePhotos.imageId))
    .where(and(eq(quotePhotos.quoteId, id), eq(quotePhotos.businessId, businessId)))
    .orderBy(asc(quotePhotos.position))
    .limit(1);
  return Number(first?.bytes ?? 0);
}

/**
 * Stores the re-encoded photo as a new photo of the locked quote at `position`, when it fits in
 * the business's photo storage (`storageLimit` bytes; 409 `photo_storage_full` otherwise).
 */
async function insertPhoto(
  tx: DbOrTx,
  businessId: string,
  target: { id: string; storageLimit: number },
  photo: Upload,
  position: number,
  photoId?: string,
) {
  const { id } = target;
  await ensurePhotoRoom(tx, businessId, target.storageLimit, photo.bytes.length);
  const [image] = await tx
    .insert(uploadedImages)
    .values({ businessId, contentType: photo.contentType, data: photo.bytes, reencoded: true })
    .returning({ id: uploadedImages.id });
  await tx.insert(quotePhotos).values({
    ...(photoId ? { id: photoId } : {}),
    quoteId: id,
    businessId,
    imageId: image!.id,
    position,
  });
}

/** Deleting the image deletes its photo row too (the foreign key cascades). */
export async function deleteImages(tx: DbOrTx, businessId: string, imageIds: string[]) {
  if (imageIds.length === 0) return;
  await tx
    .delete(uploadedImages)
    .where(and(inArray(uploadedImages.id, imageIds), eq(uploadedImages.businessId, businessId)));
}

/** The images of every photo of a quote, deleted with it (the quote row is already locked). */
export async function deleteQuotePhotos(tx: DbOrTx, businessId: string, id: string) {
  const rows = await photoRows(tx, businessId, id);
  await deleteImages(
    tx,
    businessId,
    rows.map((row) => row.imageId),
  );
}

/**
 * Gives the quote `toId` (a new revision) the photos of `fromId`, in the same order. The bytes
 * are copied into new images, not shared: an image belongs to one photo (quote_photos_image_idx),
 * and removing a photo deletes its image, whose cascade would take the other quote's photo with
 * it. A copy inside the database (insert ... select), so the bytes never pass through the server.
 */
export async function copyQuotePhotos(
  tx: DbOrTx,
  businessId: string,
  { fromId, toId, storageLimit }: { fromId: string; toId: string; storageLimit: number },
) {
  const photos = await photoRows(tx, businessId, fromId);
  const [size] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${uploadedImages.bytes}), 0)::text` })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.businessId, businessId),
        inArray(
          uploadedImages.id,
          photos.map((photo) => photo.imageId),
        ),
      ),
    );
  await ensurePhotoRoom(tx, businessId, storageLimit, Number(size?.bytes ?? 0));
  for (const photo of photos) {
    const imageId = randomUUID();
    await tx.execute(sql`
      insert into uploaded_images (id, business_id, content_type, data, reencoded)
      select ${imageId}, business_id, content_type, data, reencoded from uploaded_images
      where id = ${photo.imageId} and business_id = ${businessId}`);
    await tx
      .insert(quotePhotos)
      .values({ quoteId: toId, businessId, imageId, position: photo.position });
  }
}

/**
 * Adds a photo (PNG, JPEG or WebP by content, under 5 MB, re-encoded as a JPEG by `uploadedImage`;
 * nothing is stored when it cannot be read) after the others. `photoId` is the device's id for it:
 * a replay of an upload whose answer was lost finds the photo already there and adds nothing. A
 * refusal that needs no image, and a replay, come before the image is decoded.
 */
export async function addQuotePhoto(
  { db, storageLimit }: PhotoStore,
  businessId: string,
  id: string,
  bytes: Uint8Array,
  photoId?: string,
): Promise<{ quote: Quote; created: boolean }> {
  checkQuoteId(id);
  await ensureQuote(db, businessId, id);
  if ((await nextPlace(db, businessId, id, photoId)) === null) {
    return { quote: await getQuote(db, businessId, id), created: false };
  }
  await ensureRoomLeft(db, businessId, storageLimit);
  const photo = await uploadedImage(bytes, PHOTO_MAX_BYTES, photoMessages, "photo", businessId);
  const created = await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    const position = await nextPlace(tx, businessId, id, photoId);
    if (position === null) return false;
    await insertPhoto(tx, businessId, { id, storageLimit }, photo, position, photoId);
    await bumpVersion(tx, businessId, id);
    await recordActivity(tx, businessId, "quote.updated", `Quote ${current.name} photo added`, id);
    return true;
  });
  return { quote: await getQuote(db, businessId, id), created };
}

/** Removes one photo of the quote (and its image); a photo not on this quote is not found. */
export async function removeQuotePhoto(
  db: Db,
  businessId: string,
  id: string,
  photoId: string,
): Promise<Quote> {
  if (!isUuid(photoId)) throw notFound(photoMessages.notFound);
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    const photo = (await photoRows(tx, businessId, id)).find((row) => row.id === photoId);
    if (!photo) throw notFound(photoMessages.notFound);
    await deleteImages(tx, businessId, [photo.imageId]);
    await bumpVersion(tx, businessId, id);
    await recordActivity(
      tx,
      businessId,
      "quote.updated",
      `Quote ${current.name} photo removed`,
      id,
    );
  });
  return getQuote(db, businessId, id);
}

/**
 * The single-photo upload of older builds (a change they queued offline may land after an
 * update): replaces the first photo, keeping its place, or adds one to a quote with none. The new
 * photo is a new row, so its URL is new and no cached copy of the old one is shown for it. A
 * refusal that needs no image comes before the image is decoded.
 */
export async function setQuoteImage(
  { db, storageLimit }: PhotoStore,
  businessId: string,
  id: string,
  bytes: Uint8Array,
): Promise<Quote> {
  checkQuoteId(id);
  await ensureQuote(db, businessId, id);
  await ensureRoomLeft(db, businessId, storageLimit, await firstPhotoBytes(db, businessId, id));
  const photo = await uploadedImage(bytes, PHOTO_MAX_BYTES, photoMessages, "photo", businessId);
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    const [first] = await photoRows(tx, businessId, id);
    if (first) await deleteImages(tx, businessId, [first.imageId]);
    await insertPhoto(tx, businessId, { id, storageLimit }, photo, first?.position ?? 0);
    await bumpVersion(tx, businessId, id);
    await recordActivity(tx, businessId, "quote.updated", `Quote ${current.name} photo added`, id);
  });
  return getQuote(db, businessId, id);
}

/** The single-photo removal of older builds: removes the first photo (none: left as it is). */
export async function removeQuoteImage(db: Db, businessId: string, id: string): Promise<Quote> {
  await db.transaction(async (tx) => {
    await lockQuote(tx, businessId, id);
    const [first] = await photoRows(tx, businessId, id);
    if (!first) return;
    await deleteImages(tx, businessId, [first.imageId]);
    await bumpVersion(tx, businessId, id);
  });
  return getQuote(db, businessId, id);
}
