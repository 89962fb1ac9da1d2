import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { isoDay } from "../../src/shared/dates";
import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * Settings → Export your data: the built server streams the zip (GET /api/export) and the browser
 * saves it whole, with the business's CSVs and data.json.
 */
test("Settings: Download all data saves the business's zip", async ({ page }) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page, { name: "Sam Spark" });
  const res = await page.request.post("/api/customers", {
    data: { firstName: "Sarah", lastName: "Thompson", email: "sarah@example.co.uk" },
  });
  expect(res.ok()).toBeTruthy();

  await page.goto("/dashboard/settings");
  const card = page.getByText("Export your data");
  await card.scrollIntoViewIfNeeded();
  await expect(
    page.getByText("your site photos, your logo and the PDFs of accepted"),
  ).toBeVisible();
  await snap(page, "settings-data-export-375");
  await page.setViewportSize(desktop);
  await snap(page, "settings-data-export-1280");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sole-export-${isoDay(new Date())}.zip`);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["customers.csv", "data.json"]));
  expect(strFromU8(files["customers.csv"]!)).toContain("Sarah");
  const data = JSON.parse(strFromU8(files["data.json"]!));
  expect(data.business.name).toBe("Sam Spark");
  expect(data.customers).toHaveLength(1);
});
