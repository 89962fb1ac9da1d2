import { z } from "zod";

/** An email to a customer and what became of it (ADR 0019): queued, sent, or failed and why. */
export const emailDeliverySchema = z.object({
  id: z.string(),
  state: z.enum(["queued", "sent", "failed"]),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

export const latestDeliverySchema = z.object({ delivery: emailDeliverySchema.nullable() });
export type LatestDelivery = z.infer<typeof latestDeliverySchema>;

export const deliveryMessages = {
  stillSending: "This email is still being sent: wait for it to be sent or to fail",
  superseded:
    "A newer email of this document has been sent since, and only the newest keeps its PDF: send that one again instead.",
} as const;
