/**
 * The calendar feed (/api/calendar/{token}.ics) is fetched without a session, so no business limit
 * counted it: each fetch reads every job of the business and draws the calendar, without end.
 * Now counted per address, 12 a minute, and a feed holds at most 500 jobs.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FEED_FETCHES_PER_MINUTE,
  feedLimitMessage,
} from "../../src/server/features/calendar-feed/limits";
import { FEED_JOBS_MAX } from "../../src/server/features/calendar-feed/service";
import { signedInBrowser } from "../support/browser";
import { createJob } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;

describe("the calendar feed's limit", () => {
  it("refuses one address past its limit with 429 while another feed is served", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    const feedA = pathOf((await (await a.post("/api/calendar-feed")).json()).url);
    const feedB = pathOf((await (await b.post("/api/calendar-feed")).json()).url);
    for (let i = 0; i < FEED_FETCHES_PER_MINUTE; i++)
      expect((await t.request(feedA)).status).toBe(200);
    const over = await t.request(feedA);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await over.json()).error).toEqual({ code: "rate_limited", message: feedLimitMessage });
    expect((await t.request(feedB)).status).toBe(200);
    // The next minute opens again.
    clock += 60_000;
    expect((await t.request(feedA)).status).toBe(200);
  });

  it(`holds at most ${FEED_JOBS_MAX} jobs, the earliest first`, async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    for (let i = 0; i < FEED_JOBS_MAX + 1; i++) {
      // Each on its own afternoon, an hour long: one event each.
      const start = new Date(Date.UTC(2027, 0, 1, 13) + i * 86_400_000);
      await createJob(t.deps.db, {
        businessId,
        status: "scheduled",
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
      });
    }
    const feed = pathOf((await (await b.post("/api/calendar-feed")).json()).url);
    const ics = await (await t.request(feed)).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(FEED_JOBS_MAX);
    expect(ics).toContain("DTSTART:20270101T130000Z");
    expect(ics).toContain("DTSTART:20280514T130000Z");
    expect(ics).not.toContain("DTSTART:20280515T130000Z");
  }, 60_000);
});
