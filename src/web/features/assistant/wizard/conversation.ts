import { answerInContext, onlyConfirms } from "../../../../shared/chat-answers";
import { isAnswersText, NOT_PROVIDED, parseAnswers } from "../../../../shared/questionnaire";
import type { ChatMessage } from "../../../../shared/schemas/assistant";

/** The assistant's first message (SPEC §2 panel 5). */
export const GREETING =
  "Hello! I'm your quote assistant. Describe the job in a sentence or two (the work, the room and its size if you know it) and I'll ask a few essential questions before preparing your quote.";

/** The assistant's reply when the chat request fails (SPEC §4). */
export const BRIEF_DESCRIPTION =
  "Sorry, something went wrong. Please give me a brief description of the work you need quoted, for example: Skim and paint the lounge, 4.5m x 3.6m.";

/**
 * The job in the user's own words, for the quote: what they described, without the answers to
 * the estimator's questions (written into the quote they read "the kitchen Walls and ceiling; the
 * kitchen 3.5m" to the customer) and without confirmations.
 */
export function jobDescriptionFromChat(messages: readonly ChatMessage[]): string {
  return messages
    .filter((m) => m.role === "user" && !isAnswersText(m.content) && !onlyConfirms(m.content))
    .map((m) => m.content.trim())
    .filter(Boolean)
    .join("\n\n");
}

/** The job description for predict-materials: what the user described plus every answer given. */
export function descriptionFromChat(messages: readonly ChatMessage[]): string {
  const parts: string[] = [];
  for (const m of messages) {
    if (m.role !== "user") continue;
    if (isAnswersText(m.content)) {
      for (const a of parseAnswers(m.content))
        if (a.answer !== NOT_PROVIDED) parts.push(answerInContext(a.question, a.answer));
    } else if (!onlyConfirms(m.content)) parts.push(m.content);
  }
  return parts
    .map((p) => p.trim().replace(/[.\s]+$/, ""))
    .filter(Boolean)
    .join("; ");
}
