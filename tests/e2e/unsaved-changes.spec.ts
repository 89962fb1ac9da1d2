import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

const leavePrompt = (page: import("@playwright/test").Page) =>
  page.getByRole("dialog", { name: "Leave without saving?" });

test("a quote being built is not lost: the menu asks first, the back button leaves it kept on the device", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Create Quote Manually" }).first().click();
  await expect(
    page.getByRole("heading", { name: "Create Quote Manually", level: 1 }),
  ).toBeVisible();

  // Nothing typed yet: the menu leaves at once.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(leavePrompt(page)).toHaveCount(0);
  await page.goBack();
  await expect(
    page.getByRole("heading", { name: "Create Quote Manually", level: 1 }),
  ).toBeVisible();

  // A line added: the menu asks, and "Keep editing" keeps the line.
  const description = page.getByLabel("Job description");
  await description.fill("Skim the kitchen ceiling.");
  const custom = page.getByRole("group", { name: "Custom material" });
  await custom.getByLabel("Material name").fill("Multi-finish plaster 25kg");
  await custom.getByLabel("Quantity").fill("4");
  await custom.getByLabel("Net cost per unit (£)").fill("11.20");
  await custom.getByRole("button", { name: "Add Material" }).click();
  const lines = page.getByRole("list", { name: "Materials" });
  await expect(lines.getByLabel("Item 1 name")).toHaveValue("Multi-finish plaster 25kg");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Jobs" }).click();
  const prompt = leavePrompt(page);
  await expect(prompt).toContainText(
    "Your changes to this quote have not been saved. If you leave now, they are lost.",
  );
  await snap(page, "unsaved-changes-builder-phone");
  await prompt.getByRole("button", { name: "Keep editing" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/quotes\/new$/);
  // Back at the form, the menu closed (it stayed open over the form), the work as it was.
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await expect(description).toHaveValue("Skim the kitchen ceiling.");
  await expect(lines.getByLabel("Item 1 name")).toHaveValue("Multi-finish plaster 25kg");

  // The phone's back gesture is not asked about (the app's router cannot hold it back without
  // 17.7 kB more on every page): the builder keeps the work on the device and offers it back.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Create Quote Manually" }).first().click();
  const offer = page.getByRole("status").filter({ hasText: "was kept on this device" });
  await expect(offer).toContainText("with 1 material line");
  await offer.getByRole("button", { name: "Discard" }).click();
  await expect(offer).toHaveCount(0);

  // A quote saved goes to its page without asking.
  await page.goto("/dashboard/quotes/new");
  await page.getByLabel("Job description").fill("Skim the back bedroom ceiling.");
  await custom.getByLabel("Material name").fill("Bonding coat 25kg");
  await custom.getByLabel("Quantity").fill("2");
  await custom.getByLabel("Net cost per unit (£)").fill("12.40");
  await custom.getByRole("button", { name: "Add Material" }).click();
  await expect(lines.getByLabel("Item 1 name")).toHaveValue("Bonding coat 25kg");
  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(leavePrompt(page)).toHaveCount(0);
});

test("settings typed but not saved: another page asks, closing the tab has the browser ask", async ({
  page,
}) => {
  await signUpViaApi(page, { name: "Sam Spark" });
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/settings");
  const name = page.getByLabel("Business name");
  await expect(name).toHaveValue("Sam Spark");
  await name.fill("Spark Electrical Ltd");

  await page.getByRole("link", { name: "Jobs" }).click();
  const prompt = leavePrompt(page);
  await expect(prompt).toContainText("Your changes to your business details have not been saved.");
  await snap(page, "unsaved-changes-settings-desktop");
  await prompt.getByRole("button", { name: "Keep editing" }).click();
  await expect(name).toHaveValue("Spark Electrical Ltd");
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  // Another settings tab and back: what was typed is still there, and leaving still asks.
  await page.getByRole("tab", { name: "Quote Settings" }).click();
  await expect(page.getByLabel("Default day rate (£)")).toBeVisible();
  await expect(name).toBeHidden();
  await page.getByRole("link", { name: "Jobs" }).click();
  await expect(prompt).toContainText("Your changes to your business details have not been saved.");
  await prompt.getByRole("button", { name: "Keep editing" }).click();
  await page.getByRole("tab", { name: "Business Details" }).click();
  await expect(name).toHaveValue("Spark Electrical Ltd");

  // The browser's own question before the tab closes (the page cannot word it).
  const asked = page.waitForEvent("dialog");
  void page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(name).toHaveValue("Spark Electrical Ltd");

  // Saved, nothing is asked.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Business details saved")).toBeVisible();
  await page.getByRole("tab", { name: "Quote Settings" }).click();
  await expect(page.getByLabel("Default day rate (£)")).toBeVisible();
  await page.getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(prompt).toHaveCount(0);
});

