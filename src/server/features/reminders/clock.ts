import { isoDay } from "../../../shared/dates";

const DAY_MS = 86_400_000;

const londonHour = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

/** The hour (0-23) on a clock in London at `at`, summer time included. */
export function hourInLondon(at: Date): number {
  return Number(londonHour.format(at));
}

/**
 * The instant a London date ("YYYY-MM-DD") begins. Clocks change at 01:00 UTC, so the offset at
 * midnight UTC of that date is the offset of London's midnight too.
 */
export function londonDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - hourInLondon(new Date(utcMidnight)) * 3_600_000);
}

/** Whole days from London date `from` to London date `to` ("2026-11-20" to "2026-11-27": 7). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A London date `days` before `day`. */
export function dayMinus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

export const londonToday = (now: Date) => isoDay(now);

/**
 * Customers are emailed between 08:00 and 21:00 London time: an hourly run at 03:00 leaves the
 * reminder for the morning instead of landing in someone's inbox in the night.
 */
export const customerHours = (now: Date) => {
  const hour = hourInLondon(now);
  return hour >= 8 && hour < 21;
};
