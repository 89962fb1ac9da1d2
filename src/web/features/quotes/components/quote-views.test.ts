import { describe, expect, it } from "vitest";
import { openedAt, timesText } from "./quote-views";

describe("when the customer opened the quote, in UK time", () => {
  const now = new Date("2026-11-26T10:00:00Z");

  it("says today, yesterday, the day and month, and the year only when it is not this one", () => {
    expect(openedAt("2026-11-26T09:15:00Z", now)).toBe("today 09:15");
    expect(openedAt("2026-11-25T18:40:00Z", now)).toBe("yesterday 18:40");
    expect(openedAt("2026-11-24T14:02:00Z", now)).toBe("24 Nov 14:02");
    expect(openedAt("2025-12-30T08:05:00Z", now)).toBe("30 Dec 2025 08:05");
  });

  it("uses British Summer Time in summer", () => {
    expect(openedAt("2026-07-01T08:30:00Z", now)).toBe("1 Jul 09:30");
    // 23:30 UTC on 30 June is already 1 July in London.
    expect(openedAt("2026-06-30T23:30:00Z", now)).toBe("1 Jul 00:30");
  });

  it("counts in words for one and two", () => {
    expect([1, 2, 3, 14].map(timesText)).toEqual(["once", "twice", "3 times", "14 times"]);
  });
});
