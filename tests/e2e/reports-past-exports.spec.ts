import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * Issue 20 leftover: the Reports page's "Past exports" list that failed to load says so with Try
 * again (the shared section-load-error), rather than "No exports yet".
 */
test("Reports: Past exports that failed to load come back with Try again", async ({ page }) => {
  await signUpViaApi(page);
  // The list fails (each load and its automatic retries) until the server is "back".
  let down = true;
  await page.route(
    (url) => url.pathname === "/api/exports",
    (route) =>
      down && route.request().method() === "GET"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({
              error: { code: "internal", message: "Something went wrong. Please try again later." },
            }),
          })
        : route.fallback(),
  );
  await page.setViewportSize(phone);
  await page.goto("/dashboard/reports");
  const section = page.getByRole("region", { name: "Accounting exports" });
  // The data layer retries three times (1, 2 and 4 s apart) before it shows the failure.
  const alert = section.getByRole("alert");
  await expect(alert).toContainText("Past exports could not be loaded", { timeout: 20_000 });
  await expect(alert).toContainText("Something went wrong. Please try again later.");
  await expect(section.getByText("No exports yet.")).toHaveCount(0);
  await alert.scrollIntoViewIfNeeded();
  await snap(page, "reports-past-exports-error-375");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(desktop);
  await snap(page, "reports-past-exports-error-1280");

  down = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(section.getByText("No exports yet.")).toBeVisible();
  await expect(section.getByRole("alert")).toHaveCount(0);
});
