/**
 * The job board reads only what it shows (issue 19 Deliver 4): each column answers its newest
 * BOARD_COLUMN_LIMIT cards (the most recently finished jobs in the last) and `more` says how many
 * it holds beyond them, so the column totals stay right without sending years of cards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_COLUMN_LIMIT, type Board } from "../../src/shared/schemas/jobs";
import { type Browser, signedInBrowser } from "../support/browser";
import { createJob, createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let b: Browser;
const start = Date.parse("2026-06-01T09:00:00Z");
const extra = 4;

async function board(browser: Browser): Promise<Board> {
  const res = await browser.get("/api/board");
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body as Board;
}

beforeAll(async () => {
  t = await createTestApp();
  b = (await signedInBrowser(t)).browser;
  const businessId = (await (await b.get("/api/me")).json()).business.id;
  for (let i = 0; i < BOARD_COLUMN_LIMIT + extra; i++) {
    await createQuote(t.deps.db, {
      businessId,
      customerId: null,
      customerName: "Sam Client",
      name: `Draft ${i}`,
      createdAt: new Date(start + i * 60_000),
    });
    const done = await createQuote(t.deps.db, {
      businessId,
      customerId: null,
      customerName: "Sam Client",
      name: `Finished ${i}`,
      status: "accepted",
    });
    await createJob(t.deps.db, {
      businessId,
      quoteId: done.id,
      status: "completed",
      completedAt: new Date(start + i * 3_600_000),
    });
  }
  await createQuote(t.deps.db, { businessId, customerId: null, name: "Sent one", status: "sent" });
});
afterAll(() => t.close());

describe("GET /api/board", () => {
  it("answers the newest cards of a full column and counts the rest", async () => {
    const { items, more } = await board(b);
    const drafts = items.filter((i) => i.column === "draft");
    expect(drafts).toHaveLength(BOARD_COLUMN_LIMIT);
    expect(drafts[0]?.name).toBe(`Draft ${BOARD_COLUMN_LIMIT + extra - 1}`);
    expect(drafts.map((d) => d.name)).not.toContain("Draft 0");
    expect(more.draft).toBe(extra);
    const finished = items.filter((i) => i.column === "completed");
    expect(finished).toHaveLength(BOARD_COLUMN_LIMIT);
    // The most recently finished jobs: the oldest ones are left for Job History.
    expect(finished.map((j) => j.name)).toContain(`Finished ${BOARD_COLUMN_LIMIT + extra - 1}`);
    expect(finished.map((j) => j.name)).not.toContain("Finished 0");
    expect(more.completed).toBe(extra);
  });

  it("sends a column under the limit whole, with nothing more", async () => {
    const { items, more } = await board(b);
    expect(items.filter((i) => i.column === "sent").map((i) => i.name)).toEqual(["Sent one"]);
    expect(more).toMatchObject({ sent: 0, accepted: 0, scheduled: 0, "in-progress": 0 });
  });

  it("shows another business none of these cards and nothing more", async () => {
    const other = (await signedInBrowser(t)).browser;
    const theirs = await board(other);
    expect(theirs.items).toEqual([]);
    expect(Object.values(theirs.more).every((n) => n === 0)).toBe(true);
  });
});
