import { z } from "zod";

/** A quote's site photo: its limits and messages, shared by the detail page and the server. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const photoMessages = {
  tooLarge: { title: "File too large", description: "Photo must be less than 5MB in size" },
  invalidType: { title: "Invalid file type", description: "Please upload an image file" },
  tooMany: "A quote can hold up to 10 photos. Remove one to add another.",
  notFound: "That photo could not be found.",
  idTaken: "That photo id is already used by another photo.",
} as const;
/** The business's site photos (every quote's, in bytes) and how much it may keep. */
export const photoStorageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  limitBytes: z.number().int().positive(),
});
export type PhotoStorage = z.infer<typeof photoStorageSchema>;

/** How many site photos one quote holds (issue 20). */
export const PHOTOS_PER_QUOTE = 10;

/** One site photo as a quote lists it; its URL never changes, as its bytes never do. */
export const quotePhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  position: z.number(),
});
export type QuotePhoto = z.infer<typeof quotePhotoSchema>;
