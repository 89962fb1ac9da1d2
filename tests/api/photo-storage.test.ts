import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { storageFullMessage } from "../../src/server/features/quotes/photo-storage";
import { MEGABYTE } from "../../src/shared/storage-size";
import { Browser, signedInBrowser } from "../support/browser";
import { createQuote } from "../support/factories";
import { solidPng, truncatedPng } from "../support/images";
import { startPostgres } from "../support/postgres";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The site photos a business keeps are bounded (PHOTO_STORAGE_MB, ADR 0022): every business's
 * photos live in the one database. An upload or a revision (which copies the quote's photos) that
 * would pass the bound is refused, says how to make room, and stores nothing.
 */

const LIMIT = MEGABYTE;

function upload(b: Browser, quoteId: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append("image", new File([new Uint8Array(bytes)], "site.png", { type: "image/png" }));
  return b.request(`/api/quotes/${quoteId}/photos`, { method: "POST", body });
}

const photo = () => solidPng(60, 40, { r: 200, g: 30, b: 30 });

async function businessOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

async function newQuote(b: Browser): Promise<string> {
  const res = await b.post("/api/quotes", { name: "Loft", jobDescription: "Board the loft." });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

async function used(t: TestApp, businessId: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    t.deps.db,
    sql`select coalesce(sum(octet_length(data)), 0)::text as n from uploaded_images
        where business_id = ${businessId}`,
  );
  return Number(row!.n);
}

/** Stores an image of `bytes` for the business, as a business's other photos would fill it. */
async function fill(t: TestApp, businessId: string, bytes: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.deps.db,
    sql`insert into uploaded_images (business_id, content_type, data, reencoded)
        values (${businessId}, 'image/jpeg', ${Buffer.alloc(bytes)}, true) returning id`,
  );
  return row!.id;
}

const unfill = (t: TestApp, id: string) =>
  t.deps.db.execute(sql`delete from uploaded_images where id = ${id}`);

