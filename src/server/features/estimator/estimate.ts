/**
 * The estimator: description (+ measurements) → understood jobs, a combined materials takeoff
 * (needs summed across jobs, then bought in whole packs), an ordered work plan, assumptions,
 * clarifying questions and a time estimate. Deterministic and offline.
 */
import { JOBS } from "./jobs";
import { parseDescription } from "./parse";
import type { EstimateResult, JobTakeoff, MeasurementInput } from "./types";
import { packAll, round, roundUpHalfDay } from "./units";

export const UNKNOWN_JOB_QUESTIONS = [
  "What work needs doing — for example painting, plastering, tiling, flooring, doors, fencing, a patio or guttering?",
  "Which room or area is it, and roughly how big (length × width in metres, or m²)?",
  "Are any materials or finishes already chosen?",
];

export function estimate(
  description: string,
  measurements: readonly MeasurementInput[] = [],
): EstimateResult {
  const parsed = parseDescription(description, measurements);
  if (parsed.jobTypes.length === 0) {
    return {
      understood: false,
      jobs: [],
      materials: [],
      workPlan: [],
      assumptions: [],
      timeEstimateDays: 0,
      questions: [...UNKNOWN_JOB_QUESTIONS],
    };
  }
  const takeoffs: JobTakeoff[] = parsed.jobTypes.map((id) => JOBS[id].takeoff(parsed));
  const assumptions: string[] = [];
  const questions: string[] = [];
  for (const id of parsed.assumedSurfaces) {
    const label = JOBS[id].label.toLowerCase();
    assumptions.push(`Taken to include: ${label}`);
  }
  if (parsed.assumedSurfaces.length > 0) {
    questions.push("Which surfaces are included — walls, ceiling, woodwork, floor?");
  }
  const workPlan: string[] = [];
  for (const t of takeoffs) {
    for (const step of t.workPlan) {
      const line = `${t.label}: ${step}`;
      if (!workPlan.includes(line)) workPlan.push(line);
    }
    assumptions.push(...t.assumptions);
    questions.push(...t.questions);
  }
  const days = takeoffs.reduce((sum, t) => sum + t.labourDays, 0);
  return {
    understood: true,
    jobs: takeoffs.map((t) => t.label),
    materials: packAll(takeoffs.flatMap((t) => t.needs)),
    workPlan,
    assumptions: [...new Set(assumptions)],
    timeEstimateDays: roundUpHalfDay(round(days, 4)),
    questions: [...new Set(questions)],
  };
}
