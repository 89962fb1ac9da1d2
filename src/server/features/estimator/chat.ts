/**
 * The deterministic quote assistant (SPEC §2 wizard, §4 Chat flow): plain text, no markdown.
 * Stateless: the stage is read from the conversation the client sends back.
 *   description → at most 4 questions: what the detected jobs' takeoffs need and the description
 *                 has not given, each saying what it sets (./chat-questions.ts)
 *   answers     → a 2–3 sentence summary with 3–5 main materials to confirm
 *   confirmation → the concise final quote, ending with the Generate Quote prompt
 */

import {
  answerInContext,
  onlyConfirms,
  startsWithConfirmation,
} from "../../../shared/chat-answers";
import { quantityWithUnit } from "../../../shared/quantities";
import { isAnswersText, NOT_PROVIDED, parseAnswers } from "../../../shared/questionnaire";
import { AI_MESSAGES, type ChatMessage, type ChatResult } from "../../../shared/schemas/assistant";
import { askText } from "./asks";
import { estimate } from "./estimate";
import { isPaceNote, type PaceByJob } from "./pace-math";
import { parseDescription, stripTrailingStops } from "./parse";
import { segmentDescription } from "./rooms";
import type { Ask, EstimatedMaterial } from "./types";
import { roundUpHalfDay } from "./units";

export const GREETING =
  "Hello! I'm your quote assistant. Describe the job in a sentence or two (the work, the room and its size if you know it) and I'll ask a few essential questions before preparing your quote.";
export const SUMMARY_MARK = "Please confirm these details are correct";
export const FINAL_MARK = "Final quote";
const QUESTIONS_MARK = "Thanks, that sounds like";

const GREETING_ONLY = /^(hi|hello|hey|hiya|good (morning|afternoon|evening))[!. ]*$/i;

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
/** "12 sheets", "3 bags", "2" (each): to two decimal places, the unit plural after more than one. */
const quantityText = (m: EstimatedMaterial) =>
  quantityWithUnit(Math.round(m.quantity * 100) / 100, m.unit);

/** The job description: the user's messages that are not questionnaire answers or confirmations. */
function descriptionFrom(history: readonly ChatMessage[], prompt?: string): string {
  const parts: string[] = [];
  for (const m of history) {
    if (m.role !== "user") continue;
    const text = m.content.trim();
    if (!text || isAnswersText(text) || onlyConfirms(text) || GREETING_ONLY.test(text)) continue;
    parts.push(text);
  }
  if (prompt && !isAnswersText(prompt) && !onlyConfirms(prompt) && !GREETING_ONLY.test(prompt))
    parts.push(prompt.trim());
  return joinParts(parts);
}

/**
 * Joins description parts with "; ": the parser reads "3.6m." at a sentence end as a length only
 * (a core quirk), so trailing full stops are dropped and parts are not joined with ". ".
 */
function joinParts(parts: readonly string[]): string {
  return parts
    .map((p) => stripTrailingStops(p.trim()))
    .filter(Boolean)
    .join("; ");
}

/** The description plus every answer given, for the estimator. */
export function fullDescription(history: readonly ChatMessage[], prompt?: string): string {
  const answers = [...history.map((m) => m.content), prompt ?? ""]
    .filter(isAnswersText)
    .flatMap(parseAnswers)
    .filter((a) => a.answer && a.answer !== NOT_PROVIDED)
    // "2.6m" answering "What is the ceiling height in the bedroom?" is the bedroom's height.
    .map((a) => answerInContext(a.question, a.answer));
  return joinParts([descriptionFrom(history, prompt), ...answers]);
}

export { essentialQuestions } from "./chat-questions";

function mainMaterials(materials: readonly EstimatedMaterial[], n = 5): EstimatedMaterial[] {
  return [...materials]
    .sort((a, b) => b.quantity * b.unitPricePence - a.quantity * a.unitPricePence)
    .slice(0, n);
}

const dayText = (d: number) => quantityWithUnit(d, "day");

function summary(
  description: string,
  asked: ReadonlySet<string> = new Set(),
  pace: PaceByJob = {},
): ChatResult & { isJobValidation: true } {
  const est = estimate(description, [], { pace });
  if (!est.understood) return { ...clarify(est.asks, asked), isJobValidation: true } as never;
  const p = parseDescription(description);
  const d = p.dimensions;
  // Several rooms are each named with their size, not only the first room.
  const segments = segmentDescription(description)?.map((s) => s.label);
  const jobs = est.jobs.join(", ").toLowerCase();
  // "re-tile bathroom", not "re-tile bathroom in the bathroom": a job that names its room.
  const own = p.rooms[0] && !jobs.includes(p.rooms[0]) ? ` in the ${p.rooms[0]}` : "";
  const room = segments ? ` (${segments.join("; ")})` : own;
  const size = !segments && d.lengthM && d.widthM ? `, about ${d.lengthM} m by ${d.widthM} m` : "";
  const finish = p.finishes.length ? ` with a ${p.finishes.join(", ")} finish` : "";
  const mats = mainMaterials(est.materials);
  const lines = mats.map((m) => `${m.name}: ${quantityText(m)}`);
  const work = roundUpHalfDay(est.labourDays);
  // Waits make the days on site more than the days of work charged: both are said.
  const days =
    est.timeEstimateDays > work
      ? `${dayText(est.timeEstimateDays)} on site, ${dayText(work)} of work`
      : `${dayText(est.timeEstimateDays)} of work`;
  const message = [
    // The business's own pace (issue 22) is said where the days are.
    [
      `Here is what I have: ${jobs}${room}${size}${finish}. I estimate about ${days}.`,
      ...est.assumptions.filter(isPaceNote),
    ].join(" "),
    "",
    `Main materials to confirm:\n${lines.join("\n")}`,
    "",
    `${SUMMARY_MARK}, or tell me what to change.`,
  ].join("\n");
  return { message, model: "", stage: "summary", isJobValidation: true };
}

