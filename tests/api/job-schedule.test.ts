import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An accepted quote of the signed-in business with this much labour. */
async function acceptedQuote(b: Browser, laborDays: number) {
  const businessId = (await (await b.get("/api/me")).json()).business.id;
  return f.createQuote(t.deps.db, {
    businessId,
    name: "Bathroom refit",
    status: "accepted",
    laborDays,
  });
}

async function schedule(b: Browser, laborDays: number, startAt: string, endAt?: string) {
  const quote = await acceptedQuote(b, laborDays);
  const res = await b.post("/api/jobs", { quoteId: quote.id, startAt, ...(endAt && { endAt }) });
  expect(res.status).toBe(201);
  return { quote, job: await res.json() };
}

/** The VEVENTs of a calendar file, each as its unfolded property lines. */
function events(ics: string): string[][] {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  const out: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = [];
    else if (line === "END:VEVENT" && current) {
      out.push(current);
      current = null;
    } else current?.push(line);
  }
  return out;
}
const prop = (event: string[], name: string) =>
  event.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe("a job's end follows its labour days in working days", () => {
  it("a two-day job starting on Friday 24 December 2027 ends on Wednesday 29th (weekend and both substitute days skipped)", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { quote, job } = await schedule(b, 2, "2027-12-24T08:00:00.000Z");
    expect(job).toMatchObject({
      endAt: "2027-12-29T17:00:00.000Z",
      endFollowsLabour: true,
      quote: { laborDays: 2 },
    });

    const jobIcs = await (await b.get(`/api/jobs/${job.id}/calendar.ics`)).text();
    const quoteIcs = await (await b.get(`/api/quotes/${quote.id}/calendar.ics`)).text();
    for (const ics of [jobIcs, quoteIcs]) {
      const [first, second, ...rest] = events(ics);
      expect(rest).toEqual([]);
      expect(prop(first ?? [], "DTSTART")).toBe("DTSTART;VALUE=DATE:20271224");
      expect(prop(first ?? [], "DTEND")).toBe("DTEND;VALUE=DATE:20271225");
      expect(prop(first ?? [], "SUMMARY")).toBe("SUMMARY:Job: Bathroom refit (day 1 of 2)");
      expect(prop(second ?? [], "DTSTART")).toBe("DTSTART;VALUE=DATE:20271229");
      expect(prop(second ?? [], "DTEND")).toBe("DTEND;VALUE=DATE:20271230");
      expect(prop(second ?? [], "SUMMARY")).toBe("SUMMARY:Job: Bathroom refit (day 2 of 2)");
    }
    const [first, second] = events(jobIcs);
    expect(prop(first ?? [], "UID")).toBe(`UID:job-${job.id}@sole`);
    expect(prop(second ?? [], "UID")).toBe(`UID:job-${job.id}-2@sole`);
  });

  it("shows consecutive working days as one all-day event, not one hour", async () => {
    const { browser: b } = await signedInBrowser(t);
    // Monday 8 to Wednesday 10 November 2027, summer time over: 08:00 GMT.
    const { job } = await schedule(b, 3, "2027-11-08T08:00:00.000Z");
    expect(job.endAt).toBe("2027-11-10T17:00:00.000Z");
    const [only, ...rest] = events(await (await b.get(`/api/jobs/${job.id}/calendar.ics`)).text());
    expect(rest).toEqual([]);
    expect(prop(only ?? [], "DTSTART")).toBe("DTSTART;VALUE=DATE:20271108");
    expect(prop(only ?? [], "DTEND")).toBe("DTEND;VALUE=DATE:20271111");
    expect(prop(only ?? [], "SUMMARY")).toBe("SUMMARY:Job: Bathroom refit");

    const { url } = await (await b.post("/api/calendar-feed")).json();
    const feed = events(await (await t.request(new URL(url).pathname)).text());
    expect(feed.map((e) => prop(e, "DTSTART"))).toEqual(["DTSTART;VALUE=DATE:20271108"]);
  });

  it("a day and a half ends at half past twelve on the next working day (UK time)", async () => {
    const { browser: b } = await signedInBrowser(t);
    // Friday 2 July 2027, 08:00 BST; the half day is Monday 5th.
    const { job } = await schedule(b, 1.5, "2027-07-02T07:00:00.000Z");
    expect(job.endAt).toBe("2027-07-05T11:30:00.000Z");
    const days = events(await (await b.get(`/api/jobs/${job.id}/calendar.ics`)).text()).map((e) =>
      prop(e, "DTSTART"),
    );
    expect(days).toEqual(["DTSTART;VALUE=DATE:20270702", "DTSTART;VALUE=DATE:20270705"]);
  });

  it("moves the end with the start on the board, skipping the bank holiday", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job } = await schedule(b, 2, "2027-12-20T08:00:00.000Z");
    expect(job.endAt).toBe("2027-12-21T17:00:00.000Z");
    const moved = await b.request(`/api/jobs/${job.id}`, {
      method: "PATCH",
      json: { startAt: "2027-12-31T08:00:00.000Z", version: job.version },
    });
    expect(moved.status).toBe(200);
    // Friday 31st, then Monday 3 January 2028 is New Year's Day's substitute: Tuesday 4th.
    expect(await moved.json()).toMatchObject({
      endAt: "2028-01-04T17:00:00.000Z",
      endFollowsLabour: true,
    });
  });

  it("keeps an end the user chose, with its times, until it is cleared", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job } = await schedule(b, 2, "2027-11-08T09:00:00.000Z", "2027-11-08T11:00:00.000Z");
    expect(job).toMatchObject({ endAt: "2027-11-08T11:00:00.000Z", endFollowsLabour: false });
    const [visit] = events(await (await b.get(`/api/jobs/${job.id}/calendar.ics`)).text());
    expect(prop(visit ?? [], "DTSTART")).toBe("DTSTART:20271108T090000Z");
    expect(prop(visit ?? [], "DTEND")).toBe("DTEND:20271108T110000Z");

    const earlier = await b.request(`/api/jobs/${job.id}`, {
      method: "PATCH",
      json: { startAt: "2027-11-08T08:00:00.000Z", version: job.version },
    });
    const kept = await earlier.json();
    expect(kept).toMatchObject({ endAt: "2027-11-08T11:00:00.000Z", endFollowsLabour: false });

    const cleared = await b.request(`/api/jobs/${job.id}`, {
      method: "PATCH",
      json: { endAt: null, version: kept.version },
    });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({
      endAt: "2027-11-09T17:00:00.000Z",
      endFollowsLabour: true,
    });
  });

  it("an end chosen on a later day shows all day over the working days between", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job } = await schedule(b, 1, "2027-11-12T08:00:00.000Z", "2027-11-16T17:00:00.000Z");
    const days = events(await (await b.get(`/api/jobs/${job.id}/calendar.ics`)).text()).map((e) => [
      prop(e, "DTSTART"),
      prop(e, "DTEND"),
    ]);
    expect(days).toEqual([
      ["DTSTART;VALUE=DATE:20271112", "DTEND;VALUE=DATE:20271113"],
      ["DTSTART;VALUE=DATE:20271115", "DTEND;VALUE=DATE:20271117"],
    ]);
  });

  it("a quote without labour is a one-hour visit", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job } = await schedule(b, 0, "2027-11-08T09:00:00.000Z");
    expect(job.endAt).toBe("2027-11-08T10:00:00.000Z");
    const [visit] = events(await (await b.get(`/api/jobs/${job.id}/calendar.ics`)).text());
    expect(prop(visit ?? [], "DTSTART")).toBe("DTSTART:20271108T090000Z");
  });

  it("a quote's .ics with only a start runs for the quote's labour days", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await acceptedQuote(b, 3);
    const res = await b.get(`/api/quotes/${quote.id}/calendar.ics?start=2026-12-24T08:00:00Z`);
    expect(res.status).toBe(200);
    const days = events(await res.text()).map((e) => [prop(e, "DTSTART"), prop(e, "DTEND")]);
    // Christmas 2026: Friday 25th and Monday 28th (Boxing Day's substitute) are skipped.
    expect(days).toEqual([
      ["DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261225"],
      ["DTSTART;VALUE=DATE:20261229", "DTEND;VALUE=DATE:20261231"],
    ]);
  });

  it("another business cannot move or clear a job's end", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job } = await schedule(b, 2, "2027-11-08T08:00:00.000Z");
    const { browser: other } = await signedInBrowser(t);
    const res = await other.request(`/api/jobs/${job.id}`, {
      method: "PATCH",
      json: { endAt: null, version: job.version },
    });
    expect(res.status).toBe(404);
  });
});
