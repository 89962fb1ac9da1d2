import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";

const event = {
  title: "Job: Flat 2 rewire",
  details: "Rewire the kitchen.",
  start: new Date("2026-12-01T08:00:00Z"),
  end: new Date("2026-12-01T17:00:00Z"),
};

describe("calendar links put the site in the calendar's own place field", () => {
  it("gives Google and Outlook the address as one line", () => {
    const location = "Flat 2, 9 Cheap Street\nSherborne DT9 3PT";
    const google = new URL(googleCalendarUrl({ ...event, location }));
    const outlook = new URL(outlookCalendarUrl({ ...event, location }));
    expect(google.searchParams.get("location")).toBe("Flat 2, 9 Cheap Street, Sherborne DT9 3PT");
    expect(outlook.searchParams.get("location")).toBe("Flat 2, 9 Cheap Street, Sherborne DT9 3PT");
    expect(google.searchParams.get("dates")).toBe("20261201T080000Z/20261201T170000Z");
  });

  it("leaves the place out when there is none", () => {
    expect(new URL(googleCalendarUrl(event)).searchParams.has("location")).toBe(false);
    expect(
      new URL(outlookCalendarUrl({ ...event, location: "" })).searchParams.has("location"),
    ).toBe(false);
  });
});
