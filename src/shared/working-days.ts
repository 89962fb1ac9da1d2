import holidays from "./bank-holidays-england-wales.json";

/**
 * Working days in the UK's calendar: Monday to Friday, less the bank holidays of England and
 * Wales (kept as data for 2026 to 2028; outside those years only weekends are skipped). A day is
 * its Europe/London date, "YYYY-MM-DD", so a job starting at 00:30 BST on a Monday starts on
 * that Monday although it is still Sunday in UTC.
 */
export type Day = string;

export const bankHolidays: ReadonlyMap<Day, string> = new Map(
  holidays.events.map((e) => [e.date, e.title]),
);

/** A working day is worked eight till five, UK time; a part day is worked from eight. */
export const WORKING_DAY = { startMinute: 8 * 60, endMinute: 17 * 60 } as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DAY_PATTERN = /^(\d{4,6})-(\d{2})-(\d{2})$/;
// Labour days are stored as decimals: 2.0000001 from arithmetic must not take a third day.
const EPSILON = 1e-6;

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const dayOf = (year: number, month: number, day: number): Day =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

// Built from the parts, not Date.parse or toISOString, so years before 1000 or after 9999 (which
// a fuzzed start with 1,000 days of labour reaches) stay days instead of becoming NaN.
function utcMidnight(day: Day): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getTime();
}
function dayOfUtc(ms: number): Day {
  const date = new Date(ms);
  return dayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const ukParts = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  timeZone: "Europe/London",
});

/** The UK date of an instant, or the day itself when given one. */
export function ukDay(value: Date | Day): Day {
  if (typeof value === "string" && DAY_PATTERN.test(value)) return value;
  const parts = ukParts.formatToParts(new Date(value));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return dayOf(part("year"), part("month"), part("day"));
}

export function nextDay(day: Day): Day {
  return dayOfUtc(utcMidnight(day) + DAY_MS);
}

/** Midnight UTC of a day: how an all-day calendar event carries a date with no time zone. */
export function dayAsUtcDate(day: Day): Date {
  return new Date(utcMidnight(day));
}

export function isWeekend(date: Date | Day): boolean {
  const weekday = new Date(utcMidnight(ukDay(date))).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isWorkingDay(date: Date | Day): boolean {
  const day = ukDay(date);
  return !isWeekend(day) && !bankHolidays.has(day);
}

export function nextWorkingDay(date: Date | Day): Day {
  let day = nextDay(ukDay(date));
  while (!isWorkingDay(day)) day = nextDay(day);
  return day;
}

/**
 * The days a job of `days` days' labour is worked, first to last. The start day always counts,
 * even a Saturday or a bank holiday: whoever chose it means to work it. Every further whole or
 * part day takes the next working day, so 1.5 days is the start day and half of the next working
 * day, and anything up to one day (0 included) is the start day alone.
 */
export function workingDaysOf(start: Date | Day, days: number): Day[] {
  const count = Math.max(1, Math.ceil(days - EPSILON));
  const list = [ukDay(start)];
  for (let last = list[0] as Day; list.length < count; ) {
    last = nextWorkingDay(last);
    list.push(last);
  }
  return list;
}

/**
 * The last day worked (inclusive) by a job of `days` days' labour starting on `start`: a one-day
 * job ends the day it starts, a two-day job starting on a Friday ends on the Monday, or later
 * when that Monday is a bank holiday.
 */
export function addWorkingDays(start: Date | Day, days: number): Day {
  return workingDaysOf(start, days).at(-1) as Day;
}

/** The days worked from `start` to `end` inclusive: the start day, then each working day. */
export function daysWorkedBetween(start: Date | Day, end: Date | Day): Day[] {
  const last = ukDay(end);
  const list = [ukDay(start)];
  for (let day = nextWorkingDay(list[0] as Day); day <= last; day = nextWorkingDay(day)) {
    list.push(day);
  }
  return list;
}

/** Days grouped into runs of consecutive dates (what one all-day calendar event can cover). */
export function consecutiveRuns(days: readonly Day[]): { first: Day; last: Day }[] {
  const runs: { first: Day; last: Day }[] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && nextDay(run.last) === day) run.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs;
}

const offsetFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  timeZoneName: "shortOffset",
});

/** Minutes the UK is ahead of UTC at an instant (0 in winter, 60 in summer time). */
function ukOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant of a UK wall-clock time on a day (working hours never meet the 01:00 change). */
export function ukTime(day: Day, minuteOfDay: number): Date {
  const asUtc = utcMidnight(day) + minuteOfDay * 60_000;
  return new Date(asUtc - ukOffsetMinutes(new Date(asUtc)) * 60_000);
}

/**
 * When a job of `days` days' labour starting at `start` is done: five o'clock on its last working
 * day, or for a part day (1.5 days) the same share of the eight-till-five day from eight, to the
 * quarter hour: half a day ends at half past twelve. A start too late in the day for that (a
 * half day starting at two) runs on for its hours instead, so the end is always after the start.
 */
export function workEndsAt(start: Date, days: number): Date {
  const last = addWorkingDays(start, days);
  const fraction = days - Math.floor(days + EPSILON);
  const length = WORKING_DAY.endMinute - WORKING_DAY.startMinute;
  const minute =
    fraction > EPSILON
      ? WORKING_DAY.startMinute + Math.round((fraction * length) / 15) * 15
      : WORKING_DAY.endMinute;
  const end = ukTime(last, minute);
  if (end.getTime() > start.getTime()) return end;
  const hours = Math.max(1, (Math.max(days, 0) * length) / 60);
  return new Date(start.getTime() + hours * HOUR_MS);
}

/**
 * A job's end from its quote's labour: the end of its last working day (workEndsAt), or an hour
 * after the start when the quote has no labour (a visit to fit what was bought).
 */
export function labourEnd(start: Date, laborDays: number): Date {
  return laborDays > EPSILON ? workEndsAt(start, laborDays) : new Date(start.getTime() + HOUR_MS);
}
