import type { Page, Response } from "@playwright/test";
import { expect, phone, signUpViaApi, test } from "./fixtures";

/**
 * ADR 0023: the quote builder's first seconds run no zod. Evaluating zod and the app's schemas was
 * the longest task after the builder's first paint (Lighthouse's blocking time); its reads check
 * their answers' shape by hand, and the form's rules and the saving code load when a field is
 * first focused or the form submitted. Zod's core is recognised by its class names in the
 * scripts the page ran.
 */
function scriptsWithZod(page: Page) {
  const reads: Promise<string | null>[] = [];
  const read = (response: Response) => {
    const url = response.url();
    if (!/\/assets\/.+\.js$/.test(url)) return;
    reads.push(
      response.text().then((body) => (body.includes("$ZodType") ? url.replace(/.*\//, "") : null)),
    );
  };
  page.on("response", read);
  // Every script answered so far, once its body has been read. `last`: stop reading the scripts
  // of pages opened afterwards (a body still unread when the test ends fails it).
  return async ({ last = false } = {}) => {
    if (last) page.off("response", read);
    return (await Promise.all(reads)).filter((name) => name !== null);
  };
}

test("editing a quote: the first screen and its editors load without zod; the first focus loads it and Save works", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  const customer = await page.request.post("/api/customers", {
    data: {
      firstName: "Priya",
      lastName: "Shah",
      email: "priya.shah@example.co.uk",
      address: "12 Orchard Way, Frome BA11 2AB",
    },
  });
  expect(customer.ok()).toBeTruthy();
  const created = await page.request.post("/api/quotes", {
    data: {
      name: "Bathroom ceiling",
      customerId: ((await customer.json()) as { id: string }).id,
      laborDays: 1,
      dayRatePence: 22000,
      vatIncluded: true,
      vatRate: 20,
      jobDescription: "Overboard and skim the bathroom ceiling.",
      materials: [
        { name: "Multi-finish plaster 25kg", quantity: 2, unit: "bag", unitPricePence: 1150 },
      ],
      measurements: [{ label: "Ceiling", value: 2.4, unit: "m" }],
    },
  });
  expect(created.ok()).toBeTruthy();
  const quoteId = ((await created.json()) as { id: string }).id;

  // The dashboard the sign-up landed on may still be fetching its scripts: leave it first, so
  // no answer of that page (whose body is gone once it is left) is read as the builder's.
  await page.goto("about:blank");
  const zod = scriptsWithZod(page);
  await page.goto(`/dashboard/quotes/${quoteId}/edit`);
  // Every section the builder draws, with the data its editors read (settings, merchants, the
  // customer for the delivery address).
  await expect(page.getByLabel("Job description")).toHaveValue(/Overboard and skim/);
  await expect(page.getByRole("region", { name: "Room Measurements" })).toBeVisible();
  await expect(page.getByText("Multi-finish plaster 25kg").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Quote" }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await zod()).toEqual([]);

  // The first focus loads the rules; an invalid value is refused with its message, then a valid
  // save goes through and lands on the quote's page.
  await page.getByLabel("Days required").fill("-1");
  await page.getByRole("button", { name: "Save Quote" }).first().click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  expect((await zod({ last: true })).length).toBeGreaterThan(0);
  await page.getByLabel("Days required").fill("2");
  await page.getByRole("button", { name: "Save Quote" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quoteId}$`));
  const saved = await (await page.request.get(`/api/quotes/${quoteId}`)).json();
  expect(saved.laborDays).toBe(2);
});

test("a new quote saved without focusing a field first: the saving code loads on the submit", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/dashboard/quotes/new");
  await expect(page.getByLabel("Project name")).toHaveValue(/^Quote 1 /);
  // The description is typed by the page (no focus event), then the form is submitted.
  await page.getByLabel("Job description").evaluate((el: HTMLTextAreaElement, text) => {
    const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    set?.call(el, text);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, "Hang and finish four plasterboard sheets in the garage.");
  await page.getByRole("button", { name: "Create Quote" }).first().dispatchEvent("click");
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Hang and finish four plasterboard sheets").first()).toBeVisible();
});
