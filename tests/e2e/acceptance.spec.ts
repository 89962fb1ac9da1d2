import type { APIRequestContext, Page } from "@playwright/test";
import { depositOfQuote } from "../../src/shared/deposit-terms";
import { formatPence } from "../../src/shared/money";
import type { Quote } from "../../src/shared/schemas/quotes";
import { solidPng } from "../support/images";
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
  // A business with its letterhead: the customer page shows the logo, Call and Email.
  const settings = await request.put("/api/settings/business", {
    data: {
      businessName: "Thompson & Daughters Plastering",
      address: "1 Mill Lane, Sherborne DT9 3AA",
      phone: "01935 812 345",
      email: "hello@thompson-plastering.co.uk",
      website: "",
      vatNumber: "GB123456789",
      margin: 15,
    },
  });
  expect(settings.status()).toBe(200);
  const logo = await request.post("/api/settings/business/logo", {
    multipart: {
      logo: { name: "logo.png", mimeType: "image/png", buffer: await solidPng(240, 80) },
    },
  });
  expect(logo.status()).toBe(200);
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
  // The page is server-drawn HTML with its total as the JSON view has it; Call and Email links.
  await expect(customerPage.getByTestId("quote-total")).toHaveText(
    formatPence(kitchen.totalAmountPence),
  );
  // The deposit the default terms ask (50%), in pounds, under the total.
  await expect(customerPage.getByTestId("quote-deposit")).toHaveText(
    formatPence(depositOfQuote(kitchen, 50)),
  );
  // Each line reads as it would be written: the unit plural after more than one.
  const quoteLines = customerPage.getByRole("list", { name: "Quote lines" });
  const [board, plaster] = kitchen.materials;
  await expect(quoteLines).toContainText(`10 sheets × ${formatPence(board!.unitPricePence)}`);
  await expect(quoteLines).toContainText(`3 bags × ${formatPence(plaster!.unitPricePence)}`);
  await expect(quoteLines).toContainText(`2 days × ${formatPence(25000)}`);
  await expect(customerPage.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expect(customerPage.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    "tel:01935812345",
  );
  await expect(customerPage.getByRole("link", { name: "Email" })).toHaveAttribute(
    "href",
    "mailto:hello@thompson-plastering.co.uk",
  );
  const logoImage = customerPage.getByRole("img", { name: "Thompson & Daughters Plastering logo" });
  await expect(logoImage).toBeVisible();
  expect(await logoImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const dialog = customerPage.getByRole("form", { name: "Accept this quote" });
  // A name too short is sent back with the server's message.
  await dialog.getByLabel("Your full name").fill("S");
  await dialog.getByRole("button", { name: "Accept quote" }).click();
  const again = customerPage.getByRole("form", { name: "Accept this quote" });
  await expect(again.getByText("Name must be at least 2 characters")).toBeVisible();
  await again.getByLabel("Your full name").fill("Sarah Thompson");
  await again.getByRole("button", { name: "Accept quote" }).click();
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
  const variationDialog = customerPage.getByRole("form", { name: "Accept this variation" });
  await variationDialog.getByLabel("Your full name").fill("Sarah Thompson");
  await variationDialog.getByRole("button", { name: "Accept variation" }).click();
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

test("without JavaScript the customer reads the quote, declines it with a reason, and a cross-site post is refused", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const { request } = page;
  const customer = await call<{ id: string }>(
    request,
    "post",
    "/api/customers",
    { firstName: "Sarah", lastName: "Thompson", email: "sarah.thompson@example.co.uk" },
    201,
  );
  const quote = await call<Quote>(
    request,
    "post",
    "/api/quotes",
    {
      name: "Garden wall",
      customerId: customer.id,
      jobDescription: "Rebuild 6 m of garden wall in reclaimed brick.",
      materials: [{ name: "Reclaimed brick", quantity: 400, unit: "each", unitPricePence: 95 }],
      laborDays: 3,
      dayRatePence: 24000,
    },
    201,
  );
  const link = await send(request, quote);
  const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  const customerPage = await context.newPage();
  await customerPage.goto(link);
  await expect(customerPage.getByRole("heading", { name: "Garden wall", level: 1 })).toBeVisible();
  await expect(customerPage.getByTestId("quote-total")).toHaveText(
    formatPence(quote.totalAmountPence),
  );
  // A brick sold "each" is just a number of them: "400 × £1.09", not "400 each × £1.09".
  const brickLine = customerPage.getByRole("list", { name: "Quote lines" }).getByRole("listitem");
  await expect(brickLine.first()).toContainText(
    `400 × ${formatPence(quote.materials[0]!.unitPricePence)}`,
  );
  await expect(brickLine.first()).not.toContainText("each");
  await customerPage.getByText("Decline this quote").click();
  const decline = customerPage.getByRole("form", { name: "Decline this quote" });
  await decline.getByLabel("Your full name").fill("Sarah Thompson");
  await decline.getByLabel("Reason (optional)").fill("We have decided to wait until spring.");
  await decline.getByRole("button", { name: "Decline quote" }).click();
  await expect(customerPage).toHaveURL(new RegExp(`${link}$`));
  await expect(customerPage.getByText(/^Declined by Sarah Thompson on /)).toBeVisible();
  await expect(customerPage.getByRole("form")).toHaveCount(0);
  expect(await horizontalOverflow(customerPage)).toBeLessThanOrEqual(0);
  await snap(customerPage, "acceptance-declined-nojs-375");
  await context.close();

  // The business's own record says declined.
  const detail = await request.get(`/api/quotes/${quote.id}`);
  expect(((await detail.json()) as Quote).status).toBe("declined");

  // A form posted to a customer page from another site changes nothing.
  const other = await call<Quote>(request, "post", `/api/quotes/${quote.id}/duplicate`, {}, 201);
  const otherLink = await send(request, other);
  const forged = await request.post(`${otherLink}/accept`, {
    form: { name: "Mallory" },
    headers: { origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);
  const untouched = await request.get(`/api/quotes/${other.id}`);
  expect(((await untouched.json()) as Quote).status).toBe("sent");
});
