import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import type { Quote } from "../../src/shared/schemas/quotes";
import { seriousViolations } from "./axe";
import {
  desktop,
  expect,
  firstLink,
  horizontalOverflow,
  mailTo,
  phone,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

/** A site picture as a phone hands it over: a JPEG, wall above floor, landscape or portrait. */
async function picture(width: number, height: number, wall: string, floor: string) {
  const band = (colour: string, h: number) =>
    sharp({ create: { width, height: h, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const top = Math.round(height * 0.6);
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([
      { input: await band(wall, top), top: 0, left: 0 },
      { input: await band(floor, height - top), top, left: 0 },
    ])
    .jpeg()
    .toBuffer();
}

async function addPhoto(request: APIRequestContext, quoteId: string, buffer: Buffer) {
  const res = await request.post(`/api/quotes/${quoteId}/photos`, {
    multipart: { image: { name: "site.jpg", mimeType: "image/jpeg", buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function send(request: APIRequestContext, quoteId: string) {
  const email = uniqueEmail("customer");
  const res = await request.post(`/api/quotes/${quoteId}/send`, { data: { email } });
  expect(res.status(), await res.text()).toBe(200);
  return new URL(firstLink((await mailTo(request, email)).text)).pathname;
}

/** The page's site photos, each scrolled to and loaded (they load lazily). */
async function photosShown(page: Page, count: number) {
  const photos = page.getByRole("img", { name: /^Site photo \d+ of \d+$/ });
  await expect(photos).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const photo = photos.nth(i);
    await expect(photo).toHaveAccessibleName(`Site photo ${i + 1} of ${count}`);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  return photos;
}

test("the customer sees the site photos after the totals; a revision carries them to its page", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const { request } = page;
  const settings = await request.put("/api/settings/business", {
    data: {
      businessName: "Okafor Tiling & Plastering",
      address: "4 Station Road, Yeovil BA20 1AA",
      phone: "01935 400 200",
      email: "jobs@okafor-tiling.co.uk",
      website: "",
      vatNumber: "",
      margin: 15,
    },
  });
  expect(settings.status()).toBe(200);
  const created = await request.post("/api/quotes", {
    data: {
      name: "Bathroom wall re-plaster",
      jobDescription: "Hack off the blown plaster on two walls, board and skim.",
      materials: [
        { name: "Plasterboard 12.5mm", quantity: 6, unit: "sheet", unitPricePence: 1299 },
        { name: "Multi-finish plaster 25kg", quantity: 2, unit: "bag", unitPricePence: 1249 },
      ],
      laborDays: 2,
      dayRatePence: 25000,
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as Quote;
  await addPhoto(request, quote.id, await picture(800, 600, "#b8a58f", "#6b5a48"));
  await addPhoto(request, quote.id, await picture(600, 800, "#d9d4c7", "#59708c"));
  const link = await send(request, quote.id);

  // The customer, in their own browser with no session.
  const context = await browser.newContext({ viewport: desktop });
  const customer = await context.newPage();
  await customer.goto(link);
  await expect(customer.getByRole("heading", { name: "Site photos" })).toBeVisible();
  const photos = await photosShown(customer, 2);
  for (let i = 0; i < 2; i++) {
    const photo = photos.nth(i);
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect(photo).toHaveAttribute("width", "800");
    await expect(photo).toHaveAttribute("height", "600");
    // Each is a link to the full photo, behind the same link's token.
    const src = await photo.getAttribute("src");
    expect(src).toMatch(new RegExp(`^${link}/photos/[0-9a-f-]{36}$`));
    await expect(customer.getByRole("link", { name: `Site photo ${i + 1} of 2` })).toHaveAttribute(
      "href",
      src!,
    );
  }
  // After the totals, before the decision.
  const order = await customer.evaluate(() => {
    const at = (selector: string) =>
      [...document.querySelectorAll("*")].indexOf(document.querySelector(selector)!);
    return [at("[data-testid=quote-total]"), at(".photos"), at("#decide")];
  });
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(await seriousViolations(customer)).toEqual([]);
  await snap(customer, "customer-photos-1280");
  await customer.setViewportSize(phone);
  await photosShown(customer, 2);
  expect(await horizontalOverflow(customer)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(customer)).toEqual([]);
  await snap(customer, "customer-photos-375");
  await customer.getByRole("heading", { name: "Site photos" }).scrollIntoViewIfNeeded();
  await customer.screenshot({ path: "test-results/screens/customer-photos-375-viewport.png" });

  // The business revises the quote (one more day): the revision's page has the same photos.
  const revised = await request.post(`/api/quotes/${quote.id}/revise`);
  expect(revised.status()).toBe(201);
  const revision = (await revised.json()) as Quote;
  expect(revision.photos).toHaveLength(2);
  const patched = await request.patch(`/api/quotes/${revision.id}`, {
    data: { laborDays: 3, version: revision.version },
  });
  expect(patched.status()).toBe(200);
  const revisionLink = await send(request, revision.id);
  await customer.setViewportSize(desktop);
  await customer.goto(revisionLink);
  await expect(customer.getByText(`${revision.reference}`, { exact: true })).toBeVisible();
  const revisedPhotos = await photosShown(customer, 2);
  expect(await revisedPhotos.first().getAttribute("src")).toMatch(
    new RegExp(`^${revisionLink}/photos/`),
  );
  await context.close();
});
