import { formatPence } from "../../../shared/money";

const shortMonth = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  year: "2-digit",
  timeZone: "UTC",
});
const longMonth = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const monthDate = (month: string) => new Date(`${month}-15T12:00:00Z`);

/** "2026-11" as "Nov 26" (an axis) or "November 2026" (a table). */
export const monthShort = (month: string) => shortMonth.format(monthDate(month));
export const monthLong = (month: string) => longMonth.format(monthDate(month));

/** Whole pounds for an axis: "£1.2k" would be read as a typo by some, so "£1,200". */
export const poundsAxis = (pence: number) =>
  formatPence(Math.round(pence / 100) * 100).replace(/\.00$/, "");

export const percent = (rate: number | null) =>
  rate === null ? "No quotes decided yet" : `${Math.round(rate * 100)}%`;

/** The median wait for a yes: "Same day" reads better than "0 days". */
export const days = (n: number | null) =>
  n === null ? "None won yet" : n < 1 ? "Same day" : `${n} ${n === 1 ? "day" : "days"}`;
