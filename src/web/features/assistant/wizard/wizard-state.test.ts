import { describe, expect, it } from "vitest";
import type { QuestionItem } from "../../../../shared/questionnaire";
import type { ChatResult } from "../../../../shared/schemas/assistant";
import { BRIEF_DESCRIPTION, GREETING } from "./conversation";
import {
  dayRatePenceOf,
  dayRatePounds,
  initialWizardState,
  type WizardAction,
  wizardReducer,
} from "./wizard-state";

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizardState());
const reply = (stage: ChatResult["stage"], message: string): WizardAction => ({
  type: "replyReceived",
  reply: { stage, message, model: "gpt-test" },
});

describe("quote wizard reducer: describing the job", () => {
  it("starts on the describe step with the greeting, the estimator, 1 day and VAT", () => {
    const s = initialWizardState();
    expect(s.step).toBe("describe");
    expect(s.chat).toEqual([{ role: "assistant", content: GREETING }]);
    expect(s.model).toBe("Sole estimator");
    expect(s).toMatchObject({ ready: false, chatBusy: false, days: 1, vat: true, dayRate: null });
    expect(s).toMatchObject({ customer: null, materials: [], measurements: [], analysis: null });
  });

  it("chatReady makes the chat usable", () => {
    expect(run({ type: "chatReady" }).ready).toBe(true);
  });

  it("defaultNameLoaded fills the name until the user edits it", () => {
    const loaded = run({ type: "defaultNameLoaded", name: "Quote 3 25/11/2026" });
    expect(loaded.name).toBe("Quote 3 25/11/2026");
    const edited = run(
      { type: "nameEdited", name: "Lounge" },
      { type: "defaultNameLoaded", name: "Quote 3 25/11/2026" },
    );
    expect(edited).toMatchObject({ name: "Lounge", nameTouched: true });
    // Focused before the default arrived (the user about to type): the default stays out.
    const focused = run({ type: "nameFocused" }, { type: "defaultNameLoaded", name: "Quote 3" });
    expect(focused).toMatchObject({ name: "", nameTouched: true });
    // Left empty, the default may fill it again.
    expect(run({ type: "nameFocused" }, { type: "nameBlurred" }).nameTouched).toBe(false);
    const named = run({ type: "nameEdited", name: "Hall" }, { type: "nameBlurred" });
    expect(named).toMatchObject({ name: "Hall", nameTouched: true });
    // Focused after it arrived: it stays for them to keep or change.
    const kept = run({ type: "defaultNameLoaded", name: "Quote 3" }, { type: "nameFocused" });
    expect(kept.name).toBe("Quote 3");
  });

  it("dictated puts the text in the chat draft", () => {
    expect(run({ type: "dictated", text: "paint the hall" }).chatDraft).toBe("paint the hall");
  });

  it("messageSent appends the user's message and marks the chat busy", () => {
    const s = run({ type: "messageSent", text: "Skim the lounge" });
    expect(s.chat.at(-1)).toEqual({ role: "user", content: "Skim the lounge" });
    expect(s.chat).toHaveLength(2);
    expect(s.chatBusy).toBe(true);
  });

  it("replyReceived with two or more questions opens the questionnaire", () => {
    const message = "What size is the room? What finish would you like?";
    const s = run({ type: "messageSent", text: "Skim" }, reply("questions", message));
    expect(s.model).toBe("gpt-test");
    expect(s.chatBusy).toBe(false);
    expect(s.chat.at(-1)).toEqual({
      role: "assistant",
      content: message,
      isStructuredQuestion: true,
      isJobValidation: false,
    });
    expect(s.questions.map((q) => q.text)).toEqual([
      "What size is the room?",
      "What finish would you like?",
    ]);
    expect(s.flags).toEqual({ jobDetails: true, materialsList: false, timeEstimate: false });
  });

  it("replyReceived keeps the questionnaire for a plain reply and sets the flags by stage", () => {
    const open = run(reply("clarify", "Which room? How big is it?"));
    const summary = wizardReducer(open, reply("summary", "Please confirm these details."));
    expect(summary.questions).toBe(open.questions);
    expect(summary.chat.at(-1)).toMatchObject({
      isStructuredQuestion: false,
      isJobValidation: true,
    });
    expect(summary.flags).toEqual({ jobDetails: true, materialsList: true, timeEstimate: false });
    const final = wizardReducer(summary, reply("final", "Press Generate Quote."));
    expect(final.flags).toEqual({ jobDetails: true, materialsList: true, timeEstimate: true });
    // A greeting sets no flag; flags never go back.
    expect(run(reply("greeting", "Hello")).flags.jobDetails).toBe(false);
    expect(wizardReducer(final, reply("greeting", "Hello")).flags).toEqual(final.flags);
  });

  it("a message the server refused says why, and asks for it shorter", () => {
    const s = run(
      { type: "messageSent", text: "x".repeat(5000) },
      { type: "replyFailed", message: "A message must be 4,000 characters or fewer" },
    );
    expect(s.chat.at(-1)).toEqual({
      role: "assistant",
      content: "A message must be 4,000 characters or fewer. Please shorten it and send it again.",
    });
    expect(s.chat.some((m) => m.role === "user")).toBe(false);
    expect(s.chatBusy).toBe(false);
  });

  it("replyFailed asks for a brief description and frees the chat", () => {
    const s = run({ type: "messageSent", text: "x" }, { type: "replyFailed" });
    expect(s.chat.at(-1)).toEqual({ role: "assistant", content: BRIEF_DESCRIPTION });
    expect(s.chatBusy).toBe(false);
  });

  it("questionsChanged replaces the questions and answersSubmitted closes them", () => {
    const questions: QuestionItem[] = [
      {
        id: "q1",
        text: "What size?",
        answer: "4m",
        answered: true,
        isRealQuestion: true,
        isMandatory: true,
      },
    ];
    const changed = run({ type: "questionsChanged", questions });
    expect(changed.questions).toBe(questions);
    expect(wizardReducer(changed, { type: "answersSubmitted" }).questions).toEqual([]);
  });
});

describe("wizard day rate", () => {
  it("uses the typed rate, else the business's default", () => {
    expect(dayRatePounds(initialWizardState(), 25_000)).toBe(250);
    expect(dayRatePounds(run({ type: "dayRateEdited", value: "300" }), 25_000)).toBe(300);
  });

  it("sends pence, never negative", () => {
    expect(dayRatePenceOf(250.5)).toBe(25_050);
    expect(dayRatePenceOf(-5)).toBe(0);
  });
});
