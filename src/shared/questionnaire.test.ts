import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  canSubmit,
  editQuestion,
  formatAnswers,
  isRequiredText,
  isStructuredQuestionSet,
  parseAnswers,
  parseQuestions,
  withoutMarks,
} from "./questionnaire";

describe("questionnaire (SPEC §5)", () => {
  it("needs two or more question marks for a structured set", () => {
    expect(isStructuredQuestionSet("What colour?")).toBe(false);
    expect(isStructuredQuestionSet("What colour? When?")).toBe(true);
  });

  it.each([
    "[REQUIRED] Which finish would you like?",
    "You must tell me the colour, which one?",
    "What is essential for the job here?",
    "What do I need to know about access?",
    "How many doors are there?",
    "What size is the room?",
    "What are the room dimensions?",
    "Do you have measurements for the walls?",
    "When do you need the work completed?",
    "Where is the property located?",
  ])("marks %s as required", (text) => {
    expect(isRequiredText(text)).toBe(true);
  });

  it.each([
    "[OPTIONAL] Do you have a brand preference?",
    "[OPTIONAL] Where would you like the skip placed, optional?",
    "Would you like a gloss finish?",
  ])("marks %s as optional", (text) => {
    expect(isRequiredText(text)).toBe(false);
  });

  it("parses numbered questions, drops short fragments and filler", () => {
    const items = parseQuestions(
      "Thanks. A few details:\n\n1. [REQUIRED] What are the room dimensions?\n2. Colour?\n3. [OPTIONAL] Any brand preference at all?\nDo you have any other questions?",
    );
    expect(items.map((q) => q.text)).toEqual([
      "[REQUIRED] What are the room dimensions?",
      "[OPTIONAL] Any brand preference at all?",
    ]);
    expect(items.map((q) => q.isMandatory)).toEqual([true, false]);
    expect(items.every((q) => q.isRealQuestion && !q.answered && q.answer === "")).toBe(true);
  });

  it("makes the first question required when none qualify", () => {
    const items = parseQuestions("Would you like gloss or satin? Is it an old house or new?");
    expect(items.map((q) => q.isMandatory)).toEqual([true, false]);
  });

  it("refuses blank answers, enables submit only when required ones are answered, edits back", () => {
    let items = parseQuestions(
      "1. [REQUIRED] What are the room dimensions?\n2. [REQUIRED] When do you need it done?\n3. [OPTIONAL] Any brand preference at all?",
    );
    expect(canSubmit(items)).toBe(false);
    items = answerQuestion(items, "q1", "   ");
    expect(items[0]!.answered).toBe(false);
    items = answerQuestion(items, "q1", "4 x 3 m");
    expect(canSubmit(items)).toBe(false);
    items = answerQuestion(items, "q2", "Next week");
    expect(canSubmit(items)).toBe(true);
    items = editQuestion(items, "q2");
    expect(items[1]).toMatchObject({ answered: false, answer: "Next week" });
    expect(canSubmit(items)).toBe(false);
    items = answerQuestion(items, "q2", "Next month");
    const text = formatAnswers(items);
    expect(text).toContain("Answer: (Not provided)");
    expect(parseAnswers(text)).toEqual([
      { question: "[REQUIRED] What are the room dimensions?", answer: "4 x 3 m" },
      { question: "[REQUIRED] When do you need it done?", answer: "Next month" },
      { question: "[OPTIONAL] Any brand preference at all?", answer: "(Not provided)" },
    ]);
  });
});

describe("withoutMarks", () => {
  it("takes the questionnaire's marks out of a message the user reads", () => {
    expect(withoutMarks("1. [REQUIRED] How wide is the hall?\n2. [optional] Which colour?")).toBe(
      "1. How wide is the hall?\n2. Which colour?",
    );
  });
});
