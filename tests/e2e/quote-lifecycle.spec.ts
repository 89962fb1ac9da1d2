import type { Browser, Page } from "@playwright/test";
import type { Quote } from "../../src/shared/schemas/quotes";
import {
  desktop,
  expect,
  firstLink,
  horizontalOverflow,
  mailTo,
  phone,
  registerForVat,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

/*
 * Issue 17's whole journey, in the screens: edit a draft, duplicate it, send, accept as the
 * customer, revise as a variation, accept the variation, invoice from what was accepted. The quote
 * is the issue's worked example: 10 × £12.99 and 1 × £8.99 net, markup 15 %, 2 days at £250, VAT
 * 20 %: £791.69; the variation adds a day: £1,091.69, +£300.00.
 */

/** One customer-facing screen at both sizes, with no sideways scrolling on the phone. */
async function bothSizes(page: Page, name: string) {
  await page.setViewportSize(desktop);
  await snap(page, `lifecycle-${name}-1280`);
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, `lifecycle-${name}-375`);
  await page.setViewportSize(desktop);
}

async function sendFromQuotePage(page: Page, quoteId: string, email: string) {
  // The page first draws the quote as the device last saved it (at most once a second), so just
  // after a save it can be the version before; Send names the version shown and is refused as a
  // conflict if that is not the latest. The page asks for the quote again at once: send once that
  // answer is in, as someone looking at the page would.
  const fresh = page.waitForResponse(
    (response) =>
      response.request().method() === "GET" &&
      new URL(response.url()).pathname === `/api/quotes/${quoteId}`,
  );
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await fresh;
  await page.getByRole("button", { name: "Send to Customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Quote to Customer" });
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(`Quote sent to ${email}`)).toBeVisible();
}

/** The newest mail to the customer carries the link to their page. */
async function customerLink(page: Page, email: string, subject: RegExp) {
  let link = "";
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/dev/mailbox");
      const { messages } = (await res.json()) as {
        messages: { to: string; subject: string; text: string }[];
      };
      const mail = messages.find((m) => m.to === email && subject.test(m.subject));
      link = mail ? new URL(firstLink(mail.text)).pathname : "";
      return link;
    })
    .not.toBe("");
  return link;
}

async function acceptAsCustomer(browser: Browser, link: string, button: string, shots: string) {
  const context = await browser.newContext({ viewport: desktop });
  const customer = await context.newPage();
  await customer.goto(link);
  await expect(customer.getByRole("button", { name: button })).toBeVisible();
  await bothSizes(customer, `${shots}-before`);
  // The customer's page is server HTML (ADR 0020): accepting is a form on the page, no dialog.
  const form = customer.getByRole("form", { name: button.replace(/^Accept /, "Accept this ") });
  await form.getByLabel("Your full name").fill("Sarah Thompson");
  await form.getByRole("button", { name: button }).click();
  await expect(customer.getByText(/^Accepted by Sarah Thompson on /)).toBeVisible();
  await bothSizes(customer, `${shots}-after`);
  return { customer, context };
}

test("edit, duplicate, send, accept, vary, accept the variation, invoice what was accepted", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUpViaApi(page);
  await registerForVat(page);
  await page.setViewportSize(desktop);
  const settings = await page.request.put("/api/settings/business", {
    data: {
      businessName: "Pat Plastering Ltd",
      address: "1 Mill Lane, Sherborne DT9 3AA",
      phone: "01935 000000",
      email: "",
      website: "",
      vatNumber: "GB123456789",
      margin: 15,
    },
  });
  expect(settings.status()).toBe(200);
  const email = uniqueEmail("sarah");
  const customerRes = await page.request.post("/api/customers", {
    data: { firstName: "Sarah", lastName: "Thompson", email },
  });
  const { id: customerId } = (await customerRes.json()) as { id: string };
  const created = await page.request.post("/api/quotes", {
    data: {
      name: "Kitchen re-plaster",
      customerId,
      jobDescription: "Board and skim the kitchen ceiling.",
      materials: [
        { name: "Plasterboard 12.5mm", quantity: 10, unit: "sheet", netUnitPricePence: 1299 },
        { name: "Multi-finish plaster 25kg", quantity: 1, unit: "bag", netUnitPricePence: 899 },
      ],
      laborDays: 1,
      dayRatePence: 25000,
      vatRate: 20,
    },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as Quote;

  // Edit the draft in the builder: two days, not one.
  await page.goto(`/dashboard/quotes/${draft.id}`);
  await page.getByRole("link", { name: "Edit Quote" }).click();
  await page.getByLabel("Days required").fill("2");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${draft.id}$`));
  await expect(page.getByText("£791.69").first()).toBeVisible();

  // Duplicate it from its page: a new draft, the same figures, the next number.
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { name: "Copy of Kitchen re-plaster" })).toBeVisible();
  await expect(page.getByText("Q-0002", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("£791.69").first()).toBeVisible();

  // Send the original; the customer accepts it on their page.
  await sendFromQuotePage(page, draft.id, email);
  const link = await customerLink(page, email, /Q-0001/);
  const first = await acceptAsCustomer(browser, link, "Accept quote", "accept");
  await expect(first.customer.getByText("£791.69").first()).toBeVisible();

  // Accepted quotes are read-only: a variation is made instead, with a third day.
  await page.goto(`/dashboard/quotes/${draft.id}`);
  await expect(page.getByText(/^Accepted by Sarah Thompson on /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Quote" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create variation" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
  const variationId = page.url().split("/").at(-2)!;
  await page.getByLabel("Days required").fill("3");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${variationId}$`));
  await expect(page.getByText("Q-0001 rev 2", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("£1,091.69").first()).toBeVisible();

  // The customer sees both totals and the difference, and accepts the variation on its own.
  await sendFromQuotePage(page, variationId, email);
  const variationLink = await customerLink(page, email, /rev 2/);
  expect(variationLink).not.toBe(link);
  const second = await acceptAsCustomer(browser, variationLink, "Accept variation", "variation");
  const comparison = second.customer.getByRole("region", { name: "Variation to Q-0001" });
  await expect(comparison).toContainText("£791.69");
  await expect(comparison).toContainText("£1,091.69");
  await expect(comparison).toContainText("+£300.00");
  // The original stays accepted at what was accepted.
  await second.customer.goto(link);
  await expect(second.customer.getByText(/^Accepted by Sarah Thompson on /)).toBeVisible();
  await expect(second.customer.getByText("£791.69").first()).toBeVisible();
  await first.context.close();
  await second.context.close();

  // The invoice is raised from what was accepted: the variation's total.
  await page.goto(`/dashboard/quotes/${draft.id}`);
  await page.getByRole("button", { name: "Create Invoice" }).click();
  await page.getByRole("menuitem", { name: "Full invoice", exact: true }).click();
  await expect(page.getByRole("heading", { name: /Invoice INV-0001/ })).toBeVisible();
  await expect(page.getByTestId("invoice-balance")).toHaveText("£1,091.69");
  await snap(page, "lifecycle-invoice-1280");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "lifecycle-invoice-375");

  // The customer was told what they accepted (the API tests check the PDF attached to it).
  const confirmation = await mailTo(
    page.request,
    email,
    "You accepted quote Q-0001 rev 2 from Pat Plastering Ltd",
  );
  expect(confirmation.text).toContain("£1,091.69");
});
