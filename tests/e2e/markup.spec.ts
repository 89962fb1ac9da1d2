import type { Quote } from "../../src/shared/schemas/quotes";
import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

/*
 * Issue 17 item 5's worked example built in the builder: 10 × £12.99 and 1 × £8.99 net, marked
 * up 15% (the business's default), 2 days at £250, VAT 20%.
 */
test("builder: net cost and markup per line, the customer's price, total and profit", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/quotes/new");
  await page.getByLabel("Project name").fill("Bathroom refit");
  await page.getByLabel("Job description").fill("Strip out and refit the bathroom.");
  await expect(page.getByLabel("Markup on materials %")).toHaveValue("15");

  const custom = page.getByRole("group", { name: "Custom material" });
  for (const [name, qty, net] of [
    ["Plasterboard 12.5mm", "10", "12.99"],
    ["Drywall screws", "1", "8.99"],
  ] as const) {
    await custom.getByLabel("Material name").fill(name);
    await custom.getByLabel("Quantity").fill(qty);
    await custom.getByLabel("Net cost per unit (£)").fill(net);
    await custom.getByRole("button", { name: "Add Material" }).click();
  }
  const lines = page.getByRole("list", { name: "Materials" });
  await expect(lines.getByRole("listitem")).toHaveCount(2);
  await expect(lines.getByLabel("Net cost of Plasterboard 12.5mm")).toHaveValue("12.99");
  // An empty markup follows the quote's, shown as its placeholder.
  const markup = lines.getByLabel("Markup on Plasterboard 12.5mm (%)");
  await expect(markup).toHaveValue("");
  await expect(markup).toHaveAttribute("placeholder", "15");
  await expect(lines.getByTestId("line-price")).toHaveText(["£14.94", "£10.34"]);

  await page.getByLabel("Day rate (£)").fill("250");
  await page.getByLabel("Days required").fill("2");
  await expect(page.getByLabel("Include VAT")).toBeChecked();
  await page.getByLabel("VAT rate %").fill("20");

  const totals = page.getByRole("complementary", { name: "Quote summary" });
  const shown = (label: string) =>
    totals
      .locator("dt", { hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]");
  await expect(shown("Materials")).toHaveText("£159.74");
  await expect(shown("Net cost of materials")).toHaveText("£138.89");
  await expect(shown("Total")).toHaveText("£791.69");
  await expect(shown("Your profit")).toHaveText("£320.85");
  // Said what it counts, so it is not read as the labour charge or as money banked.
  await expect(totals).toContainText("Your markup on materials, plus 60% of the labour");
  await snap(page, "markup-builder-desktop");

  await page.setViewportSize(phone);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await lines.scrollIntoViewIfNeeded();
  await snap(page, "markup-builder-phone");

  // A line's own markup overrides the quote's: the screws at 0% cost the customer £8.99. On a
  // phone a line is a card until Edit opens its fields.
  await lines.getByRole("button", { name: "Edit Drywall screws" }).click();
  await lines.getByLabel("Markup on Drywall screws (%)").fill("0");
  await expect(lines.getByTestId("line-price")).toHaveText(["£14.94", "£8.99"]);
  await expect(shown("Your profit")).toHaveText("£319.50");
  await lines.getByLabel("Markup on Drywall screws (%)").fill("");
  await expect(shown("Total")).toHaveText("£791.69");
  await page.setViewportSize(desktop);

  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(page.getByText("Quote created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() as string;
  const quote = (await (await page.request.get(`/api/quotes/${id}`)).json()) as Quote;
  expect(quote).toMatchObject({
    totalMaterialsCostPence: 15974,
    materialsNetPence: 13889,
    totalLaborPence: 50000,
    subtotalPence: 65974,
    vatAmountPence: 13195,
    totalAmountPence: 79169,
    profitPence: 32085,
  });
  expect(
    quote.materials.map((m) => [m.netUnitPricePence, m.markupPercent, m.unitPricePence]),
  ).toEqual([
    [1299, null, 1494],
    [899, null, 1034],
  ]);
  // The business's own quote page shows the charged prices and the totals.
  await expect(page.getByText("£14.94").first()).toBeVisible();
  await expect(page.getByText("£791.69").first()).toBeVisible();
  await snap(page, "markup-quote-page-desktop");
});
