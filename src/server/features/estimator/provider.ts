/**
 * The optional language model (config.ai): an OpenAI-compatible /chat/completions call asking for
 * the predict-materials JSON. Plain fetch, JSON mode, zod-validated, 10 s timeout. Any failure is
 * a ProviderError the service turns into the estimator fallback.
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
  let raw: string;
  try {
    const res = await fetch(`${ai.baseUrl.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify({
        model: ai.model,
        response_format: { type: "json_object" },
        temperature: 0,
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: jobDescription },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) throw new Error("empty");
    raw = content;
  } catch {
    throw new ProviderError("no_data", "no data");
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ProviderError("invalid", "invalid json");
  }
  const parsed = modelAnswerSchema.safeParse(json);
  if (!parsed.success) throw new ProviderError("invalid", "invalid shape");
  return { answer: parsed.data, raw };
}
