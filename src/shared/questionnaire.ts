/**
 * SPEC §5 Questionnaire rules, shared by the chat (server) and the wizard's question card.
 * A reply with two or more question marks becomes a structured question set.
 */
export interface QuestionItem {
  id: string;
  text: string;
  answer: string;
  answered: boolean;
  isRealQuestion: boolean;
  isMandatory: boolean;
}

export const NOT_PROVIDED = "(Not provided)";
export const ANSWERS_HEADER = "Here are my answers:";

const REQUIRED_WORDS = [
  "required",
  "must",
  "essential",
  "need to know",
  "how many",
  "what size",
  "dimensions",
  "measurements",
  "when do you",
];
const LOCATION = /\b(where|location|address|postcode|which room|what room)\b/i;
const FILLER = [
  /^(do you have )?any (other |more |further )?questions/i,
  /^is there anything else/i,
  /^(does|do) (that|this) (sound|look)/i,
  /^(shall|should|can) (we|i) (continue|proceed|start|go ahead)/i,
  /^how can i help/i,
  /^(ready|ok|okay|sound good|make sense)/i,
  /^anything else/i,
];

export function isStructuredQuestionSet(message: string): boolean {
  return (message.match(/\?/g) ?? []).length >= 2;
}

/** SPEC §5: required when it mentions a required word, or a location it does not call optional. */
export function isRequiredText(text: string): boolean {
  const t = text.toLowerCase();
  if (REQUIRED_WORDS.some((w) => t.includes(w))) return true;
  return LOCATION.test(t) && !t.includes("optional");
}

/**
 * A message as the user reads it: without the "[REQUIRED]" / "[OPTIONAL]" marks the questions
 * carry for the questionnaire (which shows them as badges instead).
 */
export function withoutMarks(text: string): string {
  return text.replace(/\[(?:REQUIRED|OPTIONAL)\] ?/gi, "");
}

export function isFiller(text: string): boolean {
  const t = text.replace(/^\[(required|optional)\]\s*/i, "").trim();
  return FILLER.some((re) => re.test(t));
}

/** The questions of a reply: one per sentence ending in "?", numbering stripped. */
export function parseQuestions(message: string): QuestionItem[] {
  const sentences: string[] = [];
  for (const line of message.split(/\n+/)) {
    const cleaned = line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, "").trim();
    const parts = cleaned.match(/(?<![^?])[^?]*\?/g) ?? [];
    // The estimator says after a question what its answer sets ("... or other? Sets the doors"):
    // kept with the question so the tradesperson sees why it is asked.
    const why = /\?\s+(Sets\b[^?]*)$/.exec(cleaned)?.[1]?.trim();
    parts.forEach((part, k) => {
      // Keep only the asking sentence: drop any statement before it on the same line.
      const sentence = part
        .split(/(?<=[.!:])\s+(?=[A-Z[])/)
        .pop()
        ?.trim();
      if (sentence) sentences.push(why && k === parts.length - 1 ? `${sentence} ${why}` : sentence);
    });
  }
  const items: QuestionItem[] = sentences
    .filter((s) => s.length > 10 && !isFiller(s))
    .map((text, i) => ({
      id: `q${i + 1}`,
      text,
      answer: "",
      answered: false,
      isRealQuestion: true,
      isMandatory: isRequiredText(text),
    }));
  if (items.length > 0 && !items.some((q) => q.isMandatory)) {
    items[0] = { ...(items[0] as QuestionItem), isMandatory: true };
  }
  return items;
}

/** Marks a question answered; a blank answer is refused (returns the list unchanged). */
export function answerQuestion(items: QuestionItem[], id: string, answer: string): QuestionItem[] {
  if (!answer.trim()) return items;
  return items.map((q) => (q.id === id ? { ...q, answer: answer.trim(), answered: true } : q));
}

/** Answered → unanswered again, keeping the text for editing. */
export function editQuestion(items: QuestionItem[], id: string): QuestionItem[] {
  return items.map((q) => (q.id === id ? { ...q, answered: false } : q));
}

export function canSubmit(items: readonly QuestionItem[]): boolean {
  return items.length > 0 && items.every((q) => !q.isMandatory || (q.answered && q.answer.trim()));
}

/** The answers as question/answer text; unanswered optional ones read "(Not provided)". */
export function formatAnswers(items: readonly QuestionItem[]): string {
  const blocks = items.map(
    (q) =>
      `Question: ${q.text}\nAnswer: ${q.answered && q.answer.trim() ? q.answer.trim() : NOT_PROVIDED}`,
  );
  return `${ANSWERS_HEADER}\n\n${blocks.join("\n\n")}`;
}

export function isAnswersText(text: string): boolean {
  return /^Question:/m.test(text) && /^Answer:/m.test(text);
}

export function parseAnswers(text: string): { question: string; answer: string }[] {
  const out: { question: string; answer: string }[] = [];
  const re = /^Question:\s*(.*)\n\s*Answer:\s*(.*)$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ question: (m[1] ?? "").trim(), answer: (m[2] ?? "").trim() });
  }
  return out;
}
