import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { isoDay } from "../../src/shared/dates";
import { daysWorkedBetween, labourEnd, ukDay } from "../../src/shared/working-days";
import { type Browser, signedInBrowser } from "../support/browser";
import { expectIsolated } from "../support/isolation";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function quoteIn(b: Browser, status: "draft" | "sent" | "accepted", name = "Loft boarding") {
  const customer = await (
    await b.post("/api/customers", {
      firstName: "Sarah",
      lastName: "Thompson",
      email: "sarah@example.co.uk",
      phone: "07700 900123",
      address: "12 High Street, Leeds LS1 4AB",
    })
  ).json();
  const res = await b.post("/api/quotes", {
    name,
    customerId: customer.id,
    jobDescription: "Board the loft, 20 m².",
    materials: [{ name: "Loft board", quantity: 10, unit: "pack", unitPricePence: 2599 }],
    laborDays: 1,
  });
  expect(res.status).toBe(201);
  const quote = await res.json();
  if (status !== "draft") {
    expect((await b.post(`/api/quotes/${quote.id}/status`, { status })).status).toBe(200);
  }
  return quote as { id: string; name: string };
}

async function scheduled(b: Browser, startAt = inDays(3), extra: Record<string, unknown> = {}) {
  const quote = await quoteIn(b, "accepted");
  const res = await b.post("/api/jobs", {
    quoteId: quote.id,
    startAt,
    notes: "Bring ladders",
    ...extra,
  });
  expect(res.status).toBe(201);
  return { quote, job: await res.json() };
}

describe("creating jobs", () => {
  it("schedules an accepted quote; the end follows its day of labour", async () => {
    const { browser: b } = await signedInBrowser(t);
    const startAt = inDays(2);
    const { quote, job } = await scheduled(b, startAt);
    expect(job).toMatchObject({
      quoteId: quote.id,
      status: "scheduled",
      notes: "Bring ladders",
      quote: { name: "Loft boarding", reference: expect.stringMatching(/^Q-\d{4}$/) },
      customer: { name: "Sarah Thompson", address: "12 High Street, Leeds LS1 4AB" },
    });
    expect(job.endFollowsLabour).toBe(true);
    expect(job.endAt).toBe(labourEnd(new Date(startAt), 1).toISOString());
    expect(new Date(job.startAt).toISOString()).toBe(startAt);

    const again = await b.post("/api/jobs", { quoteId: quote.id, startAt });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("This quote already has a job");

    const q = await (await b.get(`/api/quotes/${quote.id}`)).json();
    expect(q.hasActiveJob).toBe(true);
    const list = await (await b.get(`/api/jobs?quoteId=${quote.id}`)).json();
    expect(list.jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
  });

  it("refuses quotes that are not accepted, other businesses' quotes and ends before starts", async () => {
    const { browser: b } = await signedInBrowser(t);
    for (const status of ["draft", "sent"] as const) {
      const quote = await quoteIn(b, status);
      const res = await b.post("/api/jobs", { quoteId: quote.id, startAt: inDays(1) });
      expect(res.status).toBe(409);
      expect((await res.json()).error.code).toBe("quote_not_accepted");
    }
    const accepted = await quoteIn(b, "accepted");
    const bad = await b.post("/api/jobs", {
      quoteId: accepted.id,
      startAt: inDays(2),
      endAt: inDays(1),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.endAt).toBe("The end must be after the start");

    const { browser: other } = await signedInBrowser(t);
    const foreign = await other.post("/api/jobs", { quoteId: accepted.id, startAt: inDays(1) });
    expect(foreign.status).toBe(404);
    expect((await b.post("/api/jobs", { quoteId: "nope", startAt: inDays(1) })).status).toBe(404);
    expect((await b.post("/api/jobs", { quoteId: accepted.id })).status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/jobs")).status).toBe(401);
    expect((await t.request("/api/board")).status).toBe(401);
    expect((await t.request("/api/calendar-feed", { method: "POST" })).status).toBe(401);
    const { browser: b } = await signedInBrowser(t);
    expect((await b.get("/api/jobs/not-a-uuid")).status).toBe(404);
    expect((await b.post("/api/jobs/not-a-uuid/start")).status).toBe(404);
  });
});

describe("finishing on the days worked", () => {
  const ukDayOf = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000));

  it("records the start and finish days given, and Quoted vs actual counts the days between", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job } = await scheduled(b, new Date(Date.now() - HOUR).toISOString());
    await b.post(`/api/jobs/${job.id}/start`);
    // Entered at the end of the week: began ten days ago, finished three days ago.
    const startedOn = ukDayOf(-10);
    const finishedOn = ukDayOf(-3);
    const future = await b.post(`/api/jobs/${job.id}/complete`, { finishedOn: ukDayOf(2) });
    expect(future.status).toBe(400);
    expect((await future.json()).error.fields.finishedOn).toBe("The job cannot finish after today");
    const backwards = await b.post(`/api/jobs/${job.id}/complete`, {
      startedOn: finishedOn,
      finishedOn: startedOn,
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.message).toBe("The job cannot finish before it started");
    const notADay = await b.post(`/api/jobs/${job.id}/complete`, { finishedOn: "2026-02-30" });
    expect(notADay.status).toBe(400);
    expect((await (await b.get(`/api/jobs/${job.id}`)).json()).status).toBe("in-progress");

    const done = await b.post(`/api/jobs/${job.id}/complete`, { startedOn, finishedOn });
    expect(done.status).toBe(200);
    const body = await done.json();
    expect(body.status).toBe("completed");
    expect(ukDay(body.startedAt)).toBe(startedOn);
    expect(ukDay(body.completedAt)).toBe(finishedOn);
    const profit = await (await b.get(`/api/insights/jobs/${job.id}`)).json();
    expect(profit.actualDays).toBe(daysWorkedBetween(startedOn, finishedOn).length);

    // Another business cannot finish it.
    const { browser: other } = await signedInBrowser(t);
    expect((await other.post(`/api/jobs/${job.id}/complete`, { finishedOn })).status).toBe(404);
  });

  it("finishes now when no day is given, as before", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job } = await scheduled(b, new Date(Date.now() - HOUR).toISOString());
    await b.post(`/api/jobs/${job.id}/start`);
    const done = await (await b.request(`/api/jobs/${job.id}/complete`, { method: "POST" })).json();
    expect(ukDay(done.completedAt)).toBe(ukDayOf(0));
  });
});

