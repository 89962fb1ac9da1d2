import { oneLine } from "../../shared/site-address";

/**
 * SPEC §7 "Calendar export": compose pages for Google and Outlook, titled "Job: {name}", and the
 * date-time input helpers of the quote's calendar dialog and the job scheduling dialog.
 */

/** 2026-11-24T08:00:00.000Z → 20261124T080000Z (Google's UTC form). */
export function googleDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export interface CalendarEvent {
  title: string;
  details: string;
  start: Date;
  end: Date;
  /** Where: the calendar's own place field, which its maps open (an address of lines as one). */
  location?: string;
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    details: event.details,
    dates: `${googleDate(event.start)}/${googleDate(event.end)}`,
  });
  if (event.location) params.set("location", oneLine(event.location));
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    subject: event.title,
    body: event.details,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
  });
  if (event.location) params.set("location", oneLine(event.location));
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/** Tomorrow at 08:00 local time. */
export function defaultStart(now = new Date()): Date {
  const start = new Date(now);
  start.setDate(start.getDate() + 1);
  start.setHours(8, 0, 0, 0);
  return start;
}

/** A Date as the value of an <input type="datetime-local"> (local time, minutes). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
