import type { Quote } from "../../src/shared/schemas/quotes";
import { seriousViolations } from "./axe";
import {
  desktop,
  expect,
  horizontalOverflow,
  mailTo,
  phone,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

/*
 * Issue 19, Deliver 2: the quote page says what became of the email that sent it (the durable
 * queue, ADR 0019), and "Send again" queues the same email anew. The invoice page shows the same
 * component.
 */
test("the quote page shows the email sent, and Send again sends it once more", async ({ page }) => {
  await signUpViaApi(page);
  const created = await page.request.post("/api/quotes", {
    data: {
      name: "Garden wall re-point",
      jobDescription: "Rake out and re-point the garden wall.",
      materials: [{ name: "Mortar mix 25kg", quantity: 3, unit: "bag", unitPricePence: 895 }],
      laborDays: 1,
      dayRatePence: 24000,
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as Quote;
  const customer = uniqueEmail("delivery");
  const sent = await page.request.post(`/api/quotes/${quote.id}/send`, {
    data: { email: customer },
  });
  expect(sent.status()).toBe(200);
  await mailTo(page.request, customer);

  for (const [name, size] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/dashboard/quotes/${quote.id}`);
    const status = page.getByTestId("email-delivery");
    await expect(status).toContainText(/Email: sent \d{1,2} \w{3}/);
    await expect(status.getByRole("button", { name: "Send again" })).toBeVisible();
    await snap(page, `email-delivery-sent-${name}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  }

  await page.setViewportSize(desktop);
  await page.getByTestId("email-delivery").getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText(`Email to ${customer} queued again`)).toBeVisible();
  // The queued email goes, and the line says so again.
  await expect(page.getByTestId("email-delivery")).toContainText("Email: sent");
  // Its toast aside (the shared host, checked in its own spec), the page is still clean.
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/dev/mailbox");
      const { messages } = (await res.json()) as { messages: { to: string }[] };
      return messages.filter((m) => m.to === customer).length;
    })
    .toBe(2);
});
