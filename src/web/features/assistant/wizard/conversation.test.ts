import { describe, expect, it } from "vitest";
import { formatAnswers } from "../../../../shared/questionnaire";
import { descriptionFromChat, GREETING, jobDescriptionFromChat } from "./conversation";

describe("descriptionFromChat", () => {
  it("joins what the user described and answered, without confirmations or missing answers", () => {
    const answers = formatAnswers([
      {
        id: "q1",
        text: "What size?",
        answer: "4.5m x 3.6m.",
        answered: true,
        isRealQuestion: true,
        isMandatory: true,
      },
      {
        id: "q2",
        text: "Which colour?",
        answer: "",
        answered: false,
        isRealQuestion: true,
        isMandatory: false,
      },
    ]);
    const description = descriptionFromChat([
      { role: "assistant", content: GREETING },
      { role: "user", content: "Skim and paint the lounge. " },
      { role: "user", content: answers },
      { role: "user", content: "Yes, that's correct" },
    ]);
    expect(description).toBe("Skim and paint the lounge; 4.5m x 3.6m");
  });
});

describe("jobDescriptionFromChat", () => {
  it("is the job in the user's own words: no answers to the estimator, no confirmations", () => {
    const answers = formatAnswers([
      {
        id: "q1",
        text: "[REQUIRED] Which surfaces in the kitchen?",
        answer: "Walls and ceiling",
        answered: true,
        isRealQuestion: true,
        isMandatory: true,
      },
    ]);
    expect(
      jobDescriptionFromChat([
        { role: "assistant", content: GREETING },
        { role: "user", content: "Knock through between kitchen and dining room. " },
        { role: "user", content: answers },
        { role: "user", content: "Also paint the hall" },
        { role: "user", content: "Yes, that's correct" },
      ]),
    ).toBe("Knock through between kitchen and dining room.\n\nAlso paint the hall");
  });
});
