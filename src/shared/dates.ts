/**
 * An Intl formatter made on first use, not when the module loads: the first Intl object a page
 * makes loads the browser's locale and time zone data, which a screen showing no date (the quote
 * builder editing a quote) then never pays for (ADR 0023).
 */
function onFirstUse(options: Intl.DateTimeFormatOptions, locale = "en-GB") {
  let format: Intl.DateTimeFormat | undefined;
  return (value: Date) => {
    format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: "Europe/London" });
    return format.format(value);
  };
}

/** Dates are shown in short British form, dd/mm/yyyy, in the UK's time zone. */
const ukDate = onFirstUse({ day: "2-digit", month: "2-digit", year: "numeric" });

export function formatDate(value: Date | string | number): string {
  return ukDate(new Date(value));
}

/** YYYY-MM-DD in the UK's time zone (file names, CSV columns, date inputs): Canada's order. */
const ukIsoDay = onFirstUse({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA");

export function isoDay(value: Date | string | number): string {
  return ukIsoDay(new Date(value));
}

export function addDays(value: Date, days: number): Date {
  return new Date(value.getTime() + days * 86_400_000);
}

const ukTime = onFirstUse({ hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** dd/mm/yyyy hh:mm:ss in the UK's time zone. */
export function formatDateTime(value: Date | string | number): string {
  return `${formatDate(value)} ${ukTime(new Date(value))}`;
}
