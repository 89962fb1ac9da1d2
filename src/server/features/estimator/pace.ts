/**
 * Issue 22, Deliver 4: what the business's finished jobs say about its pace. Each completed job's
 * quote is read by the estimator's own recognition; only a quote of exactly one job type says how
 * long that type takes the business (a composite job's days cannot be shared out between types).
 * Actual days are the working days from start to completion, as in Insights (job-profit.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { EstimatorSettings } from "../../../shared/schemas/settings";
import { daysWorkedBetween } from "../../../shared/working-days";
import { type DbOrTx, queryRows } from "../../db/client";
import { businesses } from "../../db/schema";
import { notFound } from "../../errors";
import { ESTIMATOR_TIMEOUT_MS } from "../../workers/estimator-tasks";
import { runTask } from "../../workers/pool";
import { PACE_MAX_JOBS, type PaceByJob, type PaceSample, paceFactors } from "./pace-math";
import { stripTrailingStops } from "./parse";

/** Enough finished jobs to fill every common type's latest PACE_MAX_JOBS, read in one query. */
const JOBS_READ = 20 * PACE_MAX_JOBS;

interface Row extends Record<string, unknown> {
  job_description: string;
  labor_days: number | string;
  started: string | Date;
  completed_at: string | Date;
}

export async function getEstimatorSettings(
  db: DbOrTx,
  businessId: string,
): Promise<EstimatorSettings> {
  const [row] = await db
    .select({ learnPace: businesses.learnPace })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound();
  return row;
}

export async function updateEstimatorSettings(
  db: DbOrTx,
  businessId: string,
  settings: EstimatorSettings,
): Promise<EstimatorSettings> {
  const [row] = await db
    .update(businesses)
    .set({ learnPace: settings.learnPace })
    .where(eq(businesses.id, businessId))
    .returning({ learnPace: businesses.learnPace });
  if (!row) throw notFound();
  return row;
}

/**
 * Each business's pace as last worked out, keyed by a stamp of its finished jobs: a chat turn or an
 * estimate re-reads the jobs and re-parses their descriptions (up to JOBS_READ in the worker pool)
 * only when a job was finished or changed since. Bounded, oldest entry dropped first.
 */
const paceCache = new Map<string, { stamp: string; pace: PaceByJob }>();
const PACE_CACHE_SIZE = 1000;

/** The business's pace per job type; empty when switched off or too few jobs are finished. */
export async function businessPace(db: DbOrTx, businessId: string): Promise<PaceByJob> {
  const [business] = await db
    .select({ learnPace: businesses.learnPace })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business?.learnPace) return {};
  const [finished] = await queryRows<{ stamp: string }>(
    db,
    sql`select count(*)::text || '/' || coalesce(max(updated_at)::text, '') as stamp
      from jobs where business_id = ${businessId} and status = 'completed'`,
  );
  const stamp = finished?.stamp ?? "";
  const cached = paceCache.get(businessId);
  if (cached?.stamp === stamp) return cached.pace;
  const pace = await readPace(db, businessId);
  paceCache.delete(businessId);
  paceCache.set(businessId, { stamp, pace });
  if (paceCache.size > PACE_CACHE_SIZE) {
    const oldest = paceCache.keys().next().value;
    if (oldest !== undefined) paceCache.delete(oldest);
  }
  return pace;
}

async function readPace(db: DbOrTx, businessId: string): Promise<PaceByJob> {
  const rows = await queryRows<Row>(
    db,
    sql`select q.job_description, q.labor_days,
        coalesce(j.started_at, j.start_at, j.completed_at) as started, j.completed_at
      from jobs j join quotes q on q.id = j.quote_id and q.business_id = j.business_id
      where j.business_id = ${businessId} and j.status = 'completed'
        and j.completed_at is not null and q.job_description <> ''
      order by j.completed_at desc, j.id desc
      limit ${JOBS_READ}`,
  );
  // The recognition runs in the worker pool, like every estimate, off the event loop: all the rows
  // in one task, in the business's turn (a task per row filled the pool's queue for everyone).
  const jobTypes = await runTask(
    "jobTypesOf",
    { texts: rows.map((r) => stripTrailingStops(r.job_description.trim())) },
    { owner: businessId, timeoutMs: ESTIMATOR_TIMEOUT_MS },
  );
  const samples: PaceSample[] = [];
  rows.forEach((r, i) => {
    const [jobType, ...others] = jobTypes[i] ?? [];
    if (!jobType || others.length > 0) return;
    samples.push({
      jobType,
      quotedDays: Number(r.labor_days),
      actualDays: daysWorkedBetween(new Date(r.started), new Date(r.completed_at)).length,
    });
  });
  return paceFactors(samples);
}
