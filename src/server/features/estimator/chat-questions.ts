/**
 * The chat's questions (issue 18): the estimate's own (./asks.ts), so what the chat asks and what
 * predict-materials returns are the same questions: what the detected jobs' takeoffs need and the
 * description has not given, each saying what it sets.
 */
import { askText } from "./asks";
import { estimate } from "./estimate";

export { MAX_QUESTIONS } from "./asks";

/** The chat's form: "[REQUIRED] <question> Sets <what>, and the days.", none for an unknown job. */
export function essentialQuestions(description: string): string[] {
  const est = estimate(description);
  if (!est.understood) return [];
  return est.asks.map((a) => `[REQUIRED] ${askText(a)}`);
}
