/**
 * How each job is recognised, as data the job modules own: `phrases` name the job outright (jobs
 * found by a verb and a surface, such as "skim the ceiling", are read by ../detect-jobs.ts),
 * `not` lists phrases that carry one of the job's words but are another trade's work, and
 * `examples` are descriptions that must bring this job and no other (`with`: the jobs it always
 * brings along, e.g. boarding brings the skim coat). jobs/recognition.test.ts runs every example.
 *
 * The table is kept in parts by where the work is (rooms.ts, outside.ts, refits.ts) and by trade
 * (electrical.ts), with
 * the phrases several jobs read in phrases.ts and how new boards are finished in board-finish.ts.
 */
import type { JobTypeId } from "../../types";
import { ELECTRICAL } from "./electrical";
import { OUTSIDE } from "./outside";
import type { Recognition } from "./phrases";
import { REFITS } from "./refits";
import { ROOMS } from "./rooms";

export { boardFinishOf } from "./board-finish";
export { KITCHEN_FIT, KITCHEN_SPLASHBACK, type Recognition } from "./phrases";

export const RECOGNITION: Partial<Record<JobTypeId, Recognition>> = {
  ...ROOMS,
  ...OUTSIDE,
  ...REFITS,
  ...ELECTRICAL,
};

/** The text with every phrase in `not` blanked out, same length so positions still line up. */
export function withoutPhrases(text: string, not: readonly RegExp[]): string {
  let out = text;
  for (const re of not) {
    const g = re.global ? re : new RegExp(re.source, `${re.flags}g`);
    out = out.replace(g, (m) => " ".repeat(m.length));
  }
  return out;
}

/** The text as job `id` reads it: its negative phrases blanked out. */
export function textFor(id: JobTypeId, text: string): string {
  return withoutPhrases(text, RECOGNITION[id]?.not ?? []);
}

/** Whether the job's own phrases name it in the text (jobs with no phrases: false). */
export function named(id: JobTypeId, text: string): boolean {
  const r = RECOGNITION[id];
  if (!r?.phrases) return false;
  const own = withoutPhrases(text, r.not);
  return r.phrases.some((re) => re.test(own));
}
