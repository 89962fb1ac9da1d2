import { formatDate } from "../../../shared/dates";

const ukTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Europe/London",
});

/** dd/mm/yyyy hh:mm:ss in the UK's time zone: mail arrives seconds apart. */
export function formatSentAt(value: string): string {
  return `${formatDate(value)} ${ukTime.format(new Date(value))}`;
}
