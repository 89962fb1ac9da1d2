import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";

/** `%term%` for LIKE with the term's own %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's search: any of the expressions holds the text, whatever its case; undefined when the
 * text is blank, so the caller adds no condition.
 */
export function anyContains(text: string | undefined, expressions: SQL[]): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term.toLowerCase());
  return or(...expressions.map((expr) => sql`lower(${expr}) like ${pattern}`));
}

/** A timestamp as PostgreSQL's own text: a JS Date would drop the microseconds and repeat rows. */
export const timestampText = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
