import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { type Browser, signedInBrowser } from "../support/browser";
import { firstPixel, solidPng, truncatedPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

/* Several site photos per quote (issue 20): /api/quotes/{id}/photos and the older /image. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = "A quote can hold up to 10 photos. Remove one to add another.";

function form(bytes: Uint8Array, name = "site.png", type = "image/png") {
  const body = new FormData();
  body.append("image", new File([new Uint8Array(bytes)], name, { type }));
  return body;
}

function add(b: Browser, quoteId: string, bytes: Uint8Array, photoId?: string) {
  const query = photoId ? `?photoId=${photoId}` : "";
  return b.request(`/api/quotes/${quoteId}/photos${query}`, { method: "POST", body: form(bytes) });
}

async function newQuote(b: Browser): Promise<string> {
  const res = await b.post("/api/quotes", { name: "Loft", jobDescription: "Board the loft." });
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

/** The number of image objects drawn in a PDF (pdfkit writes their dictionaries uncompressed). */
const imagesIn = (pdf: Buffer) => pdf.toString("latin1").split("/Subtype /Image").length - 1;

const red = () => solidPng(40, 30, { r: 200, g: 30, b: 30 });
const green = () => solidPng(30, 40, { r: 30, g: 160, b: 60 });
const blue = () => solidPng(20, 20, { r: 30, g: 60, b: 200 });

async function colourOf(b: Browser, url: string) {
  const res = await b.get(url);
  expect(res.status).toBe(200);
  return firstPixel(Buffer.from(await res.arrayBuffer()));
}

function expectNear(actual: number[], expected: number[]) {
  for (const [i, v] of expected.entries()) expect(Math.abs(actual[i]! - v)).toBeLessThan(12);
}

describe("a quote's site photos", () => {
  it("adds three in order, lists them, serves each for good and draws them all in the PDF", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const added = [];
    for (const png of [await red(), await green(), await blue()]) {
      const res = await add(b, id, png);
      expect(res.status).toBe(201);
      added.push(await res.json());
    }
    const quote = added[2];
    expect(quote.photos).toHaveLength(3);
    expect(quote.photos.map((p: { position: number }) => p.position)).toEqual([0, 1, 2]);
    expect(quote.photos[0].url).toBe(`/api/quotes/${id}/photos/${quote.photos[0].id}`);
    // Older builds still see one photo: the first.
    expect(quote.imageUrl).toBe(added[0].imageUrl);

    const list = await b.get(`/api/quotes/${id}/photos`);
    expect(list.status).toBe(200);
    expect((await list.json()).photos).toEqual(quote.photos);

    const served = await b.get(quote.photos[1].url);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expectNear(await colourOf(b, quote.photos[0].url), [200, 30, 30]);
    expectNear(await colourOf(b, quote.photos[1].url), [30, 160, 60]);
    expectNear(await colourOf(b, quote.photos[2].url), [30, 60, 200]);

    const pdf = await b.get(`/api/quotes/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(imagesIn(Buffer.from(await pdf.arrayBuffer()))).toBe(3);
  });

  it("removes one, keeping the others in order and deleting its image", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    await add(b, id, await red());
    await add(b, id, await green());
    const three = await (await add(b, id, await blue())).json();
    const rows = await imageRows();
    const middle = three.photos[1];

    const res = await b.request(`/api/quotes/${id}/photos/${middle.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    const quote = await res.json();
    expect(quote.photos.map((p: { id: string }) => p.id)).toEqual([
      three.photos[0].id,
      three.photos[2].id,
    ]);
    expect(quote.version).toBe(three.version + 1);
    expect(await imageRows()).toBe(rows - 1);
    expect((await b.get(middle.url)).status).toBe(404);
    const again = await b.request(`/api/quotes/${id}/photos/${middle.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe("That photo could not be found.");

    const pdf = Buffer.from(await (await b.get(`/api/quotes/${id}/pdf`)).arrayBuffer());
    expect(imagesIn(pdf)).toBe(2);
  });

  it("refuses an 11th photo with 409 and takes one again once a photo is removed", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const png = await blue();
    let quote = null;
    for (let i = 0; i < 10; i++) {
      const res = await add(b, id, png);
      expect(res.status).toBe(201);
      quote = await res.json();
    }
    const rows = await imageRows();
    const eleventh = await add(b, id, png);
    expect(eleventh.status).toBe(409);
    expect((await eleventh.json()).error).toEqual({ code: "too_many_photos", message: TOO_MANY });
    expect(await imageRows()).toBe(rows);
    // The older single-photo upload replaces the first photo, so it is not refused.
    expect(
      (await b.request(`/api/quotes/${id}/image`, { method: "POST", body: form(png) })).status,
    ).toBe(200);

    await b.request(`/api/quotes/${id}/photos/${quote.photos[9].id}`, { method: "DELETE" });
    expect((await add(b, id, png)).status).toBe(201);
  });

  it("refuses what is not an image with 400, storing nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const rows = await imageRows();
    const res = await add(b, id, Buffer.from("hello, not an image"));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: "invalid_file_type",
      message: "Invalid file type - Please upload an image file",
    });
    expect(await imageRows()).toBe(rows);
    expect((await (await b.get(`/api/quotes/${id}/photos`)).json()).photos).toEqual([]);
  });

  it("refuses 5 MB or more with 413, storing nothing, and accepts just under", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const png = await red();
    const before = await imageRows();
    for (const size of [5 * 1024 * 1024, 8 * 1024 * 1024]) {
      const big = Buffer.alloc(size);
      Buffer.from(png).copy(big);
      const res = await add(b, id, big);
      expect(res.status).toBe(413);
      expect((await res.json()).error).toMatchObject({
        code: "file_too_large",
        message: "File too large - Photo must be less than 5MB in size",
      });
    }
    expect(await imageRows()).toBe(before);
    // Over the 4 MB limit of other requests, under the photo limit: stored.
    const fine = Buffer.alloc(4.5 * 1024 * 1024);
    Buffer.from(png).copy(fine);
    expect((await add(b, id, fine)).status).toBe(201);
  });

  it("refuses before decoding: an upload refused anyway, or a replay, never takes an image slot", async () => {
    // Decoded, this answers 400 image_unreadable: any other answer was given without decoding it.
    const unreadable = await truncatedPng();
    const { browser: b } = await signedInBrowser(t);
    const open = await newQuote(b);
    expect((await add(b, open, unreadable)).status).toBe(400);

    const full = await newQuote(b);
    const png = await blue();
    for (let i = 0; i < 10; i++) expect((await add(b, full, png)).status).toBe(201);
    const eleventh = await add(b, full, unreadable);
    expect(eleventh.status).toBe(409);
    expect((await eleventh.json()).error.code).toBe("too_many_photos");

    const { browser: other } = await signedInBrowser(t);
    expect((await add(other, open, unreadable)).status).toBe(404);
    const single = await other.request(`/api/quotes/${open}/image`, {
      method: "POST",
      body: form(unreadable),
    });
    expect(single.status).toBe(404);

    const photoId = crypto.randomUUID();
    const first = await add(b, open, await red(), photoId);
    expect(first.status).toBe(201);
    const replay = await add(b, open, unreadable, photoId);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.json());
  });

  it("adds a photo sent again with the same device id once (an offline replay)", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const photoId = crypto.randomUUID();
    const first = await add(b, id, await red(), photoId);
    expect(first.status).toBe(201);
    const quote = await first.json();
    expect(quote.photos.map((p: { id: string }) => p.id)).toEqual([photoId]);

    const replay = await add(b, id, await red(), photoId);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(quote);

    const elsewhere = await add(b, await newQuote(b), await red(), photoId);
    expect(elsewhere.status).toBe(409);
    expect((await elsewhere.json()).error.code).toBe("photo_id_taken");

    const bad = await add(b, id, await red(), "not-a-uuid");
    expect(bad.status).toBe(400);
  });

  it("answers another business 404 on every photo endpoint, before anything else", async () => {
    const { browser: owner } = await signedInBrowser(t, { name: "Owner A" });
    const { browser: other } = await signedInBrowser(t, { name: "Other B" });
    const id = await newQuote(owner);
    const quote = await (await add(owner, id, await red())).json();
    const photo = quote.photos[0];

    expect((await other.get(`/api/quotes/${id}/photos`)).status).toBe(404);
    expect((await add(other, id, await green())).status).toBe(404);
    expect((await other.get(photo.url)).status).toBe(404);
    expect((await other.request(photo.url, { method: "DELETE" })).status).toBe(404);
    // Nor can the other business read it through a quote of its own.
    const theirs = await newQuote(other);
    expect((await other.get(`/api/quotes/${theirs}/photos/${photo.id}`)).status).toBe(404);
    expect((await owner.get(`/api/quotes/${id}/photos/not-a-uuid`)).status).toBe(404);
    expect((await owner.get("/api/quotes/not-a-uuid/photos")).status).toBe(404);

    expect((await (await owner.get(`/api/quotes/${id}/photos`)).json()).photos).toEqual(
      quote.photos,
    );
  });

  it("keeps the older /image endpoints working on the first photo", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    await add(b, id, await red());
    const two = await (await add(b, id, await green())).json();

    expectNear(await colourOf(b, `/api/quotes/${id}/image`), [200, 30, 30]);
    const replaced = await b.request(`/api/quotes/${id}/image`, {
      method: "POST",
      body: form(await blue()),
    });
    expect(replaced.status).toBe(200);
    const quote = await replaced.json();
    expect(quote.photos).toHaveLength(2);
    expect(quote.photos[0].id).not.toBe(two.photos[0].id);
    expect(quote.photos[1].id).toBe(two.photos[1].id);
    expect(quote.imageUrl).not.toBe(two.imageUrl);
    expectNear(await colourOf(b, quote.photos[0].url), [30, 60, 200]);

    const removed = await b.request(`/api/quotes/${id}/image`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await removed.json()).photos.map((p: { id: string }) => p.id)).toEqual([
      two.photos[1].id,
    ]);
    expectNear(await colourOf(b, `/api/quotes/${id}/image`), [30, 160, 60]);
  });

  it("takes photos on an accepted quote as the single photo did, leaving the accepted PDF as it was", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    await add(b, id, await red());
    expect((await b.post(`/api/quotes/${id}/status`, { status: "sent" })).status).toBe(200);
    const token = `photos-${id}`;
    await t.deps.db.execute(sql`update quotes set public_token = ${token} where id = ${id}`);
    const accept = await t.request(`/api/public/quotes/${token}/accept`, {
      method: "POST",
      json: { name: "Sarah Thompson" },
    });
    expect(accept.status).toBe(200);
    const accepted = Buffer.from(await (await b.get(`/api/quotes/${id}/pdf`)).arrayBuffer());
    expect(imagesIn(accepted)).toBe(1);

    expect((await add(b, id, await green())).status).toBe(201);
    const after = Buffer.from(await (await b.get(`/api/quotes/${id}/pdf`)).arrayBuffer());
    expect(after.equals(accepted)).toBe(true);
  });

  it("deletes every photo's image with the quote, and a copy of the quote takes none", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await newQuote(b);
    const before = await imageRows();
    await add(b, id, await red());
    await add(b, id, await green());
    const copy = await b.post(`/api/quotes/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect((await copy.json()).photos).toEqual([]);

    expect((await b.request(`/api/quotes/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await imageRows()).toBe(before);
  });
});
