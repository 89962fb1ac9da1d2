import { deflateSync } from "node:zlib";
import type { Locator } from "@playwright/test";
import { desktop, expect, signUpViaApi, test } from "./fixtures";

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
  await expect(page.getByText("Site photo", { exact: true })).toBeVisible();
  await expect(page.getByText("No photo yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add photo" })).toBeVisible();

  await page.getByLabel("Site photo file").setInputFiles({
    name: "site.png",
    mimeType: "image/png",
    buffer: makePng(),
  });
  const photo = page.getByTestId("site-photo");
  await expect(photo).toHaveAttribute("src", new RegExp(`^/api/quotes/${quote.id}/image\\?v=`));
  await loaded(photo);
  await expect(page.getByRole("button", { name: "Replace photo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove" })).toBeVisible();

  // A text file is refused in the browser with the same message as the server's.
  await page.getByLabel("Site photo file").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await expect(page.getByText("Please upload an image file")).toBeVisible();

  // A truncated PNG passes the browser's checks; the server cannot decode it, says so, and the
  // photo stays as it was.
  const src = await photo.getAttribute("src");
  await page.getByLabel("Site photo file").setInputFiles({
    name: "broken.png",
    mimeType: "image/png",
    buffer: makePng().subarray(0, 61),
  });
  await expect(
    page.getByText("That image could not be read. Try a JPEG or PNG photo."),
  ).toBeVisible();
  await expect(photo).toHaveAttribute("src", src!);

  await page.goto("/dashboard/quotes");
  const cardImage = page.locator(`img[src^="/api/quotes/${quote.id}/image?v="]`);
  await expect(cardImage).toHaveCount(1);
  await cardImage.scrollIntoViewIfNeeded();
  await loaded(cardImage);
});
