// One-off: the app's install icons (src/web/public/icons) drawn from the favicon's design with
// sharp. Run again only when the logo changes: `node scripts/make-icons.mjs`.
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const out = "src/web/public/icons";
mkdirSync(out, { recursive: true });

/** The favicon (rounded square, white S, amber dot) at 512 units. */
const logo = (rounded) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="#0f766e"/><text x="7" y="23" font-family="DejaVu Sans,Arial,Helvetica,sans-serif" font-size="19" font-weight="700" fill="#fff">S</text><circle cx="23.5" cy="21" r="2.6" fill="#f59e0b"/></svg>`;

/**
 * A maskable icon is cropped to a circle or squircle by the launcher: the mark sits in the middle
 * 80 % (the safe zone) on a full-bleed background.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f766e"/><g transform="translate(4 4)"><text x="7" y="23" font-family="DejaVu Sans,Arial,Helvetica,sans-serif" font-size="19" font-weight="700" fill="#fff">S</text><circle cx="23.5" cy="21" r="2.6" fill="#f59e0b"/></g></svg>`;

const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}/${file}`);

await png(logo(true), 192, "icon-192.png");
await png(logo(true), 512, "icon-512.png");
await png(maskable, 512, "icon-maskable-512.png");
await png(logo(false), 180, "apple-touch-icon.png");
