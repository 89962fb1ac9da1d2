import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { type Browser, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { firstPixel, solidPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

/* A revision carries the quote's site photos (the same job); a duplicate does not (issue 20). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Photo = { id: string; url: string; position: number };

const red = () => solidPng(40, 30, { r: 200, g: 30, b: 30 });
const green = () => solidPng(30, 40, { r: 30, g: 160, b: 60 });

async function quoteWithPhotos(b: Browser, status: "sent" | "accepted") {
  const businessId = (await (await b.get("/api/me")).json()).business.id;
  const quote = await f.createQuote(t.deps.db, { businessId, status });
  let photos: Photo[] = [];
  for (const png of [await red(), await green()]) {
    const body = new FormData();
    body.append("image", new File([new Uint8Array(png)], "site.png", { type: "image/png" }));
    const res = await b.request(`/api/quotes/${quote.id}/photos`, { method: "POST", body });
    expect(res.status).toBe(201);
    photos = (await res.json()).photos;
  }
  return { id: quote.id, photos };
}

async function colours(b: Browser, photos: Photo[]) {
  const out: number[][] = [];
  for (const photo of photos) {
    const res = await b.get(photo.url);
    expect(res.status).toBe(200);
    out.push(
      (await firstPixel(Buffer.from(await res.arrayBuffer()))).map((v) => Math.round(v / 10)),
    );
  }
  return out;
}

async function imageIdsOf(quoteId: string) {
  const rows = await queryRows<{ image_id: string }>(
    t.deps.db,
    sql`select image_id from quote_photos where quote_id = ${quoteId} order by position`,
  );
  return rows.map((row) => row.image_id);
}

const removePhoto = (b: Browser, quoteId: string, photoId: string) =>
  b.request(`/api/quotes/${quoteId}/photos/${photoId}`, { method: "DELETE" });

describe("site photos and new versions of a quote", () => {
  for (const [status, a] of [
    ["sent", "a"],
    ["accepted", "an"],
  ] as const) {
    it(`a revision of ${a} ${status} quote has its photos, in order, as copies of its own`, async () => {
      const { browser: b } = await signedInBrowser(t);
      const source = await quoteWithPhotos(b, status);
      const res = await b.post(`/api/quotes/${source.id}/revise`);
      expect(res.status).toBe(201);
      const revision = await res.json();
      expect(revision.photos).toHaveLength(2);
      expect(revision.photos.map((p: Photo) => p.position)).toEqual([0, 1]);
      expect(revision.photos[0].url).toBe(
        `/api/quotes/${revision.id}/photos/${revision.photos[0].id}`,
      );
      expect(await colours(b, revision.photos)).toEqual(await colours(b, source.photos));
      // New photo rows on new images: nothing of the source's is shared.
      const sourceImages = await imageIdsOf(source.id);
      const revisionImages = await imageIdsOf(revision.id);
      expect(revisionImages).toHaveLength(2);
      for (const image of revisionImages) expect(sourceImages).not.toContain(image);
      for (const photo of revision.photos) {
        expect(source.photos.map((p) => p.id)).not.toContain(photo.id);
      }
      // The revised PDF draws them.
      const pdf = await b.get(`/api/quotes/${revision.id}/pdf`);
      expect(pdf.status).toBe(200);
      const drawn = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
      expect(drawn.split("/Subtype /Image").length - 1).toBe(2);
    });
  }

  it("removing a photo from one version, or deleting the revision, leaves the other's", async () => {
    const { browser: b } = await signedInBrowser(t);
    const source = await quoteWithPhotos(b, "sent");
    const revision = await (await b.post(`/api/quotes/${source.id}/revise`)).json();

    expect((await removePhoto(b, revision.id, revision.photos[0].id)).status).toBe(200);
    const kept = await (await b.get(`/api/quotes/${source.id}/photos`)).json();
    expect(kept.photos.map((p: Photo) => p.id)).toEqual(source.photos.map((p) => p.id));
    expect((await b.get(source.photos[0]!.url)).status).toBe(200);

    expect((await removePhoto(b, source.id, source.photos[1]!.id)).status).toBe(200);
    const left = await (await b.get(`/api/quotes/${revision.id}/photos`)).json();
    expect(left.photos.map((p: Photo) => p.id)).toEqual([revision.photos[1].id]);

    expect((await b.request(`/api/quotes/${revision.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await imageIdsOf(source.id)).toHaveLength(1);
    expect((await b.get(source.photos[0]!.url)).status).toBe(200);
  });

  it("a duplicate starts with no photos (it is usually another customer's job)", async () => {
    const { browser: b } = await signedInBrowser(t);
    const source = await quoteWithPhotos(b, "sent");
    const res = await b.post(`/api/quotes/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy.photos).toEqual([]);
    expect(copy.imageUrl).toBeNull();
    expect(await imageIdsOf(copy.id)).toEqual([]);
    expect(await imageIdsOf(source.id)).toHaveLength(2);
  });

  it("another business cannot revise the quote, and no photo is copied", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const source = await quoteWithPhotos(owner, "sent");
    expect((await other.post(`/api/quotes/${source.id}/revise`)).status).toBe(404);
    const [row] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from quote_photos p join quotes q on q.id = p.quote_id
          where q.number = (select number from quotes where id = ${source.id})
            and q.business_id = (select business_id from quotes where id = ${source.id})`,
    );
    expect(row!.n).toBe(2);
  });
});
