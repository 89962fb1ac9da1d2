/** SQLSTATE codes the server answers on its own terms (PostgreSQL's appendix A). */
export const SQL_STATE = {
  uniqueViolation: "23505",
  /** A statement cancelled, here for running past PG_TIME_LIMITS (./client.ts). */
  queryCanceled: "57014",
} as const;

/** Did the query fail with `code`, as the driver reports it or Drizzle's error wrapping it? */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
