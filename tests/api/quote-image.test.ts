import { deflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { type Browser, signedInBrowser } from "../support/browser";
import {
  describeImage,
  exifHasGps,
  firstPixel,
  phoneJpeg,
  solidPng,
  truncatedPng,
} from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

/** A real RGB PNG of `size`×`size` pixels in one colour, built here from its chunks. */
function makePng(size: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  const raw = Buffer.concat(Array(size).fill(row));
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PNG = makePng(4, [200, 80, 20]);
const OTHER_PNG = makePng(3, [10, 120, 200]);

/** The colour, give or take JPEG's rounding. */
function expectColour(actual: number[], expected: number[]) {
  for (const [i, v] of actual.entries()) {
    expect(Math.abs(v - expected[i]!)).toBeLessThanOrEqual(6);
  }
}

function upload(b: Browser, quoteId: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("image", new File([new Uint8Array(bytes)], name, { type }));
  return b.request(`/api/quotes/${quoteId}/image`, { method: "POST", body: form });
}

async function newQuote(b: Browser): Promise<string> {
  const res = await b.post("/api/quotes", {
    name: "Garden wall",
    jobDescription: "Rebuild the collapsed section of the garden wall.",
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

async function imageRows(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from uploaded_images`,
  );
  return Number(row!.n);
}

describe("quote site photo", () => {
  it("stores a PNG (re-encoded as a JPEG), serves it back and shows it as the card image", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    expect((await (await b.get(`/api/quotes/${id}`)).json()).imageUrl).toBeNull();
    expect((await b.get(`/api/quotes/${id}/image`)).status).toBe(404);

    const res = await upload(b, id, PNG, "site.png", "image/png");
    expect(res.status).toBe(200);
    const quote = await res.json();
    expect(quote.imageUrl).toMatch(new RegExp(`^/api/quotes/${id}/image\\?v=[0-9a-f-]{36}$`));

    const detail = await (await b.get(`/api/quotes/${id}`)).json();
    expect(detail.imageUrl).toBe(quote.imageUrl);
    const list = await (await b.get("/api/quotes")).json();
    const listed = (Array.isArray(list) ? list : list.quotes).find(
      (q: { id: string }) => q.id === id,
    );
    expect(listed.imageUrl).toBe(quote.imageUrl);

    const served = await b.get(quote.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await describeImage(bytes)).toMatchObject({ format: "jpeg", width: 4, height: 4 });
    expectColour(await firstPixel(bytes), [200, 80, 20]);
  });

  it("replaces the previous photo (deleting it) and removes it", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const first = await (await upload(b, id, PNG, "a.png", "image/png")).json();
    const rowsAfterFirst = await imageRows();
    const second = await (await upload(b, id, OTHER_PNG, "b.png", "image/png")).json();
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(await imageRows()).toBe(rowsAfterFirst);
    const served = await b.get(`/api/quotes/${id}/image`);
    expectColour(await firstPixel(Buffer.from(await served.arrayBuffer())), [10, 120, 200]);

    const removed = await b.request(`/api/quotes/${id}/image`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await removed.json()).imageUrl).toBeNull();
    expect(await imageRows()).toBe(rowsAfterFirst - 1);
    expect((await b.get(`/api/quotes/${id}/image`)).status).toBe(404);
  });

  it("judges the type by content: a text file named .png and an SVG are refused", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const text = await upload(b, id, Buffer.from("hello, not an image"), "site.png", "image/png");
    expect(text.status).toBe(400);
    expect((await text.json()).error).toMatchObject({
      code: "invalid_file_type",
      message: "Invalid file type - Please upload an image file",
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const svgRes = await upload(b, id, svg, "site.svg", "image/svg+xml");
    expect(svgRes.status).toBe(400);
    expect((await svgRes.json()).error.code).toBe("invalid_file_type");
    expect((await (await b.get(`/api/quotes/${id}`)).json()).imageUrl).toBeNull();
  });

  it("refuses 5 MB or more with 413, and accepts just under", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const big = Buffer.alloc(5 * 1024 * 1024);
    PNG.copy(big);
    const res = await upload(b, id, big, "big.png", "image/png");
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({
      code: "file_too_large",
      message: "File too large - Photo must be less than 5MB in size",
    });
    const huge = Buffer.alloc(8 * 1024 * 1024);
    PNG.copy(huge);
    const hugeRes = await upload(b, id, huge, "huge.png", "image/png");
    expect(hugeRes.status).toBe(413);
    expect((await hugeRes.json()).error.message).toBe(
      "File too large - Photo must be less than 5MB in size",
    );
    // Over the 4 MB limit of other requests, under the photo limit: stored.
    const fine = Buffer.alloc(4.5 * 1024 * 1024);
    PNG.copy(fine);
    expect((await upload(b, id, fine, "ok.png", "image/png")).status).toBe(200);
  });

  it("another business gets 404 on upload, read and delete", async () => {
    const { browser: owner } = await signedInBrowser(t, { name: "Owner A" });
    const { browser: other } = await signedInBrowser(t, { name: "Other B" });
    const id = await newQuote(owner);
    expect((await upload(owner, id, PNG, "a.png", "image/png")).status).toBe(200);

    expect((await other.get(`/api/quotes/${id}/image`)).status).toBe(404);
    expect((await upload(other, id, OTHER_PNG, "b.png", "image/png")).status).toBe(404);
    expect((await other.request(`/api/quotes/${id}/image`, { method: "DELETE" })).status).toBe(404);
    expect((await other.get("/api/quotes/not-a-uuid/image")).status).toBe(404);

    const served = await owner.get(`/api/quotes/${id}/image`);
    expectColour(await firstPixel(Buffer.from(await served.arrayBuffer())), [200, 80, 20]);
  });

  it("the PDF still renders with a photo", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    expect((await upload(b, id, PNG, "a.png", "image/png")).status).toBe(200);
    const res = await b.get(`/api/quotes/${id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.includes(Buffer.from("/Subtype /Image"))).toBe(true);
  });

  it("deleting the quote deletes its photo", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    await upload(b, id, PNG, "a.png", "image/png");
    const before = await imageRows();
    expect((await b.request(`/api/quotes/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await imageRows()).toBe(before - 1);
  });
});

describe("untrusted photos never reach the renderer (issue 15)", () => {
  const unreadable = {
    code: "image_unreadable",
    message: "That image could not be read. Try a JPEG or PNG photo.",
  };

  async function quoteWithPhoto(b: Browser) {
    const id = await newQuote(b);
    expect((await upload(b, id, PNG, "a.png", "image/png")).status).toBe(200);
    const imageUrl = (await (await b.get(`/api/quotes/${id}`)).json()).imageUrl;
    return { id, imageUrl };
  }

  it("refuses a 61-byte truncated PNG with 400, keeps the photo it had, and the PDF still renders", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { id, imageUrl } = await quoteWithPhoto(b);
    const rows = await imageRows();
    const truncated = await truncatedPng();
    expect(truncated.length).toBe(61);

    const res = await upload(b, id, truncated, "site.png", "image/png");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(unreadable);
    expect(await imageRows()).toBe(rows);
    expect((await (await b.get(`/api/quotes/${id}`)).json()).imageUrl).toBe(imageUrl);

    // As a data URL too.
    const json = await b.post(`/api/quotes/${id}/image`, {
      dataUrl: `data:image/png;base64,${truncated.toString("base64")}`,
    });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toEqual(unreadable);

    const pdf = await b.get(`/api/quotes/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).includes(Buffer.from("/Subtype /Image"))).toBe(
      true,
    );
  });

  it("refuses what only starts like an image: HTML behind a PNG signature, an HTML page labelled image/png", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const rows = await imageRows();
    const disguised = Buffer.concat([
      Buffer.from("89504e470d0a1a0a", "hex"),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    const res = await upload(b, id, disguised, "site.png", "image/png");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(unreadable);

    const html = Buffer.from("<!doctype html><html><body onload=alert(1)></body></html>");
    const htmlRes = await upload(b, id, html, "site.png", "image/png");
    expect(htmlRes.status).toBe(400);
    expect((await htmlRes.json()).error.code).toBe("invalid_file_type");

    expect(await imageRows()).toBe(rows);
    expect((await (await b.get(`/api/quotes/${id}`)).json()).imageUrl).toBeNull();
  });

  it("refuses an 8000 x 8000 PNG and a 7000 x 7000 PNG (over 40 megapixels) with 400, storing nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const rows = await imageRows();
    for (const side of [8000, 7000]) {
      const png = await solidPng(side, side);
      expect(png.length).toBeLessThan(5 * 1024 * 1024);
      const res = await upload(b, id, png, "huge.png", "image/png");
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual(unreadable);
    }
    expect(await imageRows()).toBe(rows);
    expect((await (await b.get(`/api/quotes/${id}`)).json()).imageUrl).toBeNull();
  }, 120_000);

  it("stores a 40-megapixel PNG (8000 x 5000, the limit) at 2,000 px on its long side", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const res = await upload(b, id, await solidPng(8000, 5000), "wide.png", "image/png");
    expect(res.status).toBe(200);
    const served = Buffer.from(await (await b.get(`/api/quotes/${id}/image`)).arrayBuffer());
    expect(await describeImage(served)).toMatchObject({
      format: "jpeg",
      width: 2000,
      height: 1250,
    });
    const [stored] = await queryRows<{ data: Buffer; content_type: string; reencoded: boolean }>(
      t.deps.db,
      sql`select i.data, i.content_type, i.reencoded from uploaded_images i
          join quote_photos p on p.image_id = i.id where p.quote_id = ${id}`,
    );
    expect(stored!.content_type).toBe("image/jpeg");
    expect(stored!.reencoded).toBe(true);
    expect(Buffer.from(stored!.data).equals(served)).toBe(true);
  }, 120_000);

  it("strips a phone photo's EXIF (GPS included) and colour profile, and turns it upright", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const jpeg = await phoneJpeg();
    const before = await describeImage(jpeg);
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before).toMatchObject({ width: 40, height: 30, orientation: 6 });
    expect(before.icc).not.toBeNull();

    expect((await upload(b, id, jpeg, "IMG_0001.jpg", "image/jpeg")).status).toBe(200);
    const served = Buffer.from(await (await b.get(`/api/quotes/${id}/image`)).arrayBuffer());
    expect(await describeImage(served)).toMatchObject({
      format: "jpeg",
      width: 30,
      height: 40,
      exif: null,
      xmp: null,
      icc: null,
      orientation: null,
    });
    expect(served.includes(Buffer.from("PhoneMaker"))).toBe(false);
  });

  it("stores a transparent WebP as a JPEG on white, which the PDF can draw", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const sharp = (await import("sharp")).default;
    const webp = await sharp({
      create: { width: 20, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect((await upload(b, id, webp, "site.webp", "image/webp")).status).toBe(200);
    const served = await b.get(`/api/quotes/${id}/image`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await describeImage(bytes)).toMatchObject({ format: "jpeg", width: 20, height: 10 });
    expectColour(await firstPixel(bytes), [255, 255, 255]);
    const pdf = Buffer.from(await (await b.get(`/api/quotes/${id}/pdf`)).arrayBuffer());
    expect(pdf.includes(Buffer.from("/Subtype /Image"))).toBe(true);
  });
});
