/**
 * predict-materials (SPEC §7): the estimator's takeoff (or the optional model's, checked against
 * the estimator) bought from the catalogue at the business's net prices, with SPEC §8's messages.
 */
import { suggestedDays } from "../../../shared/quote-math";
import { SAMPLE_MATERIALS } from "../../../shared/sample-materials";
import {
  AI_MESSAGES,
  type MatchedProduct,
  type PredictedMaterial,
  type PredictMaterialsResult,
} from "../../../shared/schemas/assistant";
import type { MeasurementInput as QuoteMeasurement } from "../../../shared/schemas/quotes";
import type { Config } from "../../config";
import type { DbOrTx } from "../../db/client";
import { takeRateLimit } from "../../http/rate-limit";
import { ESTIMATOR_TIMEOUT_MS } from "../../workers/estimator-tasks";
import { runTask } from "../../workers/pool";
import { askText } from "./asks";
import { type CatalogueScope, matchMaterials, unmatchedNote } from "./match";
import { businessPace } from "./pace";
import { stripTrailingStops } from "./parse";
import { askModel, ProviderError } from "./provider";
import type { EstimatedMaterial, EstimateResult } from "./types";
import { roundUpHalfDay } from "./units";

export const ESTIMATOR_PROVIDER = "estimator";

export interface PredictOptions {
  /** Overrides the model timeout (tests). */
  timeoutMs?: number;
}

const toPredicted = (m: {
  name: string;
  quantity: number;
  unit: string;
  unitPricePence: number;
  covers?: { amount: number; unit: string };
  reason?: string;
}): PredictedMaterial => ({
  name: m.name,
  quantity: m.quantity,
  unit: m.unit,
  unitPrice: m.unitPricePence / 100,
  unitPricePence: m.unitPricePence,
  ...(m.covers ? { covers: m.covers } : {}),
  ...(m.reason ? { reason: m.reason } : {}),
});

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9.]+/)
      .filter(Boolean),
  );
function sameMaterial(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true;
  const wa = words(a);
  const wb = words(b);
  const common = [...wa].filter((w) => wb.has(w)).length;
  return common / Math.max(1, Math.min(wa.size, wb.size)) >= 0.6;
}

function sampleResult(message: string, description: string): PredictMaterialsResult {
  const matched: MatchedProduct[] = SAMPLE_MATERIALS.map((m) => ({
    name: m.name,
    price: m.unitPricePence / 100,
    quantity: m.quantity,
    unit: m.unit,
    productId: null,
    sku: null,
    merchantId: null,
    merchantName: null,
    unitPricePence: m.unitPricePence,
    matched: false,
    predictedName: m.name,
  }));
  return {
    raw_response: "",
    predicted_materials: SAMPLE_MATERIALS.map(toPredicted),
    matched_products: matched,
    work_plan: [],
    assumptions: [],
    time_estimate_days: suggestedDays({
      matchedProducts: 0,
      descriptionLength: description.length,
    }),
    provider: ESTIMATOR_PROVIDER,
    message,
    outcome: "sample",
    questions: [],
  };
}

/** Model lines, with the estimator's quantity wherever it has a line for the same material. */
function mergeModel(
  est: EstimateResult,
  model: { name: string; quantity: number; unit: string; unitPrice: number }[],
): EstimatedMaterial[] {
  const used = new Set<number>();
  const lines: EstimatedMaterial[] = model.map((m) => {
    const i = est.materials.findIndex((e, idx) => !used.has(idx) && sameMaterial(e.name, m.name));
    if (i >= 0) {
      used.add(i);
      return est.materials[i] as EstimatedMaterial;
    }
    return {
      name: m.name,
      quantity: m.quantity,
      unit: m.unit,
      unitPricePence: Math.round(m.unitPrice * 100),
      category: "",
    };
  });
  est.materials.forEach((e, i) => {
    if (!used.has(i)) lines.push(e);
  });
  return lines;
}

/**
 * Estimates one business may ask of the language model a day. Its key, and its bill, are the
 * service's: a script asking thousands an hour would spend every business's. Far above a day's
 * quoting; past it the built-in estimator answers alone, and says so.
 */
export const MODEL_ESTIMATES = { perBusinessPerDay: 300 };

const modelAllowed = (db: DbOrTx, businessId: string) =>
  takeRateLimit(db, `model:${businessId}`, MODEL_ESTIMATES.perBusinessPerDay, 24 * 60 * 60_000);