describe("the business's photo storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ photoStorageBytes: LIMIT });
  });
  afterAll(() => t.close());

  it("refuses a photo past it with 409, stores nothing, and takes one again once there is room", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessOf(b);
    const quoteId = await newQuote(b);
    const first = await upload(b, quoteId, await photo());
    expect(first.status).toBe(201);
    const size = await used(t, businessId);
    expect(size).toBeGreaterThan(0);
    // The business's other photos leave room for less than one more.
    const filler = await fill(t, businessId, LIMIT - size - Math.ceil(size / 2));
    const before = await (await b.get(`/api/quotes/${quoteId}`)).json();
    const held = await used(t, businessId);

    const refused = await upload(b, quoteId, await photo());
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: "photo_storage_full",
      message: storageFullMessage(LIMIT, held),
    });
    expect(storageFullMessage(LIMIT, held)).toBe(
      "Your business can keep 1 MB of site photos and has 1 MB. Remove photos from quotes you no longer need, then try again.",
    );
    const after = await (await b.get(`/api/quotes/${quoteId}`)).json();
    expect(after.photos).toHaveLength(1);
    expect(after.version).toBe(before.version);
    expect(await used(t, businessId)).toBe(held);

    // Another business has its own room.
    const { browser: other } = await signedInBrowser(t);
    expect((await upload(other, await newQuote(other), await photo())).status).toBe(201);

    // Removing a photo makes room for one.
    const removed = await b.request(`/api/quotes/${quoteId}/photos/${before.photos[0].id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect((await upload(b, quoteId, await photo())).status).toBe(201);
    await unfill(t, filler);
  });

  it("says how much is kept, of how much, to the business only", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessOf(b);
    expect(await (await b.get("/api/settings/photo-storage")).json()).toEqual({
      usedBytes: 0,
      limitBytes: LIMIT,
    });
    expect((await upload(b, await newQuote(b), await photo())).status).toBe(201);
    const res = await b.get("/api/settings/photo-storage");
    expect(res.status).toBe(200);
    const storage = await res.json();
    expect(storage).toEqual({ usedBytes: await used(t, businessId), limitBytes: LIMIT });
    expect(storage.usedBytes).toBeGreaterThan(0);
    const { browser: other } = await signedInBrowser(t);
    expect((await (await other.get("/api/settings/photo-storage")).json()).usedBytes).toBe(0);
    expect((await new Browser(t).get("/api/settings/photo-storage")).status).toBe(401);
  });

  it("counts the older single-photo upload too", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessOf(b);
    const quoteId = await newQuote(b);
    await fill(t, businessId, LIMIT - 10);
    const body = new FormData();
    body.append("image", new File([new Uint8Array(await photo())], "a.png", { type: "image/png" }));
    const res = await b.request(`/api/quotes/${quoteId}/image`, { method: "POST", body });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("photo_storage_full");
    expect((await (await b.get(`/api/quotes/${quoteId}`)).json()).photos).toHaveLength(0);
  });

  it("refuses an upload once it is full before decoding it, and counts a replaced photo's bytes as free", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessOf(b);
    const quoteId = await newQuote(b);
    expect((await upload(b, quoteId, await photo())).status).toBe(201);
    const filler = await fill(t, businessId, LIMIT - (await used(t, businessId)));
    const held = await used(t, businessId);
    // Decoded, this answers 400 image_unreadable: the 409 was given without decoding it.
    const unreadable = await truncatedPng();
    const refused = await upload(b, quoteId, unreadable);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({
      code: "photo_storage_full",
      message: storageFullMessage(LIMIT, held),
    });
    const single = (bytes: Uint8Array) => {
      const body = new FormData();
      body.append("image", new File([new Uint8Array(bytes)], "a.png", { type: "image/png" }));
      return b.request(`/api/quotes/${quoteId}/image`, { method: "POST", body });
    };
    // The older upload replaces the first photo, whose bytes make room: decoded, and refused so.
    expect((await (await single(unreadable)).json()).error.code).toBe("image_unreadable");
    expect((await single(await photo())).status).toBe(200);
    await unfill(t, filler);
  });

  it("refuses a revision whose copied photos would pass it; nothing is created", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessOf(b);
    const quoteId = (await createQuote(t.deps.db, { businessId, status: "sent" })).id;
    expect((await upload(b, quoteId, await photo())).status).toBe(201);
    expect((await upload(b, quoteId, await photo())).status).toBe(201);
    const size = await used(t, businessId);
    const filler = await fill(t, businessId, LIMIT - size - Math.ceil(size / 2));
    const quotesBefore = (await (await b.get("/api/quotes")).json()).quotes.length;

    const refused = await b.post(`/api/quotes/${quoteId}/revise`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("photo_storage_full");
    expect((await (await b.get("/api/quotes")).json()).quotes).toHaveLength(quotesBefore);

    await unfill(t, filler);
    const revised = await b.post(`/api/quotes/${quoteId}/revise`);
    expect(revised.status).toBe(201);
    expect((await revised.json()).photos).toHaveLength(2);
  });
});

// PGlite runs one transaction at a time; on a PostgreSQL server the uploads really interleave,
// and the business's row lock is what lets only one of them into the room left for one.
const server = await startPostgres();
describe("on a PostgreSQL server", () => {
  let pgApp: TestApp;
  beforeAll(async () => {
    pgApp = await createTestApp({ databaseUrl: server.url, photoStorageBytes: LIMIT });
  }, 60_000);
  afterAll(async () => {
    await pgApp?.close();
    await server.stop();
  });

  it("lets one of four uploads at once (to four quotes) into the room left for one", async () => {
    const { browser: b } = await signedInBrowser(pgApp);
    const businessId = await businessOf(b);
    const quoteIds = [];
    for (let i = 0; i < 4; i++) quoteIds.push(await newQuote(b));
    const png = await photo();
    expect((await upload(b, quoteIds[0]!, png)).status).toBe(201);
    const size = await used(pgApp, businessId);
    await fill(pgApp, businessId, LIMIT - 2 * size - Math.ceil(size / 2));
    const responses = await Promise.all(quoteIds.map((id) => upload(b, id, png)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await used(pgApp, businessId)).toBeLessThanOrEqual(LIMIT);
  });
});
