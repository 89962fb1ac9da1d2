import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, snap, test } from "./fixtures";

/** Issue 20 Deliver 3: templates (kits) saved from a quote, started from and added in the builder. */
test("save a quote as a template, start a quote from it, add a starter template in the builder", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The demo business starts with three templates, in the sidebar's Templates page.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Templates" })
    .click();
  await expect(page.getByRole("heading", { name: "Templates", level: 1 })).toBeVisible();
  for (const name of ["Skim a room", "Board and skim a ceiling", "Replace a door"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "templates-page-desktop");

  // Save the demo quote as a template.
  const list = await (await page.request.get("/api/quotes")).json();
  const demoQuote = list.quotes.find(
    (q: { name: string }) => q.name === "Loft room stud wall and boarding",
  );
  await page.goto(`/dashboard/quotes/${demoQuote.id}`);
  await page.getByRole("button", { name: "Save as template" }).click();
  const save = page.getByRole("dialog", { name: "Save as template" });
  await save.getByLabel("Template name").fill("Loft stud wall");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "templates-save-dialog-desktop");
  await save.getByRole("button", { name: "Save template" }).click();
  await expect(save).toBeHidden();
  await expect(page.getByText("Template saved").first()).toBeVisible();

  // Start a new quote from it: one tap, then the builder opens the new draft.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Quotes" })
    .click();
  await page.getByRole("button", { name: "From Template" }).click();
  const start = page.getByRole("dialog", { name: "Start from a template" });
  await start.getByRole("button", { name: /Loft stud wall/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel("Project name")).toHaveValue("Loft stud wall");
  await expect(page.getByLabel("Days required")).toHaveValue("3");
  await expect(page.getByLabel("Job description")).toHaveValue(/stud partition wall/);

  // Add a starter template inside the builder: its lines join the quote's, its labour days too.
  await page.getByRole("button", { name: "Add template" }).click();
  const add = page.getByRole("dialog", { name: "Add a template" });
  await expect(add.getByRole("button", { name: /Replace a door/ })).toBeVisible();
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "templates-add-dialog-desktop");
  await add.getByRole("button", { name: /Replace a door/ }).click();
  await expect(add).toBeHidden();
  await expect(
    page.getByRole("button", { name: "Remove Tubular Mortice Latch 64mm Satin Chrome" }),
  ).toBeVisible();
  await expect(page.getByLabel("Days required")).toHaveValue("4");
  await snap(page, "templates-builder-after-add-desktop");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText("Tubular Mortice Latch 64mm Satin Chrome").filter({ visible: true }).first(),
  ).toBeVisible();
  await snap(page, "templates-quote-after-desktop");

  // On a phone: the Templates page, editing one, and the builder's picker.
  await page.setViewportSize(phone);
  await page.goto("/dashboard/templates");
  await expect(page.getByRole("heading", { name: "Replace a door" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "templates-page-phone");
  await page.getByRole("button", { name: "Edit" }).first().click();
  const edit = page.getByRole("dialog", { name: "Edit template" });
  await expect(edit.getByLabel("Name", { exact: true })).toHaveValue("Board and skim a ceiling");
  await edit.getByLabel("Labour days").fill("2.5");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "templates-edit-phone");
  await edit.getByRole("button", { name: "Save template" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("2.5 days labour")).toBeVisible();

  await page.goto("/dashboard/quotes");
  await page.getByRole("button", { name: "From Template" }).click();
  const startPhone = page.getByRole("dialog", { name: "Start from a template" });
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "templates-start-phone");
  await startPhone.getByRole("button", { name: /Skim a room/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole("button", { name: "Add template" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "templates-builder-phone");
});
