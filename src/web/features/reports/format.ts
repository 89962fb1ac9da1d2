import { formatDate } from "../../../shared/dates";

/** A YYYY-MM-DD day as dd/mm/yyyy, read at noon so no time zone moves it. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);
