import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { reencodeStoredImages } from "../../src/server/db/reencode-images";
import type { Logger } from "../../src/server/log";
import { type Browser, signedInBrowser } from "../support/browser";
import { describeImage, exifHasGps, phoneJpeg, solidPng, truncatedPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

async function newQuote(b: Browser): Promise<string> {
  const res = await b.post("/api/quotes", { name: "Porch", jobDescription: "Build a porch." });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

/** Stores an image the way the product did before migration 0007: as it came, not re-encoded. */
async function storeRaw(businessId: string, bytes: Buffer, quoteId?: string, reencoded = false) {
  const [row] = await queryRows<{ id: string }>(
    t.deps.db,
    sql`insert into uploaded_images (business_id, content_type, data, reencoded)
        values (${businessId}, 'image/png', ${bytes}, ${reencoded}) returning id`,
  );
  if (quoteId) {
    await t.deps.db.execute(sql`insert into quote_photos (quote_id, business_id, image_id, position)
      select id, business_id, ${row!.id}, 0 from quotes where id = ${quoteId}`);
  }
  return row!.id;
}

async function storeRawLogo(businessId: string, bytes: Buffer) {
  await t.deps.db.execute(
    sql`update businesses set logo = ${bytes}, logo_content_type = 'image/png',
        logo_reencoded = false where id = ${businessId}`,
  );
}

async function imageRow(id: string) {
  const [row] = await queryRows<{ data: Buffer; content_type: string; reencoded: boolean }>(
    t.deps.db,
    sql`select data, content_type, reencoded from uploaded_images where id = ${id}`,
  );
  return row ?? null;
}

function capturingLog() {
  const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
  const log = {
    info: (msg: string, fields?: Record<string, unknown>) => lines.push({ msg, fields }),
    error: (msg: string, fields?: Record<string, unknown>) => lines.push({ msg, fields }),
    debug: () => {},
  } as unknown as Logger;
  return { log, lines };
}

// Large images are made and decoded here: generous time for a busy two-core machine.
describe("re-encoding the images stored before uploads were re-encoded (migration 0007)", () => {
  it("re-encodes what it can read, drops what it cannot, and then has nothing left to do", async () => {
    const { browser: a } = await signedInBrowser(t, { name: "Old Photos Ltd" });
    const { browser: b } = await signedInBrowser(t, { name: "Old Logo Ltd" });
    const aId = await businessIdOf(a);
    const bId = await businessIdOf(b);
    const [truncatedQuote, hugeQuote, overQuote, phoneQuote] = [
      await newQuote(a),
      await newQuote(a),
      await newQuote(a),
      await newQuote(a),
    ];
    const truncated = await storeRaw(aId, await truncatedPng(), truncatedQuote);
    const huge = await storeRaw(aId, await solidPng(8000, 5000), hugeQuote);
    const over = await storeRaw(aId, await solidPng(7000, 7000), overQuote);
    const phone = await storeRaw(aId, await phoneJpeg(), phoneQuote);
    const garbage = Buffer.from("already re-encoded: left alone");
    const done = await storeRaw(aId, garbage, undefined, true);
    await storeRawLogo(aId, await truncatedPng());
    await storeRawLogo(bId, await solidPng(3000, 1000, { r: 0, g: 90, b: 160, alpha: 0.5 }));
    // An upload since 0007 is stored re-encoded and flagged: the step leaves it alone.
    const uploadedQuote = await newQuote(b);
    const form = new FormData();
    form.append("image", new File([new Uint8Array(await solidPng(10, 10))], "a.png"));
    const uploaded = await b.request(`/api/quotes/${uploadedQuote}/image`, {
      method: "POST",
      body: form,
    });
    expect(uploaded.status).toBe(200);

    const { log, lines } = capturingLog();
    const counts = await reencodeStoredImages(t.deps.db, log);
    expect(counts).toEqual({
      photosReencoded: 2,
      photosDropped: 2,
      logosReencoded: 1,
      logosDropped: 1,
    });
    expect(lines).toEqual([{ msg: "stored images re-encoded", fields: counts }]);

    // Unreadable (truncated) and over 40 megapixels: dropped, their quotes without a photo.
    for (const [id, quoteId] of [
      [truncated, truncatedQuote],
      [over, overQuote],
    ] as const) {
      expect(await imageRow(id)).toBeNull();
      expect((await (await a.get(`/api/quotes/${quoteId}`)).json()).imageUrl).toBeNull();
      expect((await a.get(`/api/quotes/${quoteId}/image`)).status).toBe(404);
    }
    const pdf = await a.get(`/api/quotes/${truncatedQuote}/pdf`);
    expect(pdf.status).toBe(200);

    // 8000 x 5000: a JPEG of 2000 x 1250.
    const hugeRow = await imageRow(huge);
    expect(hugeRow).toMatchObject({ content_type: "image/jpeg", reencoded: true });
    expect(await describeImage(hugeRow!.data)).toMatchObject({
      format: "jpeg",
      width: 2000,
      height: 1250,
    });
    const served = await a.get(`/api/quotes/${hugeQuote}/image`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");

    // The phone photo: upright, its GPS and every other piece of metadata gone.
    const phoneRow = await imageRow(phone);
    expect(exifHasGps((await describeImage(await phoneJpeg())).exif)).toBe(true);
    expect(await describeImage(phoneRow!.data)).toMatchObject({
      format: "jpeg",
      width: 30,
      height: 40,
      exif: null,
      icc: null,
    });

    // Already flagged: untouched.
    expect(Buffer.from((await imageRow(done))!.data).equals(garbage)).toBe(true);

    // Logos: the unreadable one cleared, the large one a PNG of 800 x 267 with its transparency.
    expect((await (await a.get("/api/settings/business")).json()).hasLogo).toBe(false);
    expect((await a.get("/api/settings/business/logo")).status).toBe(404);
    const logo = await b.get("/api/settings/business/logo");
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(await describeImage(Buffer.from(await logo.arrayBuffer()))).toMatchObject({
      format: "png",
      width: 800,
      height: 267,
      hasAlpha: true,
    });

    // Idempotent: a second run finds nothing and says nothing.
    const again = capturingLog();
    expect(await reencodeStoredImages(t.deps.db, again.log)).toEqual({
      photosReencoded: 0,
      photosDropped: 0,
      logosReencoded: 0,
      logosDropped: 0,
    });
    expect(again.lines).toEqual([]);
  }, 120_000);

  it("two servers running it at once re-encode each image once", async () => {
    const { browser: a } = await signedInBrowser(t);
    const aId = await businessIdOf(a);
    const ids = [
      await storeRaw(aId, await solidPng(300, 200)),
      await storeRaw(aId, await solidPng(200, 300)),
      await storeRaw(aId, await truncatedPng()),
    ];
    const [one, two] = await Promise.all([
      reencodeStoredImages(t.deps.db),
      reencodeStoredImages(t.deps.db),
    ]);
    expect(one!.photosReencoded + two!.photosReencoded).toBe(2);
    expect(one!.photosDropped + two!.photosDropped).toBe(1);
    expect(await imageRow(ids[2]!)).toBeNull();
    for (const id of ids.slice(0, 2)) {
      expect(await imageRow(id)).toMatchObject({ content_type: "image/jpeg", reencoded: true });
    }
  }, 120_000);
});