function finalQuote(
  description: string,
  asked: ReadonlySet<string>,
  pace: PaceByJob = {},
): ChatResult {
  const est = estimate(description, [], { pace });
  if (!est.understood) return clarify(est.asks, asked);
  const total = est.materials.reduce((s, m) => s + Math.round(m.quantity * m.unitPricePence), 0);
  // The pace note goes with the time estimate, not among the first few assumptions.
  const assumptions = est.assumptions.filter((a) => !isPaceNote(a));
  const message = [
    `${FINAL_MARK}: ${est.jobs.join(", ")}.`,
    `Job plan: ${est.workPlan.slice(0, 6).join("; ")}.`,
    `Materials: ${est.materials.map((m) => `${m.name} x ${quantityText(m)}`).join("; ")} (about ${pounds(total)} before merchant discounts).`,
    assumptions.length ? `Assumptions: ${assumptions.slice(0, 4).join("; ")}.` : "",
    [
      `Time estimate: ${dayText(est.timeEstimateDays)}.`,
      ...est.assumptions.filter(isPaceNote),
    ].join(" "),
    AI_MESSAGES.generatePrompt,
  ]
    .filter(Boolean)
    .join("\n");
  return { message, model: "", stage: "final" };
}

/**
 * Every question an earlier assistant turn asked, as askText wrote it. The server is stateless, so
 * the conversation the client sends back is the only record of what was asked (issue 20: the
 * assistant never asks the same question twice).
 */
function askedBefore(history: readonly ChatMessage[]): Set<string> {
  const asked = new Set<string>();
  for (const m of history) {
    if (m.role !== "assistant") continue;
    for (const line of m.content.split("\n")) {
      const question = /^\d+\.\s*\[(?:REQUIRED|OPTIONAL)\]\s*(\S.*)$/.exec(line.trim())?.[1];
      if (question) asked.add(question.trim());
    }
  }
  return asked;
}

const notAsked = (asks: readonly Ask[], asked: ReadonlySet<string>) =>
  asks.filter((a) => !asked.has(askText(a)));

/** Said instead of asking the same questions again when the job is still not recognised. */
export const STILL_UNCLEAR =
  "I still can't tell which job this is. One sentence with the work and the room is enough, for example: Skim and paint the lounge, 4.5m x 3.6m.";

/** No job recognised: what the work is (and the size, when not given), never a guessed job. */
function clarify(all: readonly Ask[], asked: ReadonlySet<string>): ChatResult {
  const asks = notAsked(all, asked);
  if (asks.length === 0) return { message: STILL_UNCLEAR, model: "", stage: "clarify" };
  const qs = asks.map((a, i) => `${i + 1}. [REQUIRED] ${askText(a)}`);
  return {
    message: `I couldn't work out the job from that yet. Please tell me a little more:\n\n${qs.join("\n")}`,
    model: "",
    stage: "clarify",
  };
}

function questions(
  description: string,
  asked: ReadonlySet<string>,
  pace: PaceByJob = {},
): ChatResult {
  const est = estimate(description);
  if (!est.understood) return clarify(est.asks, asked);
  // A question asked before and left unanswered keeps its assumption rather than being asked again.
  const qs = notAsked(est.asks, asked).map((a) => `[REQUIRED] ${askText(a)}`);
  const jobs = est.jobs.join(", ").toLowerCase();
  if (qs.length === 0) return summary(description, asked, pace);
  return {
    message: `${QUESTIONS_MARK} ${jobs}. To price it accurately I need a few details:\n\n${qs
      .map((q, i) => `${i + 1}. ${q}`)
      .join("\n")}`,
    model: "",
    stage: "questions",
  };
}

/** One assistant turn; `pace` is the business's own pace per job type (issue 22). */
export function chatReply(
  prompt: string,
  context: readonly ChatMessage[] = [],
  pace: PaceByJob = {},
): ChatResult {
  const text = prompt.trim();
  const lastAssistant = [...context].reverse().find((m) => m.role === "assistant")?.content ?? "";
  const asked = askedBefore(context);
  if (!text || GREETING_ONLY.test(text)) {
    return { message: GREETING, model: "", stage: "greeting" };
  }
  if (isAnswersText(text)) return summary(fullDescription(context, text), asked, pace);
  if (lastAssistant.includes(SUMMARY_MARK)) {
    if (startsWithConfirmation(text)) return finalQuote(fullDescription(context), asked, pace);
    // A correction: fold it into the description and summarise again.
    return summary(fullDescription(context, text), asked, pace);
  }
  if (lastAssistant.startsWith(FINAL_MARK) && startsWithConfirmation(text)) {
    return { message: AI_MESSAGES.generatePrompt, model: "", stage: "final" };
  }
  // Answers typed into the chat after our questions: summarise with what was given, rather than
  // asking again a question the takeoff cannot read from the answer (its assumption stands).
  if (lastAssistant.startsWith(QUESTIONS_MARK))
    return summary(fullDescription(context, text), asked, pace);
  return questions(fullDescription(context, text), asked, pace);
}
