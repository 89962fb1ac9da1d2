import { type Sharp, withSharp } from "../sharp";

type Bytes = Uint8Array | null | undefined;

/** The longest side an image is drawn from: the PDF shows photos at most 240 points wide. */
const MAX_SIDE = 1200;
/** Larger images are not decoded at all (the upload limit is the same). */
const MAX_PIXELS = 40_000_000;

/**
 * A document's images as the PDF renderer will embed them, in the same order: each decoded in
 * full by sharp (which refuses truncated or corrupt files, and anything over 40 megapixels),
 * turned upright, fitted into 1,200 px and re-encoded as PNG (when it has transparency) or JPEG.
 * Null for one that is missing or cannot be decoded, so the document is drawn without it: pdfkit's
 * own decoders never see bytes that sharp has not written.
 *
 * All of them in one turn of `owner` (the business whose document it is) at the image slots
 * (sharp.ts), one after another: a quote's logo and ten photos hold one slot, as one upload does,
 * and take one of the business's waiting places. Rejects with a 503 AppError `busy` when too
 * many images wait (the business's or everyone's); with no image to decode, takes no turn.
 */
export async function renderableImages(images: readonly Bytes[], owner: string) {
  if (!images.some((bytes) => bytes && bytes.length > 0)) return images.map(() => null);
  return withSharp(owner, async (sharp) => {
    const prepared: (Buffer | null)[] = [];
    for (const bytes of images) prepared.push(await renderable(sharp, bytes));
    return prepared;
  });
}

async function renderable(sharp: Sharp, bytes: Bytes): Promise<Buffer | null> {
  if (!bytes || bytes.length === 0) return null;
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
