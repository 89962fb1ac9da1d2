import { z } from "zod";
import { messages } from "../messages";

/** One email schema for every form and handler. */
export const emailSchema = z
  .string({ error: messages.validation.email })
  .trim()
  .max(254, messages.validation.email)
  .pipe(z.email({ error: messages.validation.email }));

export const optionalEmailSchema = z.union([z.literal(""), emailSchema]);

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
