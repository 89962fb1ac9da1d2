import type { APIRequestContext, Page } from "@playwright/test";
import { formatPence } from "../../src/shared/money";
import type { Quote } from "../../src/shared/schemas/quotes";
import {
  desktop,
  expect,
  firstLink,
  horizontalOverflow,
  mailTo,
  phone,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

async function call<T>(
  request: APIRequestContext,
  method: "post" | "patch",
  path: string,
  data: unknown,
  status: number,
) {
  const res = await request[method](path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** Sends the quote with its accept link and returns the customer's page (/q/...). */
async function send(request: APIRequestContext, quote: Quote) {
  const email = uniqueEmail("customer");
  await call(request, "post", `/api/quotes/${quote.id}/send`, { email }, 200);
  return new URL(firstLink((await mailTo(request, email)).text)).pathname;
}

/** Both sizes of one customer-facing screen, checked for sideways scrolling on the phone. */
async function bothSizes(page: Page, name: string) {
  await page.setViewportSize(desktop);
  await snap(page, `${name}-1280`);
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, `${name}-375`);
  await page.setViewportSize(desktop);
}

test("the customer accepts on their page, then a variation with both totals; a replaced version points to the newer one", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const { request } = page;
  const customer = await call<{ id: string }>(
    request,
    "post",
    "/api/customers",
    { firstName: "Sarah", lastName: "Thompson", email: "sarah.thompson@example.co.uk" },
    201,
  );
  const newQuote = (name: string) =>
    call<Quote>(
      request,
      "post",
      "/api/quotes",
      {
        name,
        customerId: customer.id,
        jobDescription: "Board and skim the kitchen walls, then two coats of emulsion.",
        materials: [
          { name: "Plasterboard 12.5mm", quantity: 10, unit: "sheet", unitPricePence: 1299 },
          { name: "Multi-finish plaster 25kg", quantity: 3, unit: "bag", unitPricePence: 1249 },
        ],
        laborDays: 2,
        dayRatePence: 25000,
      },
      201,
    );
  const kitchen = await newQuote("Kitchen re-plaster");
  const link = await send(request, kitchen);

  // The customer, in their own browser: reads the quote, accepts it by typing their name.
  const context = await browser.newContext({ viewport: desktop });
  const customerPage = await context.newPage();
  await customerPage.goto(link);
  await expect(customerPage.getByText(kitchen.reference, { exact: true })).toBeVisible();
  await bothSizes(customerPage, "acceptance-quote");
  await customerPage.getByRole("button", { name: "Accept quote" }).click();
  const dialog = customerPage.getByRole("dialog", { name: "Accept this quote" });
  await dialog.getByLabel("Your full name").fill("Sarah Thompson");
  await dialog.getByRole("button", { name: "Accept quote" }).click();
  await expect(customerPage.getByText(/^Accepted by Sarah Thompson on /)).toBeVisible();
  await expect(customerPage.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await bothSizes(customerPage, "acceptance-accepted");

  // The business's page says who accepted it, with the figures as accepted.
  await page.goto(`/dashboard/quotes/${kitchen.id}`);
  await expect(page.getByText(/^Accepted by Sarah Thompson on /)).toBeVisible();
  await expect(page.getByText(`As accepted (${kitchen.reference}):`)).toBeVisible();
  await snap(page, "acceptance-business-quote-1280");

  // A variation: one more day of labour.
  const revised = await call<Quote>(request, "post", `/api/quotes/${kitchen.id}/revise`, {}, 201);
  expect(revised.isVariation).toBe(true);
  const variation = await call<Quote>(
    request,
    "patch",
    `/api/quotes/${revised.id}`,
    { laborDays: 3, version: revised.version },
    200,
  );
  const difference = variation.totalAmountPence - kitchen.totalAmountPence;
  expect(difference).toBeGreaterThan(0);
  const variationLink = await send(request, variation);
  await customerPage.goto(variationLink);
  const comparison = customerPage.getByRole("region", {
    name: `Variation to ${kitchen.reference}`,
  });
  await expect(comparison).toBeVisible();
  await expect(comparison).toContainText(formatPence(kitchen.totalAmountPence));
  await expect(comparison).toContainText(formatPence(variation.totalAmountPence));
  await expect(comparison).toContainText(`+${formatPence(difference)}`);
  await bothSizes(customerPage, "acceptance-variation");
  await customerPage.getByRole("button", { name: "Accept variation" }).click();
  const variationDialog = customerPage.getByRole("dialog");
  await variationDialog.getByLabel("Your full name").fill("Sarah Thompson");
  await variationDialog.getByRole("button", { name: /^Accept/ }).click();
  await expect(customerPage.getByText(/^Accepted by Sarah Thompson on /)).toBeVisible();
  await bothSizes(customerPage, "acceptance-variation-accepted");
  // The original stays accepted at its own total.
  await customerPage.goto(link);
  await expect(customerPage.getByText(/^Accepted by Sarah Thompson on /)).toBeVisible();

  // A quote revised before acceptance: its first version points to the newer one.
  const hall = await newQuote("Hall ceiling");
  const hallLink = await send(request, hall);
  const hall2 = await call<Quote>(request, "post", `/api/quotes/${hall.id}/revise`, {}, 201);
  const hall2Link = await send(request, hall2);
  await customerPage.goto(hallLink);
  await expect(
    customerPage.getByText("This quote has been replaced by a newer version"),
  ).toBeVisible();
  await expect(customerPage.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await bothSizes(customerPage, "acceptance-replaced");
  await customerPage.getByRole("link", { name: /View the newer version/ }).click();
  await expect(customerPage).toHaveURL(new RegExp(`${hall2Link}$`));
  await expect(customerPage.getByText(hall2.reference, { exact: true })).toBeVisible();
  await context.close();
});
