import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/** Issue 19: Settings → Reminders, each on by default, each switch saved at once. */
test("reminders are on by default and a switch stays as it was left", async ({ page }) => {
  await signUpViaApi(page, { name: "Pat Plasterer" });
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/settings");
  const followUp = page.getByRole("checkbox", { name: "Quote follow-up" });
  const overdue = page.getByRole("checkbox", { name: "Overdue invoice reminders" });
  const summary = page.getByRole("checkbox", { name: "Morning summary" });
  for (const box of [followUp, overdue, summary]) await expect(box).toBeChecked();
  await expect(page.getByText("Reminders", { exact: true })).toBeVisible();
  await snap(page, "settings-reminders-desktop");
  expect(await seriousViolations(page)).toEqual([]);

  await followUp.click();
  await expect(page.getByText("Quote follow-up off")).toBeVisible();
  await expect(followUp).not.toBeChecked();
  await page.reload();
  await expect(followUp).not.toBeChecked();
  await expect(overdue).toBeChecked();
  expect((await (await page.request.get("/api/settings/reminders")).json()).quoteFollowUp).toBe(
    false,
  );

  await page.setViewportSize(phone);
  await summary.scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "settings-reminders-phone");
  expect(await seriousViolations(page)).toEqual([]);
});
