import { and, eq } from "drizzle-orm";
import { formatPence } from "../../../../shared/money";
import { JOB_SPAN_MAX_MS, jobMessages } from "../../../../shared/schemas/jobs";
import { workAddress } from "../../../../shared/site-address";
import { labourEnd } from "../../../../shared/working-days";
import type { Db } from "../../../db/client";
import { jobs } from "../../../db/schema";
import { badRequest } from "../../../errors";
import { calendarFile, jobSchedule, scheduleEvents } from "../../documents/ical";
import { loadQuoteDocument } from "./load";

/**
 * The job of a quote as iCalendar events, "Job: {name}" (SPEC §7, Calendar export). Without a
 * start, the scheduled job's dates are used. Without an end, the work runs for the quote's labour
 * days in working days and shows as all-day events on those days; an end on the start's own day
 * keeps its times.
 */
export async function quoteCalendar(
  db: Db,
  businessId: string,
  id: string,
  range: { start?: Date; end?: Date },
) {
  const doc = await loadQuoteDocument(db, businessId, id);
  let { start, end } = range;
  let endFollowsLabour = !end;
  if (!start) {
    const [job] = await db
      .select({ startAt: jobs.startAt, endAt: jobs.endAt, follows: jobs.endFollowsLabour })
      .from(jobs)
      .where(and(eq(jobs.quoteId, id), eq(jobs.businessId, businessId)));
    start = job?.startAt ?? undefined;
    if (!end && job?.endAt) {
      end = job.endAt;
      endFollowsLabour = job.follows;
    }
  }
  if (!start) throw badRequest("Please choose a start date and time", { start: "Required" });
  const { quote, reference, customer } = doc;
  if (!end || end <= start) {
    end = labourEnd(start, quote.laborDays);
    endFollowsLabour = true;
  }
  if (end.getTime() - start.getTime() > JOB_SPAN_MAX_MS) {
    throw badRequest(jobMessages.tooLong, { end: jobMessages.tooLong });
  }
  const title = `Job: ${quote.name || reference}`;
  const description = [
    `Quote ${reference}${customer.name ? ` for ${customer.name}` : ""}`,
    quote.jobDescription,
    `Total: ${formatPence(quote.totalAmountPence)}`,
    customer.phone && `Phone: ${customer.phone}`,
  ]
    .filter(Boolean)
    .join("\n");
  const events = scheduleEvents(
    {
      uid: `${quote.id}@sole`,
      title,
      description,
      location: workAddress(quote.siteAddress, customer.address),
    },
    jobSchedule({ start, end, endFollowsLabour, laborDays: quote.laborDays }),
  );
  return { filename: `Job-${reference}.ics`, body: calendarFile(events) };
}
