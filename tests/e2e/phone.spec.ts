import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formatPence } from "../../src/shared/money";
import { chargedUnitPence, lineTotalPence } from "../../src/shared/quote-math";
import { seriousViolations, settle, trackRequests } from "./axe";
import {
  desktop,
  expect,
  horizontalOverflow,
  phone,
  sidebarPages,
  signUpViaApi,
  snap,
  test,
} from "./fixtures";

/**
 * Issue 20, Deliver 4 and 6: the product on a 375 px phone, one-handed: pages open at their top,
 * materials as cards, a sticky bar with each screen's primary action, one custom material form,
 * toasts that do not pile up, the whole menu, the camera; and every screen of the sidebar at
 * 375 px with a screenshot and axe at 0 serious (the accessibility spec's walk does the same at
 * 1280 px).
 */

/** A quote with a customer and two lines, accepted or not, made through the API. */
async function makeQuote(page: Page, opts: { accepted?: boolean } = {}) {
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Jane", lastName: "Fletcher", email: "jane@example.co.uk" },
  });
  expect(customer.status()).toBe(201);
  const res = await page.request.post("/api/quotes", {
    data: {
      name: "Lounge skim and paint",
      customerId: ((await customer.json()) as { id: string }).id,
      jobDescription: "Skim the lounge ceiling and paint the walls.",
      materials: [
        { name: "Multi-finish plaster 25kg", quantity: 3, unit: "bag", netUnitPricePence: 1150 },
        {
          name: "Dulux Trade Vinyl Matt White 10L",
          quantity: 2,
          unit: "tin",
          netUnitPricePence: 5299,
        },
      ],
      laborDays: 3,
      dayRatePence: 22000,
      vatRate: 20,
    },
  });
  expect(res.status()).toBe(201);
  const quote = (await res.json()) as { id: string };
  if (opts.accepted) {
    const accepted = await page.request.post(`/api/quotes/${quote.id}/status`, {
      data: { status: "accepted" },
    });
    expect(accepted.status()).toBe(200);
  }
  return quote.id;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The sticky bar is on screen, at the bottom, and nothing else sits under its top edge at the end of the page. */
async function expectActionBar(page: Page, action: string) {
  const bar = page.getByTestId("action-bar").filter({ visible: true });
  await expect(bar).toHaveCount(1);
  const button = bar
    .getByRole("button", { name: action })
    .or(bar.getByRole("link", { name: action }));
  await expect(button).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(phone.height);
  // Scrolled to the very end, the page's content ends above the bar. Scrolled again until the
  // page has settled: a section still loading grows the page after a scroll (seen under load).
  const lastBottom = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      let bottom = 0;
      for (const el of document.querySelectorAll("#main *")) {
        if (el.closest('[data-testid="action-bar"]')) continue;
        const rect = el.getBoundingClientRect();
        if (rect.height > 0 && getComputedStyle(el).position !== "fixed")
          bottom = Math.max(bottom, rect.bottom);
      }
      return bottom;
    });
  await expect.poll(lastBottom).toBeLessThanOrEqual((box?.y ?? 0) + 1);
}

