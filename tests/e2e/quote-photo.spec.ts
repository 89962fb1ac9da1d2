import { deflateSync } from "node:zlib";
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

// With no signal the app comes from its service worker, which the other specs block.
test.use({ serviceWorkers: "allow" });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 8×8 orange PNG. */
function makePng(size = 8): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array(size).fill([230, 120, 30]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const loaded = (img: Locator) =>
  expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

test("a site photo is attached on the quote detail page and shown on its card", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  const res = await page.request.post("/api/quotes", {
    data: { name: "Patio relay", jobDescription: "Lift and relay the patio slabs." },
  });
  expect(res.status()).toBe(201);
  const quote = (await res.json()) as { id: string };

  await page.goto(`/dashboard/quotes/${quote.id}`);
  await expect(page.getByText("Site photos", { exact: true })).toBeVisible();
  await expect(page.getByText("No photos yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add photo" })).toBeVisible();

  await page.getByLabel("Site photo file").setInputFiles({
    name: "site.png",
    mimeType: "image/png",
    buffer: makePng(),
  });
  const photo = page.getByTestId("site-photo");
  await expect(photo).toHaveAttribute("src", new RegExp(`^/api/quotes/${quote.id}/photos/`));
  await loaded(photo);
  await expect(page.getByRole("button", { name: "Remove photo 1" })).toBeVisible();

  // A text file is refused in the browser with the same message as the server's.
  await page.getByLabel("Site photo file").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await expect(page.getByText("Please upload an image file")).toBeVisible();

  // A truncated PNG passes the browser's checks; the server cannot decode it, says so, and the
  // photos stay as they were.
  const src = await photo.getAttribute("src");
  await page.getByLabel("Site photo file").setInputFiles({
    name: "broken.png",
    mimeType: "image/png",
    buffer: makePng().subarray(0, 61),
  });
  await expect(
    page.getByText("That image could not be read. Try a JPEG or PNG photo."),
  ).toBeVisible();
  await expect(photo).toHaveCount(1);
  await expect(photo).toHaveAttribute("src", src!);

  await page.goto("/dashboard/quotes");
  const cardImage = page.locator(`img[src^="/api/quotes/${quote.id}/image?v="]`);
  await expect(cardImage).toHaveCount(1);
  await cardImage.scrollIntoViewIfNeeded();
  await loaded(cardImage);
});

/** A small site picture as a phone would hand it over: a JPEG in two colours. */
function picture(top: [number, number, number], bottom: [number, number, number]) {
  const half = (rgb: [number, number, number]) =>
    sharp({
      create: {
        width: 320,
        height: 120,
        channels: 3,
        background: { r: rgb[0], g: rgb[1], b: rgb[2] },
      },
    })
      .png()
      .toBuffer();
  return Promise.all([half(top), half(bottom)]).then(([a, b]) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: "#ffffff" } })
      .composite([
        { input: a, top: 0, left: 0 },
        { input: b, top: 120, left: 0 },
      ])
      .jpeg()
      .toBuffer(),
  );
}

const imagesIn = (pdf: Buffer) => pdf.toString("latin1").split("/Subtype /Image").length - 1;

