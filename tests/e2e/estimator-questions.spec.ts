import type { Page } from "@playwright/test";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * Issue 18: one question is still the questionnaire panel (it fell back to chat text), its answer
 * goes to the room it names, and the Quote Summary says the days on site, the crew and the waits:
 * the kitchen's plaster dries while the bathroom floor is tiled.
 */
async function oneQuestionTwoRooms(page: Page, size: "desktop" | "phone") {
  await signUpViaApi(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
  const panel = page.getByRole("region", { name: "AI Quote Generator" });
  await panel.getByLabel("Project Name").fill("Kitchen and bathroom");
  const input = panel.getByLabel("Message", { exact: true });
  await expect(input).toBeEnabled();
  await input.fill(
    "Skim and paint the kitchen 4m x 3m, 2.4m high and tile the bathroom floor 2m x 1.5m",
  );
  await input.press("Enter");

  const questionnaire = panel.getByRole("region", { name: "Create Your Quote" });
  await expect(questionnaire).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(questionnaire.getByRole("textbox")).toHaveCount(1);
  await expect(questionnaire).toContainText(
    "1. Which surfaces are included in the kitchen: walls, ceiling, woodwork or all of them? Sets which surfaces are priced.",
  );
  await questionnaire.scrollIntoViewIfNeeded();
  await snap(page, `estimator-one-question-${size}`);
  const box = questionnaire.getByRole("textbox");
  await box.fill("Walls and ceiling");
  await box.press("Enter");
  await questionnaire.getByRole("button", { name: "Submit Answers" }).click();

  await expect(panel.getByText(/Please confirm these details are correct/)).toBeVisible();
  await input.fill("Yes, that's correct");
  await input.press("Enter");
  await expect(panel.getByText("Press Generate Quote to create your quote.").first()).toBeVisible();
  await panel.getByRole("button", { name: "Generate Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();

  const plan = panel.getByRole("region", { name: "Project Work Plan" });
  await expect(plan).toContainText("Kitchen 4 × 3 m: Skim walls");
  await expect(plan).toContainText("Bathroom 2 × 1.5 m: Tile floor");
  // The surfaces answered for the kitchen never tile the bathroom's walls.
  await expect(plan).not.toContainText("Tile walls");
  // 5.18 days of work; the kitchen's 3 days of drying less the 0.6 days the bathroom fills: 8 days.
  await expect(panel.getByLabel("Days Required")).toHaveValue("5.5");
  const summary = panel.getByRole("region", { name: "Quote Summary" });
  // The badge is the days charged, so it says they are work, not days on site.
  await expect(summary.getByText("5.5 days of work", { exact: true })).toBeVisible();
  const days = summary.getByRole("region", { name: "Days on site" });
  await expect(days).toContainText("8 days on site: 5.5 days of work for one tradesperson");
  await expect(days).toContainText("Mist coat once the new plaster is dry (3 days)");
  await expect(days).toContainText("Bathroom 2 × 1.5 m (tile floor): Grout after 24 h");
  await expect(days).toContainText("Work goes on elsewhere while one room or job waits");
  await expect(days).toContainText("Days are rounded up to the next half day.");
  await expect(summary).toContainText("is worked on (4.58 days): no extra days");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await summary.scrollIntoViewIfNeeded();
  await snap(page, `estimator-days-on-site-${size}`);
  // The summary alone, to read at a glance (the full page is long on a phone).
  await summary.screenshot({ path: `test-results/screens/estimator-summary-${size}.png` });
}

test("one question is a questionnaire; the summary says the days, crew and waits (desktop)", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await oneQuestionTwoRooms(page, "desktop");
});

test("one question is a questionnaire; the summary says the days, crew and waits (phone)", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await oneQuestionTwoRooms(page, "phone");
});
