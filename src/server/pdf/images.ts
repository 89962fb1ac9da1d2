import { loadSharp } from "../sharp";

/** The longest side an image is drawn from: the PDF shows photos at most 240 points wide. */
const MAX_SIDE = 1200;
/** Larger images are not decoded at all (the upload limit is the same). */
const MAX_PIXELS = 40_000_000;

/**
 * An image as the PDF renderer will embed it: decoded in full by sharp (which refuses truncated or
 * corrupt files, and anything over 40 megapixels), turned upright, fitted into 1,200 px and
 * re-encoded as PNG (when it has transparency) or JPEG. Null when it cannot be decoded, so the
 * document is drawn without it: pdfkit's own decoders never see bytes that sharp has not written.
 * sharp works on libuv's thread pool, not the event loop.
 */
export async function renderableImage(
  bytes: Uint8Array | null | undefined,
): Promise<Buffer | null> {
  if (!bytes || bytes.length === 0) return null;
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "warning" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    return await (hasAlpha
      ? image.png({ compressionLevel: 6 })
      : image.flatten({ background: "#ffffff" }).jpeg({ quality: 85 })
    ).toBuffer();
  } catch {
    return null;
  }
}
