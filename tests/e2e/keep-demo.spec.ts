import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import {
  desktop,
  expect,
  finishSignUp,
  horizontalOverflow,
  mailTo,
  phone,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

/** Issue 20 Deliver 2: a demo visitor is told their work goes, and keeps it by creating an account. */

const DEMO_QUOTE = "Loft room stud wall and boarding";

/** Starts a demo and adds a customer of the visitor's own, to find again after signing up. */
async function startDemo(page: Page, lastName: string) {
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/dashboard$/);
  const added = await page.request.post("/api/customers", {
    data: { firstName: "Kept", lastName, email: "kept@example.co.uk" },
  });
  expect(added.status()).toBe(201);
  const quoted = await page.request.post("/api/quotes", {
    data: {
      name: `Kept ${lastName}'s hall`,
      customerId: ((await added.json()) as { id: string }).id,
      jobDescription: "Skim the hall.",
      laborDays: 1,
    },
  });
  expect(quoted.status()).toBe(201);
}

/** Fills the sign-up form (the one the profile page's demo card leads to) and verifies the email. */
async function createAccount(page: Page) {
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  await expect(
    page.getByText("Create an account to keep everything you made in the demo."),
  ).toBeVisible();
  const email = uniqueEmail("keep");
  await page.getByLabel("Name").fill("Dee Demo");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("keep-it-1");
  await page.getByLabel("Confirm password").fill("keep-it-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  const mail = await mailTo(page.request, email, "Verify your email for Sole.");
  await finishSignUp(page, mail.text, "keep-it-1");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard/);
  return email;
}

async function expectDemoWorkKept(page: Page, lastName: string) {
  const me = (await (await page.request.get("/api/me")).json()) as {
    user: { isAnonymous: boolean };
    business: { name: string };
  };
  expect(me.user.isAnonymous).toBe(false);
  // Their work stays; the demo's made-up letterhead and records do not (auth/demo-keep.ts).
  expect(me.business.name).toBe("Dee Demo");
  await page.goto("/dashboard/quotes");
  await expect(page.getByText(`Kept ${lastName}'s hall`).first()).toBeVisible();
  await expect(page.getByText(DEMO_QUOTE)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Demo account" })).toHaveCount(0);
  await page.goto("/dashboard/customers");
  await expect(page.getByText(`Kept ${lastName}`)).toBeVisible();
}

test("the demo banner says the work is deleted and keeps it through a new account", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await startDemo(page, "Banner");
  const banner = page.getByRole("region", { name: "Demo account" });
  await expect(banner).toContainText("Demo data is deleted after 7 days.");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "keep-demo-banner-phone");
  await page.setViewportSize(desktop);
  await snap(page, "keep-demo-banner-desktop");

  await banner.getByRole("link", { name: "Create an account to keep it" }).click();
  await createAccount(page);
  await expectDemoWorkKept(page, "Banner");
});

test("log out in a demo asks first, and Create account keeps the work", async ({ page }) => {
  await page.setViewportSize(phone);
  await startDemo(page, "Logout");

  const logOut = async () => {
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    return page.getByRole("dialog", { name: "Your demo work will be deleted" });
  };
  let ask = await logOut();
  await expect(ask).toContainText("Create an account to keep it?");
  await expect(ask.getByRole("button", { name: "Log out anyway" })).toBeVisible();
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "keep-demo-log-out-phone");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await (await page.request.get("/api/me")).json()).user.isAnonymous).toBe(true);

  await page.setViewportSize(desktop);
  ask = await logOut();
  await snap(page, "keep-demo-log-out-desktop");
  await ask.getByRole("button", { name: "Create account" }).click();
  await createAccount(page);
  await expectDemoWorkKept(page, "Logout");
});

test("Log out anyway signs the demo visitor out", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("button", { name: "Log out anyway" }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
