import { describe, expect, it } from "vitest";
import data from "./bank-holidays-england-wales.json";
import {
  addWorkingDays,
  bankHolidays,
  consecutiveRuns,
  daysWorkedBetween,
  isWorkingDay,
  ukDay,
  ukTime,
  workEndsAt,
  workingDaysOf,
} from "./working-days";

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Easter Sunday (the anonymous Gregorian algorithm). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

const firstMonday = (y: number, m: number) => {
  let d = utc(y, m, 1);
  while (d.getUTCDay() !== 1) d = addDays(d, 1);
  return d;
};
const lastMonday = (y: number, m: number) => {
  let d = addDays(utc(y, m + 1, 1), -1);
  while (d.getUTCDay() !== 1) d = addDays(d, -1);
  return d;
};

/** England and Wales's standing rules, with substitute days for the weekend ones. */
function ruleHolidays(year: number): string[] {
  const weekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
  const newYear = utc(year, 1, 1);
  let newYearHoliday = newYear;
  while (weekend(newYearHoliday)) newYearHoliday = addDays(newYearHoliday, 1);
  const christmas = utc(year, 12, 25);
  const boxing = utc(year, 12, 26);
  const taken = new Set<string>();
  const christmasDays = [christmas, boxing].map((day) => {
    let d = day;
    while (weekend(d) || taken.has(ymd(d))) d = addDays(d, 1);
    taken.add(ymd(d));
    return d;
  });
  const e = easter(year);
  return [
    newYearHoliday,
    addDays(e, -2),
    addDays(e, 1),
    firstMonday(year, 5),
    lastMonday(year, 5),
    lastMonday(year, 8),
    ...christmasDays,
  ].map(ymd);
}

describe("bank holidays of England and Wales", () => {
  it("has GOV.UK's 2026 dates", () => {
    expect(data.events.filter((e) => e.date.startsWith("2026")).map((e) => e.date)).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-04",
      "2026-05-25",
      "2026-08-31",
      "2026-12-25",
      "2026-12-28",
    ]);
  });

  it("keeps 2026 to 2028 as the standing rules give them", () => {
    for (const year of [2026, 2027, 2028]) {
      const kept = data.events.filter((e) => e.date.startsWith(`${year}`)).map((e) => e.date);
      expect(kept, `${year}`).toEqual(ruleHolidays(year));
    }
    expect(bankHolidays.get("2027-12-27")).toBe("Christmas Day (substitute day)");
  });
});

describe("working days", () => {
  it("skips weekends and bank holidays", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true); // Friday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-25")).toBe(false);
    expect(isWorkingDay("2026-12-28")).toBe(false); // Boxing Day's substitute
    expect(isWorkingDay("2026-12-29")).toBe(true);
  });

  it("takes the UK date of an instant, not the UTC one", () => {
    // 23:30 UTC on Sunday 28 June 2026 is 00:30 BST on Monday.
    expect(isWorkingDay(new Date("2026-06-28T23:30:00Z"))).toBe(true);
    expect(isWorkingDay(new Date("2026-12-27T23:30:00Z"))).toBe(false); // 23:30 GMT, Sunday
  });

  it("counts the start day, then each working day", () => {
    expect(addWorkingDays("2026-11-23", 1)).toBe("2026-11-23");
    expect(addWorkingDays("2026-11-23", 0)).toBe("2026-11-23");
    expect(addWorkingDays("2026-11-23", 0.5)).toBe("2026-11-23");
    expect(addWorkingDays("2026-11-23", 1.5)).toBe("2026-11-24");
    expect(addWorkingDays("2026-11-27", 2)).toBe("2026-11-30"); // Friday to Monday
    // A Saturday start is worked; the second day is Monday.
    expect(workingDaysOf("2026-11-28", 2)).toEqual(["2026-11-28", "2026-11-30"]);
  });

  it("spans Christmas 2026 and 2027", () => {
    expect(workingDaysOf("2026-12-24", 3)).toEqual(["2026-12-24", "2026-12-29", "2026-12-30"]);
    expect(workingDaysOf("2027-12-24", 2)).toEqual(["2027-12-24", "2027-12-29"]);
    expect(workingDaysOf("2027-12-31", 2)).toEqual(["2027-12-31", "2028-01-04"]);
  });

  it("lists the days worked between two dates and groups them into runs", () => {
    const days = daysWorkedBetween("2026-12-23", "2026-12-30");
    expect(days).toEqual(["2026-12-23", "2026-12-24", "2026-12-29", "2026-12-30"]);
    expect(consecutiveRuns(days)).toEqual([
      { first: "2026-12-23", last: "2026-12-24" },
      { first: "2026-12-29", last: "2026-12-30" },
    ]);
    expect(daysWorkedBetween("2026-12-23", "2026-12-23")).toEqual(["2026-12-23"]);
  });

  it("ends a whole day at five and half a day at half past twelve, UK time", () => {
    const monday = ukTime("2026-11-23", 8 * 60);
    expect(monday.toISOString()).toBe("2026-11-23T08:00:00.000Z");
    expect(ukTime("2026-06-22", 8 * 60).toISOString()).toBe("2026-06-22T07:00:00.000Z");
    expect(workEndsAt(monday, 2).toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(workEndsAt(monday, 1.5).toISOString()).toBe("2026-11-24T12:30:00.000Z");
    expect(workEndsAt(monday, 0.5).toISOString()).toBe("2026-11-23T12:30:00.000Z");
    // A half day starting at two runs on for its four and a half hours.
    const afternoon = ukTime("2026-11-23", 14 * 60);
    expect(workEndsAt(afternoon, 0.5).toISOString()).toBe("2026-11-23T18:30:00.000Z");
  });

  it("keeps counting outside four-digit years (an API start with 1,000 days of labour)", () => {
    expect(ukDay(new Date("0099-06-01T10:00:00Z"))).toBe("0099-06-01");
    expect(addWorkingDays("9999-12-31", 3)).toBe("10000-01-04");
    expect(Number.isNaN(workEndsAt(new Date("9999-12-31T09:00:00Z"), 1000).getTime())).toBe(false);
  });
});
