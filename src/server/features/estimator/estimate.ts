/**
 * The estimator: description (+ measurements) → understood jobs, a combined materials takeoff
 * (needs summed across jobs, then bought in whole packs), an ordered work plan, assumptions,
 * clarifying questions and a time estimate. Deterministic and offline.
 */
import { type QuestionPart, questionsFor } from "./asks";
import { JOBS } from "./jobs";
import { SKIP_NOTE, shareSkip } from "./jobs/muck-away";
import { wantsSacks } from "./jobs/strip-out";
import { type PaceByJob, paceNote } from "./pace-math";
import { parseDescription } from "./parse";
import { unpricedNotes } from "./phrasing";
import { type Segment, segmentDescription } from "./rooms";
import type { Ask, EstimateResult, JobTakeoff, MeasurementInput, ParsedDescription } from "./types";
import {
  type Chain,
  elapsedDays,
  fmt,
  mergeWaits,
  nothingDone,
  overlappedDays,
  packAll,
  round,
  roundUpHalfDay,
} from "./units";

const WORK_EXAMPLES =
  "for example painting, plastering, tiling, flooring, doors, fencing, a patio or guttering";

export const UNKNOWN_JOB_QUESTIONS = [
  `What work needs doing — ${WORK_EXAMPLES}?`,
  "Which room or area is it, and roughly how big (length × width in metres, or m²)?",
];

const sizeGiven = (p: ParsedDescription) =>
  Object.values(p.dimensions).some((v) => v !== undefined);

const listRooms = (rooms: readonly string[]) =>
  rooms.length === 1
    ? `the ${rooms[0]}`
    : `the ${rooms.slice(0, -1).join(", the ")} and the ${rooms.at(-1)}`;

/**
 * No job recognised (issue 18 Deliver 6): ask what the work is, never price an invented default
 * job; rooms or sizes the description gave are not asked for again.
 */
function unknownJobAsks(p: ParsedDescription): Ask[] {
  if (p.rooms.length === 0) {
    return [
      { question: UNKNOWN_JOB_QUESTIONS[0] as string, sets: "which jobs are priced" },
      { question: UNKNOWN_JOB_QUESTIONS[1] as string, sets: "the quantities and the days" },
    ];
  }
  const rooms = listRooms(p.rooms);
  const asks: Ask[] = [
    {
      question: `What work needs doing in ${rooms} — ${WORK_EXAMPLES}?`,
      sets: "which jobs are priced",
    },
  ];
  if (!sizeGiven(p)) {
    asks.push({
      question: `Roughly how big is ${p.rooms.length === 1 ? rooms : `each of ${rooms}`} (length × width in metres, or m²)?`,
      sets: "the quantities and the days",
    });
  }
  return asks;
}

export interface EstimateOptions {
  /** Tradespeople on the job; otherwise read from the description ("two of us"), else 1. */
  crew?: number;
  /** The business's own pace per job type (issue 22): each such job's labour days × its factor. */
  pace?: PaceByJob;
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
      ...(n.spoilM3 !== undefined ? { spoilM3: round(n.spoilM3 * seg.count, 4) } : {}),
      ...(n.reason ? { reason: `${seg.label}: ${n.reason}${times}` } : {}),
    })),
    labourDays: round(t.labourDays * seg.count, 4),
  };
}

/** The work takes the business longer (or less) than the book says; the waits do not change. */
const atPace = (t: JobTakeoff, factor: number | undefined): JobTakeoff =>
  factor ? { ...t, labourDays: round(t.labourDays * factor, 4) } : t;

