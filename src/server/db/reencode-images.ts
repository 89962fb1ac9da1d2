import { and, asc, eq, gt, isNotNull, not } from "drizzle-orm";
import { reencodeImage, UnreadableImageError } from "../http/images";
import type { Logger } from "../log";
import type { Db } from "./client";
import { businesses, uploadedImages } from "./schema";

/** What one run of `reencodeStoredImages` did. */
export interface ReencodeCounts {
  photosReencoded: number;
  photosDropped: number;
  logosReencoded: number;
  logosDropped: number;
}

/** Rows whose ids are read per query; their images are then read and re-encoded one at a time. */
const BATCH = 50;

/**
 * The data half of migration 0007: every quote photo and logo stored before uploads were
 * re-encoded goes through the same `reencodeImage` as an upload (SQL cannot run sharp). One that
 * cannot be decoded (truncated, corrupt, over 40 megapixels) is dropped: the photo row is deleted
 * (its quote keeps no photo, `image_id` is set null by the foreign key), the logo is cleared.
 *
 * Idempotent and cheap once done: rows are flagged (`reencoded`, `logo_reencoded`) as they are
 * done, so a later run finds nothing (one indexed query for photos, a scan of the few businesses).
 * Each image is read, re-encoded outside any transaction and written back only if the row is still
 * not done, so several servers running it at once, or an upload landing meanwhile, lose nothing.
 * One image at a time, each in its business's turn at the image slots (sharp.ts), so uploads are
 * not held up behind the run.
 */
export async function reencodeStoredImages(db: Db, log?: Logger): Promise<ReencodeCounts> {
  const counts: ReencodeCounts = {
    photosReencoded: 0,
    photosDropped: 0,
    logosReencoded: 0,
    logosDropped: 0,
  };

  const photoLeft = not(uploadedImages.reencoded);
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const ids = await db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(and(photoLeft, gt(uploadedImages.id, after)))
      .orderBy(asc(uploadedImages.id))
      .limit(BATCH);
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!.id;
    for (const { id } of ids) {
      const [row] = await db
        .select({ data: uploadedImages.data, businessId: uploadedImages.businessId })
        .from(uploadedImages)
        .where(and(eq(uploadedImages.id, id), photoLeft));
      if (!row) continue;
      const image = await reencodeOrNull(row.data, "photo", row.businessId);
      const still = and(eq(uploadedImages.id, id), photoLeft);
      if (image) {
        const done = await db
          .update(uploadedImages)
          .set({ data: image.bytes, contentType: image.contentType, reencoded: true })
          .where(still)
          .returning({ id: uploadedImages.id });
        counts.photosReencoded += done.length;
      } else {
        const gone = await db
          .delete(uploadedImages)
          .where(still)
          .returning({ id: uploadedImages.id });
        counts.photosDropped += gone.length;
      }
    }
  }

  const logoLeft = and(isNotNull(businesses.logo), not(businesses.logoReencoded));
  const businessIds = await db.select({ id: businesses.id }).from(businesses).where(logoLeft);
  for (const { id } of businessIds) {
    const [row] = await db
      .select({ logo: businesses.logo })
      .from(businesses)
      .where(and(eq(businesses.id, id), logoLeft));
    if (!row?.logo) continue;
    const image = await reencodeOrNull(row.logo, "logo", id);
    const done = await db
      .update(businesses)
      .set(
        image
          ? { logo: image.bytes, logoContentType: image.contentType, logoReencoded: true }
          : { logo: null, logoContentType: null },
      )
      .where(and(eq(businesses.id, id), logoLeft))
      .returning({ id: businesses.id });
    if (image) counts.logosReencoded += done.length;
    else counts.logosDropped += done.length;
  }

  if (counts.photosReencoded + counts.photosDropped + counts.logosReencoded + counts.logosDropped) {
    log?.info("stored images re-encoded", { ...counts });
  }
  return counts;
}

async function reencodeOrNull(bytes: Buffer, kind: "photo" | "logo", businessId: string) {
  try {
    return await reencodeImage(bytes, kind, businessId);
  } catch (error) {
    if (error instanceof UnreadableImageError) return null;
    throw error;
  }
}
