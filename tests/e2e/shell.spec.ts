import { expect, signUpViaApi, snap, test } from "./fixtures";

test("the 404 page says so, logs it and links back to the dashboard", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (m) => logged.push(m.text()));
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! This page doesn't exist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  expect(logged.some((l) => l.includes("404") && l.includes("/no/such/page"))).toBe(true);
  await snap(page, "not-found-desktop");
});

test("theme switches between light, dark and system and is remembered", async ({ page }) => {
  await signUpViaApi(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/dashboard");
  const html = page.locator("html");
  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await snap(page, "dashboard-dark-desktop");
  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: "Light" }).click();
  await expect(html).toHaveClass(/light/);
  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: "System" }).click();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
});

test("desktop sidebar and user menu; mobile top bar with a slide-out menu", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard");
  const sidebar = page.getByRole("complementary");
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(280);
  for (const link of ["Dashboard", "Customers", "Materials", "Quotes", "Jobs", "Invoices"]) {
    await expect(sidebar.getByRole("link", { name: link })).toBeVisible();
  }
  await expect(sidebar.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  const menu = page.getByRole("button", { name: "User menu" });
  await expect(menu).toHaveText(email.slice(0, 2).toUpperCase());
  await menu.click();
  for (const item of ["Profile", "Settings", "Help", "Log out"]) {
    await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
  }
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await sidebar.getByRole("link", { name: "Customers" }).click();
  await expect(sidebar.getByRole("link", { name: "Customers" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await snap(page, "shell-desktop");

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await snap(page, "shell-menu-phone");
  await drawer.getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, "shell-phone");
});

test("every route of the route table answers inside the layout", async ({ page }) => {
  await signUpViaApi(page);
  const routes: [string, string][] = [
    ["/dashboard", "Dashboard"],
    ["/dashboard/quotes", "Quotes"],
    ["/dashboard/quotes/new", "Create Quote Manually"],
    ["/dashboard/manual-quote", "Create Quote Manually"],
    ["/dashboard/customers", "Customers"],
    ["/dashboard/job-history", "Job History"],
    ["/dashboard/settings", "Settings"],
    ["/dashboard/materials", "Materials"],
    ["/dashboard/product-search", "Product Search"],
    ["/dashboard/screwfix-scraper", "Supplier Scraper"],
    ["/dashboard/product-scraper", "Product Description Scraper"],
    ["/dashboard/jobs", "Job Workflow"],
    ["/dashboard/invoices", "Invoices"],
    ["/dashboard/profile", "Profile"],
    ["/dashboard/help", "Help"],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/clients");
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await page.goto("/quotes");
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
});
