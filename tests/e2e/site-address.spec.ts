import {
  desktop,
  expect,
  horizontalOverflow,
  phone,
  registerForVat,
  signUpViaApi,
  snap,
  test,
} from "./fixtures";

/*
 * A landlord's job is at their tenant's flat, not at the landlord's home: the quote says where the
 * work is, and the job page takes the tradesperson there.
 */

const HOME = "The Old Rectory, Long Street, Sherborne DT9 3BS";

test("a quote's site address: written in the builder, shown on the quote, and the job page gives directions", async ({
  page,
}) => {
  await signUpViaApi(page);
  await registerForVat(page);
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Lydia", lastName: "Landlord", email: "lydia@example.co.uk", address: HOME },
  });
  const customerId = ((await customer.json()) as { id: string }).id;
  const created = await page.request.post("/api/quotes", {
    data: {
      name: "Flat 2 lounge ceiling",
      customerId,
      jobDescription: "Overboard and skim the lounge ceiling.",
      materials: [{ name: "Multi-finish 25kg", quantity: 2, unit: "bag", netUnitPricePence: 1249 }],
      laborDays: 1,
    },
  });
  const quoteId = ((await created.json()) as { id: string }).id;

  await page.setViewportSize(phone);
  await page.goto(`/dashboard/quotes/${quoteId}/edit`);
  const site = page.getByLabel("Site address (optional)");
  await expect(site).toHaveValue("");
  await site.fill("Flat 2, 9 Cheap Street\nSherborne DT9 3PT");
  await snap(page, "site-address-builder-375");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quoteId}$`));

  // The quote page: the customer's own address, and where the work is.
  await expect(page.getByText(HOME).first()).toBeVisible();
  await expect(page.getByText("Site address", { exact: true })).toBeVisible();
  await expect(page.locator("#quote-print")).toContainText("Site: Flat 2, 9 Cheap Street");
  // The message to the landlord greets her by her first name and names the property.
  await page.getByRole("button", { name: "Send to Customer" }).first().click();
  const send = page.getByRole("dialog", { name: "Send Quote to Customer" });
  await expect(send.getByLabel("Message")).toHaveValue(
    // The quote's name already says which flat: the address is not said twice.
    /^Hi Lydia,\n\nPlease find below your quote for Flat 2 lounge ceiling\. Any questions/,
  );
  await send.getByRole("button", { name: "Cancel" }).click();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "site-address-quote-375");
  await page.setViewportSize(desktop);
  await snap(page, "site-address-quote-1280");
  await page.setViewportSize(phone);

  // The quote list's card says which property the quote is for.
  await page.goto("/dashboard/quotes");
  await expect(page.getByText("Site: Flat 2, 9 Cheap Street")).toBeVisible();
  await snap(page, "site-address-quote-list-375");

  // Accepted and booked: the job page names the site and opens it in maps.
  const accepted = await page.request.post(`/api/quotes/${quoteId}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.ok()).toBeTruthy();
  const job = await page.request.post("/api/jobs", {
    data: { quoteId, startAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  const jobId = ((await job.json()) as { id: string }).id;
  await page.goto(`/dashboard/jobs/${jobId}`);
  const siteRow = page.getByRole("definition").filter({ hasText: "Flat 2, 9 Cheap Street" });
  await expect(siteRow).toContainText("Sherborne DT9 3PT");
  const directions = siteRow.getByRole("link", { name: "Directions" });
  await expect(directions).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=Flat%202%2C%209%20Cheap%20Street%20Sherborne%20DT9%203PT",
  );
  await expect(directions).toHaveAttribute("target", "_blank");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "site-address-job-375");
  await page.setViewportSize(desktop);
  await snap(page, "site-address-job-1280");

  // Its invoice says where too: in the list, and in the message that sends it.
  const invoice = await page.request.post("/api/invoices", {
    data: { quoteId, kind: "standard" },
  });
  const invoiceId = ((await invoice.json()) as { id: string }).id;
  await page.setViewportSize(phone);
  await page.goto("/dashboard/invoices");
  const listed = page.getByRole("list", { name: "Invoices" });
  await expect(listed).toContainText("Lydia Landlord · Invoice");
  await expect(listed).toContainText("Flat 2, 9 Cheap Street");
  await snap(page, "site-address-invoices-375");
  await page.goto(`/dashboard/invoices/${invoiceId}`);
  await page.getByRole("button", { name: "Send", exact: true }).first().click();
  await expect(page.getByRole("dialog").getByLabel("Message")).toHaveValue(
    /^Hi Lydia,\n\nPlease find attached invoice INV-0001 for the work at Flat 2, 9 Cheap Street\./,
  );
  await page.keyboard.press("Escape");

  // The jobs list and the board's card say where each job is, and the board finds it by it.
  await page.goto("/dashboard/jobs/list");
  await expect(page.getByText("Lydia Landlord · Flat 2, 9 Cheap Street")).toBeVisible();
  await page.goto("/dashboard/jobs");
  await page.getByRole("searchbox").fill("cheap street");
  await expect(
    page.getByTestId("board-card").filter({ hasText: "Flat 2 lounge ceiling" }),
  ).toContainText("Lydia Landlord · Flat 2, 9 Cheap Street");
});
