import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarFile,
  eventsCalendar,
  jobSchedule,
  quoteCalendarEvent,
  scheduleEvents,
} from "../../src/server/features/documents/ical";
import { signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Text already stored with line breaks of every kind (a check on input came later). */
const HOSTILE = {
  customer: "A\rBEGIN:VEVENT",
  quote: "Loft\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Free money",
  address: "1 Road\r\nLOCATION:evil\rX-EVIL:1",
  phone: "0113\u000bX-EVIL:2\u2028X-EVIL:3",
  business: "Evil\rX-WR-CALNAME:Hijacked\nMETHOD:REQUEST",
};

/**
 * The content lines of an iCalendar file after unfolding: the file must be CR LF separated with no
 * other CR or LF anywhere, and every line must be a property (NAME[;params]:value).
 */
function contentLines(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true);
  const physical = ics.slice(0, -2).split("\r\n");
  const breaks = ["\r", "\n", "\u000b", "\u000c", "\u0085", "\u2028", "\u2029"];
  for (const line of physical) for (const b of breaks) expect(line).not.toContain(b);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
  return lines;
}

const names = (lines: string[]) => lines.map((l) => l.split(/[;:]/, 1)[0]);

describe("calendar files cannot be given extra lines by stored text", () => {
  it("escapes a lone CR, a lone LF and CR LF in every text of an event", () => {
    const ics = quoteCalendarEvent({
      uid: "q-1@sole",
      title: `Job: ${HOSTILE.quote}`,
      description: `Quote Q-0001 for ${HOSTILE.customer}\nPhone: ${HOSTILE.phone}`,
      location: HOSTILE.address,
      start: new Date("2030-03-01T09:00:00Z"),
      end: new Date("2030-03-01T10:00:00Z"),
      now: new Date("2026-11-25T12:00:00Z"),
    });
    const lines = contentLines(ics);
    expect(names(lines)).toEqual([
      "BEGIN",
      "VERSION",
      "PRODID",
      "METHOD",
      "BEGIN",
      "UID",
      "SEQUENCE",
      "DTSTAMP",
      "DTSTART",
      "DTEND",
      "SUMMARY",
      "LOCATION",
      "DESCRIPTION",
      "END",
      "END",
    ]);
    expect(lines).toContain("SUMMARY:Job: Loft\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Free money");
    expect(lines).toContain("LOCATION:1 Road\\nLOCATION:evil\\nX-EVIL:1");
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toBe(
      "DESCRIPTION:Quote Q-0001 for A\\nBEGIN:VEVENT\\nPhone: 0113 X-EVIL:2 X-EVIL:3",
    );
  });

  it("keeps a calendar name with line breaks on its own line (ical-generator leaves names unescaped)", () => {
    const lines = contentLines(eventsCalendar([], `${HOSTILE.business}, jobs`));
    expect(lines.filter((l) => l.startsWith("X-WR-CALNAME"))).toEqual([
      "X-WR-CALNAME:Evil X-WR-CALNAME:Hijacked METHOD:REQUEST\\, jobs",
    ]);
    expect(lines.filter((l) => l.startsWith("METHOD"))).toEqual(["METHOD:PUBLISH"]);
  });

  it("the quote's, the job's and the feed's .ics from data stored with line breaks", async () => {
    const { browser } = await signedInBrowser(t);
    const businessId = (await (await browser.get("/api/me")).json()).business.id;
    await t.deps.db.execute(
      sql`update businesses set name = ${HOSTILE.business} where id = ${businessId}`,
    );
    const customer = await f.createCustomer(t.deps.db, {
      businessId,
      firstName: HOSTILE.customer,
      lastName: "",
      address: HOSTILE.address,
      phone: HOSTILE.phone,
    });
    const quote = await f.createQuote(t.deps.db, {
      businessId,
      customerId: customer.id,
      customerName: HOSTILE.customer,
      name: HOSTILE.quote,
      status: "accepted",
    });
    const job = await f.createJob(t.deps.db, {
      businessId,
      quoteId: quote.id,
      status: "scheduled",
      startAt: new Date("2030-05-06T08:00:00Z"),
      endAt: new Date("2030-05-06T09:00:00Z"),
    });

    const quoteIcs = await // A Monday: the quote's three days of labour are one all-day event.
    (await browser.get(`/api/quotes/${quote.id}/calendar.ics?start=2030-03-04T09:00:00Z`)).text();
    const jobIcs = await (await browser.get(`/api/jobs/${job.id}/calendar.ics`)).text();
    const { url } = await (await browser.post("/api/calendar-feed")).json();
    const feed = await t.request(new URL(url).pathname);
    expect(feed.status).toBe(200);
    const feedIcs = await feed.text();

    for (const ics of [quoteIcs, jobIcs, feedIcs]) {
      const lines = contentLines(ics);
      expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
      expect(lines.filter((l) => l === "END:VEVENT")).toHaveLength(1);
      expect(names(lines)).not.toContain("X-EVIL");
      expect(lines.filter((l) => l.startsWith("SUMMARY"))).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith("LOCATION"))).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith("METHOD"))).toEqual(["METHOD:PUBLISH"]);
    }
    expect(contentLines(feedIcs).filter((l) => l.startsWith("X-WR-CALNAME"))).toEqual([
      "X-WR-CALNAME:Evil X-WR-CALNAME:Hijacked METHOD:REQUEST jobs",
    ]);
  });
});

describe("a job's working days as all-day events", () => {
  const event = {
    uid: "job-1@sole",
    title: `Job: ${HOSTILE.quote}`,
    description: "Quote Q-0001",
    location: HOSTILE.address,
  };

  it("one event per run of working days, dates without times, the end exclusive", () => {
    const schedule = jobSchedule({
      start: new Date("2026-12-23T08:00:00Z"),
      end: new Date("2026-12-30T17:00:00Z"),
      endFollowsLabour: true,
      laborDays: 4,
    });
    const lines = contentLines(calendarFile(scheduleEvents(event, schedule)));
    expect(lines.filter((l) => /^(UID|DTSTART|DTEND|SUMMARY)/.test(l))).toEqual([
      "UID:job-1@sole",
      "DTSTART;VALUE=DATE:20261223",
      "DTEND;VALUE=DATE:20261225",
      "SUMMARY:Job: Loft\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Free money (days 1–2 of 4)",
      "UID:job-1-2@sole",
      "DTSTART;VALUE=DATE:20261229",
      "DTEND;VALUE=DATE:20261231",
      "SUMMARY:Job: Loft\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Free money (days 3–4 of 4)",
    ]);
    expect(names(lines)).not.toContain("X-EVIL");
  });

  it("keeps the times of an end chosen on the start's own day", () => {
    const schedule = jobSchedule({
      start: new Date("2026-12-23T09:00:00Z"),
      end: new Date("2026-12-23T11:00:00Z"),
      endFollowsLabour: false,
      laborDays: 4,
    });
    expect(schedule.allDay).toBe(false);
    const lines = contentLines(calendarFile(scheduleEvents(event, schedule)));
    expect(lines).toContain("DTSTART:20261223T090000Z");
    expect(lines).toContain("DTEND:20261223T110000Z");
  });
});
