/** Dates are shown in short British form, dd/mm/yyyy, in the UK's time zone. */
const ukDate = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/London",
});

export function formatDate(value: Date | string | number): string {
  return ukDate.format(new Date(value));
}

/** YYYY-MM-DD in the UK's time zone (file names, CSV columns, date inputs). */
export function isoDay(value: Date | string | number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "Europe/London",
  }).format(new Date(value));
  return parts;
}

export function addDays(value: Date, days: number): Date {
  return new Date(value.getTime() + days * 86_400_000);
}

const ukTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Europe/London",
});

/** dd/mm/yyyy hh:mm:ss in the UK's time zone. */
export function formatDateTime(value: Date | string | number): string {
  return `${formatDate(value)} ${ukTime.format(new Date(value))}`;
}
