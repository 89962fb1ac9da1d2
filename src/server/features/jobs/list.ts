import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { JobList, JobStatus } from "../../../shared/schemas/jobs";
import { pageCursorMessage } from "../../../shared/schemas/paging";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import { badRequest } from "../../errors";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { jobConditions, selectJobs, toJob } from "./read-model";

/*
 * The job list, a page at a time (issue 19): completed jobs newest completion first (the
 * history), any other list soonest start first. The key is cut to milliseconds in the order and
 * the comparison alike, so a cursor made from the API's ISO time finds its place exactly.
 */

const cursorSchema = z.object({
  s: z.enum(["completed", "start"]),
  at: z.iso.datetime({ offset: true }),
  id: z.uuid(),
});

const completedKey = sql`date_trunc('milliseconds', coalesce(${jobs.completedAt}, '1970-01-01T00:00:00Z'::timestamptz))`;
const startKey = sql`date_trunc('milliseconds', coalesce(${jobs.startAt}, '9999-12-31T00:00:00Z'::timestamptz))`;

export async function listJobPage(
  db: Db,
  businessId: string,
  filter: {
    status?: JobStatus;
    q?: string;
    quoteId?: string;
    customerId?: string;
    limit: number;
    cursor?: string;
  },
): Promise<JobList> {
  const conditions = jobConditions(businessId, filter);
  if (!conditions) return { jobs: [], nextCursor: null };
  const sort = filter.status === "completed" ? "completed" : "start";
  const key = sort === "completed" ? completedKey : startKey;
  if (filter.cursor) {
    const cursor = decodeCursor(filter.cursor, cursorSchema);
    const at = sql`${cursor.at}::timestamptz`;
    // A cursor is a position in one order; in the other it would skip or repeat jobs.
    if (cursor.s !== sort) throw badRequest(pageCursorMessage, { cursor: pageCursorMessage });
    conditions.push(
      sort === "completed"
        ? sql`(${key}, ${jobs.id}) < (${at}, ${cursor.id})`
        : sql`(${key}, ${jobs.id}) > (${at}, ${cursor.id})`,
    );
  }
  const order: SQL[] = sort === "completed" ? [desc(key), desc(jobs.id)] : [asc(key), asc(jobs.id)];
  const rows = await selectJobs(db)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit).map(toJob);
  const last = page.at(-1);
  const lastAt =
    sort === "completed"
      ? (last?.completedAt ?? "1970-01-01T00:00:00.000Z")
      : (last?.startAt ?? "9999-12-31T00:00:00.000Z");
  return {
    jobs: page,
    nextCursor:
      rows.length > filter.limit && last
        ? encodeCursor({ s: sort, at: lastAt, id: last.id })
        : null,
  };
}
