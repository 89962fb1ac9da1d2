import { describe, expect, it } from "vitest";
import type { QuestionItem } from "../../../../shared/questionnaire";
import type { ChatResult, PredictMaterialsResult } from "../../../../shared/schemas/assistant";
import type { CatalogueProduct } from "../../materials";
import { BRIEF_DESCRIPTION, GREETING } from "./conversation";
import {
  dayRatePenceOf,
  dayRatePounds,
  initialWizardState,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from "./wizard-state";

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizardState());
const reply = (stage: ChatResult["stage"], message: string): WizardAction => ({
  type: "replyReceived",
  reply: { stage, message, model: "gpt-test" },
});

const line = (name: string, key = name) => ({
  key,
  name,
  quantity: 2,
  unit: "each",
  netUnitPricePence: 1250,
});

const prediction = (overrides: Partial<PredictMaterialsResult> = {}): PredictMaterialsResult => ({
  raw_response: "",
  predicted_materials: [],
  matched_products: [
    {
      name: "Multi-Finish 25kg",
      price: 12.5,
      quantity: 2,
      unit: "bag",
      productId: 7,
      sku: "MF25",
      merchantId: 1,
      merchantName: "Screwfix",
      unitPricePence: 1250,
      matched: true,
      predictedName: "Plaster",
    },
    {
      name: "Scrim tape",
      price: 3,
      quantity: 1,
      unit: "roll",
      productId: null,
      sku: null,
      merchantId: null,
      merchantName: null,
      unitPricePence: 300,
      matched: false,
      predictedName: "Scrim tape",
    },
  ],
  work_plan: ["Prepare", "Skim"],
  assumptions: ["Walls sound"],
  time_estimate_days: 2.5,
  provider: "estimator",
  message: "Materials Found: 1",
  outcome: "ok",
  questions: [],
  ...overrides,
});

