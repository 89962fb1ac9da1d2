/** A job's commands: schedule a quote as a job, reschedule, start, complete, delete. */
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { quoteReference } from "../../../shared/quote-math";
import {
  type completeJobSchema,
  JOB_SPAN_MAX_MS,
  type Job,
  type jobInputSchema,
  jobMessages,
  type jobUpdateSchema,
} from "../../../shared/schemas/jobs";
import { labourEnd, ukDay } from "../../../shared/working-days";
import type { Db, DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { nextVersion, versionConflict, versionIs } from "../../db/row-version";
import { activityEvents, jobs, quotes } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { checkJobId, getJob } from "./read-model";

export type JobInputParsed = z.output<typeof jobInputSchema>;
export type JobUpdateParsed = z.output<typeof jobUpdateSchema>;

async function lockJob(tx: DbOrTx, businessId: string, id: string) {
  checkJobId(id);
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.businessId, businessId)))
    .for("update");
  if (!row) throw notFound(jobMessages.notFound);
  return row;
}

async function recordActivity(
  tx: DbOrTx,
  businessId: string,
  kind: string,
  message: string,
  id: string,
) {
  await tx
    .insert(activityEvents)
    .values({ businessId, kind, message, entityType: "job", entityId: id });
}

async function quoteNameOf(tx: DbOrTx, quoteId: string) {
  const [row] = await tx
    .select({ name: quotes.name, number: quotes.number, revision: quotes.revision })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return row ? row.name || quoteReference(row.number, row.revision) : "";
}

async function laborDaysOf(tx: DbOrTx, quoteId: string) {
  const [row] = await tx
    .select({ laborDays: quotes.laborDays })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return Number(row?.laborDays ?? 0);
}

function checkRange(start: Date, end: Date) {
  if (end.getTime() <= start.getTime()) {
    throw badRequest(jobMessages.endBeforeStart, { endAt: jobMessages.endBeforeStart });
  }
  if (end.getTime() - start.getTime() > JOB_SPAN_MAX_MS) {
    throw badRequest(jobMessages.tooLong, { endAt: jobMessages.tooLong });
  }
}

/**
 * Schedules an accepted quote of this business as its one job. Without an end, the end follows
 * the quote's labour days in working days (labourEnd) and keeps following when the start moves.
 */
export async function createJob(db: Db, businessId: string, input: JobInputParsed): Promise<Job> {
  if (!isUuid(input.quoteId)) throw notFound("The requested quote could not be found.");
  const start = new Date(input.startAt);
  if (input.endAt) checkRange(start, new Date(input.endAt));
  const id = await db.transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, businessId)))
      .for("update");
    if (!quote) throw notFound("The requested quote could not be found.");
    const [existing] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.quoteId, quote.id));
    if (existing) throw conflict("job_exists", jobMessages.exists);
    if (quote.status !== "accepted") throw conflict("quote_not_accepted", jobMessages.notAccepted);
    const end = input.endAt ? new Date(input.endAt) : labourEnd(start, Number(quote.laborDays));
    const [row] = await tx
      .insert(jobs)
      .values({
        businessId,
        quoteId: quote.id,
        customerId: quote.customerId,
        status: "scheduled",
        startAt: start,
        endAt: end,
        endFollowsLabour: !input.endAt,
        notes: input.notes,
      })
      .returning({ id: jobs.id });
    if (!row) throw new Error("job insert returned no row");
    await recordActivity(
      tx,
      businessId,
      "job.scheduled",
      `Job ${quote.name || quoteReference(quote.number, quote.revision)} scheduled`,
      row.id,
    );
    return row.id;
  });
  return getJob(db, businessId, id);
}

