import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../src/server/db/schema";
import { expenseMessages } from "../../src/shared/schemas/expenses";
import { versionConflictMessages } from "../../src/shared/schemas/version";
import { type Browser, signedInBrowser } from "../support/browser";
import { createOrder } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let a: Browser;
let b: Browser;
let aId: string;

const businessIdOf = async (browser: Browser): Promise<string> =>
  (await (await browser.get("/api/me")).json()).business.id;

const van = {
  spentOn: "2026-10-20",
  category: "carVanTravelExpenses",
  supplier: "Admiral",
  description: "Van insurance",
  netPence: 42_000,
  vatPence: 0,
};

const patch = (browser: Browser, id: string, json: unknown) =>
  browser.request(`/api/expenses/${id}`, { method: "PATCH", json });

beforeAll(async () => {
  t = await createTestApp();
  a = (await signedInBrowser(t, { name: "Pat A" })).browser;
  b = (await signedInBrowser(t, { name: "Bo B" })).browser;
  aId = await businessIdOf(a);
});
afterAll(() => t.close());

describe("expenses: entered by the business", () => {
  it("records, reads, changes with the version it was based on, and deletes", async () => {
    const created = await a.post("/api/expenses", van);
    expect(created.status).toBe(201);
    const expense = await created.json();
    expect(expense).toMatchObject({ ...van, version: 1 });

    expect(await (await a.get(`/api/expenses/${expense.id}`)).json()).toEqual(expense);

    const changed = await patch(a, expense.id, { version: 1, netPence: 45_000 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ netPence: 45_000, version: 2 });

    // A second device still on version 1 is refused, and the first change is kept.
    const stale = await patch(a, expense.id, { version: 1, description: "Old" });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe(versionConflictMessages.expense);
    expect((await (await a.get(`/api/expenses/${expense.id}`)).json()).description).toBe(
      "Van insurance",
    );

    expect((await a.request(`/api/expenses/${expense.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await a.get(`/api/expenses/${expense.id}`)).status).toBe(404);
  });

  it("refuses bad input with a message on the field and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: "sweets" }, "category", expenseMessages.category],
      [{ description: "  " }, "description", expenseMessages.description],
      [{ netPence: 0 }, "netPence", expenseMessages.amount],
      [{ netPence: 100_000_001 }, "netPence", expenseMessages.amount],
      [{ netPence: 12.5 }, "netPence", expenseMessages.amount],
      [{ vatPence: -1 }, "vatPence", expenseMessages.vat],
      [{ netPence: 1_000, vatPence: 1_001 }, "vatPence", expenseMessages.vatOverAmount],
      [{ spentOn: "2026-02-30" }, "spentOn", "Please enter a date as YYYY-MM-DD"],
      [{ description: "Fuel\u0000" }, "description", "control character"],
    ];
    for (const [change, field, message] of cases) {
      const res = await a.post("/api/expenses", {
        ...van,
        ...change,
        description: change.description ?? `bad ${field}`,
      });
      expect(res.status, field).toBe(400);
      expect(JSON.stringify((await res.json()).error), field).toContain(message);
    }
    const list = await (await a.get("/api/expenses")).json();
    expect(
      list.expenses.some((e: { description: string }) => e.description.startsWith("bad ")),
    ).toBe(false);
  });

  it("refuses a change that would put the VAT over the amount", async () => {
    const expense = await (await a.post("/api/expenses", { ...van, netPence: 1_000 })).json();
    const res = await patch(a, expense.id, { version: 1, vatPence: 1_500 });
    expect(res.status).toBe(400);
    expect((await (await a.get(`/api/expenses/${expense.id}`)).json()).vatPence).toBe(0);
  });

  it("keeps each business's expenses to itself: another business gets 404", async () => {
    const expense = await (await a.post("/api/expenses", van)).json();
    expect((await b.get(`/api/expenses/${expense.id}`)).status).toBe(404);
    expect((await patch(b, expense.id, { version: 1, netPence: 1 })).status).toBe(404);
    expect((await b.request(`/api/expenses/${expense.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await b.get("/api/expenses/not-a-uuid")).status).toBe(404);
    const bList = await (await b.get("/api/expenses")).json();
    expect(bList.expenses.map((e: { id: string }) => e.id)).not.toContain(expense.id);
    expect((await a.get(`/api/expenses/${expense.id}`)).status).toBe(200);
  });

  it("pages newest first with no gaps or repeats, within a period", async () => {
    const fresh = (await signedInBrowser(t, { name: "Pager" })).browser;
    for (let day = 1; day <= 7; day += 1) {
      const spentOn = `2026-09-${String(day).padStart(2, "0")}`;
      await fresh.post("/api/expenses", { ...van, spentOn, description: `Day ${day}` });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/expenses?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await (await fresh.get(query)).json();
      seen.push(...page.expenses.map((e: { description: string }) => e.description));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Day 7", "Day 6", "Day 5", "Day 4", "Day 3", "Day 2", "Day 1"]);
    const period = await (await fresh.get("/api/expenses?from=2026-09-02&to=2026-09-03")).json();
    expect(period.expenses.map((e: { description: string }) => e.description)).toEqual([
      "Day 3",
      "Day 2",
    ]);
    expect((await fresh.get("/api/expenses?from=2026-09-02")).status).toBe(400);
    expect((await fresh.get("/api/expenses?cursor=!!")).status).toBe(400);
  });
});

describe("expenses in the books", () => {
  it("fill their MTD category and, for a VAT-registered business, boxes 4 and 7", async () => {
    const books = (await signedInBrowser(t, { name: "Books" })).browser;
    const id = await businessIdOf(books);
    await books.post("/api/expenses", van);
    await books.post("/api/expenses", {
      spentOn: "2026-11-03",
      category: "adminCosts",
      supplier: "EE",
      description: "Phone contract",
      netPence: 3_000,
      vatPence: 600,
    });
    // Outside the quarter (Q3 runs 6 October to 5 January): not counted.
    await books.post("/api/expenses", { ...van, spentOn: "2026-10-05", description: "September" });
    await createOrder(t.deps.db, {
      businessId: id,
      status: "placed",
      totalPence: 10_000,
      createdAt: new Date("2026-11-10T12:00:00Z"),
    });

    const mtdOf = async () =>
      (await (await books.get("/api/reports/mtd-quarter?taxYear=2026-27&quarter=3")).json()) as {
        expenses: {
          key: string;
          amountPence: number;
          records: { kind: string; reference: string }[];
        }[];
        totalExpensesPence: number;
      };
    // Not VAT registered: the VAT paid is part of the cost.
    let mtd = await mtdOf();
    const category = (key: string) => mtd.expenses.find((e) => e.key === key);
    expect(category("carVanTravelExpenses")?.amountPence).toBe(42_000);
    expect(category("carVanTravelExpenses")?.records).toEqual([
      expect.objectContaining({ kind: "expense", reference: "Van insurance" }),
    ]);
    expect(category("adminCosts")?.amountPence).toBe(3_600);

    await t.deps.db
      .update(businesses)
      .set({ vatNumber: "GB 123 4567 89" })
      .where(eq(businesses.id, id));
    mtd = await mtdOf();
    expect(category("adminCosts")?.amountPence).toBe(3_000);

    const vat = await (
      await books.get("/api/reports/vat-return?from=2026-10-06&to=2027-01-05")
    ).json();
    // The order's 20 % VAT (2,000) and the phone's receipt VAT (600); nets 10,000 + 42,000 + 3,000.
    expect(vat.boxes.box4Pence).toBe(2_000 + 600);
    expect(vat.boxes.box7Pence).toBe(Math.floor((10_000 + 42_000 + 3_000) / 100) * 100);
    expect(
      vat.entries.filter((e: { reference: string }) => e.reference === "Phone contract"),
    ).toEqual([expect.objectContaining({ kind: "purchase", vatPence: 600, boxes: [4, 7] })]);
  });

  it("never count another business's expenses", async () => {
    const other = (await signedInBrowser(t, { name: "Other" })).browser;
    await a.post("/api/expenses", { ...van, spentOn: "2026-12-01", netPence: 77_700 });
    const mtd = await (
      await other.get("/api/reports/mtd-quarter?taxYear=2026-27&quarter=3")
    ).json();
    expect(mtd.totalExpensesPence).toBe(0);
    expect(aId).not.toBe(await businessIdOf(other));
  });
});
