import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { LOGO_MAX_BYTES } from "../../src/shared/schemas/settings";
import { type Browser, signedInBrowser } from "../support/browser";
import { describeImage, phoneJpeg, solidPng, truncatedPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unreadable = {
  code: "image_unreadable",
  message: "That image could not be read. Try a JPEG or PNG photo.",
};

function upload(browser: Browser, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("logo", new File([new Uint8Array(bytes)], name, { type }));
  return browser.request("/api/settings/business/logo", { method: "POST", body: form });
}

/** The business's stored logo, straight from the database. */
async function storedLogo(browser: Browser) {
  const details = await (await browser.get("/api/settings/business")).json();
  const served = await browser.get("/api/settings/business/logo");
  if (served.status === 404) return { hasLogo: details.hasLogo, bytes: null, contentType: null };
  return {
    hasLogo: details.hasLogo,
    bytes: Buffer.from(await served.arrayBuffer()),
    contentType: served.headers.get("content-type"),
  };
}

describe("untrusted logos never reach the renderer (issue 15)", () => {
  it("refuses a 61-byte truncated PNG with 400 and keeps the logo it had", async () => {
    const { browser } = await signedInBrowser(t);
    const truncated = await truncatedPng();
    const first = await upload(browser, truncated, "logo.png", "image/png");
    expect(first.status).toBe(400);
    expect((await first.json()).error).toEqual(unreadable);
    expect(await storedLogo(browser)).toEqual({ hasLogo: false, bytes: null, contentType: null });

    expect((await upload(browser, await solidPng(30, 10), "ok.png", "image/png")).status).toBe(200);
    const before = await storedLogo(browser);
    const again = await browser.post("/api/settings/business/logo", {
      dataUrl: `data:image/png;base64,${truncated.toString("base64")}`,
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toEqual(unreadable);
    expect(await storedLogo(browser)).toEqual(before);

    // The quote PDF, which draws the logo, still renders.
    const quote = await browser.post("/api/quotes", {
      name: "Loft hatch",
      jobDescription: "Fit a new loft hatch.",
    });
    const pdf = await browser.get(`/api/quotes/${(await quote.json()).id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).includes(Buffer.from("/Subtype /Image"))).toBe(
      true,
    );
  });

  it("refuses more than 40 megapixels (7000 x 7000) and HTML labelled image/png", async () => {
    const { browser } = await signedInBrowser(t);
    const huge = await upload(browser, await solidPng(7000, 7000), "logo.png", "image/png");
    expect(huge.status).toBe(400);
    expect((await huge.json()).error).toEqual(unreadable);
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    const htmlRes = await upload(browser, html, "logo.png", "image/png");
    expect(htmlRes.status).toBe(400);
    expect((await htmlRes.json()).error.code).toBe("invalid_file_type");
    expect((await storedLogo(browser)).hasLogo).toBe(false);
  }, 120_000);

  it("stores every logo as a PNG at most 800 px long, transparency kept", async () => {
    const { browser } = await signedInBrowser(t);
    const wide = await solidPng(6000, 1500, { r: 0, g: 90, b: 160, alpha: 0.5 });
    expect((await upload(browser, wide, "logo.png", "image/png")).status).toBe(200);
    const logo = await storedLogo(browser);
    expect(logo.contentType).toBe("image/png");
    expect(await describeImage(logo.bytes!)).toMatchObject({
      format: "png",
      width: 800,
      height: 200,
      hasAlpha: true,
    });
    const [row] = await queryRows<{ logo_reencoded: boolean }>(
      t.deps.db,
      sql`select logo_reencoded from businesses where logo = ${logo.bytes}`,
    );
    expect(row!.logo_reencoded).toBe(true);
  });

  it("keeps a photo given as a logo small: a 2,000 px JPEG under 2 MB is not stored as a 12 MB PNG", async () => {
    const { browser } = await signedInBrowser(t);
    const photo = await sharp({
      create: {
        width: 2000,
        height: 2000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 40 })
      .toBuffer();
    expect(photo.length).toBeLessThan(LOGO_MAX_BYTES);
    expect((await upload(browser, photo, "logo.jpg", "image/jpeg")).status).toBe(200);
    const logo = await storedLogo(browser);
    expect(await describeImage(logo.bytes!)).toMatchObject({ width: 800, height: 800 });
    expect(logo.bytes!.length).toBeLessThan(2.5 * 1024 * 1024);
  });

  it("strips a JPEG logo's EXIF (GPS included) and stores it as an upright PNG", async () => {
    const { browser } = await signedInBrowser(t);
    expect((await upload(browser, await phoneJpeg(), "logo.jpg", "image/jpeg")).status).toBe(200);
    const logo = await storedLogo(browser);
    expect(logo.contentType).toBe("image/png");
    expect(await describeImage(logo.bytes!)).toMatchObject({
      format: "png",
      width: 30,
      height: 40,
      exif: null,
      xmp: null,
      icc: null,
    });
    expect(logo.bytes!.includes(Buffer.from("PhoneMaker"))).toBe(false);
  });
});
