/**
 * Issue 18: the assistant's questions open the questionnaire even when there is only one ("Door
 * size: standard 762 mm or other?"), and the analysis keeps the crew and the waits for the summary.
 */
import { describe, expect, it } from "vitest";
import type { ChatResult, PredictMaterialsResult } from "../../../../shared/schemas/assistant";
import { descriptionFromChat } from "./conversation";
import { initialWizardState, type WizardAction, wizardReducer } from "./wizard-state";

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizardState());
const reply = (stage: ChatResult["stage"], message: string): WizardAction => ({
  type: "replyReceived",
  reply: { stage, message, model: "" },
});

const ONE_QUESTION =
  "Thanks, that sounds like hang internal doors. To price it accurately I need a few details:\n\n1. [REQUIRED] Door size: standard 762 × 1981 mm or other? Sets the doors, hinges and latches, and the days.";

describe("one question is still a questionnaire", () => {
  it("the estimator's single question opens the panel, with its reason", () => {
    const s = run(
      { type: "messageSent", text: "hang three doors" },
      reply("questions", ONE_QUESTION),
    );
    expect(s.questions.map((q) => q.text)).toEqual([
      "[REQUIRED] Door size: standard 762 × 1981 mm or other? Sets the doors, hinges and latches, and the days.",
    ]);
    expect(s.questions[0]?.isMandatory).toBe(true);
    expect(s.chat.at(-1)?.isStructuredQuestion).toBe(true);
  });

  it("a clarify with one question opens it too; a summary never does", () => {
    const c = run(reply("clarify", "1. [REQUIRED] What work needs doing in the lounge?"));
    expect(c.questions).toHaveLength(1);
    expect(run(reply("summary", "Is that right? Please confirm.")).questions).toEqual([]);
  });
});

describe("answers keep the room their question named", () => {
  it("a ceiling height answered for the bedroom is the bedroom's", () => {
    const answers = [
      "Here are my answers:",
      "",
      "Question: [REQUIRED] What is the ceiling height in the lounge? Sets the paint, and the days.",
      "Answer: 2.4m",
      "",
      "Question: [REQUIRED] What is the ceiling height in the double bedroom? Sets the paint, and the days.",
      "Answer: 2.7",
    ].join("\n");
    expect(
      descriptionFromChat([
        { role: "user", content: "Paint the lounge 5m x 4m and the bedroom 3m x 3m" },
        { role: "user", content: answers },
      ]),
    ).toBe(
      "Paint the lounge 5m x 4m and the bedroom 3m x 3m; the lounge 2.4m high; the double bedroom 2.7m high",
    );
  });
});

describe("the analysis keeps the crew and the waits", () => {
  it("from predict-materials", () => {
    const result: PredictMaterialsResult = {
      raw_response: "",
      predicted_materials: [],
      matched_products: [],
      work_plan: [],
      assumptions: [],
      time_estimate_days: 2,
      labour_days: 1,
      crew: 1,
      waits: [{ what: "Grout after 24 h", days: 1 }],
      provider: "estimator",
      outcome: "ok",
      questions: [],
    };
    const s = run({ type: "materialsPredicted", result, materials: [] });
    expect(s.analysis).toMatchObject({
      days: 2,
      workDays: 1,
      crew: 1,
      waits: [{ what: "Grout after 24 h", days: 1 }],
    });
  });
});
