import type { Page } from "@playwright/test";
import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

async function snapFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

async function openSettings(page: Page) {
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("settings", () => {
  test("saves business details, quote settings and merchant terms", async ({ page }) => {
    await page.setViewportSize(desktop);
    await signUpViaApi(page, { name: "Sam Spark" });
    await openSettings(page);
    await expect(page.getByRole("tab")).toHaveText([
      "Business Details",
      "Quote Settings",
      "Merchant Terms",
    ]);

    // Business details: defaults, validation, save, persisted.
    const name = page.getByLabel("Business name");
    await expect(name).toHaveValue("Sam Spark");
    await expect(page.getByLabel("Profit margin (%)")).toHaveValue("15");
    await page.getByLabel("Profit margin (%)").fill("101");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Margin must be between 0 and 100")).toBeVisible();
    await page.getByLabel("Profit margin (%)").fill("18");
    // A VAT number HMRC would not issue is refused before it reaches an invoice.
    await page.getByLabel("VAT registered", { exact: true }).check();
    await page.getByLabel("VAT number").fill("123");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Enter a UK VAT number: GB and 9 digits, e.g. GB 123 4567 89"),
    ).toBeVisible();
    await page.getByLabel("VAT number").fill("GB 123 4567 89");
    await name.fill("Spark Electrical Ltd");
    await page.getByLabel("Phone").fill("01935 123456");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Business details saved")).toBeVisible();
    await snapFromTop(page, "settings-business-desktop");
    await page.reload();
    await expect(page.getByLabel("Business name")).toHaveValue("Spark Electrical Ltd");
    await expect(page.getByLabel("Profit margin (%)")).toHaveValue("18");

    // A file that is not an image is refused in the browser.
    await page.getByLabel("Logo").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await expect(page.getByText("Invalid file type")).toBeVisible();
    await expect(page.getByText("Please upload an image file")).toBeVisible();

    // Quote settings: pounds in the form.
    await page.getByRole("tab", { name: "Quote Settings" }).click();
    await expect(page.getByLabel("Default day rate (£)")).toHaveValue("250");
    await expect(page.getByLabel("Default VAT rate (%)")).toHaveValue("20");
    await expect(page.getByLabel("Quote validity (days)")).toHaveValue("30");
    await expect(page.getByLabel("Default terms")).toHaveValue(/valid for 30 days/);
    await expect(page.getByLabel("Deposit (%)")).toHaveValue("50");
    const mismatch = page.getByText(/^Deposit invoices bill/);
    await expect(mismatch).toHaveCount(0);
    await page.getByLabel("Default day rate (£)").fill("275.50");
    await page.getByLabel("Quote validity (days)").fill("14");
    await page.getByLabel("Deposit (%)").fill("30");
    // The terms' own deposit and validity follow the fields: the customer reads what is billed.
    await expect(page.getByLabel("Default terms")).toHaveValue(
      "This quote is valid for 14 days from the date of issue. A 30% deposit is required before work begins, with the balance due on completion.",
    );
    await expect(mismatch).toHaveCount(0);
    // Terms of their own that do not say the deposit are pointed out before a customer reads them.
    const terms = page.getByLabel("Default terms").inputValue();
    await page.getByLabel("Default terms").fill("Half up front, the rest on completion.");
    await expect(mismatch).toHaveText(
      "Deposit invoices bill 30% of the quote; your terms do not say 30%.",
    );
    await page.getByLabel("Default terms").fill(await terms);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Quote settings saved")).toBeVisible();
    await snapFromTop(page, "settings-quote-desktop");
    const quote = await (await page.request.get("/api/settings/quote")).json();
    expect(quote).toMatchObject({
      defaultDayRatePence: 27550,
      quoteValidDays: 14,
      depositPercent: 30,
    });
    expect(quote.defaultTerms).toContain("A 30% deposit is required");
    await page.getByLabel("Default terms").fill("A 30% deposit is required before work begins.");

    // Merchant terms: add a row, save, reload.
    await page.getByRole("tab", { name: "Merchant Terms" }).click();
    const merchants = (await (await page.request.get("/api/merchants")).json()).merchants;
    const merchant = merchants[0] as { name: string; branches: string[] };
    const add = page.getByRole("button", { name: "Add", exact: true });
    await expect(add).toBeDisabled();
    await page.getByLabel("Merchant name").fill(merchant.name);
    await page.getByLabel("Discount %", { exact: true }).fill("-5");
    await expect(page.getByText("Discount must be between 0 and 100")).toBeVisible();
    await expect(add).toBeDisabled();
    await page.getByLabel("Discount %", { exact: true }).fill("12.5");
    await expect(page.getByText("Discount must be between 0 and 100")).toHaveCount(0);
    await page.getByLabel("Branch", { exact: true }).fill(merchant.branches[0]!);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByLabel("Merchant name")).toHaveValue("");
    await expect(page.getByLabel("Discount %", { exact: true })).toHaveValue("0");
    await expect(page.getByLabel("Branch", { exact: true })).toHaveValue("");
    await expect(add).toBeDisabled();
    await expect(page.getByRole("button", { name: `Remove ${merchant.name}` })).toBeVisible();

    // The same merchant again is refused before it reaches the list.
    await page.getByLabel("Merchant name").fill(merchant.name.toLowerCase());
    await expect(add).toBeDisabled();
    await expect(
      page.getByText(`${merchant.name} is already in the list: change its discount there`),
    ).toBeVisible();
    await page.getByLabel("Merchant name").fill("Local Timber Co");
    await add.click();
    // A name no merchant of the catalogue has gets no discount anywhere: the row says so.
    const unknown = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Remove Local Timber Co" }) });
    await expect(unknown).toContainText("No merchant in the catalogue has this name");
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("button", { name: `Remove ${merchant.name}` }) }),
    ).not.toContainText("No merchant in the catalogue");
    await expect(unknown).toContainText("Remove it and add a name from the list.");
    await page.getByRole("button", { name: "Remove Local Timber Co" }).click();
    await expect(page.getByRole("button", { name: "Remove Local Timber Co" })).toHaveCount(0);

    // A near miss ("Jewsons") is offered the catalogue's name, which then discounts its prices.
    const other = merchants[1] as { name: string };
    await page.getByLabel("Merchant name").fill(`${other.name}s`);
    await add.click();
    const nearMiss = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: `Remove ${other.name}s` }) });
    await expect(nearMiss).toContainText("No merchant in the catalogue has this name");
    await snap(page, "settings-merchant-near-miss-desktop");
    await nearMiss.getByRole("button", { name: `Use ${other.name}` }).click();
    const renamed = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: `Remove ${other.name}`, exact: true }) });
    await expect(renamed).not.toContainText("No merchant in the catalogue");
    await page.getByRole("button", { name: `Remove ${other.name}`, exact: true }).click();
    // A near miss of a merchant already listed is not offered as a second row of it.
    await page.getByLabel("Merchant name").fill(`${merchant.name}s`);
    await add.click();
    const twice = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: `Remove ${merchant.name}s` }) });
    await expect(twice).toContainText(`${merchant.name} is already in the list: remove this row.`);
    await expect(twice.getByRole("button", { name: `Use ${merchant.name}` })).toHaveCount(0);
    await page.getByRole("button", { name: `Remove ${merchant.name}s` }).click();

    // Rows added are kept only by Save Changes, and the page says so until then.
    const unsaved = page.getByText("Unsaved changes: Save Changes to keep them.");
    await expect(unsaved).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Merchant terms saved")).toBeVisible();
    await expect(unsaved).toHaveCount(0);

    // Trade accounts sit under the merchant terms.
    await page.getByLabel("Merchant", { exact: true }).selectOption({ label: merchant.name });
    await page.getByRole("textbox", { name: "Account number" }).fill("TA-0001");
    await page.getByRole("textbox", { name: "Account name" }).fill("Spark Electrical");
    await page.getByLabel("Use as my default account").check();
    await page.getByRole("button", { name: "Add account" }).click();
    await expect(page.getByText("Trade account added")).toBeVisible();
    await expect(page.getByText("Spark Electrical · TA-0001")).toBeVisible();
    await snapFromTop(page, "settings-merchants-desktop");

    await page.reload();
    await page.getByRole("tab", { name: "Merchant Terms" }).click();
    await expect(page.getByRole("button", { name: `Remove ${merchant.name}` })).toBeVisible();
    await expect(page.getByLabel(`Discount % for ${merchant.name}`)).toHaveValue("12.5");
    await expect(page.getByLabel(`Preferred branch for ${merchant.name}`)).toHaveValue(
      merchant.branches[0]!,
    );
    await expect(page.getByText("Spark Electrical · TA-0001")).toBeVisible();

    // A branch the list does not know (the list has three towns) is typed in, and kept.
    await page.getByLabel(`Preferred branch for ${merchant.name}`).fill("Leeds Kirkstall Road");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Merchant terms saved")).toBeVisible();
    const saved = await (await page.request.get("/api/settings/merchant-terms")).json();
    expect(saved.terms[0]).toMatchObject({
      merchantName: merchant.name,
      preferredBranch: "Leeds Kirkstall Road",
    });
  });

  test("fits a phone screen", async ({ page }) => {
    await page.setViewportSize(phone);
    await signUpViaApi(page);
    await openSettings(page);
    await expect(page.getByLabel("Business name")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "settings-business-phone");

    await page.getByRole("tab", { name: "Quote Settings" }).click();
    await expect(page.getByLabel("Default day rate (£)")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "settings-quote-phone");

    await page.getByRole("tab", { name: "Merchant Terms" }).click();
    await page.getByLabel("Merchant name").fill("A Very Long Merchant Name Builders Supplies Ltd");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("No trade accounts yet.")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "settings-merchants-phone");
  });
});
