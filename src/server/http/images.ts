import type { Context } from "hono";
import { AppError } from "../errors";
import { withSharp } from "../sharp";

/** The title and description of the two upload refusals, as the forms show them. */
export interface ImageMessages {
  tooLarge: { title: string; description: string };
  invalidType: { title: string; description: string };
}

const joined = (m: { title: string; description: string }) => `${m.title} - ${m.description}`;

/** The refusal of an image that looks like a JPEG, PNG or WebP but cannot be decoded. */
export const IMAGE_UNREADABLE_MESSAGE = "That image could not be read. Try a JPEG or PNG photo.";
/** Larger images are refused before they are decoded (sharp's `limitInputPixels`). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** Stored images are at most this many pixels on their long side. */
export const IMAGE_MAX_SIDE = 2000;
/**
 * A logo is drawn at most 150 x 56 pt on a PDF and 7rem wide on the customer's page: 800 px is
 * over 300 dpi there. At 2,000 px a 1.3 MB photo given as a logo became an 11.7 MB PNG, read into
 * every PDF (and its email) and the customer's page.
 */
export const LOGO_MAX_SIDE = 800;
/** sharp gives up on an image that takes longer than this to decode and encode. */
const IMAGE_TIME_LIMIT_SECONDS = 30;

/** What an image is stored for: a quote's site photo or the business logo. */
export type ImageKind = "photo" | "logo";

/** An image that sharp could not decode: truncated, corrupt, too many pixels, not an image. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "UnreadableImageError";
  }
}

/** The image type read from the file's first bytes; SVG (scriptable) and anything else is refused. */
export function detectImageType(bytes: Uint8Array): string | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 8 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) {
    return "image/png";
  }
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if (bytes.length >= 12) {
    const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
    if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  }
  return null;
}

/** A stored image: re-encoded by `reencodeImage`, so the PDF renderer and browsers can trust it. */
export interface StoredImage {
  bytes: Buffer;
  contentType: "image/jpeg" | "image/png";
}

/**
 * Decodes a JPEG, PNG or WebP (at most IMAGE_MAX_INPUT_PIXELS) and re-encodes it: turned upright
 * from its EXIF orientation, at most IMAGE_MAX_SIDE px on the long side (a logo LOGO_MAX_SIDE), converted to sRGB, every
 * piece of metadata (EXIF with GPS, XMP, ICC profile) left behind.
 *
 * Photos become JPEG: continuous tone, several times smaller than PNG, and embedded in the PDF as
 * they are; transparency is flattened onto white, the colour of the page and the card. Logos
 * always become PNG: they are lettering and line art, which JPEG smudges at the edges, and often
 * transparent, which JPEG cannot keep.
 *
 * Decoded in `owner`'s turn at the image slots (sharp.ts: the business whose image it is, one
 * image at a time). Throws UnreadableImageError for whatever sharp cannot decode, including other
 * formats, and a 503 AppError `busy` when too many images wait (the owner's or everyone's).
 */
export function reencodeImage(
  bytes: Uint8Array,
  kind: ImageKind,
  owner: string,
): Promise<StoredImage> {
  return withSharp(owner, async (sharp) => {
    const options = {
      limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
      failOn: "warning",
      autoOrient: true,
    } as const;
    try {
      const { format } = await sharp(bytes, options).metadata();
      if (format !== "jpeg" && format !== "png" && format !== "webp") {
        throw new Error(`unsupported format ${format}`);
      }
      const image = sharp(bytes, options)
        .timeout({ seconds: IMAGE_TIME_LIMIT_SECONDS })
        .resize({
          width: kind === "logo" ? LOGO_MAX_SIDE : IMAGE_MAX_SIDE,
          height: kind === "logo" ? LOGO_MAX_SIDE : IMAGE_MAX_SIDE,
          fit: "inside",
          withoutEnlargement: true,
        })
        .toColourspace("srgb");
      if (kind === "logo") {
        return { bytes: await image.png().toBuffer(), contentType: "image/png" };
      }
      return {
        bytes: await image.flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer(),
        contentType: "image/jpeg",
      };
    } catch (error) {
      throw new UnreadableImageError(error);
    }
  });
}

/**
 * An uploaded image made safe to store: 413 at `maxBytes` or more, 400 `invalid_file_type` unless
 * its content starts as a PNG, JPEG or WebP, 400 `image_unreadable` when it then cannot be decoded
 * (or has more than IMAGE_MAX_INPUT_PIXELS); otherwise re-encoded by `reencodeImage` in `owner`'s
 * turn (the business uploading it), 503 `busy` when too many wait. Every upload goes through here.
 */
export async function uploadedImage(
  bytes: Uint8Array,
  maxBytes: number,
  messages: ImageMessages,
  kind: ImageKind,
  owner: string,
): Promise<StoredImage> {
  if (bytes.byteLength >= maxBytes) {
    throw new AppError(413, "file_too_large", joined(messages.tooLarge));
  }
  if (!detectImageType(bytes)) {
    throw new AppError(400, "invalid_file_type", joined(messages.invalidType));
  }
  try {
    return await reencodeImage(bytes, kind, owner);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new AppError(400, "image_unreadable", IMAGE_UNREADABLE_MESSAGE);
    }
    throw error;
  }
}

/** The uploaded file's bytes: multipart field `field`, or JSON { dataUrl } (base64). */
export async function uploadedBytes(
  req: Request,
  field: string,
  messages: ImageMessages,
): Promise<Uint8Array> {
  const type = req.headers.get("content-type") ?? "";
  const invalid = () => new AppError(400, "invalid_file_type", joined(messages.invalidType));
  if (type.includes("multipart/form-data")) {
    const form = await req.formData().catch(() => null);
    const file = form?.get(field);
    if (!file || typeof file === "string") throw invalid();
    return new Uint8Array(await file.arrayBuffer());
  }
  const body = (await req.json().catch(() => null)) as { dataUrl?: unknown } | null;
  const match =
    typeof body?.dataUrl === "string" ? body.dataUrl.match(/^data:[^;,]*;base64,(.*)$/s) : null;
  if (!match) throw invalid();
  return new Uint8Array(Buffer.from(match[1]!, "base64"));
}

/** Serves stored image bytes with their (sniffed at upload) type, never re-sniffed by browsers. */
export function imageResponse(
  c: Context,
  image: { bytes: Uint8Array; contentType: string },
  cacheControl: string,
) {
  c.header("Content-Type", image.contentType);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Cache-Control", cacheControl);
  return c.body(new Uint8Array(image.bytes), 200);
}
