import type { Page } from "@playwright/test";
import { isoDay } from "../../src/shared/dates";
import { type BoardColumn, boardColumnLabels } from "../../src/shared/job-board";
import {
  desktop,
  expect,
  horizontalOverflow,
  moveRightWithKeyboard,
  phone,
  signUpViaApi,
  snap,
  test,
} from "./fixtures";

interface Created {
  id: string;
  name: string;
}

const HOUR = 3_600_000;

async function createQuote(
  page: Page,
  name: string,
  customerId: string,
  status: "draft" | "sent" | "accepted",
): Promise<Created> {
  const res = await page.request.post("/api/quotes", {
    data: {
      name,
      customerId,
      jobDescription: `${name}: labour and materials.`,
      materials: [{ name: "Plasterboard", quantity: 6, unit: "sheet", unitPricePence: 1099 }],
      laborDays: 2,
    },
  });
  expect(res.ok()).toBeTruthy();
  const quote = (await res.json()) as Created;
  if (status !== "draft") {
    const changed = await page.request.post(`/api/quotes/${quote.id}/status`, { data: { status } });
    expect(changed.ok()).toBeTruthy();
  }
  return quote;
}

async function createJob(page: Page, quoteId: string, startAt: Date) {
  const res = await page.request.post("/api/jobs", {
    data: { quoteId, startAt: startAt.toISOString(), notes: "Key under the mat" },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { id: string };
}

/** A customer, Ada Jones, for the job page's tests. */
async function adaJones(page: Page): Promise<string> {
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Ada", lastName: "Jones", email: "ada@example.co.uk" },
  });
  return ((await customer.json()) as { id: string }).id;
}

const column = (page: Page, key: string) => page.locator(`section[data-column="${key}"]`);
const card = (page: Page, key: string, name: string) =>
  column(page, key).getByTestId("board-card").filter({ hasText: name });
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/**
 * A real pointer drag of the card `name` from column `fromKey` to column `toKey`: press, move past
 * the 5 px threshold, travel in steps, release. Each step waits for dnd-kit's live region, as the
 * keyboard moves do, so the pointer keeps in step with the board (a move made before the board has
 * picked the card up, or a release before it knows the column below, would be lost).
 */
async function drag(page: Page, fromKey: BoardColumn, name: string, toKey: BoardColumn) {
  const from = card(page, fromKey, name);
  const to = column(page, toKey);
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  const a = await from.boundingBox();
  if (!a) throw new Error("drag source not visible");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  // dnd-kit says "Picked up", then at once that the card is over its own column.
  await expect(
    page.getByText(new RegExp(`^Picked up ${name}\\.$|^${name} is over `)),
  ).toBeAttached();
  const b = await to.boundingBox();
  if (!b) throw new Error("drag target not visible");
  await page.mouse.move(b.x + b.width / 2, b.y + 40, { steps: 15 });
  await expect(page.getByText(`${name} is over ${boardColumnLabels[toKey]}.`)).toBeAttached();
  await page.mouse.up();
  await expect(
    page.getByText(`${name} was dropped on ${boardColumnLabels[toKey]}.`),
  ).toBeAttached();
}

/** Keyboard move: focus the handle, Space to lift, ArrowRight once, Space to drop. */
async function keyMoveRight(page: Page, name: string, toLabel: string) {
  // The board scrolls sideways inside its own container: bring the target column into view first.
  await page
    .locator("section[data-column]")
    .filter({ has: page.getByRole("heading", { name: toLabel, exact: true }) })
    .scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: `Move ${name}` }).focus();
  await moveRightWithKeyboard(
    page,
    new RegExp(`^Picked up ${name}\\.$|^${name} is over `),
    `${name} is over ${toLabel}.`,
  );
  await page.keyboard.press("Space");
}

