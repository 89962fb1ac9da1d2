import type { Page } from "@playwright/test";
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

async function createQuote(page: Page, name: string): Promise<Quote> {
  const res = await page.request.post("/api/quotes", {
    data: {
      name,
      jobDescription: "Re-point the front wall and replace two coping stones.",
      materials: [{ name: "Mortar mix 25kg", quantity: 4, unit: "bag", unitPricePence: 895 }],
      laborDays: 2,
      dayRatePence: 24000,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Quote;
}

test("revoking a quote's customer link: the old link says it is no longer valid", async ({
  page,
}) => {
  await signUpViaApi(page);
  const quote = await createQuote(page, "Front wall re-point");
  const customerEmail = uniqueEmail("customer");
  const sent = await page.request.post(`/api/quotes/${quote.id}/send`, {
    data: { email: customerEmail },
  });
  expect(sent.status()).toBe(200);
  const oldLink = new URL(firstLink((await mailTo(page.request, customerEmail)).text)).pathname;

  for (const [name, size] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/dashboard/quotes/${quote.id}`);
    await expect(page.getByRole("button", { name: "Revoke customer link" })).toBeVisible();
    await snap(page, `quote-detail-revoke-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }

  await page.setViewportSize(desktop);
  // Cancelling changes nothing: the customer's link still opens the quote.
  await page.getByRole("button", { name: "Revoke customer link" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke customer link?" });
  await expect(dialog).toContainText("stops working at once");
  await snap(page, "revoke-link-dialog-desktop");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get(`/api/public/quotes/${oldLink.split("/").pop()}`)).status()).toBe(
    200,
  );

  await page.getByRole("button", { name: "Revoke customer link" }).click();
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByText("Customer link revoked")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The customer opens the old link.
  for (const [name, size] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(oldLink);
    await expect(page.getByRole("heading", { name: "This link is no longer valid" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
    await snap(page, `public-quote-revoked-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }

  // Sending again gives the customer a new link that works.
  const again = uniqueEmail("again");
  await page.request.post(`/api/quotes/${quote.id}/send`, { data: { email: again } });
  const newLink = new URL(firstLink((await mailTo(page.request, again)).text)).pathname;
  expect(newLink).not.toBe(oldLink);
  await page.goto(newLink);
  await expect(page.getByText("Front wall re-point").first()).toBeVisible();
});

test("a demo account is told up front that it cannot send, with a way to create an account", async ({
  page,
}) => {
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/dashboard$/);
  const quote = await createQuote(page, "Demo garden wall");

  for (const [name, size] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/dashboard/quotes/${quote.id}`);
    await page.getByRole("button", { name: "Send to Customer" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Quote to Customer" });
    await expect(dialog).toContainText(
      "Demo businesses can't send email. Create an account to send quotes to your customers.",
    );
    // No form that would fail: no email field and no Send button.
    await expect(dialog.getByLabel("Email address")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Send", exact: true })).toHaveCount(0);
    await snap(page, `demo-send-quote-${name}`);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
  }

  // The server refuses too, in the one error shape.
  const refused = await page.request.post(`/api/quotes/${quote.id}/send`, {
    data: { email: uniqueEmail("victim") },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("demo_cannot_send");

  await page.setViewportSize(desktop);
  await page.getByRole("button", { name: "Send to Customer" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
});

test("Send finishes on the server's answer, not once the quote page's other reads come back", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  await page.request.put("/api/settings/business", {
    data: { businessName: "Fletcher & Daughters", margin: 15 },
  });
  await registerForVat(page);
  const quote = await createQuote(page, "Front wall re-point");
  await page.goto(`/dashboard/quotes/${quote.id}`);
  await expect(page.getByRole("heading", { name: /Front wall re-point/ }).first()).toBeVisible();

  // The page's other reads (photos, emails, versions) are held, as on a slow site connection:
  // before, Send said "Sending..." until every quote read had been fetched again.
  let releaseReads = () => {};
  const readsHeld = new Promise<void>((resolve) => {
    releaseReads = resolve;
  });
  await page.route(`**/api/quotes/${quote.id}/**`, async (route) => {
    if (route.request().method() === "GET") await readsHeld;
    await route.fallback();
  });
  await page.getByRole("button", { name: "Send to Customer" }).first().click();
  const form = page.getByRole("dialog", { name: "Send Quote to Customer" });
  const email = uniqueEmail("wall");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(`Quote sent to ${email}`).first()).toBeVisible();
  await expect(form).toBeHidden();
  releaseReads();
  await expect(page.getByText("Sent", { exact: true }).first()).toBeVisible();
});