/** The builder's work kept on this device (features/offline's IndexedDB store), as JSON. */
const keptText = (page: import("@playwright/test").Page, key: string) =>
  page.evaluate(
    (k) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("sole-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction("keyval").objectStore("keyval").get(k);
          get.onsuccess = () => {
            resolve(JSON.stringify(get.result ?? null));
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
const keptOnDevice = async (page: import("@playwright/test").Page, key: string) =>
  (await keptText(page, key)) !== "null";

test("a quote being built survives the tab ending: opened again, the builder offers it back", async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  await page.goto("/dashboard/quotes/new");
  await page.getByLabel("Project name").fill("Back bedroom skim");
  await page.getByLabel("Job description").fill("Skim the back bedroom walls and ceiling.");
  const custom = page.getByRole("group", { name: "Custom material" });
  await custom.getByLabel("Material name").fill("Multi-finish plaster 25kg");
  await custom.getByLabel("Quantity").fill("3");
  await custom.getByLabel("Net cost per unit (£)").fill("11.20");
  await custom.getByRole("button", { name: "Add Material" }).click();
  await expect.poll(() => keptText(page, "builder-draft:new")).toContain("Multi-finish plaster");

  // The phone ends the tab (no question can be asked); the builder is opened again.
  const again = await context.newPage();
  await again.setViewportSize(phone);
  await page.close();
  await again.goto("/dashboard/quotes/new");
  const offer = again.getByRole("status").filter({ hasText: "was kept on this device" });
  await expect(offer).toContainText("An unsaved quote (Back bedroom skim) from");
  await expect(offer).toContainText("with 1 material line");
  await snap(again, "builder-kept-draft-phone");
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(offer).toHaveCount(0);
  await expect(again.getByLabel("Project name")).toHaveValue("Back bedroom skim");
  await expect(again.getByLabel("Job description")).toHaveValue(
    "Skim the back bedroom walls and ceiling.",
  );
  const lines = again.getByRole("list", { name: "Materials" });
  await expect(lines.getByLabel("Item 1 name")).toHaveValue("Multi-finish plaster 25kg");

  // Saved, nothing is kept or offered any more.
  await again.getByRole("button", { name: "Create Quote" }).click();
  await expect(again).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect.poll(() => keptOnDevice(again, "builder-draft:new")).toBe(false);
  await again.goto("/dashboard/quotes/new");
  await expect(again.getByLabel("Job description")).toHaveValue("");
  await expect(again.getByText("kept on this device")).toHaveCount(0);

  // Discard drops the kept work; leaving on purpose keeps nothing either.
  await again.getByLabel("Job description").fill("Patch the hall ceiling.");
  await expect.poll(() => keptOnDevice(again, "builder-draft:new")).toBe(true);
  await again.reload();
  await again
    .getByRole("status")
    .filter({ hasText: "was kept on this device" })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(again.getByLabel("Job description")).toHaveValue("");
  await expect.poll(() => keptOnDevice(again, "builder-draft:new")).toBe(false);
  await again.getByLabel("Job description").fill("Patch the hall ceiling again.");
  await expect.poll(() => keptOnDevice(again, "builder-draft:new")).toBe(true);
  await again.getByRole("button", { name: "Open menu" }).click();
  await again.getByRole("link", { name: "Jobs" }).click();
  await leavePrompt(again).getByRole("button", { name: "Leave without saving" }).click();
  await expect(again).toHaveURL(/\/dashboard\/jobs$/);
  await expect(again.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await expect.poll(() => keptOnDevice(again, "builder-draft:new")).toBe(false);
});

test("changes to a quote being edited survive the tab ending, and are saved on the version they began on", async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  const made = await page.request.post("/api/quotes", {
    data: { name: "Garage ceiling", jobDescription: "Board the garage ceiling.", laborDays: 1 },
  });
  const { id } = (await made.json()) as { id: string };
  await page.goto(`/dashboard/quotes/${id}/edit`);
  await page.getByLabel("Job description").fill("Board and skim the garage ceiling.");
  await expect.poll(() => keptText(page, `builder-draft:${id}`)).toContain("and skim");

  const again = await context.newPage();
  await again.setViewportSize(desktop);
  await page.close();
  await again.goto(`/dashboard/quotes/${id}/edit`);
  const offer = again.getByRole("status").filter({ hasText: "were kept on this device" });
  await expect(offer).toContainText("Unsaved changes to this quote from");
  await expect(again.getByLabel("Job description")).toHaveValue("Board the garage ceiling.");
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(again.getByLabel("Job description")).toHaveValue(
    "Board and skim the garage ceiling.",
  );
  await again.getByRole("button", { name: "Save Quote" }).first().click();
  await expect(again).toHaveURL(new RegExp(`/dashboard/quotes/${id}$`));
  const saved = (await (await again.request.get(`/api/quotes/${id}`)).json()) as {
    jobDescription: string;
    version: number;
  };
  expect(saved).toMatchObject({ jobDescription: "Board and skim the garage ceiling.", version: 2 });
  await expect.poll(() => keptOnDevice(again, `builder-draft:${id}`)).toBe(false);
});

test("logging out or opening the user menu's pages with a quote half built asks first; staying keeps the work", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/quotes/new");
  await page.getByLabel("Job description").fill("Skim the landing.");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  const prompt = leavePrompt(page);
  await expect(prompt).toContainText("Your changes to this quote have not been saved.");
  await prompt.getByRole("button", { name: "Keep editing" }).click();
  await expect(page.getByLabel("Job description")).toHaveValue("Skim the landing.");
  expect((await page.request.get("/api/me")).status()).toBe(200);

  // The menu's other pages ask too (they navigate by code, not by a link).
  for (const item of ["Profile", "Settings", "Help"]) {
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: item }).click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Keep editing" }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/new$/);
    await expect(page.getByLabel("Job description")).toHaveValue("Skim the landing.");
  }

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await prompt.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/(login|auth)/);
  await expect(prompt).toHaveCount(0);
});
