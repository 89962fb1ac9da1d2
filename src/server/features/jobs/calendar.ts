import { formatPence } from "../../../shared/money";
import { type Job, jobMessages, jobStatusLabels } from "../../../shared/schemas/jobs";
import { labourEnd } from "../../../shared/working-days";
import type { Db } from "../../db/client";
import { badRequest } from "../../errors";
import { calendarFile, eventsCalendar, jobSchedule, scheduleEvents } from "../documents/ical";
import { getJob } from "./read-model";

/** A job's calendar events: all day across its working days (documents/ical.ts says why). */
export function jobEvents(job: Job) {
  if (!job.startAt)
    throw badRequest(jobMessages.startRequired, { startAt: jobMessages.startRequired });
  const start = new Date(job.startAt);
  const stored = job.endAt ? new Date(job.endAt) : null;
  const end = stored && stored > start ? stored : labourEnd(start, job.quote.laborDays);
  const description = [
    `Quote ${job.quote.reference}${job.customer.name ? ` for ${job.customer.name}` : ""}`,
    job.quote.jobDescription,
    `Total: ${formatPence(job.quote.totalAmountPence)}`,
    `Status: ${jobStatusLabels[job.status]}`,
    job.customer.phone && `Phone: ${job.customer.phone}`,
    job.notes && `Notes: ${job.notes}`,
  ]
    .filter(Boolean)
    .join("\n");
  return scheduleEvents(
    {
      uid: `job-${job.id}@sole`,
      title: `Job: ${job.quote.name || job.quote.reference}`,
      description,
      location: job.siteAddress,
    },
    jobSchedule({
      start,
      end,
      endFollowsLabour: job.endFollowsLabour,
      laborDays: job.quote.laborDays,
    }),
  );
}

/** One job as an .ics file (SPEC §7, Calendar export). */
export async function jobCalendar(db: Db, businessId: string, id: string) {
  const job = await getJob(db, businessId, id);
  return { filename: `Job-${job.quote.reference}.ics`, body: calendarFile(jobEvents(job)) };
}

/** Many jobs as one calendar (the subscription feed), written by ical-generator. */
export function jobsCalendar(list: Job[], calendarName: string): string {
  return eventsCalendar(list.filter((j) => j.startAt).flatMap(jobEvents), calendarName);
}
