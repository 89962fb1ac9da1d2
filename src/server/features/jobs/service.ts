import { and, asc, desc, eq, inArray, notExists, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type BoardColumn, boardColumns } from "../../../shared/job-board";
import { quoteReference } from "../../../shared/quote-math";
import { customerDisplayName } from "../../../shared/schemas/customers";
import {
  BOARD_COLUMN_LIMIT,
  type Board,
  type BoardItem,
  type Job,
  type JobStatus,
  type jobInputSchema,
  jobMessages,
  jobStatuses,
  type jobUpdateSchema,
} from "../../../shared/schemas/jobs";
import type { QuoteStatus } from "../../../shared/schemas/quotes";
import { labourEnd } from "../../../shared/working-days";
import type { Db, DbOrTx } from "../../db/client";
import { nextVersion, versionConflict, versionIs } from "../../db/row-version";
import { activityEvents, customers, jobs, quotes } from "../../db/schema";
import { anyContains } from "../../db/text-search";
import { badRequest, conflict, notFound } from "../../errors";

export type JobInputParsed = z.output<typeof jobInputSchema>;
export type JobUpdateParsed = z.output<typeof jobUpdateSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkJobId(id: string) {
  if (!UUID.test(id)) throw notFound(jobMessages.notFound);
}

const columns = {
  job: jobs,
  quoteName: quotes.name,
  quoteNumber: quotes.number,
  quoteRevision: quotes.revision,
  quoteStatus: quotes.status,
  quoteDescription: quotes.jobDescription,
  quoteTotal: quotes.totalAmountPence,
  quoteLaborDays: quotes.laborDays,
  quoteCustomerName: quotes.customerName,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
};

type Row = {
  job: typeof jobs.$inferSelect;
  quoteName: string;
  quoteNumber: number;
  quoteRevision: number;
  quoteStatus: "draft" | "sent" | "accepted" | "declined";
  quoteDescription: string;
  quoteTotal: number;
  quoteLaborDays: number;
  quoteCustomerName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
};

export function toJob(row: Row): Job {
  const { job } = row;
  const name =
    row.firstName !== null
      ? customerDisplayName({
          firstName: row.firstName,
          lastName: row.lastName ?? "",
          email: row.email ?? "",
        })
      : row.quoteCustomerName;
  return {
    id: job.id,
    quoteId: job.quoteId,
    customerId: job.customerId,
    status: job.status,
    startAt: job.startAt?.toISOString() ?? null,
    endAt: job.endAt?.toISOString() ?? null,
    endFollowsLabour: job.endFollowsLabour,
    notes: job.notes,
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
    version: job.version,
    quote: {
      id: job.quoteId,
      number: row.quoteNumber,
      reference: quoteReference(row.quoteNumber, row.quoteRevision),
      name: row.quoteName,
      status: row.quoteStatus,
      jobDescription: row.quoteDescription,
      totalAmountPence: row.quoteTotal,
      laborDays: Number(row.quoteLaborDays),
    },
    customer: {
      id: row.firstName !== null ? job.customerId : null,
      name,
      email: row.email ?? "",
      phone: row.phone ?? "",
      address: row.address ?? "",
    },
  };
}

export function selectJobs(db: DbOrTx) {
  return db
    .select(columns)
    .from(jobs)
    .innerJoin(quotes, and(eq(quotes.id, jobs.quoteId), eq(quotes.businessId, jobs.businessId)))
    .leftJoin(
      customers,
      and(
        eq(customers.id, sql`coalesce(${jobs.customerId}, ${quotes.customerId})`),
        eq(customers.businessId, jobs.businessId),
      ),
    );
}

/** The conditions of a job list: the business, a status, one quote's job, a search. */
export function jobConditions(
  businessId: string,
  filter: { status?: JobStatus; q?: string; quoteId?: string },
): SQL[] | null {
  const conditions: SQL[] = [eq(jobs.businessId, businessId)];
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  if (filter.quoteId) {
    if (!UUID.test(filter.quoteId)) return null;
    conditions.push(eq(jobs.quoteId, filter.quoteId));
  }
  const search = anyContains(filter.q, [
    sql`${quotes.name}`,
    sql`${quotes.jobDescription}`,
    sql`${quotes.customerName}`,
    sql`${jobs.notes}`,
    sql`coalesce(${customers.firstName} || ' ' || ${customers.lastName}, '')`,
    sql`coalesce(${customers.address}, '')`,
  ]);
  if (search) conditions.push(search);
  return conditions;
}

/** Every job matching the filter (the board's; the API pages through list.ts). */
export async function listJobs(
  db: Db,
  businessId: string,
  filter: { status?: JobStatus; q?: string; quoteId?: string; limit?: number } = {},
): Promise<Job[]> {
  const conditions = jobConditions(businessId, filter);
  if (!conditions) return [];
  const order =
    filter.status === "completed"
      ? [desc(jobs.completedAt), desc(jobs.createdAt)]
      : [asc(jobs.startAt), desc(jobs.createdAt)];
  const query = selectJobs(db)
    .where(and(...conditions))
    .orderBy(...order);
  const rows = await (filter.limit ? query.limit(filter.limit) : query);
  return rows.map(toJob);
}

