import type { APIRequestContext } from "@playwright/test";
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

async function post<T>(request: APIRequestContext, path: string, data: unknown, status = 201) {
  const res = await request.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** Sends the quote and returns the customer's link (/q/...). */
async function send(request: APIRequestContext, quote: Quote) {
  const email = uniqueEmail("customer");
  await post(request, `/api/quotes/${quote.id}/send`, { email }, 200);
  return new URL(firstLink((await mailTo(request, email)).text)).pathname;
}

test("a customer's page: balance, contact, quotes, jobs and invoices; the quote page says when it was opened", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const { request } = page;
  const customer = await post<{ id: string }>(request, "/api/customers", {
    firstName: "Sarah",
    lastName: "Thompson",
    email: "sarah.thompson@example.co.uk",
    phone: "07700 900123",
    address: "12 High Street, Leeds LS1 4AB",
    comments: "Side gate code 1234. Dog is friendly.",
  });
  const quote = (name: string, laborDays: number) =>
    post<Quote>(request, "/api/quotes", {
      name,
      customerId: customer.id,
      jobDescription: "Board and skim, then two coats of emulsion.",
      laborDays,
      dayRatePence: 25000,
    });
  const kitchen = await quote("Kitchen re-plaster", 2);
  const hall = await quote("Hall ceiling", 1);

  // The kitchen is accepted, scheduled and invoiced, with a part payment.
  const kitchenLink = await send(request, kitchen);
  await post(
    request,
    `/api/public/quotes/${kitchenLink.split("/").pop()}/accept`,
    {
      name: "Sarah Thompson",
    },
    200,
  );
  await post(request, "/api/jobs", {
    quoteId: kitchen.id,
    startAt: "2026-12-07T08:00:00.000Z",
    endAt: "2026-12-08T17:00:00.000Z",
  });
  const invoice = await post<{ id: string; reference: string; amountDuePence: number }>(
    request,
    "/api/invoices",
    { quoteId: kitchen.id, kind: "standard" },
  );
  await post(
    request,
    `/api/invoices/${invoice.id}/send`,
    { email: "sarah.thompson@example.co.uk" },
    200,
  );
  await post(request, `/api/invoices/${invoice.id}/payments`, {
    amountPence: 20000,
    paidOn: new Date().toISOString().slice(0, 10),
  });
  const owed = invoice.amountDuePence - 20000;
  const pounds = (pence: number) =>
    `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: 2 })}`;

  // The hall quote is sent; the customer opens it in their own browser.
  const hallLink = await send(request, hall);
  await page.goto(`/dashboard/quotes/${hall.id}`);
  await expect(page.getByText("Not opened yet")).toBeVisible();
  // The business's own look at the customer page is not an opening.
  const ownLook = page.waitForResponse((r) => r.url().endsWith("/opened"));
  await page.goto(hallLink);
  await expect(page.getByText("Hall ceiling").first()).toBeVisible();
  expect((await ownLook).status()).toBe(204);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  // The page's script reports the opening (a link preview, running no script, is not one).
  const opened = customerPage.waitForResponse((r) => r.url().endsWith("/opened"));
  await customerPage.goto(new URL(hallLink, page.url()).toString());
  await expect(customerPage.getByText("Hall ceiling").first()).toBeVisible();
  expect((await opened).status()).toBe(204);
  await customerContext.close();

  await page.goto(`/dashboard/quotes/${hall.id}`);
  await expect(page.getByText(/^Opened once, today \d\d:\d\d$/)).toBeVisible();
  await page.goto("/dashboard/quotes");
  await expect(page.getByText("Opened by the customer once")).toBeAttached();

  // From the list of customers to Sarah's page.
  for (const [name, size] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/dashboard/customers");
    await page.getByRole("link", { name: "Open Sarah Thompson" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/customers/${customer.id}$`));
    await expect(page.getByRole("heading", { name: "Sarah Thompson", level: 1 })).toBeVisible();
    await expect(page.getByTestId("customer-balance")).toHaveText(pounds(owed));
    await expect(page.getByText("Side gate code 1234. Dog is friendly.")).toBeVisible();
    const quotes = page.getByRole("list", { name: "Quotes" });
    await expect(quotes.getByRole("listitem")).toHaveCount(2);
    await expect(quotes).toContainText("Kitchen re-plaster");
    await expect(quotes).toContainText("£600.00");
    await expect(quotes).toContainText("Accepted");
    await expect(quotes).toContainText("Hall ceiling");
    await expect(quotes).toContainText("Sent");
    const jobs = page.getByRole("list", { name: "Jobs" });
    await expect(jobs).toContainText("Kitchen re-plaster");
    await expect(jobs).toContainText("07/12/2026 to 08/12/2026");
    const invoices = page.getByRole("list", { name: "Invoices" });
    await expect(invoices).toContainText(invoice.reference);
    await expect(invoices).toContainText("Part-paid");
    await expect(invoices).toContainText(`${pounds(owed)} to pay`);
    const call = page.getByRole("link", { name: "Call" });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:07700900123");
    await expect(page.getByRole("link", { name: "Email", exact: true })).toHaveAttribute(
      "href",
      "mailto:sarah.thompson@example.co.uk",
    );
    if (name === "phone") {
      // Call and Email sit at the bottom of the screen, under the thumb.
      const box = await call.boundingBox();
      expect(box!.y + box!.height).toBeGreaterThan(phone.height - 80);
    }
    await snap(page, `customer-page-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }

  // The quote page's customer name leads to the same page.
  await page.setViewportSize(desktop);
  await page.goto(`/dashboard/quotes/${hall.id}`);
  await expect(page.getByText(/^Opened once, today/)).toBeVisible();
  await snap(page, "quote-opened-desktop");
  await page.getByRole("link", { name: "Sarah Thompson" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/customers/${customer.id}$`));
  await page.setViewportSize(phone);
  await page.goto(`/dashboard/quotes/${hall.id}`);
  await expect(page.getByText(/^Opened once, today/)).toBeVisible();
  await snap(page, "quote-opened-phone");
  for (const [name, size] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/dashboard/quotes");
    await expect(page.getByText("Opened by the customer once").first()).toBeAttached();
    await expect(page.getByText("Hall ceiling").first()).toBeVisible();
    await snap(page, `quote-list-opened-${name}`);
    await page.goto("/dashboard/quotes?status=sent");
    await expect(page.getByText("Opened by the customer once").first()).toBeAttached();
    await snap(page, `quote-board-opened-${name}`);
  }
});

test("a customer with more than 20 quotes: the latest 20, how many in all, and See all", async ({
  page,
}) => {
  await signUpViaApi(page);
  const { request } = page;
  const agent = await post<{ id: string }>(request, "/api/customers", {
    firstName: "Harbour",
    lastName: "Lettings",
  });
  const other = await post<{ id: string }>(request, "/api/customers", { firstName: "Tom" });
  const jobDescription = "Two coats of emulsion throughout.";
  await post(request, "/api/quotes", { name: "Tom's porch", customerId: other.id, jobDescription });
  // One after another, so the newest is the last made.
  for (let n = 1; n <= 23; n++) {
    await post(request, "/api/quotes", {
      name: `Flat ${n} repaint`,
      customerId: agent.id,
      jobDescription,
    });
  }

  for (const [name, size] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/dashboard/customers/${agent.id}`);
    await expect(page.getByRole("heading", { name: "Harbour Lettings", level: 1 })).toBeVisible();
    const quotes = page.getByRole("list", { name: "Quotes" });
    await expect(quotes.getByRole("listitem")).toHaveCount(20);
    await expect(quotes.getByRole("listitem").first()).toContainText("Flat 23 repaint");
    await expect(quotes.getByRole("listitem").last()).toContainText("Flat 4 repaint");
    await expect(page.getByText("Showing the latest 20 of 23")).toBeVisible();
    // Jobs and invoices fit, so they say nothing more.
    await expect(page.getByText(/^Showing the latest/)).toHaveCount(1);
    await snap(page, `customer-page-many-quotes-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole("link", { name: "See all quotes" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/quotes\\?customerId=${agent.id}$`));
    await expect(page.getByTestId("customer-filter")).toContainText(
      "Only the quotes of Harbour Lettings",
    );
    await expect(page.getByText("23 quotes", { exact: true })).toBeVisible();
    const all = page.getByRole("list", { name: "Quotes" });
    await expect(all.getByRole("listitem")).toHaveCount(23);
    await expect(all).toContainText("Flat 1 repaint");
    await expect(all).not.toContainText("Tom's porch");
    await expect(page.getByRole("tab", { name: /All Quotes/ })).toContainText("23");
    await snap(page, `quote-list-one-customer-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }

  // The filter's own links: back to the customer, and to everyone's quotes.
  await page.getByRole("link", { name: "Show everyone's quotes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  await expect(page.getByText("24 quotes", { exact: true })).toBeVisible();

  // The jobs and invoices lists filtered to the customer (none yet) say whose they are.
  await page.setViewportSize(phone);
  for (const [path, what] of [
    [`/dashboard/jobs/list?customerId=${agent.id}`, "jobs"],
    [`/dashboard/invoices?customerId=${agent.id}`, "invoices"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId("customer-filter")).toContainText(
      `Only the ${what} of Harbour Lettings`,
    );
    await snap(page, `${what}-one-customer-phone`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }
  await expect(page.getByText("No invoices yet")).toBeVisible();
  await page.getByTestId("customer-filter").getByRole("link", { name: "Harbour Lettings" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/customers/${agent.id}$`));
});
