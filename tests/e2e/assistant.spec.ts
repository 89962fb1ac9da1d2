import type { Page } from "@playwright/test";
import { formatPence } from "../../src/shared/money";
import type { Quote } from "../../src/shared/schemas/quotes";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

async function runWizard(page: Page, size: "desktop" | "phone") {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
  const panel = page.getByRole("region", { name: "AI Quote Generator" });
  await expect(panel.getByText("AI Quote Assistant", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("chat-model")).toHaveText("Sole estimator");
  await expect(panel.getByText(/I'm your quote assistant/)).toBeVisible();
  // The default name ("Quote 1 dd/mm/yyyy") is shown once the quote count arrives; typed over
  // after that. (Filled in the same frame as its arrival, the field lost the selection and the
  // name was appended to the default: a race of the test's instant fill, not of a person typing.)
  const projectName = panel.getByLabel("Project Name");
  await expect(projectName).toHaveValue(/^Quote \d+ \d{2}\/\d{2}\/\d{4}$/);
  await projectName.fill("Lounge skim and paint");

  const input = panel.getByLabel("Message", { exact: true });
  await expect(input).toBeEnabled(); // usable about a second after load
  await input.fill("Skim and paint the lounge 4.5m x 3.6m");
  await input.press("Enter");

  const questionnaire = panel.getByRole("region", { name: "Create Your Quote" });
  await expect(questionnaire).toBeVisible();
  await expect(input).toBeDisabled();
  const submit = questionnaire.getByRole("button", { name: "Submit Answers" });
  await expect(submit).toBeDisabled();
  await expect(questionnaire).toContainText("Sets which surfaces are priced");
  await snap(page, `assistant-questionnaire-${size}`);

  // The takeoff's own questions (issue 18): the surfaces, then the ceiling height.
  const answers = ["Walls and ceiling", "2.4m"];
  const boxes = questionnaire.getByRole("textbox");
  const required = await questionnaire.getByText("Required", { exact: true }).count();
  expect(required).toBeGreaterThanOrEqual(1);
  // Answer every required question (they come first); Enter saves, Shift+Enter is a new line.
  for (let i = 0; i < required; i++) {
    const box = boxes.first();
    await box.fill(answers[i] ?? "Nothing special");
    await box.press("Enter");
  }
  await expect(submit).toBeEnabled();
  // An answered question can be edited back.
  await questionnaire.getByRole("button", { name: "Edit answer to question 1" }).click();
  await expect(submit).toBeDisabled();
  await questionnaire.getByRole("textbox").first().press("Enter");
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(panel.getByText(/Please confirm these details are correct/)).toBeVisible();
  // The questions' marks are for the questionnaire's badges, never shown as text.
  await expect(panel.getByText("[REQUIRED]")).toHaveCount(0);
  await expect(input).toBeEnabled();
  await input.fill("Yes, that's correct");
  await input.press("Enter");
  await expect(panel.getByText("Press Generate Quote to create your quote.").first()).toBeVisible();
  await snap(page, `assistant-step1-${size}`);

  await panel.getByRole("button", { name: "Generate Quote" }).click();
  await expect(panel.getByRole("region", { name: "Materials Analysis" })).toBeVisible();
  await expect(panel.getByTestId("analysis-message").first()).toContainText("Materials Found");
  await expect(page.getByText("Quote Generated")).toBeVisible();
  await expect(page.getByText("Materials and time estimate created successfully")).toBeVisible();
  return panel;
}

test("AI wizard: describe, answer, generate, create the quote; totals match the server", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  const customer = await page.request.post("/api/customers", {
    data: {
      firstName: "Sarah",
      lastName: "Thompson",
      email: "sarah@example.co.uk",
      address: "12 High Street, Sherborne DT9 3AA",
    },
  });
  expect(customer.ok()).toBeTruthy();
  const { id: customerId } = (await customer.json()) as { id: string };

  const panel = await runWizard(page, "desktop");
  // Step 2: materials, work plan and days from the estimator.
  await expect(panel.getByText("AI-Generated Materials")).toBeVisible();
  // Visible ones only: from md up a material line's phone card (with its name) is hidden.
  await expect(
    panel.getByText("British Gypsum Thistle Multi-Finish 25kg").filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(panel.getByRole("region", { name: "Project Work Plan" })).toBeVisible();
  const days = panel.getByLabel("Days Required");
  await expect(days).not.toHaveValue("1");
  expect(Number(await days.inputValue())).toBeGreaterThan(1);
  await expect(panel.getByRole("region", { name: "Quote Summary" })).toContainText("Job Plan");
  await snap(page, "assistant-step2-desktop");

  // The client is required.
  await panel.getByRole("button", { name: "Create Quote" }).click();
  await expect(page.getByText("Please select a client")).toBeVisible();
  // The manual builder's customer picker: searched as typed.
  const client = panel.getByRole("combobox", { name: "Client" });
  await client.fill("thomp");
  await panel.getByRole("option", { name: /Sarah Thompson/ }).click();
  await expect(client).toHaveValue("Sarah Thompson");
  await panel.getByRole("button", { name: "Add Measurements" }).click();
  await expect(panel.getByRole("button", { name: "Hide Measurement Tool" })).toBeVisible();
  await panel.getByRole("button", { name: "Add More Materials" }).click();
  await expect(panel.getByRole("button", { name: "Hide Search" })).toBeVisible();
  const shownTotal = await panel.getByTestId("wizard-total").innerText();

  await panel.getByRole("button", { name: "Create Quote" }).click();
  await expect(page.getByText("Quote created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);

  const list = (await (await page.request.get("/api/quotes")).json()) as
    | Quote[]
    | { quotes: Quote[] };
  const quotes = Array.isArray(list) ? list : list.quotes;
  const quote = quotes.find((q) => q.name === "Lounge skim and paint");
  expect(quote).toBeTruthy();
  expect(quote!.customerId).toBe(customerId);
  expect(formatPence(quote!.totalAmountPence)).toBe(shownTotal);
  // The customer reads the job as the user described it, not the estimator's questions.
  expect(quote!.jobDescription).toBe("Skim and paint the lounge 4.5m x 3.6m");

  await page.goto("/dashboard/quotes");
  const card = page
    .getByRole("list", { name: "Quotes" })
    .locator(":scope > li")
    .filter({ hasText: "Lounge skim and paint" });
  await expect(card).toContainText("Sarah Thompson");
  await expect(card).toContainText(formatPence(quote!.totalAmountPence));
});

test("AI wizard: a project name the user starts typing stays theirs when the default arrives", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  // The default name ("Quote 1 <date>") waits for the business's quote count: held until the
  // user has put the cursor in the field, as on a slow connection.
  const countRequest = /\/api\/quotes\?.*limit=1/;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(countRequest, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
  const panel = page.getByRole("region", { name: "AI Quote Generator" });
  const name = panel.getByLabel("Project Name");
  await name.click();
  const counted = page.waitForResponse(countRequest);
  release();
  await counted;
  // Two frames: the answer is drawn (before the fix, the default filled the focused field here).
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await name.pressSequentially("Hall and stairs");
  await expect(name).toHaveValue("Hall and stairs");
  // Left empty, it takes the default, the name the quote would be given anyway.
  await name.clear();
  await name.blur();
  await expect(name).toHaveValue(/^Quote 1 \d{2}\/\d{2}\/\d{4}$/);
});

test("AI wizard on a phone", async ({ page }) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page);
  const panel = await runWizard(page, "phone");
  await expect(panel.getByText("AI-Generated Materials")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // Create Quote stays at the bottom where the thumb is, however far the review runs.
  await page.mouse.wheel(0, -10_000);
  await expect(panel.getByRole("button", { name: "Create Quote" })).toBeInViewport();
  await snap(page, "assistant-step2-phone");

  // On the quote list too: the list's own bottom bar steps aside while the assistant is open.
  await page.goto("/dashboard/quotes");
  await page.getByRole("button", { name: "AI Quote" }).click();
  await expect(page.getByTestId("action-bar")).toHaveCount(0);
  await page.getByRole("button", { name: "AI Quote", expanded: true }).click();
  await expect(page.getByTestId("action-bar")).toHaveCount(1);
});

test("landing AI Quote Generator: an estimate without signing in", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/");
  await page.getByRole("button", { name: "Try AI Quote Generator" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Quote Generator" });
  await dialog.getByRole("button", { name: "Estimate" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please provide a job description");
  await dialog
    .getByRole("textbox", { name: "Job description" })
    .fill("Skim and paint the lounge 4.5m x 3.6m");
  await dialog.getByRole("button", { name: "Estimate" }).click();
  const estimate = dialog.getByRole("region", { name: "Estimate" });
  await expect(estimate).toContainText("British Gypsum Thistle Multi-Finish 25kg");
  await expect(estimate).toContainText(/about \d+(\.5)? days/);
  await expect(estimate).toContainText("Job plan");
  await expect(dialog.getByRole("link", { name: "Create Account" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Try Demo" })).toHaveAttribute("href", "/demo");
  await snap(page, "assistant-landing-estimate-desktop");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "assistant-landing-estimate-phone");
});

test("an electrician's description is priced: sockets, their boxes, the cable and the day", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  await page.getByRole("button", { name: "Try AI Quote Generator" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Quote Generator" });
  await dialog
    .getByRole("textbox", { name: "Job description" })
    .fill("Add 3 double sockets in the kitchen");
  await dialog.getByRole("button", { name: "Estimate" }).click();
  const estimate = dialog.getByRole("region", { name: "Estimate" });
  await expect(estimate).toContainText("BG Nexus Moulded 13A 2-Gang Switched Socket White");
  await expect(estimate).toContainText("Metal Back Box 2-Gang 35mm");
  await expect(estimate).toContainText("Twin & Earth Cable 6242Y 2.5mm² 100m Grey");
  await expect(estimate).toContainText("about 1 day");
  await expect(estimate).not.toContainText("couldn't work out");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "assistant-landing-electrical-phone");
  await page.setViewportSize(desktop);
  await snap(page, "assistant-landing-electrical-desktop");
});

test("the quote-creation dialog prices a description for a client and creates the quote", async ({
  page,
}) => {
  await signUpViaApi(page);
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Owen", lastName: "Price", address: "3 Long Street, Sherborne DT9 3BS" },
  });
  expect(customer.ok()).toBeTruthy();
  await page.goto("/dashboard/quotes");
  await page.getByRole("button", { name: "AI Quote" }).click();
  await page.getByRole("button", { name: "Quick Create" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Quote" });
  await expect(dialog.getByText(/Quote 1 \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(dialog.getByLabel("Day rate (£)")).toHaveValue("250");
  await expect(dialog.getByLabel("Days")).toHaveValue("1");
  await dialog.getByRole("button", { name: "Create Quote" }).click();
  await expect(dialog.getByText("Please provide a job description")).toBeVisible();
  await dialog.getByLabel("Job description").fill("Lay a new patio 5m x 4m with buff riven slabs");
  await dialog.getByRole("button", { name: "Create Quote" }).click();
  await expect(page.getByText("Please select a client")).toBeVisible();
  const client = dialog.getByRole("combobox", { name: "Client" });
  await client.fill("owen");
  await dialog.getByRole("option", { name: /Owen Price/ }).click();
  await expect(client).toHaveValue("Owen Price");
  await dialog.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Quote Created").first()).toBeVisible();
  const id = page.url().split("/").pop()!;
  const quote = await (await page.request.get(`/api/quotes/${id}`)).json();
  expect(quote.customerName).toBe("Owen Price");
  expect(quote.profitRule).toBe("wizard");
  expect(quote.dayRatePence).toBe(25000);
  expect(quote.materials.some((m: { name: string }) => /slab/i.test(m.name))).toBe(true);
});

test("the quote-creation dialog adds a new client with New, on a phone", async ({ page }) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page);
  await page.goto("/dashboard/quotes");
  await page.getByRole("button", { name: "AI Quote" }).click();
  await page.getByRole("button", { name: "Quick Create" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Quote" });
  await dialog.getByLabel("Job description").fill("Skim the bedroom ceiling 3.5m x 3m");
  await dialog.getByRole("button", { name: "New", exact: true }).click();
  const add = page.getByRole("dialog", { name: "Add Customer" });
  await add.getByLabel("First name").fill("Nia");
  await add.getByLabel("Last name").fill("Roberts");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(add).toBeHidden();
  // Saving the customer neither closed nor submitted the quote's dialog.
  await expect(dialog.getByRole("combobox", { name: "Client" })).toHaveValue("Nia Roberts");
  await expect(dialog.getByLabel("Job description")).toHaveValue(
    "Skim the bedroom ceiling 3.5m x 3m",
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "assistant-quick-create-new-client-phone");
  await dialog.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  const quote = await (await page.request.get(`/api/quotes/${id}`)).json();
  expect(quote.customerName).toBe("Nia Roberts");
});

test("a description too long for the assistant says so, and the chat goes on", async ({ page }) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
  const panel = page.getByRole("region", { name: "AI Quote Generator" });
  const input = panel.getByLabel("Message", { exact: true });
  await expect(input).toBeEnabled();
  // A whole email pasted in, past the 4,000 characters a message holds.
  await input.fill(
    `Hi, please could you quote for the bathroom floor. ${"The tiles are lifting. ".repeat(200)}`,
  );
  await input.press("Enter");
  await expect(
    panel.getByText(
      "A message must be 4,000 characters or fewer. Please shorten it and send it again.",
    ),
  ).toBeVisible();
  await expect(input).toBeEnabled();
  // The refused message is out of the chat, so a shorter one is answered.
  await input.fill("Retile the bathroom floor 2m x 1.8m");
  await input.press("Enter");
  await expect(panel.getByText(/^Here is what I have: re-tile bathroom/)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
