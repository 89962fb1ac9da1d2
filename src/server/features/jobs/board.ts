/** The job workflow board: quotes without a job and jobs, by column (shared/job-board.ts). */
import { and, desc, eq, inArray, notExists, type SQL, sql } from "drizzle-orm";
import { type BoardColumn, boardColumns } from "../../../shared/job-board";
import { quoteReference } from "../../../shared/quote-math";
import { customerDisplayName } from "../../../shared/schemas/customers";
import {
  BOARD_COLUMN_LIMIT,
  type Board,
  type BoardItem,
  type Job,
  jobStatuses,
} from "../../../shared/schemas/jobs";
import type { QuoteStatus } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { customers, jobs, quotes } from "../../db/schema";
import { listJobs, workAddressSql } from "./read-model";

/**
 * Every card of the job workflow board in one answer (quotes without a job in draft, sent and
 * accepted; jobs by their status): in each column the newest BOARD_COLUMN_LIMIT (the most
 * recently finished jobs in the last), and how many more each column holds, so a business with
 * years of quotes and jobs reads and sends one screenful, not all of them (issue 19).
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
      siteAddress: workAddressSql,
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
    siteAddress: q.siteAddress,
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
    siteAddress: j.siteAddress,
    jobDescription: j.quote.jobDescription,
    totalAmountPence: j.quote.totalAmountPence,
    laborDays: j.quote.laborDays,
    startAt: j.startAt,
    endAt: j.endAt,
    createdAt: j.createdAt,
  }));
}
