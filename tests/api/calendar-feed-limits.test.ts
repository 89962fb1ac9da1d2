/**
 * The calendar feed (/api/calendar/{token}.ics) is fetched without a session, so no business limit
 * counted it: each fetch reads every job of the business and draws the calendar, without end.
 * Now counted per address like a customer's link (linkViews a minute).
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedLimitMessage } from "../../src/server/features/calendar-feed/limits";
import { DEFAULT_REQUEST_LIMITS } from "../../src/server/http/request-limits";
import { signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
beforeAll(async () => {
  t = await createTestApp(
    { requestLimits: { ...DEFAULT_REQUEST_LIMITS, linkViews: 3 } },
    { now: () => clock },
  );
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;

describe("the calendar feed's limit", () => {
  it("refuses one address past its limit with 429 while another feed is served", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    const feedA = pathOf((await (await a.post("/api/calendar-feed")).json()).url);
    const feedB = pathOf((await (await b.post("/api/calendar-feed")).json()).url);
    for (let i = 0; i < 3; i++) expect((await t.request(feedA)).status).toBe(200);
    const over = await t.request(feedA);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await over.json()).error).toEqual({ code: "rate_limited", message: feedLimitMessage });
    expect((await t.request(feedB)).status).toBe(200);
    // The next minute opens again.
    clock += 60_000;
    expect((await t.request(feedA)).status).toBe(200);
  });
});