test("job workflow board: the drag rules, persisted", async ({ page }) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  const customer = await page.request.post("/api/customers", {
    data: {
      firstName: "Sarah",
      lastName: "Thompson",
      email: "sarah@example.co.uk",
      phone: "07700 900123",
      address: "12 High Street, Leeds LS1 4AB",
    },
  });
  const customerId = ((await customer.json()) as { id: string }).id;
  const draft = await createQuote(page, "Garden wall repair", customerId, "draft");
  const sent = await createQuote(page, "Bathroom re-tile", customerId, "sent");
  const accepted = await createQuote(page, "Kitchen re-plaster", customerId, "accepted");
  const future = await createQuote(page, "Loft boarding", customerId, "accepted");
  await createJob(page, future.id, new Date(Date.now() + 5 * 24 * HOUR));
  const due = await createQuote(page, "Fence panels", customerId, "accepted");
  await createJob(page, due.id, new Date(Date.now() - HOUR));

  await page.goto("/dashboard/jobs");
  await expect(page.getByRole("heading", { name: "Job Workflow", level: 1 })).toBeVisible();
  for (const label of [
    "Draft Quote",
    "Quote Sent",
    "Quote Accepted",
    "Job Scheduled",
    "Job In Progress",
    "Job Finished",
  ]) {
    await expect(page.getByRole("heading", { name: label, level: 2 })).toBeVisible();
  }
  await expect(column(page, "completed").getByText("No items")).toBeVisible();
  await expect(column(page, "draft").getByTestId("column-count")).toHaveText(/^1/);
  await expect(card(page, "scheduled", future.name)).toBeVisible();
  // A job whose start has come but is still only scheduled says so; one still to come does not.
  await expect(card(page, "scheduled", due.name)).toContainText("Start time passed");
  await expect(card(page, "scheduled", future.name)).not.toContainText("Start time passed");
  await expect(page.getByRole("link", { name: "Create Quote" })).toHaveAttribute(
    "href",
    "/dashboard/quotes",
  );

  // Search
  const search = page.getByRole("searchbox", { name: "Search jobs and quotes" });
  await search.fill("loft");
  await expect(page.getByTestId("board-card")).toHaveCount(1);
  await search.fill("");
  await expect(page.getByTestId("board-card")).toHaveCount(5);
  await snap(page, "jobs-board-desktop");

  // draft → sent is blocked: send the quote first (the toast's action opens it).
  await drag(page, "draft", draft.name, "sent");
  await expect(toast(page, "Send Quote")).toContainText(
    "Please send the quote to the client first",
  );
  await expect(card(page, "draft", draft.name)).toBeVisible();
  await expect(toast(page, "Send Quote").getByRole("button", { name: "Open quote" })).toBeVisible();

  // sent → accepted asks first; Cancel changes nothing, Continue records the acceptance.
  await keyMoveRight(page, sent.name, "Quote Accepted");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, "sent", sent.name)).toBeVisible();
  await drag(page, "sent", sent.name, "accepted");
  await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(toast(page, "Quote Accepted")).toBeVisible();
  await expect(card(page, "accepted", sent.name)).toBeVisible();

  // accepted → scheduled opens the schedule dialog, which creates the job.
  await keyMoveRight(page, accepted.name, "Job Scheduled");
  await expect(dialog.getByRole("heading", { name: "Schedule Job" })).toBeVisible();
  await dialog.getByLabel("Notes").fill("Park on the drive");
  await dialog.getByRole("button", { name: "Schedule Job" }).click();
  await expect(toast(page, "Job Scheduled")).toBeVisible();
  await expect(card(page, "scheduled", accepted.name)).toBeVisible();

  // scheduled (future) → in progress is refused; a due job starts.
  await keyMoveRight(page, future.name, "Job In Progress");
  await expect(toast(page, "Cannot Start Yet")).toContainText(
    "This job is scheduled for the future",
  );
  await expect(card(page, "scheduled", future.name)).toBeVisible();
  await keyMoveRight(page, due.name, "Job In Progress");
  await expect(toast(page, "Job Started")).toBeVisible();
  await expect(card(page, "in-progress", due.name)).toBeVisible();

  // A drag the board does not handle does nothing.
  await drag(page, "draft", draft.name, "accepted");
  await expect(card(page, "draft", draft.name)).toBeVisible();

  // After a reload everything is where it was left, and the quote list agrees.
  await page.reload();
  await expect(card(page, "draft", draft.name)).toBeVisible();
  await expect(card(page, "accepted", sent.name)).toBeVisible();
  await expect(card(page, "scheduled", accepted.name)).toBeVisible();
  await expect(card(page, "scheduled", future.name)).toBeVisible();
  await expect(card(page, "in-progress", due.name)).toBeVisible();
  const quoteAfter = await (await page.request.get(`/api/quotes/${sent.id}`)).json();
  expect(quoteAfter).toMatchObject({ status: "accepted", decision: { source: "user" } });

  // in progress → finished completes the job, once asked (it cannot be undone): kept working,
  // the card stays where it was.
  await keyMoveRight(page, due.name, "Job Finished");
  const finish = page.getByRole("dialog", { name: "Finish this job?" });
  await expect(finish).toContainText(`${due.name} moves to Finished, ready to invoice.`);
  await finish.getByRole("button", { name: "Keep working" }).click();
  await expect(card(page, "in-progress", due.name)).toBeVisible();
  await keyMoveRight(page, due.name, "Job Finished");
  await finish.getByRole("button", { name: "Finish job" }).click();
  await expect(toast(page, "Job Finished")).toBeVisible();
  await expect(card(page, "completed", due.name)).toBeVisible();
  await page.reload();
  await expect(card(page, "completed", due.name)).toBeVisible();

  await page.setViewportSize(phone);
  await expect(card(page, "draft", draft.name)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "jobs-board-phone");
  await page.setViewportSize(desktop);

  // The job page: summary, customer and site, dates, notes, orders, calendar links.
  await card(page, "scheduled", accepted.name).getByRole("link").click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: accepted.name, level: 1 })).toBeVisible();
  await expect(page.getByText("12 High Street, Leeds LS1 4AB")).toBeVisible();
  await expect(page.getByLabel("Notes")).toHaveValue("Park on the drive");
  await expect(page.getByText("No materials have been ordered for this job yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
    "href",
    /calendar\.google\.com.*text=Job%3A\+Kitchen\+re-plaster/,
  );
  await expect(page.getByRole("link", { name: "Download .ics" })).toHaveAttribute(
    "href",
    /\/api\/jobs\/.+\/calendar\.ics$/,
  );
  await snap(page, "job-page-desktop");
  await page.setViewportSize(phone);
  await expect(page.getByRole("heading", { name: accepted.name, level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "job-page-phone");

  // Job History lists the finished job.
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/job-history");
  await expect(page.getByRole("link", { name: new RegExp(due.name) })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search finished jobs" }).fill("nothing like it");
  await expect(page.getByText("No finished jobs match your search.")).toBeVisible();
});

test("quote detail: Schedule Job creates the job, then links to it", async ({ page }) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Tom", lastName: "Baker", email: "tom@example.co.uk" },
  });
  const customerId = ((await customer.json()) as { id: string }).id;
  const quote = await createQuote(page, "Porch roof", customerId, "accepted");
  await page.goto(`/dashboard/quotes/${quote.id}`);
  // Accepted, the job and the invoice lead the actions; the offer's validity is no longer shown.
  const actions = page.getByTestId("quote-actions").getByRole("button");
  await expect(actions.nth(0)).toHaveText("Schedule Job");
  await expect(actions.nth(1)).toHaveText("Create Invoice");
  await expect(page.getByText(/^Valid until \d/)).toHaveCount(0);
  await expect(page.getByText("Not opened yet")).toHaveCount(0);
  await snap(page, "quote-accepted-actions-1280");
  // Sending an accepted quote sends a copy of what was agreed, not a new offer to accept.
  await page.getByRole("button", { name: "Send to Customer" }).click();
  const send = page.getByRole("dialog", { name: "Send Quote to Customer" });
  await expect(send).toContainText("Email a copy of the quote as it was accepted");
  await expect(send.getByLabel("Include a link to the quote")).toBeChecked();
  await send.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Schedule Job" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Schedule Job" })).toBeVisible();
  await dialog.getByLabel("End").fill("2020-01-01T08:00");
  await dialog.getByRole("button", { name: "Schedule Job" }).click();
  await expect(dialog.getByText("The end must be after the start")).toBeVisible();
  await dialog.getByLabel("Start").fill("2030-06-03T08:00");
  await dialog.getByLabel("End").fill("2030-06-03T16:30");
  await dialog.getByRole("button", { name: "Schedule Job" }).click();
  await expect(toast(page, "Job Scheduled")).toBeVisible();
  await page.getByRole("link", { name: "View Job" }).click();
  await expect(page.getByRole("heading", { name: "Porch roof", level: 1 })).toBeVisible();
  // An end chosen in the dialog is kept, and the page says so.
  await expect(page.getByTestId("job-end")).toHaveText("Mon, 3 Jun 2030, 16:30");
  await expect(page.getByText("End chosen when scheduling")).toBeVisible();
});