test.describe("one-handed on a 375 px phone", () => {
  test.use({ viewport: phone });

  test("the quote page opens at its top, after creating it at the foot of the builder and when opened", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto("/dashboard/quotes/new");
    await page.getByLabel("Project name").fill("Bathroom refit");
    await page.getByLabel("Job description").fill("Strip out and refit the bathroom.");
    const custom = page.getByRole("group", { name: "Custom material" });
    await custom.getByLabel("Material name").fill("Extractor fan");
    await custom.getByLabel("Net cost per unit (£)").fill("45.50");
    await custom.getByRole("button", { name: "Add Material" }).click();
    // The user has scrolled to the bottom of a long builder, as on site.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await expectActionBar(page, "Create Quote");
    await snap(page, "phone-builder-bar");
    await page
      .getByTestId("action-bar")
      .filter({ visible: true })
      .getByRole("button", { name: "Create Quote" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bathroom refit" })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    // Opened from the list after scrolling it: at its top too.
    await page.goto("/dashboard/quotes");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page
      .getByRole("link", { name: /Bathroom refit/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Bathroom refit" })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Bathroom refit" })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });

  test("materials are cards with quantity, price and total; Edit and Remove in reach; one custom material form", async ({
    page,
  }) => {
    await signUpViaApi(page);
    const id = await makeQuote(page);
    await page.goto(`/dashboard/quotes/${id}/edit`);
    await expect(page.getByRole("group", { name: "Custom material" })).toHaveCount(1);
    await expect(page.getByRole("group", { name: "Add new material" })).toHaveCount(0);
    const cards = page.getByTestId("material-card");
    await expect(cards).toHaveCount(2);
    const { marginPercent } = (await (await page.request.get(`/api/quotes/${id}`)).json()) as {
      marginPercent: number;
    };
    const each = chargedUnitPence({ netUnitPricePence: 1150 }, marginPercent);
    expect(each).toBeGreaterThan(1150);
    const fan = cards.filter({ hasText: "Multi-finish plaster 25kg" });
    await expect(fan.getByTestId("card-quantity")).toHaveText("3 bags");
    await expect(fan.getByTestId("card-price")).toHaveText(formatPence(each));
    await expect(fan.getByTestId("card-total")).toHaveText(formatPence(lineTotalPence(3, each)));
    await expect(fan).toContainText(`3 bags × ${formatPence(each)} each`);
    await expect(page.getByLabel("Quantity of Multi-finish plaster 25kg")).toBeHidden();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await fan.scrollIntoViewIfNeeded();
    await snap(page, "phone-material-cards");

    // Edit opens the line's fields; Done closes them; the card shows the new figures.
    const edit = fan.getByRole("button", { name: "Edit Multi-finish plaster 25kg" });
    const editBox = await edit.boundingBox();
    expect(editBox?.height).toBeGreaterThanOrEqual(44);
    await edit.click();
    await page.getByLabel("Quantity of Multi-finish plaster 25kg").fill("4");
    await page.getByRole("button", { name: "Done" }).click();
    await expect(fan.getByTestId("card-total")).toHaveText(formatPence(lineTotalPence(4, each)));
    await expect(fan.getByTestId("card-quantity")).toHaveText("4 bags");
    await page.getByRole("button", { name: "Remove Dulux Trade Vinyl Matt White 10L" }).click();
    await expect(cards).toHaveCount(1);

    // One form adds a custom material; a repeated mistake shows one toast, not a pile.
    const custom = page.getByRole("group", { name: "Custom material" });
    await custom.getByRole("button", { name: "Add Material" }).click();
    await custom.getByRole("button", { name: "Add Material" }).click();
    await custom.getByRole("button", { name: "Add Material" }).click();
    const toast = page.locator("[data-sonner-toast]", {
      hasText: "Please fill in all material details",
    });
    await expect(toast).toHaveCount(1);
    await custom.getByLabel("Material name").fill("Coving 2m");
    await custom.getByLabel("Quantity").fill("6");
    await custom.getByLabel("Unit", { exact: true }).fill("length");
    await custom.getByLabel("Net cost per unit (£)").fill("8");
    await custom.getByRole("button", { name: "Add Material" }).click();
    await expect(cards.filter({ hasText: "Coving 2m" }).getByTestId("card-quantity")).toHaveText(
      "6 lengths",
    );

    // At 1280 px the rows of fields stay; no cards.
    await page.setViewportSize(desktop);
    await expect(cards.filter({ visible: true })).toHaveCount(0);
    await expect(page.getByLabel("Quantity of Multi-finish plaster 25kg")).toHaveValue("4");
    await expect(page.getByTestId("action-bar").filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save Quote" })).toBeVisible();
  });

  test("a sticky bar holds each screen's primary action", async ({ page }) => {
    await signUpViaApi(page);
    const draft = await makeQuote(page);
    await page.goto(`/dashboard/quotes/${draft}`);
    await expectActionBar(page, "Send to Customer");
    await expect(page.getByRole("button", { name: "Send to Customer" })).toHaveCount(1);
    await snap(page, "phone-quote-detail-bar");
    await page.getByRole("button", { name: "Send to Customer" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");

    const accepted = await makeQuote(page, { accepted: true });
    await page.goto(`/dashboard/quotes/${accepted}`);
    await expectActionBar(page, "Schedule Job");
    const created = await page.request.post("/api/invoices", {
      data: { quoteId: accepted, kind: "standard" },
    });
    expect(created.status()).toBe(201);
    const invoice = (await created.json()) as { id: string };
    await page.goto(`/dashboard/invoices/${invoice.id}`);
    await expectActionBar(page, "Record Payment");
    await expect(page.getByRole("button", { name: "Record Payment" })).toHaveCount(1);
    await snap(page, "phone-invoice-bar");

    for (const [url, action] of [
      ["/dashboard/quotes", "Manual Quote"],
      ["/dashboard/customers", "Add Customer"],
      ["/dashboard/jobs", "Create Quote"],
    ] as const) {
      await page.goto(url);
      await expectActionBar(page, action);
    }
    await page.setViewportSize(desktop);
    await page.goto("/dashboard/customers");
    await expect(page.getByRole("button", { name: "Add Customer" })).toBeVisible();
    const inHeader = await page
      .getByRole("button", { name: "Add Customer" })
      .evaluate((el) => getComputedStyle(el.parentElement as Element).position);
    expect(inHeader).toBe("static");
  });

  test("the mobile menu lists every sidebar page, the supplier scraper included", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.setViewportSize(desktop);
    await page.goto("/dashboard");
    const sidebar = page.getByRole("complementary").getByRole("navigation", { name: "Main" });
    await expect(sidebar.getByRole("link", { name: "Supplier Scraper" })).toBeVisible();
    const sideLinks = await sidebar.getByRole("link").allTextContents();
    await page.setViewportSize(phone);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    // Retried until the menu has drawn all its links: read at once, a loaded machine saw one.
    await expect(menu.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(
      sideLinks,
    );
    await snap(page, "phone-menu");
    await menu.getByRole("link", { name: "Supplier Scraper" }).click();
    await expect(page).toHaveURL(/\/dashboard\/screwfix-scraper$/);
  });

  test("Take photo opens the rear camera; the photo shows and goes into the PDF", async ({
    page,
  }) => {
    await signUpViaApi(page);
    const id = await makeQuote(page);
    await page.goto(`/dashboard/quotes/${id}`);
    await expect(page.getByRole("button", { name: "Take photo" })).toBeVisible();
    const camera = page.getByLabel("Site photo from camera");
    await expect(camera).toHaveAttribute("capture", "environment");
    await expect(camera).toHaveAttribute("accept", "image/*");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Take photo" }).click();
    // A small picture, as the camera would hand one back.
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 230, g: 120, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    await (await chooser).setFiles({ name: "site.jpg", mimeType: "image/jpeg", buffer: picture });
    const thumbnail = page.getByTestId("site-photo");
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Add photo" })).toBeEnabled();
    await snap(page, "phone-quote-photo");
    const pdf = await page.request.get(`/api/quotes/${id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).toString("latin1")).toContain("/Subtype /Image");
  });
});

test.describe("no keyboard tips on a touch screen", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test("the questionnaire has no Enter/Shift+Enter tip; the assistant does not ask twice", async ({
    page,
  }) => {
    await signUpViaApi(page);
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
    const panel = page.getByRole("region", { name: "AI Quote Generator" });
    const input = panel.getByLabel("Message", { exact: true });
    await expect(input).toBeEnabled();
    await input.fill("Paint the lounge");
    await panel.getByRole("button", { name: "Send message" }).click();
    const questionnaire = panel.getByRole("region", { name: "Create Your Quote" });
    await expect(questionnaire).toBeVisible();
    await expect(questionnaire.getByText("Answer the required questions.")).toBeVisible();
    // In the page (display: none on a touch screen), but not shown.
    await expect(questionnaire.getByTestId("keyboard-tip")).toHaveCount(1);
    await expect(questionnaire.getByTestId("keyboard-tip")).toBeHidden();
    await questionnaire.scrollIntoViewIfNeeded();
    // Not a full-page snap(): resizing for it drops the touch emulation, and the tip with it.
    await page.screenshot({ path: "test-results/screens/phone-assistant-questions.png" });
  });
});

test("every sidebar screen at 375 px: screenshot, no sideways scroll, axe 0 serious", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const quote = await makeQuote(page, { accepted: true });
  // Every page of the sidebar, and the quote builder and a quote's page. At 1280 px the
  // accessibility walk visits each of them, in both themes, with the same checks.
  const screens = await sidebarPages(page);
  screens.push(
    ["quote-builder", "/dashboard/quotes/new"],
    ["quote-detail", `/dashboard/quotes/${quote}`],
  );
  const found: string[] = [];
  await page.setViewportSize(phone);
  trackRequests(page);
  for (const [name, url] of screens) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // What draws after the first screen (the builder's sections) is checked and scanned too.
    await settle(page);
    expect(await scrollY(page), `${name} opens at its top`).toBe(0);
    expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
    await snap(page, `phone-walk-${name}-375`);
    for (const v of await seriousViolations(page)) found.push(`[${name}] ${v}`);
  }
  expect(found).toEqual([]);
});