export function estimate(
  description: string,
  measurements: readonly MeasurementInput[] = [],
  options: EstimateOptions = {},
): EstimateResult {
  const parsed = parseDescription(description, measurements);
  if (parsed.jobTypes.length === 0) {
    const asks = unknownJobAsks(parsed);
    return {
      understood: false,
      jobs: [],
      materials: [],
      workPlan: [],
      assumptions: [],
      timeEstimateDays: 0,
      labourDays: 0,
      crew: 1,
      questions: asks.map((a) => a.question),
      asks,
      waits: [],
    };
  }
  const segments = segmentDescription(description, measurements) ?? [
    { parsed, count: 1, label: "" },
  ];
  const takeoffs: JobTakeoff[] = [];
  const assumptions: string[] = [];
  const parts: QuestionPart[] = [];
  const chains: (Chain & { name: string })[] = [];
  const workPlan: string[] = [];
  const jobs: string[] = [];
  const paced = new Set<string>();
  for (const seg of segments) {
    const own = seg.parsed.jobTypes.map((id) => {
      const pace = options.pace?.[id];
      if (pace) paced.add(paceNote(JOBS[id].label, pace));
      return roomTakeoff(atPace(JOBS[id].takeoff(seg.parsed), pace?.factor), seg);
    });
    takeoffs.push(...own);
    parts.push({ parsed: seg.parsed, takeoffs: own });
    // A room's or job's own tasks follow one another; another room's do not wait for them.
    chains.push({
      name: `${seg.label} (${own.map((t) => t.label.toLowerCase()).join(", ")})`,
      labourDays: own.reduce((sum, t) => sum + t.labourDays, 0),
      waits: mergeWaits(own.flatMap((t) => t.waits)),
    });
    const at = seg.label ? `${seg.label}: ` : "";
    if (at) assumptions.push(`${at}${own.map((t) => t.label.toLowerCase()).join(", ")}`);
    for (const id of seg.parsed.assumedSurfaces) {
      assumptions.push(`${at}Taken to include: ${JOBS[id].label.toLowerCase()}`);
    }
    for (const t of own) {
      if (!jobs.includes(t.label)) jobs.push(t.label);
      for (const step of t.workPlan) {
        const line = `${at}${t.label}: ${step}`;
        if (!workPlan.includes(line)) workPlan.push(line);
      }
      assumptions.push(...t.assumptions.map((a) => `${at}${a}`));
    }
  }
  const labour = round(
    takeoffs.reduce((sum, t) => sum + t.labourDays, 0),
    4,
  );
  assumptions.push(...paced, ...unpricedNotes(parsed.normalised));
  // A job that needs two (a steel beam) sets the crew when the description names none.
  const least = Math.max(1, ...takeoffs.map((t) => t.crew ?? 1));
  const crew = Math.max(1, Math.round(options.crew ?? crewFromText(parsed.normalised) ?? least));
  // Only a specialist's job, said and not priced: no days rather than the half-day minimum.
  const idle = takeoffs.every((t) => nothingDone({ days: t.labourDays, ...t }));
  if (!idle)
    assumptions.push(
      crew === 1
        ? `One tradesperson: ${fmt(labour)} ${labour === 1 ? "day" : "days"} of labour`
        : `Crew of ${crew}: ${fmt(labour)} days of labour ÷ ${crew} = ${fmt(labour / crew)} ${labour / crew === 1 ? "day" : "days"}`,
    );
  if (chains.length > 1) assumptions.push(...overlapNotes(chains, crew));
  const asks = questionsFor(parts);
  const skip = shareSkip(
    takeoffs.flatMap((t) => t.needs),
    wantsSacks(parsed),
  );
  return {
    understood: true,
    jobs,
    materials: packAll(skip.needs),
    workPlan,
    assumptions: skip.note
      ? [...new Set(assumptions.filter((a) => !SKIP_NOTE.test(a))), skip.note]
      : [...new Set(assumptions)],
    timeEstimateDays: idle ? 0 : roundUpHalfDay(overlappedDays(chains, crew)),
    labourDays: labour,
    crew,
    questions: asks.map((a) => a.question),
    asks,
    waits: chains.flatMap((ch) =>
      ch.waits.map((w) => (segments.length > 1 ? { ...w, what: `${ch.name}: ${w.what}` } : w)),
    ),
  };
}

const dayWord = (d: number) => `${fmt(d)} ${d === 1 ? "day" : "days"}`;

/**
 * Each room's or job's waits set against the work on the others that fills them: "Kitchen 4 × 3 m
 * (skim ceilings, paint walls): Mist coat once the new plaster is dry (3 days), 3 days' wait while
 * Bathroom 2 × 1.5 m (tile floor) is worked on (0.6 days): +2.4 days".
 */
function overlapNotes(chains: readonly (Chain & { name: string })[], crew: number): string[] {
  const total = chains.reduce((sum, ch) => sum + ch.labourDays, 0) / crew;
  const paths = chains.map((ch) => elapsedDays(ch.labourDays, ch.waits, crew));
  // Only the longest chain sets the days; the others' waits end inside it.
  const longest = paths.indexOf(Math.max(...paths));
  const notes: string[] = [];
  chains.forEach((ch, i) => {
    const waiting = ch.waits.reduce((sum, w) => sum + w.days, 0);
    if (waiting <= 0) return;
    const others = chains.filter((o) => o !== ch && o.labourDays > 0).map((o) => o.name);
    const work = round(total - ch.labourDays / crew, 4);
    const extra = i === longest ? round((paths[i] as number) - total, 4) : 0;
    const what = ch.waits.map((w) => w.what).join(" and ");
    notes.push(
      `${ch.name}: ${what}, ${dayWord(waiting)}${waiting === 1 ? "'s" : "'"} wait while ${others.join(" and ")} ${
        others.length === 1 ? "is" : "are"
      } worked on (${dayWord(work)}): ${extra > 0 ? `+${dayWord(extra)}` : "no extra days"}`,
    );
  });
  return notes;
}