test("a two-day job ends after its labour in working days, over Christmas 2027", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  const customer = await page.request.post("/api/customers", {
    data: {
      firstName: "Priya",
      lastName: "Shah",
      email: "priya@example.co.uk",
      address: "4 Mill Lane, York YO1 7HH",
    },
  });
  const customerId = ((await customer.json()) as { id: string }).id;
  const quote = await createQuote(page, "Utility room re-plaster", customerId, "accepted");
  await page.goto(`/dashboard/quotes/${quote.id}`);
  await page.getByRole("button", { name: "Schedule Job" }).click();
  const dialog = page.getByRole("dialog");
  // A start on a bank holiday or a weekend is pointed out: that day is the job's first.
  const hint = dialog.getByText(/2 days of labour in working days/);
  await dialog.getByLabel("Start").fill("2027-12-25T08:00");
  await expect(hint).toContainText("The start is a Saturday; it counts as the first day.");
  await dialog.getByLabel("Start").fill("2027-12-27T08:00");
  await expect(hint).toContainText(
    "The start is Christmas Day (substitute day), a bank holiday; it counts as the first day.",
  );
  await dialog.getByLabel("Start").fill("2027-12-24T08:00");
  await expect(hint).not.toContainText("The start is");
  // No end: the dialog says when the quote's two days of labour end, skipping the bank holidays.
  await expect(dialog.getByLabel("End")).toHaveValue("");
  await expect(dialog.getByText(/2 days of labour in working days/)).toContainText(
    "ends Wed, 29 Dec 2027, 17:00",
  );
  await snap(page, "job-schedule-dialog-desktop");
  await dialog.getByRole("button", { name: "Schedule Job" }).click();
  await expect(toast(page, "Job Scheduled")).toBeVisible();

  await page.getByRole("link", { name: "View Job" }).click();
  await expect(page.getByRole("heading", { name: quote.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("job-end")).toHaveText("Wed, 29 Dec 2027, 17:00");
  await expect(page.getByText("2 days of labour, in working days")).toBeVisible();
  await expect(page.getByText("On site (2 days)")).toBeVisible();
  await expect(page.getByText(/^Fri 24 Dec; Wed 29 Dec/)).toBeVisible();
  await snap(page, "job-schedule-desktop");
  await page.setViewportSize(phone);
  await expect(page.getByTestId("job-end")).toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "job-schedule-phone");

  // The board's card shows the span; the .ics has the two all-day events.
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/jobs");
  await expect(card(page, "scheduled", quote.name)).toContainText("Fri 24 Dec, 08:00 – Wed 29 Dec");
  const jobs = await (await page.request.get(`/api/jobs?quoteId=${quote.id}`)).json();
  const ics = await (await page.request.get(`/api/jobs/${jobs.jobs[0].id}/calendar.ics`)).text();
  expect(ics.match(/DTSTART;VALUE=DATE:\d{8}/g)).toEqual([
    "DTSTART;VALUE=DATE:20271224",
    "DTSTART;VALUE=DATE:20271229",
  ]);
});

