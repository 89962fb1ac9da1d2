import { z } from "zod";

/**
 * Optimistic concurrency (issue 15 item 7, docs/decisions/0008-optimistic-concurrency.md). Quotes,
 * invoices, customers and jobs carry a `version` that every change adds one to. A save names the
 * version it was based on; a save based on an older one is refused with 409 `version_conflict`.
 */
export const VERSION_CONFLICT = "version_conflict";

export const versionedEntities = [
  "quote",
  "invoice",
  "customer",
  "job",
  "expense",
  "template",
] as const;
export type VersionedEntity = (typeof versionedEntities)[number];

export const versionConflictMessages: Record<VersionedEntity, string> = {
  quote: "This quote was changed somewhere else. Reload to see the latest version.",
  invoice: "This invoice was changed somewhere else. Reload to see the latest version.",
  customer: "This customer was changed somewhere else. Reload to see the latest version.",
  job: "This job was changed somewhere else. Reload to see the latest version.",
  expense: "This expense was changed somewhere else. Reload to see the latest version.",
  template: "This template was changed somewhere else. Reload to see the latest.",
};

export const versionMessages = {
  required: "Version is required: send the version you loaded",
  invalid: "Version must be a whole number of at least 1",
} as const;

/** The version a save was based on, as read back from the entity (1 for a new row). */
export const versionSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? versionMessages.required : versionMessages.invalid,
  })
  .int(versionMessages.invalid)
  .min(1, versionMessages.invalid)
  .max(2_147_483_647, versionMessages.invalid);

/** The version every read of a versioned entity carries. */
export const versionField = z.number().int().min(1);
