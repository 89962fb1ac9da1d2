/**
 * A job's start and end lie within 2000-2099. Year 9999 plus the quote's labour days passed what
 * the database holds (POST /api/jobs answered 500) and year 1 was stored as 2001.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobMessages } from "../../src/shared/schemas/jobs";
import { type Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function acceptedQuote(b: Browser) {
  const quote = await (
    await b.post("/api/quotes", {
      jobDescription: "Skim the back bedroom",
      laborDays: 1000,
      dayRatePence: 100,
      vatRate: 20,
      marginPercent: 0,
      materials: [],
    })
  ).json();
  expect((await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" })).status).toBe(200);
  return quote;
}

const outside = [
  "9999-12-31T00:00:00Z",
  "0001-01-01T00:00:00Z",
  "1999-12-31T23:59:59Z",
  "2100-01-01T00:00:00Z",
];

describe("a job's dates", () => {
  it("refuses a start or end outside 2000-2099 with 400 and schedules nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await acceptedQuote(b);
    for (const startAt of outside) {
      const res = await b.post("/api/jobs", { quoteId: quote.id, startAt });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toMatchObject({ startAt: jobMessages.dateRange });
    }
    const end = await b.post("/api/jobs", {
      quoteId: quote.id,
      startAt: "2026-12-01T08:00:00Z",
      endAt: "9999-12-31T23:59:59Z",
    });
    expect(end.status).toBe(400);
    expect((await (await b.get("/api/jobs")).json()).jobs).toEqual([]);

    // The last year allowed, with 1,000 working days after it, is stored as sent.
    const late = await b.post("/api/jobs", { quoteId: quote.id, startAt: "2099-12-31T08:00:00Z" });
    expect(late.status).toBe(201);
    const job = await late.json();
    expect(job.startAt).toBe("2099-12-31T08:00:00.000Z");

    const moved = await b.request(`/api/jobs/${job.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ version: job.version, startAt: "0001-01-01T00:00:00Z" }),
    });
    expect(moved.status).toBe(400);
    const calendar = await b.get(
      `/api/quotes/${quote.id}/calendar.ics?start=${encodeURIComponent("9999-12-31T00:00:00Z")}`,
    );
    expect(calendar.status).toBe(400);
  });

  it("refuses a job longer than 5 years; a long one is one calendar event, not one a week", async () => {
    // 2000 to 2099 drew 5,219 events: 1.3 s for one job's calendar, 80 s for a feed of 20.
    const { browser: b } = await signedInBrowser(t);
    const quote = await acceptedQuote(b);
    const century = await b.post("/api/jobs", {
      quoteId: quote.id,
      startAt: "2000-01-03T08:00:00Z",
      endAt: "2099-12-31T17:00:00Z",
    });
    expect(century.status).toBe(400);
    expect((await century.json()).error.fields).toMatchObject({ endAt: jobMessages.tooLong });
    const calendar = await b.get(
      `/api/quotes/${quote.id}/calendar.ics?start=${encodeURIComponent("2000-01-03T08:00:00Z")}&end=${encodeURIComponent("2099-12-31T17:00:00Z")}`,
    );
    expect(calendar.status).toBe(400);

    const long = await b.post("/api/jobs", {
      quoteId: quote.id,
      startAt: "2026-01-05T08:00:00Z",
      endAt: "2030-12-31T17:00:00Z",
    });
    expect(long.status).toBe(201);
    const ics = await (await b.get(`/api/jobs/${(await long.json()).id}/calendar.ics`)).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("DTSTART;VALUE=DATE:20260105");
    // An all-day end is the day after the last.
    expect(ics).toContain("DTEND;VALUE=DATE:20310101");
  });
});