describe("quote wizard reducer", () => {
  it("starts on the describe step with the greeting, the estimator, 1 day and VAT", () => {
    const s = initialWizardState();
    expect(s.step).toBe("describe");
    expect(s.chat).toEqual([{ role: "assistant", content: GREETING }]);
    expect(s.model).toBe("Sole estimator");
    expect(s).toMatchObject({ ready: false, chatBusy: false, days: 1, vat: true, dayRate: null });
    expect(s).toMatchObject({ customerId: "", materials: [], measurements: [], analysis: null });
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

  it("generateStarted marks generating", () => {
    expect(run({ type: "generateStarted" }).generating).toBe(true);
  });

  it("materialsPredicted sets the lines, the days (at least 0.5) and the analysis", () => {
    const materials = [line("Multi-Finish 25kg"), line("Scrim tape")];
    const s = run(
      { type: "generateStarted" },
      { type: "materialsPredicted", result: prediction(), materials },
    );
    expect(s.generating).toBe(false);
    expect(s.materials).toBe(materials);
    expect(s.days).toBe(2.5);
    expect(s.analysis).toEqual({
      message: "Materials Found: 1",
      provider: "estimator",
      matched: 1,
      total: 2,
      days: 2.5,
      workPlan: ["Prepare", "Skim"],
      assumptions: ["Walls sound"],
      outcome: "ok",
    });
    const none = run({
      type: "materialsPredicted",
      result: prediction({ time_estimate_days: 0, message: undefined }),
      materials,
    });
    expect(none.days).toBe(1);
    expect(none.analysis?.message).toBe("");
    const short = run({
      type: "materialsPredicted",
      result: prediction({ time_estimate_days: 0.25 }),
      materials,
    });
    expect(short.days).toBe(0.5);
  });

  it("predictionFailed keeps the given lines and explains the error, days unchanged", () => {
    const materials = [line("Sample")];
    const s = run(
      { type: "daysEdited", value: "3" },
      { type: "generateStarted" },
      { type: "predictionFailed", message: "timeout", materials },
    );
    expect(s).toMatchObject({ generating: false, materials, days: 3 });
    expect(s.analysis).toMatchObject({
      provider: "estimator",
      matched: 0,
      total: 1,
      days: 1,
      workPlan: [],
      assumptions: [],
      outcome: "error",
    });
    expect(s.analysis?.message).toMatch(/^Error in material prediction: timeout /);
    expect(s.analysis?.message).not.toContain("No response data received from the AI provider.");
  });

  it("reviewOpened and backToDescribe move between the steps, keeping the rest", () => {
    const review = run({ type: "nameEdited", name: "Hall" }, { type: "reviewOpened" });
    expect(review).toMatchObject({ step: "review", name: "Hall" });
    expect(wizardReducer(review, { type: "backToDescribe" })).toMatchObject({
      step: "describe",
      name: "Hall",
    });
  });

  it("materialsChanged replaces the lines", () => {
    const a = line("A");
    expect(run({ type: "materialsChanged", materials: [a] }).materials).toEqual([a]);
  });

  it("productAdded adds a product in the unit it is sold by, or more of the line holding it", () => {
    const plaster = {
      id: 7,
      name: "Multi-Finish 25kg",
      unit: "bag",
      netPricePence: 1150,
      sku: "MF25",
      merchantId: 1,
    } as CatalogueProduct;
    const once = run(
      { type: "materialsChanged", materials: [line("A")] },
      { type: "productAdded", product: plaster, quantity: 2 },
    );
    expect(once.materials[1]).toMatchObject({
      name: "Multi-Finish 25kg",
      unit: "bag",
      quantity: 2,
      netUnitPricePence: 1150,
      sku: "MF25",
      merchantId: 1,
      productId: 7,
    });
    const twice = wizardReducer(once, { type: "productAdded", product: plaster, quantity: 3 });
    expect(twice.materials).toHaveLength(2);
    expect(twice.materials[1]?.quantity).toBe(5);
  });

  it("measurementsChanged replaces the measurements", () => {
    const measurements = [{ label: "Wall", value: 4.5, unit: "m" }] as WizardState["measurements"];
    expect(run({ type: "measurementsChanged", measurements }).measurements).toBe(measurements);
  });

  it("measureToggled and searchToggled flip their panels", () => {
    expect(run({ type: "measureToggled" }).showMeasure).toBe(true);
    expect(run({ type: "measureToggled" }, { type: "measureToggled" }).showMeasure).toBe(false);
    expect(run({ type: "searchToggled" }).showSearch).toBe(true);
    expect(run({ type: "searchToggled" }, { type: "searchToggled" }).showSearch).toBe(false);
  });

  it("dayRateEdited reads pounds, an empty field as 0", () => {
    expect(run({ type: "dayRateEdited", value: "275.5" }).dayRate).toBe(275.5);
    expect(run({ type: "dayRateEdited", value: "" }).dayRate).toBe(0);
  });

  it("daysEdited reads days, an empty field as NaN (refused on create)", () => {
    expect(run({ type: "daysEdited", value: "1.5" }).days).toBe(1.5);
    expect(run({ type: "daysEdited", value: "" }).days).toBeNaN();
  });

  it("customerSelected and vatToggled set the client and VAT", () => {
    const s = run(
      { type: "customerSelected", customerId: "c-1" },
      { type: "vatToggled", included: false },
    );
    expect(s).toMatchObject({ customerId: "c-1", vat: false });
  });

  it("never changes the state it is given", () => {
    const before = initialWizardState();
    const frozen = structuredClone(before);
    wizardReducer(before, { type: "messageSent", text: "x" });
    wizardReducer(before, {
      type: "productAdded",
      product: {
        id: 1,
        name: "A",
        unit: "tin",
        netPricePence: 100,
        sku: "A1",
        merchantId: 1,
      } as CatalogueProduct,
      quantity: 1,
    });
    expect(before).toEqual(frozen);
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