export async function predictMaterials(
  db: DbOrTx,
  scope: CatalogueScope,
  config: Pick<Config, "ai">,
  input: { jobDescription: string; measurements?: readonly QuoteMeasurement[] },
  options: PredictOptions = {},
): Promise<PredictMaterialsResult> {
  const description = input.jobDescription.trim();
  if (!description) return sampleResult(AI_MESSAGES.noDescription, description);
  // The parser reads a trailing "3.6m." as a length only; a closing full stop adds nothing.
  const est = await runTask(
    "estimate",
    {
      description: stripTrailingStops(description),
      measurements: input.measurements ?? [],
      // The business's own pace from its finished jobs (issue 22); the public estimate has none.
      pace: await businessPace(db, scope.businessId),
    },
    { owner: scope.businessId, timeoutMs: ESTIMATOR_TIMEOUT_MS },
  );

  let lines = est.materials;
  let workPlan = est.workPlan;
  let assumptions = est.assumptions;
  let provider = ESTIMATOR_PROVIDER;
  let raw = JSON.stringify(est);
  let providerMessage: string | undefined;
  let modelDays: number | undefined;

  if (config.ai && !(await modelAllowed(db, scope.businessId))) {
    providerMessage = AI_MESSAGES.modelBudgetSpent;
  } else if (config.ai) {
    try {
      const { answer, raw: modelRaw } = await askModel(config.ai, description, options.timeoutMs);
      lines = mergeModel(est, answer.predicted_materials);
      if (answer.work_plan.length > 0 && !est.understood) workPlan = answer.work_plan;
      assumptions = [...new Set([...est.assumptions, ...answer.assumptions])];
      provider = config.ai.model;
      raw = modelRaw;
      modelDays = answer.time_estimate_days;
    } catch (error) {
      providerMessage =
        error instanceof ProviderError && error.kind === "invalid"
          ? AI_MESSAGES.invalidProvider
          : AI_MESSAGES.noProviderData;
    }
  }

  const base = {
    raw_response: raw,
    work_plan: workPlan,
    assumptions,
    provider,
    // The chat's own questions, each saying what it sets (issue 18).
    questions: est.asks.map(askText),
  };

  if (lines.length === 0) {
    return {
      ...base,
      predicted_materials: [],
      matched_products: [],
      time_estimate_days: 0,
      message: providerMessage
        ? `${providerMessage} ${AI_MESSAGES.notPredicted}`
        : AI_MESSAGES.notPredicted,
      outcome: "not_understood",
    };
  }

  const matched = await matchMaterials(db, scope, lines);
  const matchedCount = matched.filter((m) => m.matched).length;
  // A material the catalogue lacks stays on the list, and says why it has no product.
  const unmatched = matched.filter((m) => !m.matched).map((m) => unmatchedNote(m.name));
  const days =
    (est.understood ? est.timeEstimateDays : modelDays) ||
    suggestedDays({ matchedProducts: matchedCount, descriptionLength: description.length });
  // A day rate is charged on the work, not on the time the tiles' adhesive spends curing.
  const labour = est.understood
    ? {
        labour_days: roundUpHalfDay(est.labourDays),
        crew: est.crew,
        waits: est.waits.map((w) => ({ what: w.what, days: w.days })),
      }
    : {};
  const message =
    matchedCount === 0 ? AI_MESSAGES.noMatch : AI_MESSAGES.materialsFound(matchedCount);
  return {
    ...base,
    assumptions: [...base.assumptions, ...unmatched],
    predicted_materials: lines.map(toPredicted),
    matched_products: matched,
    time_estimate_days: days,
    ...labour,
    message: providerMessage ?? message,
    outcome: matchedCount === 0 ? "no_match" : "ok",
  };
}

/**
 * The landing page's public estimate: the estimator alone, at its own (list) prices. `owner` is
 * who asks, by client address (no one is signed in): their turn in the worker pool.
 */
export async function publicEstimate(jobDescription: string, owner: string) {
  const est = await runTask(
    "estimate",
    { description: stripTrailingStops(jobDescription.trim()) },
    { owner, timeoutMs: ESTIMATOR_TIMEOUT_MS },
  );
  const materials = est.materials.map(toPredicted);
  return {
    understood: est.understood,
    jobs: est.jobs,
    materials,
    workPlan: est.workPlan,
    assumptions: est.assumptions,
    questions: est.asks.map(askText),
    timeEstimateDays: est.timeEstimateDays,
    labourDays: est.understood ? roundUpHalfDay(est.labourDays) : 0,
    materialsTotalPence: est.materials.reduce(
      (sum, m) => sum + Math.round(m.quantity * m.unitPricePence),
      0,
    ),
  };
}
