import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import {
  VERSION_CONFLICT,
  type VersionedEntity,
  versionConflictMessages,
} from "../../shared/schemas/version";
import { conflict } from "../errors";

/**
 * Optimistic concurrency helpers (docs/decisions/0008-optimistic-concurrency.md). Every UPDATE of
 * a quote, invoice, customer or job sets `version = version + 1`; a save adds `version = $n` to
 * its WHERE, so a save based on an older version updates no row and answers 409.
 */
export const nextVersion = (column: AnyColumn): SQL<number> => sql<number>`${column} + 1`;

/** The WHERE condition of a save based on `version`; none for a command sent without one. */
export const versionIs = (column: AnyColumn, version: number | undefined): SQL | undefined =>
  version === undefined ? undefined : eq(column, version);

/** 409 `version_conflict` with "This quote was changed somewhere else. Reload to see…". */
export const versionConflict = (entity: VersionedEntity) =>
  conflict(VERSION_CONFLICT, versionConflictMessages[entity]);
