import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/** Issue 22, Deliver 4: Settings → Quote Settings → "Learn my pace", on until switched off. */
test("learning the business's pace is on by default and stays off once switched off", async ({
  page,
}) => {
  await signUpViaApi(page, { name: "Pat Plasterer" });
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/settings?tab=quote");
  const learn = page.getByRole("checkbox", { name: "Learn my pace from finished jobs" });
  await expect(learn).toBeChecked();
  await learn.scrollIntoViewIfNeeded();
  await snap(page, "settings-pace-desktop");

  await learn.click();
  await expect(page.getByText("Learning your pace off")).toBeVisible();
  await page.reload();
  await expect(learn).not.toBeChecked();
  expect((await (await page.request.get("/api/settings/estimator")).json()).learnPace).toBe(false);

  await page.setViewportSize(phone);
  await learn.scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "settings-pace-phone");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
});
