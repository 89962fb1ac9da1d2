import { sql } from "drizzle-orm";
import { storageSize } from "../../../shared/storage-size";
import { lockBusiness } from "../../auth/businesses";
import { type DbOrTx, queryRows } from "../../db/client";
import { conflict } from "../../errors";

/**
 * The site photos a business keeps are bounded by `config.photoStorageBytes` (PHOTO_STORAGE_MB,
 * docs/decisions/0022-tenant-limits.md): every business's photos live in the one database, and an
 * upload or a revision (which copies the quote's photos) would otherwise grow it without end.
 */

/** The refusal when the business's site photos (every quote's) would pass PHOTO_STORAGE_MB. */
export const storageFullMessage = (limit: number, held: number) =>
  `Your business can keep ${storageSize(limit)} of site photos and has ${storageSize(held)}. Remove photos from quotes you no longer need, then try again.`;

/** Bytes of every image the business holds, read from uploaded_images_business_bytes_idx. */
export async function photoStorageUsed(db: DbOrTx, businessId: string): Promise<number> {
  const [row] = await queryRows<{ used: string }>(
    db,
    sql`select coalesce(sum(bytes), 0)::text as used from uploaded_images
        where business_id = ${businessId}`,
  );
  return Number(row?.used ?? 0);
}

/**
 * 409 `photo_storage_full` when the business has no room left at all: its photos' bytes, less
 * `freeing` (those of a photo the upload replaces), are `limit` or more. Checked before an upload
 * is decoded, when its stored size is not known yet; ensurePhotoRoom, with the size and under the
 * business's lock, is the check that holds.
 */
export async function ensureRoomLeft(
  db: DbOrTx,
  businessId: string,
  limit: number,
  freeing = 0,
): Promise<void> {
  const held = (await photoStorageUsed(db, businessId)) - freeing;
  if (held >= limit) throw conflict("photo_storage_full", storageFullMessage(limit, held));
}

/**
 * 409 `photo_storage_full` when `adding` bytes would take the business past `limit`. Locks the
 * business's row for the rest of the transaction, so two uploads at once cannot both fit in the
 * room left for one.
 */
export async function ensurePhotoRoom(
  tx: DbOrTx,
  businessId: string,
  limit: number,
  adding: number,
): Promise<void> {
  if (adding === 0) return;
  await lockBusiness(tx, businessId);
  const used = await photoStorageUsed(tx, businessId);
  if (used + adding > limit) {
    throw conflict("photo_storage_full", storageFullMessage(limit, used));
  }
}
