import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { firstPixel, solidPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

/* The quote's site photos on the customer's page /q/:token (issue 20), served by the link. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const red = () => solidPng(40, 30, { r: 200, g: 30, b: 30 });
const green = () => solidPng(30, 40, { r: 30, g: 160, b: 60 });
const blue = () => solidPng(20, 20, { r: 30, g: 60, b: 200 });

function addPhoto(b: Browser, quoteId: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append("image", new File([new Uint8Array(bytes)], "site.png", { type: "image/png" }));
  return b.request(`/api/quotes/${quoteId}/photos`, { method: "POST", body });
}

/** A sent quote with the given photos (added in this order), and its customer link's token. */
async function sentWithPhotos(b: Browser, pngs: Buffer[]) {
  const businessId = (await (await b.get("/api/me")).json()).business.id;
  const quote = await f.createQuote(t.deps.db, { businessId, status: "draft" });
  let photos: { id: string; url: string }[] = [];
  for (const png of pngs) {
    const res = await addPhoto(b, quote.id, png);
    expect(res.status).toBe(201);
    photos = (await res.json()).photos;
  }
  const email = `customer.${quote.id.slice(0, 8)}@example.co.uk`;
  expect((await b.post(`/api/quotes/${quote.id}/send`, { email })).status).toBe(200);
  const token = new URL(linkIn((await lastMailTo(t, email))!.text)).pathname.split("/").pop()!;
  return { quote, token, photos };
}

/** The photo URLs of the page's <img> tags, in the page's order, with their alt texts. */
async function pageImages(customer: Browser, token: string) {
  const res = await customer.get(`/q/${token}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<img src="([^"]+\/photos\/[^"]+)" alt="([^"]+)"([^>]*)>/g)].map(
    ([, src, alt, rest]) => ({ src: src!, alt: alt!, rest: rest! }),
  );
}

function expectNear(actual: number[], expected: number[]) {
  for (const [i, v] of expected.entries()) expect(Math.abs(actual[i]! - v)).toBeLessThan(12);
}

describe("site photos on the customer's page", () => {
  it("shows the photos in their order, sized and lazy, each served by the link", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { token, photos } = await sentWithPhotos(b, [await red(), await green(), await blue()]);
    const customer = new Browser(t);
    const images = await pageImages(customer, token);
    expect(images.map((i) => i.src)).toEqual(photos.map((p) => `/q/${token}/photos/${p.id}`));
    expect(images.map((i) => i.alt)).toEqual([
      "Site photo 1 of 3",
      "Site photo 2 of 3",
      "Site photo 3 of 3",
    ]);
    for (const { rest } of images) {
      expect(rest).toContain('width="800" height="600"');
      expect(rest).toContain('loading="lazy"');
      expect(rest).toContain('decoding="async"');
    }
    const colours = [
      [200, 30, 30],
      [30, 160, 60],
      [30, 60, 200],
    ];
    for (const [index, { src }] of images.entries()) {
      const res = await customer.get(src);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      expectNear(await firstPixel(Buffer.from(await res.arrayBuffer())), colours[index]!);
      // Asked again with its ETag: nothing to send.
      const again = await customer.request(src, {
        headers: { "if-none-match": res.headers.get("etag")! },
      });
      expect(again.status).toBe(304);
    }
  });

  it("draws no photo section for a quote without photos", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { token } = await sentWithPhotos(b, []);
    const html = await (await new Browser(t).get(`/q/${token}`)).text();
    expect(html).not.toContain("Site photo");
  });

  it("is 404 for another quote's photo, another business's, an unknown link or a bad id", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const mine = await sentWithPhotos(owner, [await red()]);
    const sameBusiness = await sentWithPhotos(owner, [await green()]);
    const otherBusiness = await sentWithPhotos(other, [await blue()]);
    const customer = new Browser(t);
    const photo = (token: string, id: string) => customer.get(`/q/${token}/photos/${id}`);
    expect((await photo(mine.token, mine.photos[0]!.id)).status).toBe(200);
    expect((await photo(mine.token, sameBusiness.photos[0]!.id)).status).toBe(404);
    expect((await photo(mine.token, otherBusiness.photos[0]!.id)).status).toBe(404);
    expect((await photo("x".repeat(32), mine.photos[0]!.id)).status).toBe(404);
    expect((await photo("short", mine.photos[0]!.id)).status).toBe(404);
    expect((await photo(mine.token, "not-a-uuid")).status).toBe(404);
    // The ETag of a photo that is not this quote's gets no 304 either.
    const probe = await customer.request(`/q/${mine.token}/photos/${sameBusiness.photos[0]!.id}`, {
      headers: { "if-none-match": `"${sameBusiness.photos[0]!.id}"` },
    });
    expect(probe.status).toBe(404);
  });

  it("stops serving a removed photo at once, and drops it from the page", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { quote, token, photos } = await sentWithPhotos(b, [await red(), await green()]);
    const customer = new Browser(t);
    const removed = `/q/${token}/photos/${photos[0]!.id}`;
    const first = await customer.get(removed);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(
      (await b.request(`/api/quotes/${quote.id}/photos/${photos[0]!.id}`, { method: "DELETE" }))
        .status,
    ).toBe(200);
    // Revalidating the copy the browser kept is refused too: it is never served from cache alone.
    expect((await customer.request(removed, { headers: { "if-none-match": etag } })).status).toBe(
      404,
    );
    const images = await pageImages(customer, token);
    expect(images).toEqual([expect.objectContaining({ alt: "Site photo 1 of 1" })]);
    expect(images[0]!.src).toBe(`/q/${token}/photos/${photos[1]!.id}`);
  });

  it("serves a past-validity quote's photos as its page is still shown; none once revoked or a draft", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { quote, token, photos } = await sentWithPhotos(b, [await red()]);
    const customer = new Browser(t);
    await t.deps.db.execute(
      sql`update quotes set expires_at = now() - interval '2 days' where id = ${quote.id}`,
    );
    expect((await customer.get(`/q/${token}/photos/${photos[0]!.id}`)).status).toBe(200);
    expect((await b.post(`/api/quotes/${quote.id}/link/revoke`)).status).toBe(200);
    expect((await customer.get(`/q/${token}/photos/${photos[0]!.id}`)).status).toBe(410);

    const draft = await f.createQuote(t.deps.db, {
      businessId: quote.businessId,
      status: "draft",
      publicToken: "d".repeat(32),
    });
    const photo = await f.createQuotePhoto(t.deps.db, {
      quoteId: draft.id,
      businessId: quote.businessId,
    });
    expect((await customer.get(`/q/${"d".repeat(32)}/photos/${photo.id}`)).status).toBe(404);
  });
});
