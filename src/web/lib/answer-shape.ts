type Kind = "string" | "number" | "boolean" | "array" | "object";

const kindOf = (value: unknown) =>
  Array.isArray(value) ? "array" : value === null ? "null" : typeof value;

/**
 * An answer of Sole's own API read without zod, for what the quote builder's first seconds draw
 * (docs/decisions/0023-builder-first-seconds-without-zod.md): evaluating zod and the app's schemas
 * is the longest task after the builder's first paint. The route's response schema stays the
 * contract (the API tests hold the server to it); this refuses a body that is not the answer at
 * all, such as an error page or another route's body, as a failed parse would.
 */
export function answerShaped<T>(body: unknown, fields: Record<string, Kind>, what: string): T {
  const record = kindOf(body) === "object" ? (body as Record<string, unknown>) : undefined;
  const wrong = record && Object.keys(fields).find((key) => kindOf(record[key]) !== fields[key]);
  if (!record || wrong !== undefined) {
    throw new Error(`The server's answer was not ${what}${wrong ? ` (${wrong})` : ""}.`);
  }
  return body as T;
}