export async function getJob(db: DbOrTx, businessId: string, id: string): Promise<Job> {
  checkJobId(id);
  const [row] = await selectJobs(db).where(and(eq(jobs.id, id), eq(jobs.businessId, businessId)));
  if (!row) throw notFound(jobMessages.notFound);
  return toJob(row);
}

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
}

/**
 * Schedules an accepted quote of this business as its one job. Without an end, the end follows
 * the quote's labour days in working days (labourEnd) and keeps following when the start moves.
 */
export async function createJob(db: Db, businessId: string, input: JobInputParsed): Promise<Job> {
  if (!UUID.test(input.quoteId)) throw notFound("The requested quote could not be found.");
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

/** In progress → completed. */
export async function completeJob(db: Db, businessId: string, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const current = await lockJob(tx, businessId, id);
    if (current.status !== "in-progress") {
      throw conflict("invalid_transition", jobMessages.cannotComplete);
    }
    await tx
      .update(jobs)
      .set({
        status: "completed",
        completedAt: now,
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

// ---- board -------------------------------------------------------------------------------

/**
 * Every card of the job workflow board in one answer: quotes without a job in draft, sent and
 * accepted; jobs by their status.
 */
/**
 * The board's cards: in each column the newest BOARD_COLUMN_LIMIT (the most recently finished
 * jobs in the last), and how many more each column holds, so a business with years of quotes and
 * jobs reads and sends one screenful, not all of them (issue 19).
 */
export async function loadBoard(db: Db, businessId: string): Promise<Board> {
  const quoteStatuses = ["draft", "sent", "accepted"] as const;
  const withoutJob = notExists(
    db.select({ one: sql`1` }).from(jobs).where(eq(jobs.quoteId, quotes.id)),
  );
  const [quoteRows, jobRows, quoteCounts, jobCounts] = await Promise.all([
    Promise.all(quoteStatuses.map((status) => boardQuotes(db, businessId, status, withoutJob))),
    Promise.all(
      jobStatuses.map((status) => listJobs(db, businessId, { status, limit: BOARD_COLUMN_LIMIT })),
    ),
    db
      .select({ column: quotes.status, n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(
        and(
          eq(quotes.businessId, businessId),
          inArray(quotes.status, [...quoteStatuses]),
          withoutJob,
        ),
      )
      .groupBy(quotes.status),
    db
      .select({ column: jobs.status, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.businessId, businessId))
      .groupBy(jobs.status),
  ]);
  const items = [...boardQuoteItems(quoteRows.flat()), ...boardJobItems(jobRows.flat())];
  const more = Object.fromEntries(boardColumns.map((c) => [c, 0])) as Board["more"];
  for (const { column, n } of [...quoteCounts, ...jobCounts]) {
    more[column as BoardColumn] = Number(n);
  }
  for (const item of items) more[item.column]--;
  return { items, more };
}

function boardQuotes(db: Db, businessId: string, status: QuoteStatus, withoutJob: SQL) {
  return db
    .select({
      id: quotes.id,
      number: quotes.number,
      revision: quotes.revision,
      name: quotes.name,
      status: quotes.status,
      jobDescription: quotes.jobDescription,
      total: quotes.totalAmountPence,
      laborDays: quotes.laborDays,
      customerName: quotes.customerName,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .leftJoin(
      customers,
      and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)),
    )
    .where(and(eq(quotes.businessId, businessId), eq(quotes.status, status), withoutJob))
    .orderBy(desc(quotes.createdAt), desc(quotes.number))
    .limit(BOARD_COLUMN_LIMIT);
}

type BoardQuoteRow = Awaited<ReturnType<typeof boardQuotes>>[number];

function boardQuoteItems(quoteRows: BoardQuoteRow[]): BoardItem[] {
  return quoteRows.map((q) => ({
    key: `quote:${q.id}`,
    kind: "quote",
    column: q.status as BoardItem["column"],
    quoteId: q.id,
    jobId: null,
    name: q.name || quoteReference(q.number, q.revision),
    reference: quoteReference(q.number, q.revision),
    customerName:
      q.firstName !== null
        ? customerDisplayName({
            firstName: q.firstName,
            lastName: q.lastName ?? "",
            email: q.email ?? "",
          })
        : q.customerName,
    jobDescription: q.jobDescription,
    totalAmountPence: q.total,
    laborDays: Number(q.laborDays),
    startAt: null,
    endAt: null,
    createdAt: q.createdAt.toISOString(),
  }));
}

function boardJobItems(jobList: Job[]): BoardItem[] {
  return jobList.map((j) => ({
    key: `job:${j.id}`,
    kind: "job",
    column: j.status,
    quoteId: j.quoteId,
    jobId: j.id,
    name: j.quote.name || j.quote.reference,
    reference: j.quote.reference,
    customerName: j.customer.name,
    jobDescription: j.quote.jobDescription,
    totalAmountPence: j.quote.totalAmountPence,
    laborDays: j.quote.laborDays,
    startAt: j.startAt,
    endAt: j.endAt,
    createdAt: j.createdAt,
  }));
}