test("several site photos: two added at once show as thumbnails, one removed, the PDF carries the other", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  const res = await page.request.post("/api/quotes", {
    data: { name: "Kitchen re-plaster", jobDescription: "Hack off and re-plaster two walls." },
  });
  const quote = (await res.json()) as { id: string };
  await page.goto(`/dashboard/quotes/${quote.id}`);

  await page.getByLabel("Site photo file").setInputFiles([
    {
      name: "wall.jpg",
      mimeType: "image/jpeg",
      buffer: await picture([181, 150, 120], [120, 90, 70]),
    },
    {
      name: "ceiling.jpg",
      mimeType: "image/jpeg",
      buffer: await picture([220, 220, 210], [90, 110, 140]),
    },
  ]);
  await expect(page.getByText("2 photos added")).toBeVisible();
  const thumbs = page.getByTestId("site-photo");
  await expect(thumbs).toHaveCount(2);
  await loaded(thumbs.nth(0));
  await loaded(thumbs.nth(1));
  await expect(page.getByText("2 of 10")).toBeVisible();
  await expect(page.getByTestId("preview-photo")).toHaveCount(2);
  const card = page.getByRole("list", { name: "Site photos" });
  await card.scrollIntoViewIfNeeded();
  await snap(page, "quote-photos-desktop");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  // Tapped, a photo opens larger.
  await page.getByRole("button", { name: "View photo 2" }).click();
  const viewer = page.getByRole("dialog", { name: "Photo 2 of 2" });
  await expect(viewer.getByRole("img")).toBeVisible();
  await snap(page, "quote-photo-viewer-desktop");
  await viewer.getByRole("button", { name: "Close" }).click();

  await page.setViewportSize(phone);
  await card.scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const remove = page.getByRole("button", { name: "Remove photo 1" });
  const box = await remove.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await snap(page, "quote-photos-phone");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  // Removing asks first; "Keep it" keeps it.
  const second = await thumbs.nth(1).getAttribute("src");
  await remove.click();
  const confirm = page.getByRole("dialog", { name: "Remove photo 1?" });
  await expect(confirm).toBeVisible();
  await snap(page, "quote-photo-remove-phone");
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(thumbs).toHaveCount(2);
  await remove.click();
  await confirm.getByRole("button", { name: "Remove photo" }).click();
  await expect(thumbs).toHaveCount(1);
  await expect(thumbs.first()).toHaveAttribute("src", second!);
  await expect(page.getByText("1 of 10")).toBeVisible();
  // The printable preview shows what the PDF will.
  await expect(page.getByTestId("preview-photo")).toHaveCount(1);
  await expect(page.getByTestId("preview-photo")).toHaveAttribute("src", second!);

  const pdf = await page.request.get(`/api/quotes/${quote.id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(imagesIn(await pdf.body())).toBe(1);
});

test("with no signal, each photo added waits on the device, shown from its Blob, and is sent once back online", async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  const res = await page.request.post("/api/quotes", {
    data: { name: "Garden wall", jobDescription: "Rebuild the collapsed section." },
  });
  const quote = (await res.json()) as { id: string };
  await page.goto(`/dashboard/quotes/${quote.id}`);
  await expect(page.getByText("No photos yet")).toBeVisible();

  await context.setOffline(true);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toBeVisible();
  await page.getByLabel("Site photo file").setInputFiles([
    {
      name: "wall.jpg",
      mimeType: "image/jpeg",
      buffer: await picture([150, 80, 60], [90, 90, 90]),
    },
    {
      name: "gap.jpg",
      mimeType: "image/jpeg",
      buffer: await picture([120, 140, 90], [70, 60, 50]),
    },
  ]);
  const thumbs = page.getByTestId("site-photo");
  await expect(thumbs).toHaveCount(2);
  await expect(thumbs.nth(0)).toHaveAttribute("src", /^blob:/);
  await expect(thumbs.nth(1)).toHaveAttribute("src", /^blob:/);
  await loaded(thumbs.nth(1));
  await expect(banner).toContainText("2 changes waiting");
  // Removing needs the connection: the photo is not on the server yet.
  await expect(page.getByRole("button", { name: "Remove photo 1" })).toBeDisabled();

  await context.setOffline(false);
  await expect(banner).toHaveText("All changes sent.");
  await expect(thumbs.nth(0)).toHaveAttribute(
    "src",
    new RegExp(`^/api/quotes/${quote.id}/photos/`),
  );
  await expect(thumbs.nth(1)).toHaveAttribute(
    "src",
    new RegExp(`^/api/quotes/${quote.id}/photos/`),
  );
  const photos = await (await page.request.get(`/api/quotes/${quote.id}/photos`)).json();
  expect(photos.photos).toHaveLength(2);
});

/** A photo that stays large once stored (noise does not compress): about 1.9 MB as stored. */
function noisyPhoto() {
  const [width, height] = [2000, 1500];
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
}

test("a photo past the business's photo storage is refused with how to make room, and fits once one is removed", async ({
  page,
}) => {
  // The e2e server keeps 2 MB of photos a business (PHOTO_STORAGE_MB in playwright.config.ts).
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  const res = await page.request.post("/api/quotes", {
    data: { name: "Loft conversion", jobDescription: "Board and skim the loft." },
  });
  const quote = (await res.json()) as { id: string };
  await page.goto(`/dashboard/quotes/${quote.id}`);
  const photo = { name: "loft.jpg", mimeType: "image/jpeg", buffer: await noisyPhoto() };
  const file = page.getByLabel("Site photo file");
  await file.setInputFiles(photo);
  await expect(page.getByText("Photo added")).toBeVisible();
  await expect(page.getByText("1 of 10")).toBeVisible();

  await file.setInputFiles(photo);
  const refusal = page.getByText(
    /^Your business can keep 2 MB of site photos and has 1\.\d MB\. Remove photos from quotes you no longer need, then try again\.$/,
  );
  await expect(refusal).toBeVisible();
  await expect(page.getByText("1 of 10")).toBeVisible();
  await expect(page.getByTestId("site-photo")).toHaveCount(1);

  // Settings says how full it is, before the next photo is refused on site. Opened at once: the
  // refused photo, answered and said, may still be stored as waiting and sent again as the page
  // loads, but is not put to the user again ("A change could not be sent" over the page).
  await page.goto("/dashboard/settings");
  await expect(page.getByTestId("photo-storage-used")).toHaveText(/^1\.\d MB of 2 MB used$/);
  await expect(page.getByRole("progressbar", { name: "Photo storage used" })).toBeVisible();
  await page.getByRole("heading", { name: "Photo storage" }).scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "settings-photo-storage-phone");
  await page.goto(`/dashboard/quotes/${quote.id}`);

  await file.setInputFiles(photo);
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId("site-photo")).toHaveCount(1);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "quote-photo-storage-full-phone");
  await page.setViewportSize(desktop);
  await snap(page, "quote-photo-storage-full-desktop");
  await page.setViewportSize(phone);

  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await page
    .getByRole("dialog", { name: "Remove photo 1?" })
    .getByRole("button", { name: "Remove photo" })
    .click();
  await expect(page.getByText("No photos yet")).toBeVisible();
  await file.setInputFiles(photo);
  await expect(page.getByTestId("site-photo")).toHaveCount(1);
  await expect(page.getByText("1 of 10")).toBeVisible();
});
