import { and, eq } from "drizzle-orm";
import { formatPence } from "../../../../shared/money";
import type { Db } from "../../../db/client";
import { jobs } from "../../../db/schema";
import { badRequest } from "../../../errors";
import { quoteCalendarEvent } from "../../documents/ical";
import { loadQuoteDocument } from "./load";

/**
 * The job of a quote as an iCalendar event, "Job: {name}". Without a start, the scheduled job's
 * dates are used; the end defaults to one hour after the start (SPEC §7, Calendar export).
 */
export async function quoteCalendar(
  db: Db,
  businessId: string,
  id: string,
  range: { start?: Date; end?: Date },
) {
  const doc = await loadQuoteDocument(db, businessId, id);
  let { start, end } = range;
  if (!start) {
    const [job] = await db
      .select({ startAt: jobs.startAt, endAt: jobs.endAt })
      .from(jobs)
      .where(and(eq(jobs.quoteId, id), eq(jobs.businessId, businessId)));
    start = job?.startAt ?? undefined;
    end ??= job?.endAt ?? undefined;
  }
  if (!start) throw badRequest("Please choose a start date and time", { start: "Required" });
  if (!end || end <= start) end = new Date(start.getTime() + 3_600_000);
  const { quote, reference, customer } = doc;
  const title = `Job: ${quote.name || reference}`;
  const description = [
    `Quote ${reference}${customer.name ? ` for ${customer.name}` : ""}`,
    quote.jobDescription,
    `Total: ${formatPence(quote.totalAmountPence)}`,
    customer.phone && `Phone: ${customer.phone}`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    filename: `Job-${reference}.ics`,
    body: quoteCalendarEvent({
      uid: `${quote.id}@sole`,
      title,
      description,
      location: customer.address,
      start,
      end,
    }),
  };
}
