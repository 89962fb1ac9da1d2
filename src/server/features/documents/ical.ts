import ical, { escape as escapeText, ICalCalendarMethod } from "ical-generator";
import {
  consecutiveRuns,
  dayAsUtcDate,
  daysWorkedBetween,
  nextDay,
  ukDay,
} from "../../../shared/working-days";

/**
 * iCalendar files (RFC 5545) written by `ical-generator`, which escapes the events' TEXT values
 * (backslash, semicolon, comma, and CR LF, a lone CR or a lone LF as `\n`) and folds lines at 75
 * octets. No stored text, however old, can start a line of its own (tests/api/calendar.test.ts).
 */

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /** DTSTART;VALUE=DATE: start and end are midnight UTC of the first day and the day after the last. */
  allDay?: boolean;
}

/** When a job is on: all day over its working days, or between two times on one day. */
export interface Schedule {
  start: Date;
  end: Date;
  allDay: boolean;
}

/**
 * Whether a job shows as all-day events: when its end follows the labour days (a day's work is a
 * day in the calendar, not an hour at its start), or when a chosen end falls on a later day. A
 * chosen end on the start's own day keeps its times (a two-hour visit), as does a quote without
 * labour.
 */
export function jobSchedule(job: {
  start: Date;
  end: Date;
  endFollowsLabour: boolean;
  laborDays: number;
}): Schedule {
  const laterDay = ukDay(job.end) > ukDay(job.start);
  const allDay = laterDay || (job.endFollowsLabour && job.laborDays > 0);
  return { start: job.start, end: job.end, allDay };
}

/**
 * A schedule as events. All-day work becomes one event per run of consecutive days worked, not
 * one event from the first day to the last: calendar apps draw a single event as a bar across
 * the weekend and the bank holidays between, which says the tradesperson is busy on days they are
 * free (or tells the customer work goes on over Christmas). A run of several days stays one bar,
 * which reads better than a separate event each day. Later runs get their own UID and say which
 * days of the job they are.
 */
const MAX_RUNS = 60;

export function scheduleEvents(
  event: Omit<CalendarEvent, "start" | "end" | "allDay">,
  schedule: Schedule,
): CalendarEvent[] {
  if (!schedule.allDay) return [{ ...event, start: schedule.start, end: schedule.end }];
  const days = daysWorkedBetween(schedule.start, schedule.end);
  const runs = consecutiveRuns(days);
  // Each event costs the calendar writer about a quarter of a millisecond on the shared thread: a
  // job of more runs than a year's weeks is one bar from its first day to its last.
  const first = days[0];
  const last = days.at(-1);
  if (runs.length > MAX_RUNS && first && last) {
    return [
      { ...event, start: dayAsUtcDate(first), end: dayAsUtcDate(nextDay(last)), allDay: true },
    ];
  }
  let done = 0;
  return runs.map((run, index) => {
    const length = daysWorkedBetween(run.first, run.last).length;
    const from = done + 1;
    done += length;
    const which = length === 1 ? `day ${from}` : `days ${from}–${done}`;
    return {
      ...event,
      uid: index === 0 ? event.uid : event.uid.replace(/@|$/, `-${index + 1}$&`),
      title: runs.length > 1 ? `${event.title} (${which} of ${days.length})` : event.title,
      start: dayAsUtcDate(run.first),
      end: dayAsUtcDate(nextDay(run.last)),
      allDay: true,
    };
  });
}

/**
 * Characters that end a line for some calendar readers but that RFC 5545 does not escape
 * (vertical tab, form feed, NEL, line and paragraph separators) and the other C0 controls,
 * which a TEXT value may not hold: each becomes a space. CR and LF are left to the library.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0085\u2028\u2029]/g;
const clean = (text: string) => text.replace(UNSAFE, " ");

function newCalendar(prodId: { product: string }, name?: string) {
  const calendar = ical({
    prodId: { company: "Sole.", product: prodId.product, language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  // ical-generator 10 writes the calendar name (NAME, X-WR-CALNAME) without escaping it, so a
  // name with a CR or LF would start lines of its own: line breaks become spaces and the rest is
  // escaped here with the library's own TEXT escaping.
  if (name !== undefined) calendar.name(escapeText(clean(name).replace(/[\r\n]+/g, " "), false));
  return calendar;
}

function addEvent(calendar: ReturnType<typeof ical>, event: CalendarEvent, now: Date) {
  calendar.createEvent({
    id: clean(event.uid),
    stamp: now,
    start: event.start,
    end: event.end,
    allDay: event.allDay ?? false,
    summary: clean(event.title),
    description: event.description ? clean(event.description) : null,
    location: event.location ? clean(event.location) : null,
  });
}

/** A one-event calendar for a quote's or a job's dates (SPEC §7, Calendar export). */
export function quoteCalendarEvent(event: CalendarEvent & { now?: Date }): string {
  return calendarFile([event], event.now);
}

/** The events of one quote's or job's schedule as one file to import. */
export function calendarFile(events: CalendarEvent[], now = new Date()): string {
  const calendar = newCalendar({ product: "Quotes" });
  for (const event of events) addEvent(calendar, event, now);
  return `${calendar.toString()}\r\n`;
}

/** Many events as one named calendar (the subscription feed), refreshed hourly by clients. */
export function eventsCalendar(events: CalendarEvent[], name: string, now = new Date()): string {
  const calendar = newCalendar({ product: "Jobs" }, name);
  calendar.ttl(3600);
  for (const event of events) addEvent(calendar, event, now);
  return `${calendar.toString()}\r\n`;
}
