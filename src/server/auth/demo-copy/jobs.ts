import { eq } from "drizzle-orm";
import { isoDay } from "../../../shared/dates";
import { labourEnd, ukTime } from "../../../shared/working-days";
import { jobs } from "../../db/schema";
import { shiftDay, workingDayFrom } from "../../db/seed/demo/dates";
import { type DemoCopy, type Remap, remapper } from "./context";

/** The jobs, by new ids the copy's activity refers to, each moved as one (movedJob). */
export async function copyJobs(
  { tx, templateId, businessId, days, moved }: DemoCopy,
  quote: { id: (id: string) => string; laborDays: Map<string, number> },
  customerOf: Remap,
) {
  const jobRows = await tx.select().from(jobs).where(eq(jobs.businessId, templateId));
  const job = remapper(jobRows);
  if (jobRows.length) {
    await tx.insert(jobs).values(
      jobRows.map((j) => ({
        ...j,
        ...movedJob(j, quote.laborDays.get(j.quoteId) ?? 0, days),
        id: job.id(j.id),
        businessId,
        quoteId: quote.id(j.quoteId),
        customerId: customerOf(j.customerId),
        createdAt: moved(j.createdAt),
        updatedAt: moved(j.updatedAt),
      })),
    );
  }
  return job;
}

const ukClock = new Intl.DateTimeFormat("en-GB", {
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

/** Minutes since midnight of an instant on the UK's clock (08:00 is 480, summer or winter). */
function ukMinuteOf(at: Date): number {
  const parts = ukClock.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/**
 * A job's times moved `days` days as one: the start to the same time on a working day (the one
 * before for work begun, the one after for work to come), the end with the labour from there when
 * it follows the labour (else by as much as the start), started and completed with them.
 */
function movedJob(job: typeof jobs.$inferSelect, laborDays: number, days: number) {
  if (!job.startAt) {
    const by = days * 86_400_000;
    const move = (at: Date | null) => (at ? new Date(at.getTime() + by) : null);
    return {
      endAt: move(job.endAt),
      startedAt: move(job.startedAt),
      completedAt: move(job.completedAt),
    };
  }
  const day = workingDayFrom(
    shiftDay(isoDay(job.startAt), days),
    job.status === "scheduled" ? 1 : -1,
  );
  const startAt = ukTime(day, ukMinuteOf(job.startAt));
  const startBy = startAt.getTime() - job.startAt.getTime();
  let endAt: Date | null = null;
  if (job.endAt) {
    endAt = job.endFollowsLabour
      ? labourEnd(startAt, laborDays)
      : new Date(job.endAt.getTime() + startBy);
  }
  const endBy = job.endAt && endAt ? endAt.getTime() - job.endAt.getTime() : startBy;
  return {
    startAt,
    endAt,
    startedAt: job.startedAt ? new Date(job.startedAt.getTime() + startBy) : null,
    completedAt: job.completedAt ? new Date(job.completedAt.getTime() + endBy) : null,
  };
}
