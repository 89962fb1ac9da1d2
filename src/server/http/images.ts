import type { Context } from "hono";
import { AppError } from "../errors";

/** The title and description of the two upload refusals, as the forms show them. */
export interface ImageMessages {
  tooLarge: { title: string; description: string };
  invalidType: { title: string; description: string };
}

const joined = (m: { title: string; description: string }) => `${m.title} - ${m.description}`;

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

/**
 * The content type of an uploaded image, checked by size (413 at `maxBytes` or more) and by its
 * content (400 unless PNG, JPEG or WebP).
 */
export function checkUploadedImage(
  bytes: Uint8Array,
  maxBytes: number,
  messages: ImageMessages,
): string {
  if (bytes.byteLength >= maxBytes) {
    throw new AppError(413, "file_too_large", joined(messages.tooLarge));
  }
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError(400, "invalid_file_type", joined(messages.invalidType));
  return contentType;
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
