import type { Page } from "@playwright/test";
import { desktop, expect, phone, snap, test } from "./fixtures";

const heroTitle = "Smart quoting and material management for sole traders";

async function useDarkTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
}

/**
 * The document's width, and any visible text that runs past the viewport's right edge. Sections
 * clip their decorations (overflow hidden), so scrollWidth alone would not notice clipped content.
 */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(".sr-only")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0 && rect.right > limit) clipped.push(text);
    }
    return { scrollWidth: document.documentElement.scrollWidth, clipped };
  });
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clipped } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(phone.width);
  expect(clipped).toEqual([]);
}

async function openLanding(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: heroTitle })).toBeVisible();
}

test.describe("landing page", () => {
  test("renders the hero, the three feature cards, the offer, testimonials and the footer year", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openLanding(page);

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(banner.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/login?tab=signup",
    );

    const hero = page.getByRole("region", { name: heroTitle });
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/login?tab=signup",
    );
    await expect(hero.getByRole("link", { name: "Try Demo" })).toHaveAttribute("href", "/demo");
    await expect(hero.getByText("£1,234.50", { exact: true })).toBeVisible();

    const features = page.getByRole("region", { name: "How Sole works for you" });
    const cards = features.getByRole("heading", { level: 3 });
    await expect(cards).toHaveCount(3);
    await expect(cards).toHaveText([
      "AI-assisted quoting",
      "Quotes and invoices in one place",
      "Order materials at trade prices",
    ]);

    await expect(
      page.getByRole("heading", { name: "6 months of free access to all premium features" }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Trusted on the tools" }).locator("figure"),
    ).toHaveCount(2);

    const year = new Date().getFullYear();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Sole.`);
    await snap(page, "landing-desktop-light");
  });

  test("Get Started opens Create Account; Login opens Login", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: heroTitle })
      .getByRole("link", { name: "Get Started" })
      .click();
    await expect(page.getByRole("tab", { name: "Create Account" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  });

  test("joins the waitlist, clears the field and reports a duplicate", async ({ page }) => {
    await openLanding(page);
    const waitlist = page.getByRole("region", { name: "Join our waitlist" });
    const email = waitlist.getByRole("textbox", { name: "Email address" });
    const submit = waitlist.getByRole("button", { name: "Join Waitlist" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");

    const address = `landing-${Date.now()}@example.co.uk`;
    await email.fill(address);
    await submit.click();
    await expect(page.getByText("You've been added to our waitlist!")).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(submit).toBeEnabled();

    await email.fill(address);
    await submit.click();
    await expect(page.getByText("This email is already on our waitlist")).toBeVisible();
  });

  test("rejects an address without @ without calling the API", async ({ page }) => {
    await openLanding(page);
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/waitlist")) posted = true;
    });
    const waitlist = page.getByRole("region", { name: "Join our waitlist" });
    const email = waitlist.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-email");
    await waitlist.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(waitlist.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("not-an-email");
    expect(posted).toBe(false);

    // Contains @ so it passes the browser-side rule; the server's 400 message is shown instead.
    await email.fill("someone@");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/waitlist"));
    await waitlist.getByRole("button", { name: "Join Waitlist" }).click();
    expect((await answer).status()).toBe(400);
    await expect(waitlist.getByRole("alert")).toHaveText("Please enter a valid email address");
  });

  test("opens the AI Quote Generator dialog", async ({ page }) => {
    await page.setViewportSize(desktop);
    await openLanding(page);
    await page.getByRole("button", { name: "Try AI Quote Generator" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Quote Generator" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Job description" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Try Demo" })).toHaveAttribute("href", "/demo");
    await expect(dialog.getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      "/login",
    );
    await snap(page, "landing-ai-dialog-desktop");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("fits a 375 px phone without horizontal overflow", async ({ page }) => {
    await page.setViewportSize(phone);
    await openLanding(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, "landing-phone-light");

    await page.getByRole("button", { name: "Try AI Quote Generator" }).click();
    await expect(page.getByRole("dialog", { name: "AI Quote Generator" })).toBeVisible();
    await snap(page, "landing-ai-dialog-phone");
  });

  test("renders in dark mode at desktop and phone widths", async ({ page }) => {
    await useDarkTheme(page);
    await page.setViewportSize(desktop);
    await openLanding(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await snap(page, "landing-desktop-dark");

    await page.setViewportSize(phone);
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, "landing-phone-dark");
  });

  test("switches theme from the header", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});