describe("job status", () => {
  it("refuses to start a job scheduled for the future, then starts and completes a due one", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job: future } = await scheduled(b, inDays(5));
    const refused = await b.post(`/api/jobs/${future.id}/start`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: "not_started_yet",
      message: "This job is scheduled for the future",
    });
    expect((await b.post(`/api/jobs/${future.id}/complete`)).status).toBe(409);

    const { job } = await scheduled(b, new Date(Date.now() - HOUR).toISOString());
    const started = await b.post(`/api/jobs/${job.id}/start`);
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({
      status: "in-progress",
      startedAt: expect.any(String),
    });
    expect((await b.post(`/api/jobs/${job.id}/start`)).status).toBe(409);
    const done = await b.post(`/api/jobs/${job.id}/complete`);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      status: "completed",
      completedAt: expect.any(String),
    });

    const history = await (await b.get("/api/jobs?status=completed&q=loft")).json();
    expect(history.jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
    const none = await (await b.get("/api/jobs?status=completed&q=kitchen")).json();
    expect(none.jobs).toEqual([]);

    const businessId = (await (await b.get("/api/me")).json()).business.id;
    const rows = await queryRows<{ kind: string }>(
      t.deps.db,
      sql`select kind from activity_events where business_id = ${businessId} and kind like 'job.%' order by created_at`,
    );
    expect(rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining(["job.scheduled", "job.started", "job.completed"]),
    );
  });

  it("updates dates and notes, refuses an end before the start and deletes", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { quote, job } = await scheduled(b);
    const startAt = inDays(10);
    const res = await b.request(`/api/jobs/${job.id}`, {
      method: "PATCH",
      json: { startAt, notes: "Side gate code 1234", version: job.version },
    });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated.notes).toBe("Side gate code 1234");
    expect(new Date(updated.endAt).getTime()).toBeGreaterThan(new Date(startAt).getTime());
    const bad = await b.request(`/api/jobs/${job.id}`, {
      method: "PATCH",
      json: { endAt: inDays(1), version: updated.version },
    });
    expect(bad.status).toBe(400);
    expect((await b.request(`/api/jobs/${job.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await b.get(`/api/jobs/${job.id}`)).status).toBe(404);
    const board = await (await b.get("/api/board")).json();
    expect(board.items.find((i: { quoteId: string }) => i.quoteId === quote.id)).toMatchObject({
      kind: "quote",
      column: "accepted",
    });
  });
});

describe("board", () => {
  it("lists every column's cards in one answer", async () => {
    const { browser: b } = await signedInBrowser(t);
    await quoteIn(b, "draft", "Draft one");
    await quoteIn(b, "sent", "Sent one");
    await quoteIn(b, "accepted", "Accepted one");
    const declined = await quoteIn(b, "draft", "Declined one");
    await b.post(`/api/quotes/${declined.id}/status`, { status: "declined" });
    const { job: future } = await scheduled(b, inDays(4));
    const { job: due } = await scheduled(b, new Date(Date.now() - HOUR).toISOString());
    await b.post(`/api/jobs/${due.id}/start`);
    const { job: done } = await scheduled(b, new Date(Date.now() - HOUR).toISOString());
    await b.post(`/api/jobs/${done.id}/start`);
    await b.post(`/api/jobs/${done.id}/complete`);

    const res = await b.get("/api/board");
    expect(res.status).toBe(200);
    const { items } = await res.json();
    const columns = Object.fromEntries(
      ["draft", "sent", "accepted", "scheduled", "in-progress", "completed"].map((c) => [
        c,
        items.filter((i: { column: string }) => i.column === c).length,
      ]),
    );
    expect(columns).toEqual({
      draft: 1,
      sent: 1,
      accepted: 1,
      scheduled: 1,
      "in-progress": 1,
      completed: 1,
    });
    expect(items.find((i: { jobId: string }) => i.jobId === future.id)).toMatchObject({
      kind: "job",
      key: `job:${future.id}`,
    });
    expect(items.some((i: { name: string }) => i.name === "Declined one")).toBe(false);
  });
});

describe("calendar", () => {
  it("writes a job as an all-day .ics event titled Job: {name}", async () => {
    const { browser: b } = await signedInBrowser(t);
    const { job } = await scheduled(b, "2030-05-06T08:00:00.000Z");
    const res = await b.get(`/api/jobs/${job.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const ics = await res.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART;VALUE=DATE:20300506");
    expect(ics).toContain("DTEND;VALUE=DATE:20300507");
    expect(ics).toContain("SUMMARY:Job: Loft boarding");
    expect(ics).toContain("LOCATION:12 High Street\\, Leeds LS1 4AB");
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  });

  it("publishes a private feed of scheduled and in-progress jobs until it is revoked", async () => {
    const { browser: b } = await signedInBrowser(t);
    expect(await (await b.get("/api/calendar-feed")).json()).toEqual({ url: null });
    const { job: upcoming } = await scheduled(b, "2030-05-06T08:00:00.000Z");
    const { job: done } = await scheduled(b, new Date(Date.now() - HOUR).toISOString());
    await b.post(`/api/jobs/${done.id}/start`);
    await b.post(`/api/jobs/${done.id}/complete`);

    const created = await b.post("/api/calendar-feed");
    expect(created.status).toBe(200);
    const { url } = await created.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(await (await b.get("/api/calendar-feed")).json()).toEqual({ url });

    const path = new URL(url).pathname;
    const feed = await t.request(path);
    expect(feed.status).toBe(200);
    const ics = await feed.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(`UID:job-${upcoming.id}@sole`);
    expect(ics).not.toContain(`UID:job-${done.id}@sole`);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    const rotated = await (await b.post("/api/calendar-feed")).json();
    expect(rotated.url).not.toBe(url);
    expect((await t.request(path)).status).toBe(404);
    expect((await b.request("/api/calendar-feed", { method: "DELETE" })).status).toBe(200);
    expect((await t.request(new URL(rotated.url).pathname)).status).toBe(404);
    expect(await (await b.get("/api/calendar-feed")).json()).toEqual({ url: null });
    expect((await t.request("/api/calendar/not-a-token.ics")).status).toBe(404);
  });
});

describe("isolation", () => {
  it("keeps one business's jobs from another", async () => {
    await expectIsolated(t, {
      create: async (owner) => `/api/jobs/${(await scheduled(owner)).job.id}`,
      // the owner's current version: another business gets 404, never 409
      update: { method: "PATCH", json: { notes: "Changed by someone else", version: 1 } },
    });
    await expectIsolated(t, {
      create: async (owner) => `/api/jobs/${(await scheduled(owner, inDays(-1))).job.id}`,
      update: { method: "POST", path: (p) => `${p}/start`, json: {} },
      canDelete: false,
    });
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const { job } = await scheduled(owner);
    expect((await other.get(`/api/jobs/${job.id}/calendar.ics`)).status).toBe(404);
    expect((await other.get("/api/jobs")).status).toBe(200);
    expect((await (await other.get("/api/jobs")).json()).jobs).toEqual([]);
    expect((await (await other.get("/api/board")).json()).items).toEqual([]);
  });
});
