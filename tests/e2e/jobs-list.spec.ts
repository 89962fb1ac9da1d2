import { BOARD_COLUMN_LIMIT } from "../../src/shared/schemas/jobs";
import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

const DAY = 86_400_000;

/**
 * Issue 20 leftover: a board column holding more jobs than it shows links its "N more: see all"
 * to the full, paged list of that status.
 */
test("the job board's Scheduled column opens every scheduled job, paged", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpViaApi(page);
  const total = BOARD_COLUMN_LIMIT + 3;
  const first = Date.parse("2027-01-04T08:00:00Z");
  for (let i = 1; i <= total; i++) {
    const quote = await page.request.post("/api/quotes", {
      data: {
        name: `Scheduled job ${i}`,
        jobDescription: "Skim the lounge ceiling.",
        laborDays: 1,
        dayRatePence: 25000,
      },
    });
    expect(quote.ok()).toBeTruthy();
    const { id } = (await quote.json()) as { id: string };
    const accepted = await page.request.post(`/api/quotes/${id}/status`, {
      data: { status: "accepted" },
    });
    expect(accepted.ok()).toBeTruthy();
    // Job i starts i days after the first, so the list's order (soonest first) is known.
    const job = await page.request.post("/api/jobs", {
      data: { quoteId: id, startAt: new Date(first + (i - 1) * DAY).toISOString() },
    });
    expect(job.ok()).toBeTruthy();
  }

  await page.setViewportSize(desktop);
  await page.goto("/dashboard/jobs");
  const column = page.locator('section[data-column="scheduled"]');
  await expect(column.getByTestId("column-count")).toHaveText(`${total} items`);
  await expect(column.getByTestId("board-card")).toHaveCount(BOARD_COLUMN_LIMIT);
  await column.getByRole("link", { name: "3 more: see all" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/list\?status=scheduled$/);
  await expect(page.getByRole("heading", { name: "Scheduled Jobs", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Scheduled Jobs" });
  const rows = list.getByRole("listitem");
  await expect(rows).toHaveCount(BOARD_COLUMN_LIMIT);
  await expect(rows.first()).toContainText("Scheduled job 1");
  await expect(rows.first()).toContainText("Starts");
  await snap(page, "jobs-list-scheduled-1280");
  expect(await seriousViolations(page)).toEqual([]);

  // Scrolling to the end loads the rest, soonest first to the last booked.
  await page.getByRole("button", { name: "More scheduled jobs" }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(total);
  await expect(rows.last()).toContainText(`Scheduled job ${total}`);

  // Search reaches every scheduled job; a row opens the job.
  await page.getByRole("searchbox", { name: "Search scheduled jobs" }).fill("job 52");
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/[0-9a-f-]{36}$/);

  await page.setViewportSize(phone);
  await page.goto("/dashboard/jobs/list?status=scheduled");
  await expect(rows).toHaveCount(BOARD_COLUMN_LIMIT);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/screens/jobs-list-scheduled-375.png" });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to the job board" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);

  // The In Progress column's page is the same list for jobs started.
  await page.goto("/dashboard/jobs/list?status=in-progress");
  await expect(page.getByRole("heading", { name: "Jobs In Progress", level: 1 })).toBeVisible();
  await expect(page.getByText("No jobs in progress.")).toBeVisible();
});
