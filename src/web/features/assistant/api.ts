import { CHAT_MAX_MESSAGES } from "../../../shared/limits";
import type {
  ChatMessage,
  ChatResult,
  PredictMaterialsResult,
} from "../../../shared/schemas/assistant";
import type { MeasurementInput } from "../../../shared/schemas/quotes";
import { api } from "../../lib/api";

export function sendChat(prompt: string, context: ChatMessage[]): Promise<ChatResult> {
  return api<ChatResult>("POST", "/api/ai/chat", {
    prompt,
    // The server is stateless: the conversation travels with each message.
    context: context.slice(-CHAT_MAX_MESSAGES).map(({ role, content }) => ({ role, content })),
  });
}

export function predictMaterials(
  jobDescription: string,
  measurements: MeasurementInput[] = [],
): Promise<PredictMaterialsResult> {
  return api<PredictMaterialsResult>("POST", "/api/ai/predict-materials", {
    jobDescription,
    measurements,
  });
}
