import type { Page } from "@playwright/test";
import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

/** Issue 18: a three-room job described once in the wizard; every room is priced in the plan. */
async function threeRooms(page: Page, size: "desktop" | "phone") {
  await signUpViaApi(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
  const panel = page.getByRole("region", { name: "AI Quote Generator" });
  await panel.getByLabel("Project Name").fill("Lounge and bedrooms");
  const input = panel.getByLabel("Message", { exact: true });
  await expect(input).toBeEnabled();
  await input.fill("Paint the living room 5m x 4m and two bedrooms 3.5m x 3m");
  await input.press("Enter");

  const questionnaire = panel.getByRole("region", { name: "Create Your Quote" });
  await expect(questionnaire).toBeVisible();
  // Each room's own ceiling height is asked, by its name.
  await expect(questionnaire).toContainText("ceiling height in the lounge");
  await expect(questionnaire).toContainText("ceiling height in the double bedroom");
  const answers = ["Walls and ceiling", "2.4m", "2.4m"];
  const required = await questionnaire.getByText("Required", { exact: true }).count();
  for (let i = 0; i < required; i++) {
    const box = questionnaire.getByRole("textbox").first();
    await box.fill(answers[i] ?? "Nothing special");
    await box.press("Enter");
  }
  await questionnaire.getByRole("button", { name: "Submit Answers" }).click();
  await expect(panel.getByText(/Please confirm these details are correct/)).toBeVisible();
  await input.fill("Yes, that's correct");
  await input.press("Enter");
  await panel.getByRole("button", { name: "Generate Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();

  const plan = panel.getByRole("region", { name: "Project Work Plan" });
  await expect(plan).toContainText("Living room 5 × 4 m: Paint walls");
  await expect(plan).toContainText("Bedrooms (2) 3.5 × 3 m: Paint walls");
  await expect(plan).toContainText("Bedrooms (2) 3.5 × 3 m: Paint ceilings");
  // 2 coats over 95.4 m² of walls and 41 m² of ceilings: 2 × 10 L and a 5 L tin, bought once.
  // Visible ones only: from md up a material line's phone card (with its name) is hidden.
  await expect(
    panel
      .getByText("Dulux Trade Vinyl Matt Pure Brilliant White 10L")
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(
    panel
      .getByText("Dulux Trade Vinyl Matt Pure Brilliant White 5L")
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(panel.getByLabel("Days Required")).toHaveValue("7");
  await plan.scrollIntoViewIfNeeded();
  await snap(page, `estimator-rooms-${size}`);
}

test("a living room and two bedrooms are all priced (desktop)", async ({ page }) => {
  await page.setViewportSize(desktop);
  await threeRooms(page, "desktop");
});

test("a living room and two bedrooms are all priced (phone)", async ({ page }) => {
  await page.setViewportSize(phone);
  await threeRooms(page, "phone");
});
