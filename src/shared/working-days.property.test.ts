import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  consecutiveRuns,
  daysWorkedBetween,
  isWeekend,
  isWorkingDay,
  nextDay,
  workEndsAt,
  workingDaysOf,
} from "./working-days";

/** Any instant from 2026 to the end of 2028, the years the bank holidays are kept for. */
const instant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 1) })
  .map((ms) => new Date(ms));
const day = instant.map((d) => d.toISOString().slice(0, 10));
const labourDays = fc.integer({ min: 0, max: 120 }).map((n) => n / 4); // 0 to 30 in quarters

describe("working days properties", () => {
  it("the end is never before the start and is a working day unless it is the start day", () => {
    fc.assert(
      fc.property(day, labourDays, (start, days) => {
        const end = addWorkingDays(start, days);
        expect(end >= start).toBe(true);
        if (end !== start) expect(isWorkingDay(end)).toBe(true);
        if (isWorkingDay(start)) expect(isWorkingDay(end)).toBe(true);
      }),
    );
  });

  it("takes one day per whole or part day, skipping weekends and bank holidays after the first", () => {
    fc.assert(
      fc.property(day, labourDays, (start, days) => {
        const list = workingDaysOf(start, days);
        expect(list).toHaveLength(Math.max(1, Math.ceil(days)));
        expect(list[0]).toBe(start);
        for (const d of list.slice(1)) {
          expect(isWorkingDay(d)).toBe(true);
          expect(isWeekend(d)).toBe(false);
        }
        // No working day is passed over between two consecutive days worked.
        for (let i = 1; i < list.length; i++) {
          for (let d = nextDay(list[i - 1] as string); d < (list[i] as string); d = nextDay(d)) {
            expect(isWorkingDay(d)).toBe(false);
          }
        }
      }),
    );
  });

  it("one more day of labour ends a working day later (nothing up to a day ends on the start)", () => {
    fc.assert(
      fc.property(day, labourDays, (start, days) => {
        const later = addWorkingDays(start, days + 1);
        if (days > 0) expect(later > addWorkingDays(start, days)).toBe(true);
        else expect(later).toBe(start);
      }),
    );
  });

  it("the days between a start and its end are the days of the job, in runs that cover them", () => {
    fc.assert(
      fc.property(day, labourDays, (start, days) => {
        const list = workingDaysOf(start, days);
        expect(daysWorkedBetween(start, list.at(-1) as string)).toEqual(list);
        const runs = consecutiveRuns(list);
        expect(runs.flatMap((r) => daysWorkedBetween(r.first, r.last))).toEqual(list);
        expect(runs[0]?.first).toBe(start);
      }),
    );
  });

  it("the work ends after it starts, on the job's last day or later the same night", () => {
    fc.assert(
      fc.property(instant, labourDays, (start, days) => {
        const end = workEndsAt(start, days);
        expect(end.getTime()).toBeGreaterThan(start.getTime());
      }),
    );
  });
});
