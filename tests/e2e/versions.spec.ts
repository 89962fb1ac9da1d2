import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

const conflict = "This quote was changed somewhere else. Reload to see the latest version.";

test("two people edit the same quote: the later save is refused and Reload shows the first's change", async ({
  page,
}) => {
  // two tabs of the builder and two full-page screenshots: more than the default minute
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  const res = await page.request.post("/api/quotes", {
    data: {
      name: "Hall and stairs",
      jobDescription: "Paint the hall.",
      materials: [{ name: "Emulsion 5L", quantity: 2, unit: "tin", unitPricePence: 3200 }],
      laborDays: 1,
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  // the quote's page offers the builder for a draft
  await page.goto(`/dashboard/quotes/${id}`);
  await page.getByRole("link", { name: "Edit Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${id}/edit$`));
  const description = page.getByLabel("Job description");
  await expect(description).toHaveValue("Paint the hall.");

  // a second person (another tab) opens the same quote before the first saves
  const second = await page.context().newPage();
  await second.setViewportSize(desktop);
  await second.goto(`/dashboard/quotes/${id}/edit`);
  const secondDescription = second.getByLabel("Job description");
  await expect(secondDescription).toHaveValue("Paint the hall.");

  await description.fill("Paint the hall and the stairs.");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${id}$`));
  await expect(page.getByText("Paint the hall and the stairs.").first()).toBeVisible();

  // the second saves what they typed over the version they loaded: refused, nothing overwritten
  await secondDescription.fill("Paint the kitchen.");
  await second.getByRole("button", { name: "Save Quote" }).click();
  const alert = second.getByRole("alert").filter({ hasText: conflict });
  await expect(alert).toBeVisible();
  await expect(second).toHaveURL(new RegExp(`/dashboard/quotes/${id}/edit$`));
  await snap(second, "versions-conflict-desktop");
  await second.setViewportSize(phone);
  await expect(alert).toBeVisible();
  expect(await horizontalOverflow(second)).toBeLessThanOrEqual(0);
  await alert.scrollIntoViewIfNeeded();
  await snap(second, "versions-conflict-phone");
  const stored = await page.request.get(`/api/quotes/${id}`);
  expect(((await stored.json()) as { jobDescription: string }).jobDescription).toBe(
    "Paint the hall and the stairs.",
  );

  // Reload resets the form to the latest version; a save from there goes through
  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(secondDescription).toHaveValue("Paint the hall and the stairs.");
  await expect(second.getByRole("alert").filter({ hasText: conflict })).toHaveCount(0);
  await second.getByLabel("Project name").fill("Hall, stairs and landing");
  await second.getByRole("button", { name: "Save Quote" }).click();
  await expect(second).toHaveURL(new RegExp(`/dashboard/quotes/${id}$`));
  await expect(second.getByRole("heading", { name: "Hall, stairs and landing" })).toBeVisible();
  const saved = (await (await page.request.get(`/api/quotes/${id}`)).json()) as {
    name: string;
    jobDescription: string;
    materials: unknown[];
    version: number;
  };
  expect(saved).toMatchObject({
    name: "Hall, stairs and landing",
    jobDescription: "Paint the hall and the stairs.",
    version: 3,
  });
  expect(saved.materials).toHaveLength(1);
});

test("a customer changed in another tab: the form says so and Reload refills it", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  const res = await page.request.post("/api/customers", {
    data: { firstName: "Sarah", lastName: "Thompson", phone: "07700 900123" },
  });
  expect(res.status()).toBe(201);
  const customer = (await res.json()) as { id: string; version: number };

  await page.goto("/dashboard/customers");
  await page.getByRole("button", { name: "Edit Sarah Thompson" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Customer" });
  await expect(dialog.getByLabel("Phone")).toHaveValue("07700 900123");

  // someone else changes the phone number while the form is open
  const other = await page.request.patch(`/api/customers/${customer.id}`, {
    data: { phone: "0113 496 0000", version: customer.version },
  });
  expect(other.status()).toBe(200);

  await dialog.getByLabel("Comments").fill("Prefers mornings.");
  await dialog.getByRole("button", { name: "Save" }).click();
  const alert = dialog.getByRole("alert").filter({
    hasText: "This customer was changed somewhere else. Reload to see the latest version.",
  });
  await expect(alert).toBeVisible();
  await snap(page, "versions-customer-conflict-phone");
  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(dialog.getByLabel("Phone")).toHaveValue("0113 496 0000");
  await expect(dialog.getByLabel("Comments")).toHaveValue("");
  await dialog.getByLabel("Comments").fill("Prefers mornings.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const saved = (await (await page.request.get(`/api/customers/${customer.id}`)).json()) as {
    phone: string;
    comments: string;
    version: number;
  };
  expect(saved).toMatchObject({
    phone: "0113 496 0000",
    comments: "Prefers mornings.",
    version: 3,
  });
});
