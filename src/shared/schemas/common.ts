import { z } from "zod";
import { messages } from "../messages";

/** "jobDescription" as "job description" (and the API's "laborDays" as "labour days"). */
const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\blabor\b/, "labour");

/**
 * What a field is called in a message, from its path: "name" as "Name", materials.2.name as "The
 * name of material 3", an array's own entry ("materials.2") as "Material 3".
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  const index = path.findLastIndex((part) => typeof part === "number");
  const owner = index > 0 ? path[index - 1] : undefined;
  const item =
    typeof owner === "string" ? `${words(owner).replace(/s$/, "")} ${Number(path[index]) + 1}` : "";
  if (typeof last !== "string") return item ? item[0]!.toUpperCase() + item.slice(1) : "This";
  const name = words(last);
  if (item && index < path.length - 1) return `The ${name} of ${item}`;
  return name[0]!.toUpperCase() + name.slice(1);
}

/*
 * Messages for the checks a schema left without one, in British English and naming the field:
 * zod's own ("Too big: expected string to have <=200 characters") reached a toast with no field.
 * A schema's own message always wins.
 */
z.config({
  customError: (issue) => {
    const label = fieldLabel(issue.path ?? []);
    const limit = (value: unknown) => Number(value).toLocaleString("en-GB");
    if (issue.code === "too_big") {
      if (issue.origin === "string")
        return `${label} must be ${limit(issue.maximum)} characters or fewer`;
      if (issue.origin === "array") return `${label}: at most ${limit(issue.maximum)}`;
      if (issue.origin === "number")
        return issue.inclusive === false
          ? `${label} must be less than ${limit(issue.maximum)}`
          : `${label} must be ${limit(issue.maximum)} or less`;
    }
    if (issue.code === "too_small") {
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? `${label} is required`
          : `${label} must be at least ${limit(issue.minimum)} characters`;
      if (issue.origin === "number")
        return issue.inclusive === false
          ? `${label} must be more than ${limit(issue.minimum)}`
          : `${label} must be ${limit(issue.minimum)} or more`;
    }
    return undefined;
  },
});

/**
 * Control characters no text field accepts: the C0 codes except tab and line feed (so NUL and a
 * lone carriage return), and DEL. PostgreSQL cannot store NUL, and a CR injects lines into
 * e-mails, ICS and CSV files.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F]/;
export const controlCharacterMessage =
  "This text contains a control character (such as NUL) that can't be used. Remove it and try again.";

/** Browsers send textareas with CRLF line ends: they become LF before the check. */
export function normaliseNewlines(value: string): string {
  return value.includes("\r\n") ? value.replace(/\r\n/g, "\n") : value;
}

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * The one string schema for request input (bodies, queries, path parameters): CRLF becomes LF,
 * and any other control character is refused with a message on the field. Chain `.trim()`,
 * `.min()`, `.max()` as on `z.string()`. tests/api/input.test.ts checks that every string of
 * every API operation's request refuses NUL, so a plain `z.string()` there fails that test.
 */
export function cleanText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite(normaliseNewlines)
    .refine((value) => !hasControlCharacter(value), {
      error: controlCharacterMessage,
      abort: true,
    });
}

/**
 * A calendar day as YYYY-MM-DD that exists: not 31 February (JavaScript rolls it into March, the
 * database refuses it) and not year 0, which PostgreSQL's date has no room for.
 */
export function isRealIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith("0000")) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** PostgreSQL's integer: catalogue ids (merchants, products, categories) are serial int4 columns. */
const INT4_MAX = 2_147_483_647;

/**
 * An integer row id in a body. Past int4 the database would refuse the query with a 500, so an
 * id no row can have is refused here as bad input.
 */
export const rowId = () => z.number().int().min(1).max(INT4_MAX);
/** The same in a query string or path. */
export const rowIdParam = () => z.coerce.number().int().min(1).max(INT4_MAX);

/** One email schema for every form and handler. */
export const emailSchema = cleanText({ error: messages.validation.email })
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
