/**
 * The optional language model (config.ai): any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM,
 * …) called through the `ai` SDK's generateObject, JSON mode, validated by modelAnswerSchema,
 * 10 s timeout, no retries. Any failure is a ProviderError the service turns into the estimator
 * fallback. Version pin and reasons: docs/decisions/0005-model-provider.md.
 */
import { z } from "zod";
import type { Config } from "../../config";

export class ProviderError extends Error {
  constructor(
    readonly kind: "no_data" | "invalid",
    message: string,
  ) {
    super(message);
  }
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

const modelMaterialSchema = z.object({
  name: z.string().trim().min(1).max(200),
  quantity: z.coerce.number().positive().max(1_000_000),
  unit: z.string().trim().min(1).max(30).default("pcs"),
  unitPrice: z.coerce.number().min(0).max(1_000_000).default(0),
});

export const modelAnswerSchema = z.object({
  predicted_materials: z.array(modelMaterialSchema).max(100),
  work_plan: z.array(z.string()).max(50).default([]),
  assumptions: z.array(z.string()).max(50).default([]),
  time_estimate_days: z.coerce.number().min(0).max(1000).optional(),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

const SYSTEM = `You are a UK building quantity surveyor. Reply with JSON only:
{"predicted_materials":[{"name":string,"quantity":number,"unit":string,"unitPrice":number (GBP)}],
"work_plan":[string],"assumptions":[string],"time_estimate_days":number}`;

export async function askModel(
  ai: NonNullable<Config["ai"]>,
  jobDescription: string,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): Promise<{ answer: ModelAnswer; raw: string }> {
  // Loaded on the first question to a model, not at every start (about 150 ms of it).
  const [{ createOpenAICompatible }, { generateObject, NoObjectGeneratedError }] =
    await Promise.all([import("@ai-sdk/openai-compatible"), import("ai")]);
  const provider = createOpenAICompatible({
    name: "sole-ai",
    baseURL: ai.baseUrl.replace(/\/$/, ""),
    apiKey: ai.apiKey,
  });
  try {
    const result = await generateObject({
      model: provider(ai.model),
      schema: modelAnswerSchema,
      system: SYSTEM,
      prompt: jobDescription,
      temperature: 0,
      // One attempt inside the timeout, as before: a failure falls back to the estimator at once.
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return { answer: result.object, raw: rawContent(result.response.body, result.object) };
  } catch (error) {
    // The model answered, but not with JSON of the right shape.
    if (NoObjectGeneratedError.isInstance(error) && error.text?.trim()) {
      throw new ProviderError("invalid", "invalid output");
    }
    // HTTP error, network error, timeout/abort or an empty answer.
    throw new ProviderError("no_data", "no data");
  }
}

/** The model's own text (kept as raw_response), or the parsed answer if the body is unusual. */
function rawContent(body: unknown, answer: ModelAnswer): string {
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | undefined)
    ?.choices?.[0]?.message?.content;
  return typeof content === "string" && content.trim() ? content : JSON.stringify(answer);
}
