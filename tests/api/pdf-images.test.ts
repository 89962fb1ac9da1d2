import { deflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { type Browser, signedInBrowser } from "../support/browser";
import { createInvoice, createOrder } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 15: an image the PDF library cannot decode, already stored (bypassing the upload checks),
 * used to crash the whole server when a PDF was drawn: pdfkit inflates a PNG with an alpha channel
 * asynchronously and throws from the callback, outside any request. Now images reach the renderer
 * only as sharp re-encoded them, and the renderer runs in the worker pool.
 */

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
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  let c = 0xffffffff;
  for (const b of body) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

/**
 * 61 bytes: a 64×64 RGBA PNG whose every chunk is well formed but whose compressed pixels stop
 * after 4 bytes ("unexpected end of file" when inflated).
 */
function truncatedRgbaPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(64, 0);
  ihdr.writeUInt32BE(64, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // truecolour with alpha
  const pixels = deflateSync(Buffer.alloc(64 * (64 * 4 + 1), 7)).subarray(0, 4);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", ihdr),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const BROKEN = truncatedRgbaPng();

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(doc, { mergePages: true })).text;
}

/** The text without spaces: the PDF's letter-spaced labels come out as "S I T E  P H OTO". */
const squeezed = (text: string) => text.replace(/\s+/g, "");

/** The number of image objects drawn in a PDF (pdfkit writes their dictionaries uncompressed). */
const imagesIn = (pdf: Buffer) => pdf.toString("latin1").split("/Subtype /Image").length - 1;

async function setUp(logo: Buffer, photo: Buffer) {
  const { browser: b } = await signedInBrowser(t);
  const businessId: string = (await (await b.get("/api/me")).json()).business.id;
  const quote = await (
    await b.post("/api/quotes", {
      name: "Garden wall",
      jobDescription: "Rebuild the collapsed section of the garden wall.",
    })
  ).json();
  // Straight into the database, as an image stored before uploads were re-encoded would be.
  const [image] = await queryRows<{ id: string }>(
    t.deps.db,
    sql`insert into uploaded_images (business_id, content_type, data) values (${businessId}, 'image/png', ${photo}) returning id`,
  );
  await t.deps.db.execute(sql`insert into quote_photos (quote_id, business_id, image_id, position)
      select id, business_id, ${image!.id}, 0 from quotes where id = ${quote.id}`);
  await t.deps.db.execute(
    sql`update businesses set logo = ${logo}, logo_content_type = 'image/png' where id = ${businessId}`,
  );
  return { b, businessId, quote };
}

async function expectPdf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return bytes;
}

async function stillServes(b: Browser) {
  const res = await b.get("/api/quotes");
  expect(res.status).toBe(200);
}

describe("PDFs with an image the PDF library cannot decode", () => {
  it("a quote's PDF leaves out a truncated photo and logo and is still produced", async () => {
    const { b, quote } = await setUp(BROKEN, BROKEN);
    const pdf = await expectPdf(await b.get(`/api/quotes/${quote.id}/pdf`));
    expect(imagesIn(pdf)).toBe(0);
    const text = await pdfText(pdf);
    expect(text).toContain("Rebuild the collapsed section of the garden wall.");
    expect(squeezed(text)).not.toContain("SITEPHOTO");
    await stillServes(b);
  });

  it("an invoice's PDF leaves out a truncated logo and is still produced", async () => {
    const { b, businessId } = await setUp(BROKEN, BROKEN);
    const invoice = await createInvoice(t.deps.db, { businessId });
    const pdf = await expectPdf(await b.get(`/api/invoices/${invoice.id}/pdf`));
    expect(imagesIn(pdf)).toBe(0);
    expect(await pdfText(pdf)).toContain("Plasterboard 12.5mm");
    await stillServes(b);
  });

  it("a purchase order's PDF leaves out a truncated logo and is still produced", async () => {
    const { b, businessId } = await setUp(BROKEN, BROKEN);
    const order = await createOrder(t.deps.db, { businessId });
    const pdf = await expectPdf(await b.get(`/api/orders/${order.id}/pdf`));
    expect(imagesIn(pdf)).toBe(0);
    expect(await pdfText(pdf)).toContain("Purchase Order");
    await stillServes(b);
  });

  it("the emailed quote carries the same PDF", async () => {
    const { b, quote } = await setUp(BROKEN, BROKEN);
    const res = await b.post(`/api/quotes/${quote.id}/send`, {
      email: "sarah.t@example.co.uk",
      attachPdf: true,
    });
    expect(res.status).toBe(200);
    const [mail] = await queryRows<{ attachments: string }>(
      t.deps.db,
      sql`select attachments from mail_outbox where "to" = 'sarah.t@example.co.uk' order by created_at desc limit 1`,
    );
    const attachments = JSON.parse(mail!.attachments) as { contentType: string; size: number }[];
    expect(attachments).toEqual([
      expect.objectContaining({ contentType: "application/pdf", size: expect.any(Number) }),
    ]);
    expect(attachments[0]!.size).toBeGreaterThan(1000);
    await stillServes(b);
  });

  it("good images are still drawn, re-encoded (a PNG with transparency and a JPEG)", async () => {
    const logo = await sharp({
      create: {
        width: 300,
        height: 120,
        channels: 4,
        background: { r: 15, g: 118, b: 110, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: "#996633" },
    })
      .jpeg()
      .toBuffer();
    const { b, quote, businessId } = await setUp(logo, photo);
    const pdf = await expectPdf(await b.get(`/api/quotes/${quote.id}/pdf`));
    // The logo, its transparency mask and the photo.
    expect(imagesIn(pdf)).toBe(3);
    // Drawn from at most 1,200 px, not the 3,000 px original.
    expect(pdf.toString("latin1")).toMatch(/\/Width 1200\b/);
    expect(pdf.toString("latin1")).not.toMatch(/\/Width 3000\b/);
    expect(squeezed(await pdfText(pdf))).toContain("SITEPHOTO");
    // The purchase order a merchant receives carries the same letterhead: the logo and its mask.
    const order = await createOrder(t.deps.db, { businessId });
    expect(imagesIn(await expectPdf(await b.get(`/api/orders/${order.id}/pdf`)))).toBe(2);
  });
});
