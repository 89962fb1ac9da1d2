import { z } from "@hono/zod-openapi";
import { messages } from "../../../shared/messages";
import { cleanText } from "../../../shared/schemas/common";

/* What a customer sends to accept or decline: the same rules for the JSON API and the HTML forms. */

const decisionName = cleanText()
  .trim()
  .min(2, messages.validation.name)
  .max(100, "Name must be at most 100 characters");

export const acceptQuoteSchema = z.object({ name: decisionName });
export const declineQuoteSchema = z.object({
  name: decisionName,
  reason: cleanText().trim().max(1000, "Reason must be at most 1000 characters").optional(),
});
