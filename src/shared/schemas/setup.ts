import { z } from "zod";

/** The name a business has until someone types theirs (sign-up without one, the settings default). */
export const PLACEHOLDER_BUSINESS_NAME = "Your Business";

/** True while the business's quotes would go out under the placeholder name. */
export const isPlaceholderBusinessName = (name: string) =>
  name.trim() === "" || name.trim().toLowerCase() === PLACEHOLDER_BUSINESS_NAME.toLowerCase();

/** The first-run checklist's items, in the order the dashboard shows them. */
export const setupItemKeys = [
  "businessDetails",
  "logo",
  "bankDetails",
  "vatStatus",
  "tradeAccount",
  "firstCustomer",
  "firstQuote",
] as const;
export type SetupItemKey = (typeof setupItemKeys)[number];

export const setupProgressSchema = z.object({
  items: z.array(z.object({ key: z.enum(setupItemKeys), done: z.boolean() })),
  doneCount: z.number().int(),
  total: z.number().int(),
  /** Every item done: the card has nothing left to say. */
  complete: z.boolean(),
  dismissed: z.boolean(),
  isDemo: z.boolean(),
});
export type SetupProgress = z.output<typeof setupProgressSchema>;

export const setupDismissalSchema = z.object({ dismissed: z.boolean() });
