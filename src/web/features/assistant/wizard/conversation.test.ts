import { describe, expect, it } from "vitest";
import { formatAnswers } from "../../../../shared/questionnaire";
import { descriptionFromChat, GREETING } from "./conversation";

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