test("job page: notes are saved, an edit made elsewhere meanwhile offers Reload", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page);
  const customerId = await adaJones(page);
  const quote = await createQuote(page, "Garage skim", customerId, "accepted");
  const job = await createJob(page, quote.id, new Date(Date.now() + 48 * HOUR));
  await page.goto(`/dashboard/jobs/${job.id}`);
  await expect(page.getByRole("heading", { name: "Garage skim", level: 1 })).toBeVisible();
  await expect(page.getByText("No materials have been ordered for this job yet.")).toBeVisible();
  const notes = page.getByRole("textbox", { name: "Notes" });
  await expect(notes).toHaveValue("Key under the mat");
  await notes.fill("Key under the mat. Park on the drive.");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(toast(page, "Notes saved")).toBeVisible();
  await page.reload();
  await expect(notes).toHaveValue("Key under the mat. Park on the drive.");
  expect(await horizontalOverflow(page)).toBe(0);
  await snap(page, "job-page-notes-375");

  // Someone else saves the notes (another phone) while this page is being edited.
  const current = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as {
    version: number;
  };
  const other = await page.request.patch(`/api/jobs/${job.id}`, {
    data: { notes: "Gate code 1234", version: current.version },
  });
  expect(other.ok()).toBeTruthy();
  await notes.fill("Bring dust sheets");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "changed somewhere else" })).toBeVisible();
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(notes).toHaveValue("Gate code 1234");
  await page.setViewportSize(desktop);
  await snap(page, "job-page-notes-1280");
});

