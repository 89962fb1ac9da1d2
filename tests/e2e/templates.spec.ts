import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

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
  // The template's own terms go out on the quotes started from it.
  await edit.getByLabel("Terms (optional)").fill("Half on the day the boards arrive.");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "templates-edit-phone");
  await edit.getByRole("button", { name: "Save template" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("2.5 days labour")).toBeVisible();
  await page.getByRole("button", { name: "Start a quote from Board and skim a ceiling" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel("Terms for this quote")).toHaveValue(
    "Half on the day the boards arrive.",
  );
  await page.goto("/dashboard/templates");
  await snap(page, "templates-page-start-phone");
  // Straight from the Templates page: each card starts a quote.
  await page.getByRole("button", { name: "Start a quote from Replace a door" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel("Project name")).toHaveValue("Replace a door");

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

/**
 * Issue 20: catalogue products added on the Templates page with the builder's own search (unit and
 * today's price carried), the editor one-handed on a phone, and two phones editing one template.
 */
test("add a catalogue product to a template, start a quote from it, and a stale edit is refused", async ({
  page,
}) => {
  const product = "British Gypsum Thistle Bonding Coat 25kg";
  await page.setViewportSize(desktop);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/templates");
  await page.getByRole("button", { name: "New Template" }).click();
  const form = page.getByRole("dialog", { name: "New template" });
  await form.getByLabel("Name", { exact: true }).fill("Bonding coat patch");
  await form.getByRole("button", { name: "Add product" }).click();
  await form.getByLabel("Search products").fill("Bonding Coat 25kg");
  await form.getByRole("button", { name: "Search" }).click();
  // Several merchants sell it: the first result's, in bags at that merchant's trade price.
  const result = form
    .getByRole("list", { name: "Catalogue results" })
    .getByRole("listitem")
    .filter({ hasText: product })
    .first();
  await result.getByLabel(`Quantity of ${product}`).fill("3");
  await result.getByRole("button", { name: `Add ${product}` }).click();
  const lines = form.getByRole("list", { name: "Template materials" });
  await expect(lines.getByText(product, { exact: true })).toBeVisible();
  await expect(lines.getByText(/per bag · catalogue/)).toBeVisible();
  await expect(lines.getByLabel(`Quantity of ${product}`)).toHaveValue("3");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "templates-add-product-desktop");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("heading", { name: "Bonding coat patch" })).toBeVisible();

  // On a phone: the editor's Save stays in reach while the lines scroll, every target 44 px.
  await page.setViewportSize(phone);
  const card = page.getByRole("listitem").filter({ hasText: "Bonding coat patch" });
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit template" });
  await edit.getByRole("button", { name: "Add product" }).click();
  await edit.getByLabel("Search products").fill("PVA");
  await edit.getByRole("button", { name: "Search" }).click();
  await edit
    .getByRole("button", { name: /^Add .*PVA/ })
    .first()
    .click();
  await expect(
    edit.getByRole("list", { name: "Template materials" }).getByRole("listitem"),
  ).toHaveCount(2);
  const save = edit.getByRole("button", { name: "Save template" });
  for (const target of [
    save,
    edit.getByRole("button", { name: "Cancel" }),
    edit.getByRole("button", { name: `Remove ${product}` }),
    edit.getByRole("button", { name: "Done" }),
  ]) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const saveBox = await save.boundingBox();
  expect((saveBox?.y ?? 0) + (saveBox?.height ?? 0)).toBeLessThanOrEqual(phone.height);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await page.screenshot({ path: "test-results/screens/templates-add-product-phone.png" });

  // Meanwhile another phone renames it: this save, based on the older version, is refused.
  const { templates } = await (await page.request.get("/api/templates")).json();
  const saved = templates.find((t: { name: string }) => t.name === "Bonding coat patch");
  const other = await page.request.patch(`/api/templates/${saved.id}`, {
    data: { name: "Bonding coat patch (van 2)", version: saved.version },
  });
  expect(other.status()).toBe(200);
  await save.click();
  const alert = edit
    .getByRole("alert")
    .filter({ hasText: "This template was changed somewhere else" });
  await expect(alert).toHaveText(
    /This template was changed somewhere else\. Reload to see the latest\./,
  );
  // The "Added ... to materials list" toast would lie over the alert on a phone: it is cleared.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(alert).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: "test-results/screens/templates-conflict-phone.png" });
  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(edit.getByLabel("Name", { exact: true })).toHaveValue("Bonding coat patch (van 2)");
  await expect(
    edit.getByRole("list", { name: "Template materials" }).getByRole("listitem"),
  ).toHaveCount(1);
  await save.click();
  await expect(edit).toBeHidden();

  // Start a quote from it: the product's line is there, in bags, at today's trade price.
  await page.goto("/dashboard/quotes");
  await page.getByRole("button", { name: "From Template" }).click();
  await page
    .getByRole("dialog", { name: "Start from a template" })
    .getByRole("button", { name: /Bonding coat patch \(van 2\)/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole("button", { name: `Remove ${product}` }).first()).toBeVisible();
  const quoteId = page.url().split("/").at(-2);
  const quote = await (await page.request.get(`/api/quotes/${quoteId}`)).json();
  const search = await (
    await page.request.get(`/api/products?q=${encodeURIComponent(product)}&page=1&pageSize=50`)
  ).json();
  const today = search.products.find((p: { id: number }) => p.id === quote.materials[0]?.productId);
  expect(today?.netPricePence).toBeGreaterThan(0);
  expect(quote.materials).toEqual([
    expect.objectContaining({
      name: product,
      unit: "bag",
      quantity: 3,
      netUnitPricePence: today.netPricePence,
    }),
  ]);
  await snap(page, "templates-quote-from-product-phone");
});

test("a template added to a new quote brings its own days, not the builder's default day on top", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  for (const [name, laborDays] of [
    ["Rewire a flat", 3],
    ["Add a socket", 0.5],
  ] as const) {
    const made = await page.request.post("/api/templates", {
      data: { name, notes: `${name}.`, laborDays },
    });
    expect(made.status()).toBe(201);
  }
  await page.goto("/dashboard/quotes/new");
  const days = page.getByLabel("Days required");
  await expect(days).toHaveValue("1");
  const totals = page.getByRole("complementary", { name: "Quote summary" });
  const addTemplate = async (name: string) => {
    await page.getByRole("button", { name: "Add template" }).click();
    const add = page.getByRole("dialog", { name: "Add a template" });
    await add.getByRole("button", { name: new RegExp(name) }).click();
    await expect(add).toBeHidden();
  };

  // The untouched 1 day was the form's default, not work: 3 days at £250, not 4.
  await addTemplate("Rewire a flat");
  await expect(days).toHaveValue("3");
  await expect(totals).toContainText("Labour£750.00");
  // A second template adds its days to the first's.
  await addTemplate("Add a socket");
  await expect(days).toHaveValue("3.5");
  await expect(totals).toContainText("Labour£875.00");

  // Days the user set are theirs: a template adds to them.
  await page.goto("/dashboard/quotes/new");
  await days.fill("2");
  await addTemplate("Rewire a flat");
  await expect(days).toHaveValue("5");
  await expect(totals).toContainText("Labour£1,250.00");
});

test("a template is deleted only after the question; quotes made from it stay", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/dashboard$/);
  const made = await page.request.post("/api/templates", {
    data: { name: "Patch and skim", notes: "Patch and skim one wall.", laborDays: 1 },
  });
  expect(made.status()).toBe(201);
  await page.goto("/dashboard/templates");
  await page.getByRole("button", { name: "Delete Patch and skim" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Patch and skim?" });
  await expect(confirm).toContainText("Quotes made from it stay as they are.");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "template-delete-phone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Patch and skim" })).toBeVisible();
  await page.getByRole("button", { name: "Delete Patch and skim" }).click();
  await confirm.getByRole("button", { name: "Delete template" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { name: "Patch and skim" })).toHaveCount(0);
});

test("Add template opens on a press even when its code arrives between the press and the release", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  // The dialog's code is fetched when the pointer reaches the button; it is held until the button
  // is pressed, then let through before the release (a slow phone network, a finger on the glass).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let chunk = "";
  await page.route(/\/assets\/add-template-dialog-[^/]+\.js$/, async (route) => {
    chunk = new URL(route.request().url()).pathname;
    await held;
    await route.continue();
  });
  await page.goto("/dashboard/quotes/new");
  await page.getByRole("button", { name: "Add template" }).hover();
  await expect.poll(() => chunk).not.toBe("");
  await page.mouse.down();
  release();
  // The code has run, and whatever the page draws with it has been drawn.
  await page.evaluate(async (path) => {
    await import(path);
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  }, chunk);
  await page.mouse.up();
  await expect(page.getByRole("dialog", { name: "Add a template" })).toBeVisible();
});
