/**
 * The estimator: description (+ measurements) → understood jobs, a combined materials takeoff
 * (needs summed across jobs, then bought in whole packs), an ordered work plan, assumptions,
 * clarifying questions and a time estimate. Deterministic and offline.
 */
import { JOBS } from "./jobs";
import { parseDescription } from "./parse";
import { type Segment, segmentDescription } from "./rooms";
import type { EstimateResult, JobTakeoff, MeasurementInput } from "./types";
import { elapsedDays, fmt, packAll, round, roundUpHalfDay } from "./units";

export const UNKNOWN_JOB_QUESTIONS = [
  "What work needs doing — for example painting, plastering, tiling, flooring, doors, fencing, a patio or guttering?",
  "Which room or area is it, and roughly how big (length × width in metres, or m²)?",
  "Are any materials or finishes already chosen?",
];

export interface EstimateOptions {
  /** Tradespeople on the job; otherwise read from the description ("two of us"), else 1. */
  crew?: number;
}

/** "two of us", "a crew of 3", "2 men", "with a labourer": how many share the labour. */
export function crewFromText(normalised: string): number | undefined {
  const n = normalised.match(
    /\b(\d)\s*(?:of us|men|lads|fitters|tradesm[ae]n|tradespeople|people|pairs? of hands)\b|\b(?:crew|team|gang) of (\d)\b/,
  );
  const count = Number(n?.[1] ?? n?.[2]);
  if (count >= 1 && count <= 6) return count;
  if (/\bwith (?:a|my|our) (?:labourer|mate|apprentice|helper)\b/.test(normalised)) return 2;
  return undefined;
}

/**
 * A room's takeoff for `count` identical rooms: needs and labour times the count (bought once with
 * the other rooms' needs), each reason naming its room.
 */
function roomTakeoff(t: JobTakeoff, seg: Segment): JobTakeoff {
  if (!seg.label) return t;
  const times = seg.count > 1 ? ` × ${seg.count} rooms` : "";
  return {
    ...t,
    needs: t.needs.map((n) => ({
      ...n,
      amount: round(n.amount * seg.count, 4),
      ...(n.reason ? { reason: `${seg.label}: ${n.reason}${times}` } : {}),
    })),
    labourDays: round(t.labourDays * seg.count, 4),
  };
}

export function estimate(
  description: string,
  measurements: readonly MeasurementInput[] = [],
  options: EstimateOptions = {},
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
      labourDays: 0,
      crew: 1,
      questions: [...UNKNOWN_JOB_QUESTIONS],
    };
  }
  const segments = segmentDescription(description, measurements) ?? [
    { parsed, count: 1, label: "" },
  ];
  const takeoffs: JobTakeoff[] = [];
  const assumptions: string[] = [];
  const questions: string[] = [];
  const workPlan: string[] = [];
  const jobs: string[] = [];
  for (const seg of segments) {
    const own = seg.parsed.jobTypes.map((id) => roomTakeoff(JOBS[id].takeoff(seg.parsed), seg));
    takeoffs.push(...own);
    const at = seg.label ? `${seg.label}: ` : "";
    if (at) assumptions.push(`${at}${own.map((t) => t.label.toLowerCase()).join(", ")}`);
    for (const id of seg.parsed.assumedSurfaces) {
      assumptions.push(`${at}Taken to include: ${JOBS[id].label.toLowerCase()}`);
    }
    if (seg.parsed.assumedSurfaces.length > 0) {
      questions.push("Which surfaces are included — walls, ceiling, woodwork, floor?");
    }
    for (const t of own) {
      if (!jobs.includes(t.label)) jobs.push(t.label);
      for (const step of t.workPlan) {
        const line = `${at}${t.label}: ${step}`;
        if (!workPlan.includes(line)) workPlan.push(line);
      }
      assumptions.push(...t.assumptions.map((a) => `${at}${a}`));
      questions.push(...t.questions);
    }
  }
  const labour = round(
    takeoffs.reduce((sum, t) => sum + t.labourDays, 0),
    4,
  );
  const crew = Math.max(1, Math.round(options.crew ?? crewFromText(parsed.normalised) ?? 1));
  const waits = takeoffs.flatMap((t) => t.waits);
  assumptions.push(
    crew === 1
      ? `One tradesperson: ${fmt(labour)} days of labour`
      : `Crew of ${crew}: ${fmt(labour)} days of labour ÷ ${crew} = ${fmt(labour / crew)} days`,
  );
  return {
    understood: true,
    jobs,
    materials: packAll(takeoffs.flatMap((t) => t.needs)),
    workPlan,
    assumptions: [...new Set(assumptions)],
    timeEstimateDays: roundUpHalfDay(elapsedDays(labour, waits, crew)),
    labourDays: labour,
    crew,
    questions: [...new Set(questions)],
  };
}
