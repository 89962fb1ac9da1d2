import { describe, expect, it } from "vitest";
import type { PredictMaterialsResult } from "../../../../shared/schemas/assistant";
import { initialWizardState, wizardReducer } from "./wizard-state";

const prediction = (days: Partial<PredictMaterialsResult>): PredictMaterialsResult => ({
  raw_response: "",
  predicted_materials: [],
  matched_products: [],
  work_plan: [],
  assumptions: ["Grout after 24 h: +1 day"],
  time_estimate_days: 2,
  provider: "estimator",
  outcome: "ok",
  questions: [],
  ...days,
});

const daysAfter = (result: PredictMaterialsResult) =>
  wizardReducer(initialWizardState(), { type: "materialsPredicted", result, materials: [] }).days;

describe("quote wizard days", () => {
  it("charges the labour days, not the days the adhesive spends curing", () => {
    expect(daysAfter(prediction({ time_estimate_days: 2, labour_days: 1 }))).toBe(1);
  });

  it("falls back to the elapsed days when the answer has no labour days", () => {
    expect(daysAfter(prediction({ time_estimate_days: 2.5 }))).toBe(2.5);
  });
});

describe("materials analysis days", () => {
  const analysisAfter = (result: PredictMaterialsResult) =>
    wizardReducer(initialWizardState(), { type: "materialsPredicted", result, materials: [] })
      .analysis;

  it("keeps the elapsed days and names the days of work when they differ", () => {
    const a = analysisAfter(prediction({ time_estimate_days: 2, labour_days: 1 }));
    expect(a?.days).toBe(2);
    expect(a?.workDays).toBe(1);
  });

  it("names no separate work days when there is no wait", () => {
    const a = analysisAfter(prediction({ time_estimate_days: 1.5, labour_days: 1.5 }));
    expect(a?.workDays).toBeUndefined();
  });
});
