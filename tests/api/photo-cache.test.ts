import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedImages } from "../../src/server/db/schema";
import { findQuoteImage } from "../../src/server/features/quotes/photo-bytes";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * A quote's photo bytes are kept per process once read (PDFs drawn again and again read them once,
 * not through the embedded database's one thread each time: the isolation benchmark's health p95
 * went from 66.8 to 17.7 ms). Whose photo it is is still checked on every read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function quoteWithPhoto(reencoded: boolean) {
  const db = t.deps.db;
  const quote = await f.createQuote(db);
  const image = await f.createUploadedImage(db, {
    businessId: quote.businessId,
    data: Buffer.from("first bytes"),
    contentType: "image/jpeg",
    reencoded,
  });
  await db.execute(sql`insert into quote_photos (quote_id, business_id, image_id, position)
      select id, business_id, ${image.id}, 0 from quotes where id = ${quote.id}`);
  return { quote, image };
}

const overwrite = (id: string) =>
  t.deps.db
    .update(uploadedImages)
    .set({ data: Buffer.from("changed underneath") })
    .where(eq(uploadedImages.id, id));

describe("a quote's photo read for its documents", () => {
  it("is read from the database once, then from the process's copy", async () => {
    const { quote, image } = await quoteWithPhoto(true);
    const first = await findQuoteImage(t.deps.db, quote.businessId, quote.id);
    expect(first?.bytes.toString()).toBe("first bytes");
    // Rows are never rewritten once re-encoded; changing one here shows where the bytes come from.
    await overwrite(image.id);
    const again = await findQuoteImage(t.deps.db, quote.businessId, quote.id);
    expect(again?.bytes.toString()).toBe("first bytes");
  });

  it("is not kept before its start-up re-encoding, which rewrites it", async () => {
    const { quote, image } = await quoteWithPhoto(false);
    await findQuoteImage(t.deps.db, quote.businessId, quote.id);
    await overwrite(image.id);
    const again = await findQuoteImage(t.deps.db, quote.businessId, quote.id);
    expect(again?.bytes.toString()).toBe("changed underneath");
  });

  it("is never given to another business, even once kept", async () => {
    const { quote } = await quoteWithPhoto(true);
    await findQuoteImage(t.deps.db, quote.businessId, quote.id);
    const other = await f.createBusiness(t.deps.db);
    await expect(findQuoteImage(t.deps.db, other.id, quote.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("is gone once the quote's photo is removed", async () => {
    const { quote } = await quoteWithPhoto(true);
    await findQuoteImage(t.deps.db, quote.businessId, quote.id);
    await t.deps.db.execute(sql`delete from quote_photos where quote_id = ${quote.id}`);
    expect(await findQuoteImage(t.deps.db, quote.businessId, quote.id)).toBeNull();
  });
});
