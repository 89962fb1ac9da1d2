import { z } from "zod";
import { messages } from "../messages";
import { cleanText } from "./common";

/** SPEC §5: a waitlist email must contain @; the server also wants a real address shape. */
export const waitlistSchema = z.object({
  email: cleanText({ error: messages.validation.email })
    .trim()
    .max(254, messages.validation.email)
    .refine((v) => v.includes("@"), messages.validation.email)
    .pipe(z.email({ error: messages.validation.email })),
});
export type WaitlistInput = z.infer<typeof waitlistSchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
