import type { Page } from "@playwright/test";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

async function post(page: Page, url: string, data: Record<string, unknown>) {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as { id: string };
}

test("dashboard: empty state opens the AI generator", async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("No quotes yet")).toBeVisible();
  await expect(page.getByText("No clients yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add your first client" })).toHaveAttribute(
    "href",
    "/dashboard/customers",
  );
  await expect(page.getByRole("group", { name: "Clients" })).toContainText("0");
  await snap(page, "dashboard-empty-desktop");

  await page.getByRole("button", { name: "Create your first quote" }).click();
  const ai = page.getByRole("region", { name: "AI Quote Generator" });
  await expect(ai).toBeVisible();
  await ai.getByRole("button", { name: "Close AI Quote Generator" }).click();
  await expect(ai).toBeHidden();

  await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
  await expect(ai).toBeVisible();
  await page.getByRole("button", { name: "AI Quote Generator", exact: true }).click();
  await expect(ai).toBeHidden();

  await page.getByRole("link", { name: "Create Quote Manually" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/new$/);
});

test("dashboard: counts, recent quotes, recent clients and activity", async ({ page }) => {
  await signUpViaApi(page);
  const people = [
    ["Sarah", "Thompson", "07700 900123", "12 High Street, Leeds LS1 4AB"],
    ["Tom", "Hardy", "0113 496 0000", "4 Mill Lane, York YO1 7HH"],
    ["Priya", "Shah", "07700 900456", "9 Canal Road, Bradford BD1 2AA"],
  ];
  const ids: string[] = [];
  for (const [firstName, lastName, phoneNumber, address] of people) {
    const customer = await post(page, "/api/customers", {
      firstName,
      lastName,
      email: `${firstName?.toLowerCase()}@example.co.uk`,
      phone: phoneNumber,
      address,
    });
    ids.push(customer.id);
  }
  const quotes: string[] = [];
  for (const [i, name] of [
    "Loft boarding",
    "Kitchen refit",
    "Garden fence",
    "Porch roof",
  ].entries()) {
    const quote = await post(page, "/api/quotes", {
      name,
      customerId: ids[i % ids.length],
      jobDescription: `${name}: strip out, make good and finish to a high standard.`,
      materials: [
        { name: "Plasterboard 12.5mm", quantity: 4, unit: "sheets", unitPricePence: 1299 },
      ],
      measurements: [{ label: "Floor", value: 12, unit: "m" }],
      laborDays: 1,
      dayRatePence: 25000,
    });
    quotes.push(quote.id);
  }
  // Two sent, one accepted, one left as a draft.
  for (const [id, status] of [
    [quotes[0], "sent"],
    [quotes[1], "sent"],
    [quotes[2], "accepted"],
  ]) {
    await post(page, `/api/quotes/${id}/status`, { status: status as string });
  }

  await page.setViewportSize(desktop);
  await page.goto("/dashboard");
  await expect(page.getByRole("group", { name: "Active Quotes" })).toContainText("2");
  await expect(page.getByRole("group", { name: "Accepted Quotes" })).toContainText("1");
  await expect(page.getByRole("group", { name: "Jobs In Progress" })).toContainText("0");
  await expect(page.getByRole("group", { name: "Clients" })).toContainText("3");

  const recentQuotes = page.getByRole("list", { name: "Recent quotes" });
  await expect(recentQuotes.locator(":scope > li")).toHaveCount(3);
  await expect(recentQuotes.getByRole("link", { name: "View Porch roof" })).toBeVisible();

  const recentClients = page.getByRole("list", { name: "Recent clients" });
  await expect(recentClients.locator(":scope > li").filter({ hasText: "Tom Hardy" })).toContainText(
    "4 Mill Lane, York YO1 7HH",
  );
  await expect(recentClients.getByRole("link", { name: /View details of/ })).toHaveCount(3);
  await expect(
    page.getByRole("list", { name: "Latest activity" }).getByRole("listitem"),
  ).not.toHaveCount(0);
  await snap(page, "dashboard-desktop");

  await page.setViewportSize(phone);
  await expect(recentQuotes).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "dashboard-phone");
  await page.setViewportSize(desktop);

  // View All goes through the legacy /quotes and /clients paths to the dashboard pages.
  await page.getByRole("link", { name: "View all quotes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  await page.goBack();
  await page.getByRole("link", { name: "View all clients" }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
});

test("next steps lead to the accepted quote to schedule and the finished job to invoice", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  const quote = (await (
    await page.request.post("/api/quotes", {
      data: { name: "Porch rebuild", jobDescription: "Rebuild the porch." },
    })
  ).json()) as { id: string };
  await page.request.post(`/api/quotes/${quote.id}/status`, { data: { status: "accepted" } });
  await page.goto("/dashboard");
  const steps = page.getByRole("region", { name: "Next steps" });
  const schedule = steps.getByRole("link", { name: /Schedule the job/ });
  await expect(schedule).toContainText("Q-0001 · Porch rebuild");
  await expect(steps.getByRole("link", { name: /Invoice the finished job/ })).toHaveCount(0);
  await steps.scrollIntoViewIfNeeded();
  await snap(page, "dashboard-next-steps-375");
  await schedule.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quote.id}$`));
  await expect(page.getByRole("button", { name: "Schedule Job" }).first()).toBeVisible();
});