test("job page: a job booked for later starts today after the question, and once finished is invoiced from here", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page);
  const customerId = await adaJones(page);
  const quote = await createQuote(page, "Hall ceiling", customerId, "accepted");
  const job = await createJob(page, quote.id, new Date(Date.now() + 48 * HOUR));
  await page.goto(`/dashboard/jobs/${job.id}`);
  await expect(page.getByRole("heading", { name: "Hall ceiling", level: 1 })).toBeVisible();

  // On site a day early: asked, and "Keep the booking" changes nothing.
  await page.getByRole("button", { name: "Start Job" }).click();
  const ask = page.getByRole("dialog", { name: "Start this job today?" });
  await expect(ask).toContainText("It is booked to start");
  await expect(ask).toContainText("and its end with the labour");
  await snap(page, "job-start-early-375");
  await ask.getByRole("button", { name: "Keep the booking" }).click();
  await expect(ask).toHaveCount(0);
  const kept = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as Record<
    string,
    string
  >;
  expect(kept.status).toBe("scheduled");
  expect(Date.parse(kept.startAt!)).toBeGreaterThan(Date.now() + 24 * HOUR);

  await page.getByRole("button", { name: "Start Job" }).click();
  await ask.getByRole("button", { name: "Start today" }).click();
  await expect(toast(page, "Job Started")).toBeVisible();
  const started = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as Record<
    string,
    string
  >;
  expect(started.status).toBe("in-progress");
  expect(Date.parse(started.startAt!)).toBeLessThanOrEqual(Date.now());

  // Finish Job sits where Start Job was and cannot be undone: it asks, and "Keep working" keeps
  // the job in progress (a double tap no longer finishes a job on its first day).
  await page.getByRole("button", { name: "Finish Job" }).click();
  const finish = page.getByRole("dialog", { name: "Finish this job?" });
  await expect(finish).toContainText("It moves to Finished, ready to invoice.");
  await snap(page, "job-finish-ask-375");
  await finish.getByRole("button", { name: "Keep working" }).click();
  await expect(finish).toHaveCount(0);
  const stillWorking = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as Record<
    string,
    string
  >;
  expect(stillWorking.status).toBe("in-progress");
  await expect(page.getByRole("button", { name: "Finish Job" })).toBeVisible();

  // Finished, the invoice is raised from the job page. The days worked start as today; a start
  // entered two days back is kept (Quoted vs actual counts from it).
  await page.getByRole("button", { name: "Finish Job" }).click();
  const today = isoDay(new Date());
  const twoDaysAgo = isoDay(new Date(Date.now() - 48 * HOUR));
  await expect(finish.getByLabel("Finished")).toHaveValue(today);
  await expect(finish.getByLabel("Started")).toHaveValue(today);
  await finish.getByLabel("Started").fill(twoDaysAgo);
  await expect(finish.getByRole("button", { name: "Finish job" })).toBeInViewport();
  await snap(page, "job-finish-days-375");
  await finish.getByRole("button", { name: "Finish job" }).click();
  await expect(toast(page, "Job Finished")).toBeVisible();
  await expect(finish).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/jobs/${job.id}`)).json()) as Record<string, string>)
          .status,
    )
    .toBe("completed");
  const finished = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as Record<
    string,
    string
  >;
  expect(isoDay(finished.startedAt!)).toBe(twoDaysAgo);
  await page.getByRole("button", { name: "Create Invoice" }).click();
  await page.getByRole("menuitem", { name: "Full invoice", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Invoice INV-0001" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test("on a phone the board opens at its first column holding work, not an empty Draft Quote", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page);
  const customerId = await adaJones(page);
  const quote = await createQuote(page, "Porch rebuild", customerId, "accepted");
  await createJob(page, quote.id, new Date(Date.now() + 48 * HOUR));
  await page.goto("/dashboard/jobs");
  await expect(card(page, "scheduled", "Porch rebuild")).toBeInViewport();
  await expect(column(page, "draft")).not.toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The grip is drawn at 28 px but a finger 6 px outside it still takes it (a 44 px target).
  const grip = page.getByRole("button", { name: "Move Porch rebuild" });
  const box = (await grip.boundingBox())!;
  expect(box.width).toBeLessThan(44);
  const reached = await grip.evaluate(
    (el, at) => {
      const hit = document.elementFromPoint(at.x, at.y);
      return hit === el || el.contains(hit);
    },
    { x: box.x + box.width + 6, y: box.y + box.height / 2 },
  );
  expect(reached).toBe(true);
});
