import { z } from "zod";
import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_CHARS,
  JOB_DESCRIPTION_MAX_CHARS,
  limitMessages,
} from "../limits";
import { cleanText } from "./common";
import { measurementInputSchema } from "./quotes";

/** SPEC §7 predict-materials request: a job description and the quote's measurements. */
export const predictMaterialsInputSchema = z.object({
  jobDescription: cleanText()
    .max(JOB_DESCRIPTION_MAX_CHARS, limitMessages.jobDescription)
    .default(""),
  measurements: z.array(measurementInputSchema).max(200).optional(),
});
export type PredictMaterialsInput = z.input<typeof predictMaterialsInputSchema>;

const coversSchema = z.object({ amount: z.number(), unit: z.string() });

/** SPEC §3 Predicted material: pounds (unitPrice) as the SPEC reads it, pence for our maths. */
export const predictedMaterialSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  unitPricePence: z.number().int(),
  /** What one unit covers or holds (2.88 m² per sheet), when the estimator knows it. */
  covers: coversSchema.optional(),
  /** The estimator's working for the quantity ("2 faces × … → 6 boards"). */
  reason: z.string().optional(),
});
export type PredictedMaterial = z.infer<typeof predictedMaterialSchema>;

/** SPEC §3 Matched product: the catalogue product bought for a predicted line, at the business's net price. */
export const matchedProductSchema = z.object({
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
  unit: z.string(),
  productId: z.number().int().nullable(),
  sku: z.string().nullable(),
  merchantId: z.number().int().nullable(),
  merchantName: z.string().nullable(),
  unitPricePence: z.number().int(),
  covers: coversSchema.optional(),
  /** False when no catalogue product fitted: the estimator's own line and price are kept. */
  matched: z.boolean(),
  /** The estimator's line this product buys. */
  predictedName: z.string(),
});
export type MatchedProduct = z.infer<typeof matchedProductSchema>;

export const predictMaterialsResultSchema = z.object({
  raw_response: z.string(),
  predicted_materials: z.array(predictedMaterialSchema),
  matched_products: z.array(matchedProductSchema),
  work_plan: z.array(z.string()),
  assumptions: z.array(z.string()),
  /** Elapsed days on the job: labour plus the waits the materials impose (adhesive, plaster). */
  time_estimate_days: z.number(),
  /** Tradesperson-days of work to charge, without the waits; absent when only a guess exists. */
  labour_days: z.number().optional(),
  /** Tradespeople sharing the labour (the estimator's; absent when only a guess exists). */
  crew: z.number().int().optional(),
  /** What the materials make the job wait for, in working days ("Grout after 24 h", 1). */
  waits: z.array(z.object({ what: z.string(), days: z.number() })).optional(),
  provider: z.string(),
  message: z.string().optional(),
  /** "ok" | "sample" (fallback materials) | "not_understood" | "no_match". */
  outcome: z.enum(["ok", "sample", "not_understood", "no_match"]),
  questions: z.array(z.string()),
});
export type PredictMaterialsResult = z.infer<typeof predictMaterialsResultSchema>;

/** SPEC §3 Chat message (the client keeps the history and sends it back). */
export const chatMessageSchema = z.object({
  role: z.enum(["system", "assistant", "user"]),
  content: cleanText().max(CHAT_MESSAGE_MAX_CHARS, limitMessages.chatMessage),
  isStructuredQuestion: z.boolean().optional(),
  isJobValidation: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatInputSchema = z.object({
  prompt: cleanText().max(CHAT_MESSAGE_MAX_CHARS, limitMessages.chatMessage),
  systemPrompt: cleanText().max(CHAT_MESSAGE_MAX_CHARS, limitMessages.chatMessage).optional(),
  /** The conversation so far, oldest first; the server keeps no state. */
  context: z.array(chatMessageSchema).max(CHAT_MAX_MESSAGES, limitMessages.chatMessages).optional(),
});
export type ChatInput = z.input<typeof chatInputSchema>;

export const chatResultSchema = z.object({
  message: z.string(),
  model: z.string(),
  /** The reply's kind, for the client's flags (SPEC §4 Chat flow). */
  stage: z.enum(["greeting", "questions", "summary", "final", "clarify"]),
});
export type ChatResult = z.infer<typeof chatResultSchema>;

export const publicEstimateInputSchema = z.object({
  jobDescription: cleanText()
    .trim()
    .min(1, "Please provide a job description")
    .max(JOB_DESCRIPTION_MAX_CHARS, limitMessages.jobDescription),
});

export const publicEstimateSchema = z.object({
  understood: z.boolean(),
  jobs: z.array(z.string()),
  materials: z.array(predictedMaterialSchema),
  workPlan: z.array(z.string()),
  assumptions: z.array(z.string()),
  questions: z.array(z.string()),
  /** Elapsed days: labour plus the waits the materials impose. */
  timeEstimateDays: z.number(),
  /** Tradesperson-days of work, without the waits. */
  labourDays: z.number(),
  materialsTotalPence: z.number().int(),
});
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;

export const AI_MESSAGES = {
  noDescription: "No job description provided. Using sample materials...",
  notPredicted: "No materials were predicted from the job description.",
  noMatch: "No matching products found in the database. Falling back to sample materials...",
  noProviderData:
    "No response data received from the AI provider. Falling back to sample materials...",
  invalidProvider: "Invalid response format from the AI provider",
  modelBudgetSpent:
    "You've used today's AI estimates, so this one is from Sole's own estimator. AI estimates are back tomorrow.",
  materialsFound: (n: number) => `Materials Found: ${n} ${n === 1 ? "material" : "materials"}`,
  chatFailed: "Failed to process your message. Please try again.",
  generated: "Quote Generated",
  generatedDescription: "Materials and time estimate created successfully",
  generatePrompt: "Press Generate Quote to create your quote.",
} as const;

/** SPEC §9 model label: the estimator, or the configured model (gpt-4o-mini shows as GPT-4o mini). */
export function modelLabel(model: string | undefined): string {
  if (!model) return "Sole estimator";
  if (model.toLowerCase() === "gpt-4o-mini") return "GPT-4o mini";
  return model;
}