export async function updateJob(
  db: Db,
  businessId: string,
  id: string,
  input: JobUpdateParsed,
): Promise<Job> {
  await db.transaction(async (tx) => {
    const current = await lockJob(tx, businessId, id);
    const changes: Partial<typeof jobs.$inferInsert> = {};
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.startAt !== undefined || input.endAt !== undefined) {
      const start = input.startAt ? new Date(input.startAt) : current.startAt;
      if (!start)
        throw badRequest(jobMessages.startRequired, { startAt: jobMessages.startRequired });
      // A chosen end stays while it is still after the start; otherwise (moved past it, cleared
      // with null, or never chosen) the end follows the labour days from the new start.
      const chosen = input.endAt ? new Date(input.endAt) : null;
      const kept =
        input.endAt === undefined &&
        !current.endFollowsLabour &&
        current.endAt &&
        current.endAt > start
          ? current.endAt
          : null;
      const end = chosen ?? kept ?? labourEnd(start, await laborDaysOf(tx, current.quoteId));
      checkRange(start, end);
      changes.startAt = start;
      changes.endAt = end;
      changes.endFollowsLabour = !chosen && !kept;
    }
    if (Object.keys(changes).length === 0) {
      if (current.version !== input.version) throw versionConflict("job");
      return;
    }
    const [updated] = await tx
      .update(jobs)
      .set({ ...changes, version: nextVersion(jobs.version), updatedAt: new Date() })
      .where(
        and(
          eq(jobs.id, id),
          eq(jobs.businessId, businessId),
          versionIs(jobs.version, input.version),
        ),
      )
      .returning({ id: jobs.id });
    if (!updated) throw versionConflict("job");
    await recordActivity(
      tx,
      businessId,
      "job.updated",
      `Job ${await quoteNameOf(tx, current.quoteId)} updated`,
      id,
    );
  });
  return getJob(db, businessId, id);
}

/** Deletes the job; its quote goes back to Quote Accepted. */
export async function deleteJob(db: Db, businessId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockJob(tx, businessId, id);
    await tx.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "job.deleted",
      `Job ${await quoteNameOf(tx, current.quoteId)} deleted`,
      id,
    );
  });
}

/** Scheduled → in progress, refused while the start is in the future. */
export async function startJob(db: Db, businessId: string, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const current = await lockJob(tx, businessId, id);
    if (current.status !== "scheduled")
      throw conflict("invalid_transition", jobMessages.cannotStart);
    if (current.startAt && current.startAt.getTime() > now.getTime()) {
      throw conflict("not_started_yet", jobMessages.notStartedYet);
    }
    await tx
      .update(jobs)
      .set({
        status: "in-progress",
        startedAt: now,
        version: nextVersion(jobs.version),
        updatedAt: now,
      })
      .where(and(eq(jobs.id, id), eq(jobs.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "job.started",
      `Job ${await quoteNameOf(tx, current.quoteId)} started`,
      id,
    );
  });
  return getJob(db, businessId, id);
}

/** A day worked, as an instant: midday UTC is that day in London, summer or winter. */
const middayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * In progress → completed: Finish Job. `worked` gives the days the work began and ended when
 * they were not when Start Job was pressed and now (a job marked finished the evening after, or
 * at the end of the week): the finish no later than today, the start no later than the finish.
 */
export async function completeJob(
  db: Db,
  businessId: string,
  id: string,
  now = new Date(),
  worked: z.output<typeof completeJobSchema> = {},
) {
  const today = ukDay(now);
  if (worked.finishedOn && worked.finishedOn > today) {
    throw badRequest(jobMessages.finishedInFuture, { finishedOn: jobMessages.finishedInFuture });
  }
  await db.transaction(async (tx) => {
    const current = await lockJob(tx, businessId, id);
    if (current.status !== "in-progress") {
      throw conflict("invalid_transition", jobMessages.cannotComplete);
    }
    const finishedOn = worked.finishedOn ?? today;
    const startedOn = worked.startedOn ?? ukDay(current.startedAt ?? current.startAt ?? now);
    if (startedOn > finishedOn) {
      throw badRequest(jobMessages.finishedBeforeStart, {
        finishedOn: jobMessages.finishedBeforeStart,
      });
    }
    await tx
      .update(jobs)
      .set({
        status: "completed",
        completedAt: finishedOn === today ? now : middayOf(finishedOn),
        ...(worked.startedOn && worked.startedOn !== ukDay(current.startedAt ?? now)
          ? { startedAt: middayOf(worked.startedOn) }
          : {}),
        version: nextVersion(jobs.version),
        updatedAt: now,
      })
      .where(and(eq(jobs.id, id), eq(jobs.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "job.completed",
      `Job ${await quoteNameOf(tx, current.quoteId)} completed`,
      id,
    );
  });
  return getJob(db, businessId, id);
}
