import type { Page } from "@playwright/test";
import type { Customer } from "../../src/shared/schemas/customers";
import type { Quote } from "../../src/shared/schemas/quotes";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * The AI wizard's step 2 as a reviewer walked it: a client can be added there (the manual
 * builder's customer picker and New customer dialog), and the Quote Summary's materials add up to
 * the Materials total beside them.
 */

const JOB = "Skim lounge ceiling and walls, 4.2 x 3.6 m room, 2.4 m high";

/** Opens the AI Quote Generator, describes the job, generates and waits for step 2. */
async function generate(page: Page, projectName: string) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
  const panel = page.getByRole("region", { name: "AI Quote Generator" });
  // The default name first ("Quote 1 dd/mm/yyyy"), so that it does not land in what is typed.
  const name = panel.getByLabel("Project Name");
  await expect(name).toHaveValue(/^Quote 1 /);
  await name.fill(projectName);
  const input = panel.getByLabel("Message", { exact: true });
  await expect(input).toBeEnabled(); // usable about a second after load
  await input.fill(JOB);
  await input.press("Enter");
  // The assistant has answered (the greeting, then its reply).
  const conversation = panel.getByRole("log", { name: "Conversation" });
  await expect(conversation.locator('[data-role="assistant"]')).toHaveCount(2);
  await panel.getByRole("button", { name: "Generate Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();
  await expect(panel.getByText("AI-Generated Materials")).toBeVisible();
  return panel;
}

/** "£1,234.56" in pence. */
const pence = (text: string) => {
  const match = text.trim().match(/^£([\d,]+)\.(\d{2})$/);
  if (!match) throw new Error(`not an amount: ${text}`);
  return Number(match[1]!.replaceAll(",", "")) * 100 + Number(match[2]);
};

test("AI wizard with no customers: add a client with New, keep the generated quote, create it", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page);
  const panel = await generate(page, "Lounge skim");
  const summary = panel.getByRole("region", { name: "Quote Summary" });
  const lines = summary.getByTestId("summary-material-price");
  const lineCount = await lines.count();
  expect(lineCount).toBeGreaterThan(0);
  const days = await panel.getByLabel("Days Required").inputValue();

  // No customers yet: the client is searched for or added, as in the manual builder.
  const client = panel.getByRole("combobox", { name: "Client" });
  await client.click();
  await expect(panel.getByText("No customers yet: add one with New.")).toBeVisible();
  await client.press("Escape");
  await panel.getByRole("button", { name: "New", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add Customer" });
  await expect(dialog).toBeVisible();
  await snap(page, "assistant-new-client-dialog-phone");
  await dialog.getByLabel("First name").fill("Sarah");
  await dialog.getByLabel("Last name").fill("Thompson");
  await dialog.getByLabel("Address").fill("12 High Street, Sherborne DT9 3AA");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText("Customer Sarah Thompson added and selected for this quote"),
  ).toBeVisible();
  await expect(client).toHaveValue("Sarah Thompson");
  // The dashboard around the wizard counts the new client without a reload.
  await expect(page.getByRole("group", { name: "Clients" })).toContainText("1");

  // The generated quote is still there: its name, materials and days.
  await expect(panel.getByLabel("Project Name")).toHaveValue("Lounge skim");
  await expect(lines).toHaveCount(lineCount);
  await expect(panel.getByLabel("Days Required")).toHaveValue(days);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The summary's own scroll area shows its materials in the screenshots.
  await summary.getByTestId("summary-materials-total").scrollIntoViewIfNeeded();
  await snap(page, "assistant-new-client-step2-phone");
  await page.setViewportSize(desktop);
  await snap(page, "assistant-new-client-step2-desktop");
  await page.setViewportSize(phone);

  const shownTotal = await panel.getByTestId("wizard-total").innerText();
  await panel.getByRole("button", { name: "Create Quote" }).click();
  await expect(page.getByText("Quote created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);

  const id = page.url().split("/").pop()!;
  const quote = (await (await page.request.get(`/api/quotes/${id}`)).json()) as Quote;
  const customers = (await (await page.request.get("/api/customers")).json()) as {
    customers: Customer[];
  };
  expect(customers.customers).toHaveLength(1);
  expect(quote.name).toBe("Lounge skim");
  expect(quote.customerId).toBe(customers.customers[0]!.id);
  expect(quote.customerName).toBe("Sarah Thompson");
  expect(quote.materials).toHaveLength(lineCount);
  expect(quote.totalAmountPence).toBe(pence(shownTotal));
});

test("AI wizard: the Quote Summary's materials add up to the Materials total", async ({ page }) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  // Six customers, Owen Price the oldest: the picker's list is longer than the room under the
  // field inside the panel.
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Owen", lastName: "Price", address: "3 Long Street, Sherborne DT9 3BS" },
  });
  expect(customer.ok()).toBeTruthy();
  for (const lastName of ["Ashby", "Baines", "Carter", "Dunn", "Ellis"]) {
    const res = await page.request.post("/api/customers", {
      data: { firstName: "Customer", lastName },
    });
    expect(res.ok()).toBeTruthy();
  }
  const panel = await generate(page, "Lounge ceiling and walls");

  const summary = panel.getByRole("region", { name: "Quote Summary" });
  const lines = await summary.getByTestId("summary-material-price").allInnerTexts();
  expect(lines.length).toBeGreaterThan(1);
  const sum = lines.reduce((total, text) => total + pence(text), 0);
  const materials = pence(await panel.getByTestId("wizard-materials").innerText());
  expect(sum).toBe(materials);
  expect(pence(await summary.getByTestId("summary-materials-total").innerText())).toBe(materials);
  await expect(summary).toContainText("Priced as the customer will be charged, with your markup.");
  await summary.getByTestId("summary-materials-total").scrollIntoViewIfNeeded();
  await snap(page, "assistant-summary-desktop");

  // As the quote is priced: the server's Materials for the quote created from it.
  const client = panel.getByRole("combobox", { name: "Client" });
  await client.click();
  const list = panel.getByRole("listbox", { name: "Customers" });
  await expect(list.getByRole("option")).toHaveCount(6);
  // The whole list shows: the panel does not cut it off. The page is scrolled as a user would
  // (an element's scrollIntoView would scroll the clipping panel itself).
  const last = list.getByRole("option").last();
  await expect(last).toContainText("Owen Price");
  await expect
    .poll(() =>
      last.evaluate((option) => {
        const below = option.getBoundingClientRect().bottom - window.innerHeight;
        if (below > 0) window.scrollBy(0, below + 16);
        const box = option.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return option.contains(hit);
      }),
    )
    .toBe(true);
  await snap(page, "assistant-client-picker-desktop");
  await client.fill("owen");
  await panel.getByRole("option", { name: /Owen Price/ }).click();
  await expect(client).toHaveValue("Owen Price");
  await panel.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  const quote = (await (await page.request.get(`/api/quotes/${id}`)).json()) as Quote;
  expect(quote.totalMaterialsCostPence).toBe(materials);
  expect(quote.customerName).toBe("Owen Price");
});
