import { describe, expect, it } from "vitest";
import type { PredictMaterialsResult } from "../../../../shared/schemas/assistant";
import type { CatalogueProduct } from "../../materials";
import {
  initialWizardState,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from "./wizard-state";

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizardState());
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

describe("quote wizard reducer: generating and reviewing", () => {
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

  it("customerPicked and vatToggled set the client and VAT", () => {
    const customer = { id: "c-1", displayName: "Sarah Thompson", address: "12 High Street" };
    const s = run({ type: "customerPicked", customer }, { type: "vatToggled", included: false });
    expect(s).toMatchObject({ customer, vat: false });
    expect(wizardReducer(s, { type: "customerPicked", customer: null }).customer).toBeNull();
  });

  it("a client picked or added on step 2 keeps the generated quote", () => {
    const materials = [line("Multi-Finish 25kg")];
    const generated = run(
      { type: "nameEdited", name: "Lounge ceiling" },
      { type: "materialsPredicted", result: prediction(), materials },
      { type: "reviewOpened" },
      { type: "daysEdited", value: "2.5" },
    );
    const s = wizardReducer(generated, {
      type: "customerPicked",
      customer: { id: "c-2", displayName: "New Customer" },
    });
    expect(s).toEqual({ ...generated, customer: { id: "c-2", displayName: "New Customer" } });
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
