import type { Locator, Page } from "@playwright/test";
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

async function createCustomer(page: Page, firstName: string, lastName: string) {
  const res = await page.request.post("/api/customers", {
    data: { firstName, lastName, email: `${firstName.toLowerCase()}@example.co.uk` },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

async function createQuote(page: Page, data: Record<string, unknown>): Promise<Created> {
  const res = await page.request.post("/api/quotes", { data });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Created;
}

/** A real pointer drag: press, move past the 5 px threshold, travel in steps, release. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("drag source or target not visible");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

test("quote list: grid, search, board, drag by mouse, keyboard and onto a tab", async ({
  page,
}) => {
  await signUpViaApi(page);
  const sarah = await createCustomer(page, "Sarah", "Thompson");
  const tom = await createCustomer(page, "Tom", "Hardy");
  const base = { laborDays: 2, dayRatePence: 25000, vatIncluded: true, vatRate: 20 };
  const kitchen = await createQuote(page, {
    ...base,
    name: "Kitchen refit",
    customerId: sarah,
    jobDescription:
      "Strip out the old kitchen, re-plaster two walls, fit new base and wall units, worktops and a sink, and tile the splashback behind the hob.",
    materials: [
      { name: "Plasterboard 12.5mm", quantity: 10, unit: "sheets", unitPricePence: 1299 },
      { name: "Drywall screws", quantity: 1, unit: "pack", unitPricePence: 899 },
    ],
    measurements: [
      { label: "Wall A", value: 3.2, unit: "m" },
      { label: "Wall B", value: 2.4, unit: "m" },
      { label: "Ceiling height", value: 2.4, unit: "m" },
      { label: "Window", value: 120, unit: "cm" },
      { label: "Door", value: 80, unit: "cm" },
      { label: "Worktop", value: 4.1, unit: "m" },
    ],
  });
  const bathroom = await createQuote(page, {
    ...base,
    name: "Bathroom tiling",
    customerId: tom,
    jobDescription: "Tile the bathroom floor and walls around the bath.",
    materials: [{ name: "Wall tiles", quantity: 8, unit: "boxes", unitPricePence: 2450 }],
  });
  const fence = await createQuote(page, {
    ...base,
    name: "Garden fence",
    customerId: sarah,
    laborDays: 1,
    jobDescription: "Replace six fence panels and two concrete posts.",
  });

  await page.setViewportSize(desktop);
  await page.goto("/dashboard/quotes");
  await expect(page.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible();
  const grid = page.getByRole("list", { name: "Quotes" });
  await expect(grid.locator(":scope > li")).toHaveCount(3);
  const kitchenCard = grid.locator(":scope > li").filter({ hasText: "Kitchen refit" });
  await expect(kitchenCard).toContainText("Sarah Thompson");
  await expect(kitchenCard).toContainText("Wall A: 3.2 m");
  await expect(kitchenCard).toContainText("+2 more");
  await expect(kitchenCard).toContainText("VAT (20%)");
  await expect(kitchenCard).toContainText("Your profit");
  await expect(kitchenCard.getByText("Draft", { exact: true })).toBeVisible();
  await snap(page, "quotes-grid-desktop");

  // Sorting: highest total first puts the kitchen (materials + 2 days) ahead of the fence (1 day).
  await page.getByLabel("Sort by").selectOption("total");
  await expect(grid.locator(":scope > li").last()).toContainText("Garden fence");
  await page.getByLabel("Sort by").selectOption("oldest");
  await expect(grid.locator(":scope > li").first()).toContainText("Kitchen refit");

  // Search runs on the server over every quote: name, description and customer.
  const search = page.getByPlaceholder("Search quotes...");
  await search.fill("TILE");
  await expect(grid.locator(":scope > li")).toHaveCount(2);
  await search.fill("hardy");
  await expect(grid.locator(":scope > li")).toHaveCount(1);
  await search.fill("no such quote");
  await expect(page.getByRole("heading", { name: "No quotes found" })).toBeVisible();
  await expect(
    page.getByText("Try another search or filter, or create your first quote."),
  ).toBeVisible();
  await search.fill("");

  // The AI Quote panel opens inline and closes again.
  await page.getByRole("button", { name: "AI Quote" }).click();
  const ai = page.getByRole("region", { name: "AI Quote Generator" });
  await expect(ai.getByRole("link", { name: "Create Quote Manually" })).toBeVisible();
  await ai.getByRole("button", { name: "Close AI Quote Generator" }).click();
  await expect(ai).toBeHidden();

  // One status chosen: the four columns.
  await page.getByRole("tab", { name: "Drafts" }).click();
  await expect(page).toHaveURL(/status=draft/);
  const column = (name: string) => page.getByRole("region", { name, exact: true });
  for (const name of ["Draft", "Sent", "Accepted", "Rejected"]) {
    await expect(column(name)).toBeVisible();
  }
  await expect(column("Draft").getByRole("listitem")).toHaveCount(3);
  await expect(column("Sent")).toContainText("No quotes");
  await snap(page, "quotes-board-desktop");

  const dialog = page.getByRole("dialog", { name: "Change Quote Status" });
  const card = (col: string, name: string) =>
    column(col).getByRole("listitem").filter({ hasText: name });

  // Mouse drag from Draft to Sent, then Cancel: nothing changes.
  await drag(page, card("Draft", kitchen.name), column("Sent"));
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Send Quote to Customer");
  await snap(page, "quotes-status-dialog-desktop");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card("Draft", kitchen.name)).toBeVisible();

  // Same column: ignored.
  await drag(page, card("Draft", kitchen.name), column("Draft"));
  await expect(dialog).toBeHidden();

  // Again, and Confirm.
  await drag(page, card("Draft", kitchen.name), column("Sent"));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Quote status updated to Sent")).toBeVisible();
  await expect(card("Sent", kitchen.name)).toBeVisible();
  await page.reload();
  await expect(card("Sent", kitchen.name)).toBeVisible();
  await expect(card("Draft", kitchen.name)).toHaveCount(0);

  // Keyboard: focus the handle, Space to lift, ArrowRight to the next column, Space to drop.
  await page.getByRole("button", { name: `Move ${bathroom.name}` }).focus();
  // dnd-kit's live region says what happens; waiting on it keeps the keys in step with the board.
  await moveRightWithKeyboard(
    page,
    new RegExp(`^(Picked up quote|Quote) ${bathroom.name}( is over Draft)?\\.$`),
    `Quote ${bathroom.name} is over Sent.`,
  );
  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Send Quote to Customer");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(card("Sent", bathroom.name)).toBeVisible();

  // Onto a status tab: Draft to Rejected asks whether the customer declined.
  await drag(page, card("Draft", fence.name), page.getByRole("tab", { name: "Rejected" }));
  await expect(dialog).toContainText("Has the customer declined this quote?");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Quote status updated to Rejected")).toBeVisible();
  await expect(card("Rejected", fence.name)).toBeVisible();

  // Sent to Accepted.
  await drag(page, card("Sent", kitchen.name), column("Accepted"));
  await expect(dialog).toContainText("Has the customer accepted this quote?");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(card("Accepted", kitchen.name)).toBeVisible();
  await snap(page, "quotes-board-moved-desktop");

  // Phone: columns stack, nothing scrolls sideways.
  await page.setViewportSize(phone);
  await expect(column("Draft")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "quotes-board-phone");
  await page.getByRole("tab", { name: "All Quotes" }).click();
  await expect(grid.locator(":scope > li")).toHaveCount(3);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "quotes-grid-phone");
});

test("quote list: empty state", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/dashboard/quotes");
  await expect(page.getByRole("heading", { name: "No quotes found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Manual Quote" })).toHaveAttribute(
    "href",
    "/dashboard/quotes/new",
  );
});

test("quote list at 375 px: AI Quote in the bottom bar opens its panel in view", async ({
  page,
}) => {
  await signUpViaApi(page);
  for (let i = 1; i <= 12; i++) {
    const res = await page.request.post("/api/quotes", {
      data: { name: `Bathroom ${i}`, jobDescription: "Tile the walls" },
    });
    expect(res.ok()).toBeTruthy();
  }
  await page.setViewportSize(phone);
  await page.goto("/dashboard/quotes");
  await expect(page.getByText("Bathroom 1", { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("button", { name: "AI Quote", exact: true }).click();
  const panel = page.getByRole("region", { name: "AI Quote Generator" });
  await expect(panel).toBeInViewport();
  await snap(page, "quotes-list-ai-panel-phone");
});
