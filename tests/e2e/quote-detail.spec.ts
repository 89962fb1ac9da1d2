import { formatDate } from "../../src/shared/dates";
import { depositOfQuote } from "../../src/shared/deposit-terms";
import { formatPence } from "../../src/shared/money";
import type { Quote } from "../../src/shared/schemas/quotes";
import {
  desktop,
  expect,
  horizontalOverflow,
  mailTo,
  phone,
  registerForVat,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

test("quote detail: not found, send, customer accepts online, calendar links and PDF", async ({
  page,
}) => {
  await signUpViaApi(page);
  await registerForVat(page);
  await page.setViewportSize(desktop);

  await page.goto("/dashboard/quotes/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Quote Not Found" })).toBeVisible();
  await expect(page.getByText("The requested quote could not be found.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Quotes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);

  const customerEmail = uniqueEmail("customer");
  const customerRes = await page.request.post("/api/customers", {
    data: {
      firstName: "Jane",
      lastName: "Fletcher",
      email: customerEmail,
      phone: "07700 900456",
      address: "22 Cheap Street, Sherborne DT9 3BJ",
    },
  });
  expect(customerRes.status()).toBe(201);
  const customer = (await customerRes.json()) as { id: string };
  const quoteRes = await page.request.post("/api/quotes", {
    data: {
      name: "Bathroom refit",
      customerId: customer.id,
      jobDescription: "Remove the old suite, re-tile the walls and fit a new shower enclosure.",
      materials: [
        { name: "Wall tiles 300x600", quantity: 12, unit: "m2", unitPricePence: 2450 },
        { name: "Shower enclosure 900mm", quantity: 1, unit: "each", unitPricePence: 32900 },
      ],
      measurements: [{ label: "Bathroom floor", value: 2.4, unit: "m" }],
      laborDays: 3,
      dayRatePence: 26000,
      vatIncluded: true,
      vatRate: 20,
      marginPercent: 15,
    },
  });
  expect(quoteRes.status()).toBe(201);
  const quote = (await quoteRes.json()) as Quote;

  // The quick "Create New Quote" form's shape: one line at the amount, no labour.
  const quick = await page.request.post("/api/quotes", {
    data: {
      name: "Fence panel",
      jobDescription: "Replace one fence panel.",
      materials: [
        // The amount is the price: no markup (as the form sends it).
        {
          name: "Fence panel",
          quantity: 1,
          unit: "job",
          netUnitPricePence: 12000,
          markupPercent: 0,
        },
      ],
      laborDays: 0,
      dayRatePence: 0,
    },
  });
  expect(quick.status()).toBe(201);
  expect(((await quick.json()) as Quote).subtotalPence).toBe(12000);

  await page.goto(`/dashboard/quotes/${quote.id}`);
  await expect(page.getByRole("heading", { name: "Bathroom refit", level: 1 })).toBeVisible();
  await expect(page.getByText(`Q-${String(quote.number).padStart(4, "0")}`).first()).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByText(`Created ${formatDate(quote.createdAt)}`)).toBeVisible();
  await expect(page.getByText(customerEmail).first()).toBeVisible();
  await expect(page.getByText("Bathroom floor:").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Calendar" })).toHaveCount(0);
  // The preview prints the business's own terms, as its PDF does (a 50% deposit by default).
  await expect(page.getByTestId("preview-terms")).toContainText("A 50% deposit is required");
  const settings = await (await page.request.get("/api/settings/quote")).json();
  const saved = await page.request.put("/api/settings/quote", {
    data: { ...settings, defaultTerms: "A 25% deposit secures your start date." },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("preview-terms")).toHaveText(
    "A 25% deposit secures your start date.",
  );
  // The deposit those terms ask, in pounds, under the amount (as the PDF and the customer's page).
  await expect(page.getByTestId("preview-deposit")).toHaveText(
    formatPence(depositOfQuote(quote, 25)),
  );
  await snap(page, "quote-detail-desktop");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "quote-detail-phone");
  await page.setViewportSize(desktop);

  // Download PDF.
  const pdf = await page.request.get(`/api/quotes/${quote.id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    new RegExp(`/api/quotes/${quote.id}/pdf`),
  );

  // Send: the email is checked, prefilled with the customer's.
  await page.getByRole("button", { name: "Send to Customer" }).click();
  const send = page.getByRole("dialog", { name: "Send Quote to Customer" });
  await expect(send.getByLabel("Email address")).toHaveValue(customerEmail);
  await send.getByLabel("Email address").fill("not-an-email");
  await send.getByRole("button", { name: "Send", exact: true }).click();
  await expect(send.getByText("Please enter a valid email address")).toBeVisible();
  await send.getByLabel("Email address").fill(customerEmail);
  await expect(send.getByLabel("Attach PDF")).toBeChecked();
  await expect(send.getByLabel("Include acceptance button")).toBeChecked();
  await send.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(`Quote sent to ${customerEmail}`)).toBeVisible();
  await expect(send).toBeHidden();
  await expect(page.getByText("Sent", { exact: true })).toBeVisible();

  // The customer opens the link from the email and accepts.
  const mail = await mailTo(page.request, customerEmail);
  const link = mail.text.match(/https?:\/\/\S+\/q\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Bathroom refit" })).toBeVisible();
  await expect(page.getByText("Wall tiles 300x600")).toBeVisible();
  await snap(page, "public-quote-desktop");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "public-quote-phone");
  await page.setViewportSize(desktop);
  // The customer's page is server-drawn HTML: accepting is a plain form on it.
  const accept = page.getByRole("form", { name: "Accept this quote" });
  await accept.getByLabel("Your full name").fill("Jane Fletcher");
  await accept.getByRole("button", { name: "Accept quote" }).click();
  const today = formatDate(new Date());
  await expect(page.getByText(`Accepted by Jane Fletcher on ${today}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Decline this quote" })).toHaveCount(0);
  await snap(page, "public-quote-accepted-desktop");
  await page.setViewportSize(phone);
  await snap(page, "public-quote-accepted-phone");
  await page.setViewportSize(desktop);

  // A bad link.
  await page.goto("/q/not-a-real-token");
  await expect(page.getByText("This quote link is not valid.")).toBeVisible();

  // Back on the detail page: accepted, and the calendar links carry the chosen times.
  await page.goto(`/dashboard/quotes/${quote.id}`);
  await expect(page.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(page.getByText(`Accepted by Jane Fletcher on ${today}`)).toBeVisible();
  await page.getByRole("button", { name: "Add to Calendar" }).click();
  const calendar = page.getByRole("dialog", { name: "Add to Calendar" });
  const expectedStart = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    d.setHours(8, 0, 0, 0);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T08:00`;
  });
  await expect(calendar.getByLabel("Start")).toHaveValue(expectedStart);
  await calendar.getByLabel("Start").fill("2027-01-12T09:30");
  // The end follows the quote's three days of labour: Thursday at five.
  await expect(calendar.getByLabel("End")).toHaveValue("2027-01-14T17:00");
  const google = calendar.getByRole("link", { name: "Google Calendar" });
  const googleUrl = new URL((await google.getAttribute("href")) as string);
  expect(googleUrl.origin + googleUrl.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(googleUrl.searchParams.get("action")).toBe("TEMPLATE");
  expect(googleUrl.searchParams.get("text")).toBe("Job: Bathroom refit");
  // January in London is GMT, so local 09:30 is 09:30Z.
  expect(googleUrl.searchParams.get("dates")).toBe("20270112T093000Z/20270114T170000Z");
  const outlookUrl = new URL(
    (await calendar.getByRole("link", { name: "Outlook Calendar" }).getAttribute("href")) as string,
  );
  expect(outlookUrl.searchParams.get("subject")).toBe("Job: Bathroom refit");
  expect(outlookUrl.searchParams.get("startdt")).toBe("2027-01-12T09:30:00.000Z");
  expect(outlookUrl.searchParams.get("enddt")).toBe("2027-01-14T17:00:00.000Z");
  const ics = await calendar.getByRole("link", { name: "Download .ics" }).getAttribute("href");
  const icsRes = await page.request.get(ics as string);
  expect(icsRes.status()).toBe(200);
  // Three working days in a row: one all-day event, Tuesday to Thursday.
  const icsText = await icsRes.text();
  expect(icsText).toContain("DTSTART;VALUE=DATE:20270112");
  expect(icsText).toContain("DTEND;VALUE=DATE:20270115");
  await snap(page, "quote-detail-calendar-desktop");

  await page
    .context()
    .route("https://calendar.google.com/**", (route) => route.fulfill({ body: "calendar" }));
  const [popup] = await Promise.all([page.waitForEvent("popup"), google.click()]);
  await popup.close();
  await expect(page.getByText("Added to Google Calendar")).toBeVisible();
  await page.keyboard.press("Escape");
  await snap(page, "quote-detail-accepted-desktop");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "quote-detail-accepted-phone");
});

test("quote detail: Add to Calendar starts from the scheduled job's own dates", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Ada", lastName: "Jones", email: "ada@example.co.uk" },
  });
  const created = await page.request.post("/api/quotes", {
    data: {
      name: "Loft hatch and boarding",
      customerId: ((await customer.json()) as { id: string }).id,
      jobDescription: "Fit a loft hatch and board the loft.",
      materials: [{ name: "Loft boards", quantity: 12, unit: "each", unitPricePence: 899 }],
      laborDays: 2,
    },
  });
  expect(created.ok()).toBeTruthy();
  const quote = (await created.json()) as Quote;
  const accepted = await page.request.post(`/api/quotes/${quote.id}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.ok()).toBeTruthy();
  // Booked Sunday 08:00 to Tuesday 17:00: neither tomorrow at 08:00, which the dialog offers
  // without a job, nor the quote's two days of labour from the start (November in London is GMT).
  const job = await page.request.post("/api/jobs", {
    data: {
      quoteId: quote.id,
      startAt: "2037-11-29T08:00:00.000Z",
      endAt: "2037-12-01T17:00:00.000Z",
    },
  });
  expect(job.ok()).toBeTruthy();

  await page.goto(`/dashboard/quotes/${quote.id}`);
  await expect(page.getByRole("link", { name: "View Job" })).toBeVisible();
  await page.getByRole("button", { name: "Add to Calendar" }).click();
  const calendar = page.getByRole("dialog", { name: "Add to Calendar" });
  await expect(calendar.getByLabel("Start")).toHaveValue("2037-11-29T08:00");
  await expect(calendar.getByLabel("End")).toHaveValue("2037-12-01T17:00");
  await expect(calendar).toContainText("From the job's schedule");
  const google = await calendar.getByRole("link", { name: "Google Calendar" }).getAttribute("href");
  expect(new URL(google as string).searchParams.get("dates")).toBe(
    "20371129T080000Z/20371201T170000Z",
  );
});
