/** predict-materials as the API tests of each estimator job call it (issue 18). */
import { expect } from "vitest";
import type { PredictMaterialsResult } from "../../src/shared/schemas/assistant";
import type { Browser } from "./browser";

/** POST /api/ai/predict-materials for one description; the answer must be a 200. */
export async function predictMaterials(
  browser: Browser,
  jobDescription: string,
): Promise<PredictMaterialsResult> {
  const res = await browser.post("/api/ai/predict-materials", { jobDescription });
  expect(res.status).toBe(200);
  return (await res.json()) as PredictMaterialsResult;
}

/** The quantity bought of every line whose product name matches, summed. */
export const quantityOf = (r: PredictMaterialsResult, name: RegExp): number =>
  r.predicted_materials.filter((m) => name.test(m.name)).reduce((s, m) => s + m.quantity, 0);
