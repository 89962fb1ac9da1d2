import { seriousViolations } from "./axe";
import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * Issue 20 leftover: the builder's customer picker never passes off the matches of an older search
 * as the answer to the newer one: while a search waits (debounce or request) the list is marked
 * busy and says "Searching customers...", and a late answer to an older search never replaces the
 * newer one's.
 */
test("the customer picker marks stale matches busy and ignores a late older answer", async ({
  page,
}) => {
  await signUpViaApi(page, { name: "Pat Plasterer" });
  for (const [firstName, lastName] of [
    ["Alice", "Archer"],
    ["Bob", "Baker"],
  ]) {
    const res = await page.request.post("/api/customers", { data: { firstName, lastName } });
    expect(res.ok()).toBeTruthy();
  }
  // The answer to "arc" is held until the test lets it go, after the newer search has answered.
  let releaseArc = () => {};
  const arcHeld = new Promise<void>((resolve) => {
    releaseArc = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/customers" && url.searchParams.get("q") === "arc",
    async (route) => {
      await arcHeld;
      await route.continue();
    },
  );

  await page.setViewportSize(desktop);
  await page.goto("/dashboard/quotes/new");
  const picker = page.getByRole("combobox", { name: "Customer" });
  const list = page.getByRole("listbox", { name: "Customers" });
  // Closed, the list asks for nothing, so it is not busy either (hidden, so found by attribute).
  await expect(page.locator('[role="listbox"][aria-label="Customers"]')).toHaveAttribute(
    "aria-busy",
    "false",
  );
  await picker.click();
  await expect(list.getByRole("option")).toHaveCount(2);
  await expect(list).toHaveAttribute("aria-busy", "false");

  // "arc" typed: until its answer comes, the newest-customers list is busy, not "the matches".
  const arcAsked = page.waitForRequest((r) => r.url().includes("q=arc"));
  await picker.fill("arc");
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(page.getByText("Searching customers...")).toBeVisible();
  // Asked and not answered: no match of an older search is offered, only "Searching customers...".
  await arcAsked;
  await expect(list.getByRole("option")).toHaveCount(0);
  await expect(page.getByText("Searching customers...")).toBeVisible();
  await snap(page, "builder-customer-search-waiting-desktop");
  // Enter while waiting picks nothing (it would pick a stale match).
  await picker.press("Enter");
  await expect(picker).toHaveValue("arc");
  await expect(page).toHaveURL(/\/dashboard\/quotes\/new$/);

  // "bak" answers first.
  await picker.fill("bak");
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByRole("option").first()).toContainText("Bob Baker");
  await expect(list).toHaveAttribute("aria-busy", "false");

  // The older "arc" answers late: the list still shows the newer search's match.
  const arcAnswered = page.waitForResponse((r) => r.url().includes("q=arc"));
  releaseArc();
  expect((await arcAnswered).ok()).toBeTruthy();
  // Let the page handle the late answer (two frames) before looking again.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByRole("option").first()).toContainText("Bob Baker");
  await expect(page.getByText("Searching customers...")).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // The late answer was kept for its own search: typing "arc" again shows it.
  await picker.fill("arc");
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByRole("option").first()).toContainText("Alice Archer");
  await expect(list).toHaveAttribute("aria-busy", "false");
  await picker.press("Enter");
  await expect(picker).toHaveValue("Alice Archer");

  await page.setViewportSize(phone);
  await picker.click();
  await picker.fill("ba");
  await expect(list.getByRole("option").first()).toContainText("Bob Baker");
  await snap(page, "builder-customer-search-phone");
});
