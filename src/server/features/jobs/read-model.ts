/** Jobs as read: one, a business's list with its filters, and the row every read shares. */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { quoteReference } from "../../../shared/quote-math";
import { customerDisplayName } from "../../../shared/schemas/customers";
import { type Job, type JobStatus, jobMessages } from "../../../shared/schemas/jobs";
import type { Db, DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { customers, jobs, quotes } from "../../db/schema";
import { anyContains } from "../../db/text-search";
import { notFound } from "../../errors";

/** An id that is not a uuid is no job of anyone's: 404, as for another business's. */
export function checkJobId(id: string) {
  if (!isUuid(id)) throw notFound(jobMessages.notFound);
}

/** Where the work is: the quote's site address, else its customer's (src/shared/site-address.ts). */
export const workAddressSql = sql<string>`coalesce(${quotes.siteAddress}, ${customers.address}, '')`;

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
  siteAddress: workAddressSql,
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
  siteAddress: string;
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
    siteAddress: row.siteAddress,
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
  filter: { status?: JobStatus; q?: string; quoteId?: string; customerId?: string },
): SQL[] | null {
  const conditions: SQL[] = [eq(jobs.businessId, businessId)];
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  if (filter.quoteId) {
    if (!isUuid(filter.quoteId)) return null;
    conditions.push(eq(jobs.quoteId, filter.quoteId));
  }
  if (filter.customerId !== undefined) {
    if (!isUuid(filter.customerId)) return null;
    conditions.push(eq(jobs.customerId, filter.customerId));
  }
  const search = anyContains(filter.q, [
    sql`${quotes.name}`,
    sql`${quotes.jobDescription}`,
    sql`${quotes.customerName}`,
    sql`${jobs.notes}`,
    sql`coalesce(${customers.firstName} || ' ' || ${customers.lastName}, '')`,
    sql`coalesce(${customers.address}, '')`,
    sql`coalesce(${quotes.siteAddress}, '')`,
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
