import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { desktop, expect, pageOrigin, phone, signUpViaApi, snap, test } from "./fixtures";

/** The code an authenticator app would show now for the setup key on the page. */
const codeFor = (setupKey: string) =>
  new TOTP({ secret: Secret.fromBase32(setupKey.replace(/\s/g, "")) }).generate();

/** A full-page screenshot from the top, so the sticky header is drawn where it belongs. */
async function snapFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

async function openProfile(page: Page) {
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
}

async function readSetupKey(page: Page) {
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await page.getByLabel("Setup key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^[A-Z2-7 ]{16,}$/);
  return key;
}

test.describe("profile", () => {
  test("changes name and password, turns on two-factor, then signs in with a code", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const { email, password } = await signUpViaApi(page);
    await openProfile(page);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText("Off", { exact: true })).toBeVisible();
    await snapFromTop(page, "profile-desktop");

    // Account: the name is validated, saved, and the user menu shows the new one.
    const name = page.getByLabel("Name", { exact: true });
    await name.fill("P");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await name.fill("Pat the Plasterer");
    await expect(page.getByText("Name must be at least 2 characters")).toBeHidden();
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Name updated")).toBeVisible();
    await page.getByRole("button", { name: "User menu" }).click();
    await expect(page.getByRole("menu")).toContainText("Pat the Plasterer");
    await page.keyboard.press("Escape");

    // Password: validation on submit, the server's answer for a wrong current password, success.
    const changePassword = page.getByRole("button", { name: "Change password" });
    await changePassword.click();
    await expect(page.getByText("Enter your current password")).toBeVisible();
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("new-secret-2");
    await page.getByLabel("Confirm new password").fill("new-secret-3");
    await changePassword.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill("new-secret-2");
    await expect(page.getByText("Passwords don't match")).toBeHidden();
    await changePassword.click();
    await expect(page.getByText("Your current password is not right")).toBeVisible();
    await page.getByLabel("Current password").fill(password);
    await changePassword.click();
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
    const newPassword = "new-secret-2";

    // Two-factor: password, QR code and setup key, a wrong code, the right code, backup codes.
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await page.getByLabel("Your password").fill("not-my-password");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("That password is not right")).toBeVisible();
    await page.getByLabel("Your password").fill(newPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    const setupKey = await readSetupKey(page);
    await snapFromTop(page, "profile-two-factor-setup-desktop");

    const code = page.getByLabel("Authentication code");
    await code.fill("12");
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(
      page.getByText("Enter the 6-digit code from your authenticator app"),
    ).toBeVisible();
    await code.fill(codeFor(setupKey));
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(page.getByText("Two-factor authentication turned on")).toBeVisible();
    const backupCodes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(backupCodes).toHaveCount(10);
    await snapFromTop(page, "profile-backup-codes-desktop");
    await page.getByRole("button", { name: "I've saved them" }).click();
    await expect(page.getByText("On", { exact: true })).toBeVisible();
    await expect(backupCodes).toHaveCount(0);

    // Sessions: this browser is listed; signing out of the others keeps this one.
    await expect(
      page.getByRole("list", { name: "Signed-in sessions" }).getByText("This device"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Sign out of other sessions" }).click();
    await expect(page.getByText("Signed out of other sessions")).toBeVisible();

    // Log out through the user menu.
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/auth/);
    expect((await page.request.get("/api/me")).status()).toBe(401);

    // Sign in again on the login screen: the password alone now asks for the second factor.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByLabel("Authentication code")).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
    await page.getByLabel("Authentication code").fill(codeFor(setupKey));
    await page.getByRole("button", { name: "Verify" }).click();
    // Back where the user was when they logged out.
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    expect((await page.request.get("/api/me")).status()).toBe(200);

    // Signed in again, two-factor shows as on; turn it off with the password.
    await openProfile(page);
    await expect(page.getByText("On", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Turn off" }).click();
    await page.getByLabel("Your password").fill(newPassword);
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await expect(page.getByText("Two-factor authentication turned off")).toBeVisible();
    await expect(page.getByText("Off", { exact: true })).toBeVisible();
  });

  test("fits a phone screen, setup step included", async ({ page }) => {
    await page.setViewportSize(phone);
    const { password } = await signUpViaApi(page);
    await openProfile(page);
    await expect(page.getByRole("button", { name: "Turn on two-factor" })).toBeVisible();
    await snapFromTop(page, "profile-phone");

    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await page.getByLabel("Your password").fill(password);
    await page.getByRole("button", { name: "Continue" }).click();
    await readSetupKey(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await snapFromTop(page, "profile-two-factor-setup-phone");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Off", { exact: true })).toBeVisible();
  });

  test("a demo user is invited to create an account instead of password and two-factor", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const demo = await page.request.post("/api/auth/sign-in/anonymous", {
      data: {},
      headers: pageOrigin(),
    });
    expect(demo.ok()).toBeTruthy();
    await openProfile(page);
    await expect(page.getByRole("heading", { name: "You're using a demo account" })).toBeVisible();
    // exact: the demo banner's "Create an account to keep it" leads to the same sign-up
    await expect(
      page.getByRole("link", { name: "Create an account", exact: true }),
    ).toHaveAttribute("href", "/login?tab=signup");
    await expect(page.getByRole("heading", { name: "Password" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toHaveCount(0);
    await snapFromTop(page, "profile-demo-desktop");
  });
});
