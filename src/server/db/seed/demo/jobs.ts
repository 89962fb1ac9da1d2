import { labourEnd, ukTime, WORKING_DAY } from "../../../../shared/working-days";
import { jobs } from "../../schema";
import type { DemoQuoteStory } from "./stories";
import { type CustomerRow, type DemoWriter, type JobRow, MINUTE, type Written } from "./writer";

/** The job of a story's accepted quote, on the board's column the story says, and its activity. */
export async function writeStoryJob(
  w: DemoWriter,
  story: DemoQuoteStory,
  quote: Written["quote"],
  customer: CustomerRow,
): Promise<JobRow | undefined> {
  if (!story.job) return undefined;
  const { status, notes } = story.job;
  // At eight on the day the story says, weekend or not: nobody sees the template, and each
  // copy moves the job to a working day near that day of its own (auth/demo-copy).
  const startAt = ukTime(w.clock.dayOf(story.job.startDay), WORKING_DAY.startMinute);
  const endAt = labourEnd(startAt, story.laborDays);
  const scheduledAt = w.clock.at(story.job.scheduledDay, "12:20");
  const startedAt = status === "scheduled" ? null : new Date(startAt.getTime() + 12 * MINUTE);
  const completedAt = status === "completed" ? new Date(endAt.getTime() - 30 * MINUTE) : null;
  const [job] = await w.tx
    .insert(jobs)
    .values({
      businessId: w.business.id,
      quoteId: quote.id,
      customerId: customer.id,
      status,
      startAt,
      endAt,
      endFollowsLabour: true,
      notes,
      startedAt,
      completedAt,
      createdAt: scheduledAt,
      updatedAt: completedAt ?? startedAt ?? scheduledAt,
    })
    .returning();
  if (!job) throw new Error("demo job insert returned no row");
  w.record(scheduledAt, "job.scheduled", "job", job.id, `Job ${story.name} scheduled`);
  if (startedAt) w.record(startedAt, "job.started", "job", job.id, `Job ${story.name} started`);
  if (completedAt) {
    w.record(completedAt, "job.completed", "job", job.id, `Job ${story.name} completed`);
  }
  return job;
}
