/**
 * Issue 22, Deliver 4: the business's own pace per job type, learnt from its finished jobs. Pure
 * (no database) so that the estimator can apply it in the worker threads.
 */
import type { JobTypeId } from "./types";
import { round } from "./units";

/** Fewer finished jobs than this say too little about the business's pace to change a quote. */
export const PACE_MIN_JOBS = 3;
/** Only the latest jobs of a type count: the business's pace now, not years ago. */
export const PACE_MAX_JOBS = 10;
/** One disastrous job (or a mis-typed completion) never halves or trebles a quote's days. */
export const PACE_BOUNDS = { min: 0.5, max: 2 } as const;

export interface PaceSample {
  jobType: JobTypeId;
  quotedDays: number;
  actualDays: number;
}

export interface Pace {
  /** Actual working days ÷ quoted days: the median of the latest jobs, bounded. */
  factor: number;
  jobs: number;
}

export type PaceByJob = Partial<Record<JobTypeId, Pace>>;

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Samples latest first; per job type with at least PACE_MIN_JOBS of them, the median of the
 * latest PACE_MAX_JOBS ratios bounded to PACE_BOUNDS. A type whose jobs ran to quote is left out:
 * there is nothing to adjust.
 */
export function paceFactors(samples: readonly PaceSample[]): PaceByJob {
  const ratios = new Map<JobTypeId, number[]>();
  for (const s of samples) {
    if (!(s.quotedDays > 0) || !(s.actualDays > 0)) continue;
    const list = ratios.get(s.jobType) ?? [];
    if (list.length < PACE_MAX_JOBS) list.push(s.actualDays / s.quotedDays);
    ratios.set(s.jobType, list);
  }
  const out: PaceByJob = {};
  for (const [jobType, list] of ratios) {
    if (list.length < PACE_MIN_JOBS) continue;
    const factor = round(Math.min(PACE_BOUNDS.max, Math.max(PACE_BOUNDS.min, median(list))), 4);
    if (Math.round((factor - 1) * 100) === 0) continue;
    out[jobType] = { factor, jobs: list.length };
  }
  return out;
}

/** The estimate's assumption that says its days were adjusted to the business's pace. */
export const isPaceNote = (assumption: string) => /^Your last \d+ .+ jobs took /.test(assumption);

/** "Your last 4 skim walls jobs took 20 % longer than quoted: days adjusted." */
export function paceNote(label: string, pace: Pace): string {
  const percent = Math.round(Math.abs(pace.factor - 1) * 100);
  const took = pace.factor > 1 ? `${percent} % longer than` : `${percent} % less time than`;
  return `Your last ${pace.jobs} ${label.toLowerCase()} jobs took ${took} quoted: days adjusted.`;
}
