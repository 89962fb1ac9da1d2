import ical, { escape as escapeText, ICalCalendarMethod } from "ical-generator";

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
    summary: clean(event.title),
    description: event.description ? clean(event.description) : null,
    location: event.location ? clean(event.location) : null,
  });
}

/** A one-event calendar for a quote's or a job's dates (SPEC §7, Calendar export). */
export function quoteCalendarEvent(event: CalendarEvent & { now?: Date }): string {
  const calendar = newCalendar({ product: "Quotes" });
  addEvent(calendar, event, event.now ?? new Date());
  return `${calendar.toString()}\r\n`;
}

/** Many events as one named calendar (the subscription feed), refreshed hourly by clients. */
export function eventsCalendar(events: CalendarEvent[], name: string, now = new Date()): string {
  const calendar = newCalendar({ product: "Jobs" }, name);
  calendar.ttl(3600);
  for (const event of events) addEvent(calendar, event, now);
  return `${calendar.toString()}\r\n`;
}
