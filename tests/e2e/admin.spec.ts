import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { formatDate, isoDay } from "../../src/shared/dates";
import { desktop, expect, phone, signUpViaApi, snap, test, uniqueEmail } from "./fixtures";

/** A full-page screenshot from the top, so the sticky header is drawn where it belongs. */
async function snapFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

async function joinWaitlist(page: Page, email: string) {
  const res = await page.request.post("/api/waitlist", { data: { email } });
  expect(res.ok()).toBeTruthy();
}

test.describe("admin dashboard", () => {
  test("lists the waitlist newest first and exports it as CSV", async ({ page }) => {
    await page.setViewportSize(desktop);
    const older = uniqueEmail("waitlist-older");
    const newer = uniqueEmail("waitlist-newer");
    await joinWaitlist(page, older);
    await joinWaitlist(page, newer);
    await signUpViaApi(page, { email: uniqueEmail("boss", "sole-admin.test") });

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }),
    ).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["Waitlist", "Users", "Analytics"]);

    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Email", "Signup Date"]);
    const today = formatDate(new Date());
    for (const email of [older, newer]) {
      await expect(table.getByRole("row", { name: `${email} ${today}` })).toBeVisible();
    }
    const emails = await table.locator("tbody tr td:first-child").allTextContents();
    expect(emails.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(emails.indexOf(newer)).toBeLessThan(emails.indexOf(older));

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText(`Retrieved ${emails.length} waitlist emails`)).toBeVisible();
    await snapFromTop(page, "admin-desktop");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`waitlist-emails-${isoDay(new Date())}.csv`);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe("Email,Signup Date");
    for (const line of lines.slice(1)) expect(line).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2}$/);
    expect(lines).toContain(`${older},${isoDay(new Date())}`);
    expect(lines).toContain(`${newer},${isoDay(new Date())}`);
    await expect(page.getByText("CSV export completed")).toBeVisible();

    await page.getByRole("tab", { name: "Users" }).click();
    await expect(page.getByText("Coming soon")).toBeVisible();
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByText("Coming soon")).toBeVisible();
    await page.getByRole("tab", { name: "Waitlist" }).click();

    await page.setViewportSize(phone);
    await expect(table.getByRole("row", { name: `${newer} ${today}` })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await snapFromTop(page, "admin-phone");
  });

  test("a signed-in user who is not an admin is sent to the dashboard", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }),
    ).toHaveCount(0);
    expect((await page.request.get("/api/admin/waitlist")).status()).toBe(404);
  });
});
