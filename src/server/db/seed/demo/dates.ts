import { isoDay } from "../../../../shared/dates";
import { type Day, isWorkingDay, ukTime } from "../../../../shared/working-days";

/*
 * The demo's days are counted from the day its template is made (-3 is three days before), and a
 * copy moves them to the day it is made (auth/demo-copy), so both count in whole calendar days.
 */

/** A day `days` after `day` (before, when negative): YYYY-MM-DD in, YYYY-MM-DD out. */
export function shiftDay(day: Day, days: number): Day {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one day to another (negative when `to` is before `from`). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** `day` when it is a working day, else the nearest one after it (step 1) or before it (step -1). */
export function workingDayFrom(day: Day, step: 1 | -1): Day {
  let found = day;
  while (!isWorkingDay(found)) found = shiftDay(found, step);
  return found;
}

/** The days and moments of the demo's story, counted from `now`, the template's creation. */
export function storyClock(now: Date) {
  const today = isoDay(now);
  const dayOf = (day: number) => shiftDay(today, day);
  /** A moment on a day of the story, UK time ("19:05"). */
  const at = (day: number, time: string) => {
    const [hours, minutes] = time.split(":").map(Number);
    return ukTime(dayOf(day), (hours ?? 0) * 60 + (minutes ?? 0));
  };
  return { dayOf, at };
}

export type StoryClock = ReturnType<typeof storyClock>;
