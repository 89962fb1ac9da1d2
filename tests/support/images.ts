import sharp from "sharp";

/** A PNG of one colour (cheap at any size: it compresses to almost nothing). */
export function solidPng(
  width: number,
  height: number,
  colour: { r: number; g: number; b: number; alpha?: number } = { r: 200, g: 80, b: 20 },
): Promise<Buffer> {
  const channels = colour.alpha === undefined ? 3 : 4;
  return sharp({ create: { width, height, channels, background: colour } })
    .png()
    .toBuffer();
}

/** The first 61 bytes of a real PNG: signature and header intact, the pixel data cut short. */
export async function truncatedPng(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return noise.subarray(0, 61);
}

/**
 * A 40 x 30 JPEG taken "on a phone": EXIF with GPS coordinates and orientation 6 (to be turned
 * 90° clockwise, so it shows 30 wide and 40 tall), and a Display P3 colour profile.
 */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2607/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3954/100",
      },
    })
    .withIccProfile("p3")
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** Whether EXIF data (as sharp's metadata gives it) has a GPS block: IFD0's tag 0x8825. */
export function exifHasGps(exif: Buffer | null): boolean {
  if (!exif) return false;
  if (exif.subarray(0, 6).toString("latin1") !== "Exif\0\0") return false;
  const tiff = exif.subarray(6);
  const le = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** Width, height, format and whether any metadata survived, as sharp reads them. */
export async function describeImage(bytes: Uint8Array) {
  const m = await sharp(bytes).metadata();
  return {
    format: m.format,
    width: m.width,
    height: m.height,
    hasAlpha: m.hasAlpha,
    exif: m.exif ?? null,
    xmp: m.xmp ?? null,
    icc: m.icc ?? null,
    orientation: m.orientation ?? null,
  };
}

/** The colour of the image's first pixel, as [r, g, b]. */
export async function firstPixel(bytes: Uint8Array): Promise<number[]> {
  const raw = await sharp(bytes).removeAlpha().raw().toBuffer();
  return [raw[0]!, raw[1]!, raw[2]!];
}
