import pino from "pino";

export type LogLevel = "silent" | "error" | "info" | "debug";

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
}

/** Where log lines go: one JSON line per `write`. */
export interface LogDestination {
  write(line: string): void;
}

/** stdout, looked up on every line (so a test can capture it). */
const stdout: LogDestination = {
  write: (line) => {
    process.stdout.write(line);
  },
};

/**
 * Field names whose values never reach the log, at the top level of a line's fields or one level
 * down (pino's redaction): bodies, cookies, authorization headers, tokens, passwords and the
 * parameters of SQL queries.
 */
const SECRET_KEYS = [
  "body",
  "cookie",
  "cookies",
  "authorization",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "sessionToken",
  "secret",
  "params",
];
const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)];

/**
 * Structured JSON lines on stdout (pino), one line per event: `time`, `level`, `pid`, `msg` and
 * the fields. LOG_LEVEL silent | error | info | debug. Errors are logged by `safeError`, never
 * with the SQL parameters a failed query carries.
 */
export function createLogger(level: LogLevel, destination: LogDestination = stdout): Logger {
  const logger = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrub(fields) as Record<string, unknown>,
      },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    },
    destination,
  );
  const at = (l: "error" | "info" | "debug") => (msg: string, fields?: Record<string, unknown>) => {
    if (fields) logger[l](fields, msg);
    else logger[l](msg);
  };
  return { error: at("error"), info: at("info"), debug: at("debug") };
}

/** better-auth's own log lines, through ours (its default prints to the console unredacted). */
export function betterAuthLogger(log: Logger, level: LogLevel) {
  return {
    disabled: level === "silent",
    level: "warn" as const,
    log: (
      authLevel: "debug" | "info" | "warn" | "error",
      message: string,
      ...details: unknown[]
    ) => {
      const fields = { source: "better-auth", details };
      if (authLevel === "error") log.error(message, fields);
      else if (authLevel === "warn") log.info(message, fields);
      else log.debug(message, fields);
    },
  };
}

// ---- errors and SQL -----------------------------------------------------------------------

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

function isQueryError(error: unknown): error is QueryError {
  return (
    error instanceof Error &&
    typeof (error as Partial<QueryError>).query === "string" &&
    Array.isArray((error as Partial<QueryError>).params)
  );
}

/** A query's shape: its text with placeholders, string literals replaced by '?'. */
export function queryShape(query: string): string {
  return query.replace(/'(?:[^']|'')*'/g, "'?'").slice(0, 2000);
}

/** The stack's frames, without the message lines above them (a message may carry values). */
function frames(error: Error): string[] {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .slice(0, 15);
}

/**
 * What the log keeps of an error. A failed SQL query (Drizzle's DrizzleQueryError, whose message
 * is "Failed query: ... params: ...") keeps the database's error code (SQLSTATE), the names of
 * the constraint, table and column, and the query's shape; never the parameters, nor the
 * database's message or detail, which quote values ("Key (email)=(...) already exists").
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error)) return scrubString(String(error));
  if (isQueryError(error)) {
    const cause = (error.cause ?? {}) as Record<string, unknown>;
    const pick = (key: string) => (typeof cause[key] === "string" ? cause[key] : undefined);
    return {
      type: "query failed",
      code: pick("code"),
      constraint: pick("constraint"),
      table: pick("table"),
      column: pick("column"),
      query: queryShape(error.query),
      stack: frames(error),
    };
  }
  const out: Record<string, unknown> = {
    type: error.name,
    message: scrubString(error.message),
    stack: frames(error),
  };
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1);
  return out;
}

/**
 * A text that embeds a failed query's message (e.g. `String(error)` or a stack) keeps only what
 * comes before the parameters, with the query's string literals replaced: "Failed query: <shape>".
 */
export function scrubString(text: string): string {
  const query = text.indexOf("Failed query:");
  if (query === -1) return text;
  const params = text.slice(query).search(/\n[^\S\n]*params:/);
  const sql = params === -1 ? text.slice(query) : text.slice(query, query + params);
  return `${text.slice(0, query)}${queryShape(sql)}\nparams: [redacted]`;
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubString(value);
  if (value instanceof Error) return safeError(value);
  if (depth > 5 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = scrub(v, depth + 1);
  return out;
}

// ---- request paths ------------------------------------------------------------------------

/** Paths whose segment is a credential: a customer's quote link, a calendar feed, a reset link. */
const SECRET_SEGMENTS: [RegExp, string][] = [
  [/^(\/api\/public\/quotes\/)[^/]+/, "$1:token"],
  [/^(\/api\/calendar\/)[^/]+/, "$1:file"],
  [/^(\/q\/)[^/]+/, "$1:token"],
  [/^(\/api\/auth\/reset-password\/)[^/]+/, "$1:token"],
];

/** A request path as the log shows it: no query string, credentials in the path replaced. */
export function loggablePath(path: string): string {
  let out = path.split("?")[0] ?? "";
  for (const [pattern, replacement] of SECRET_SEGMENTS) out = out.replace(pattern, replacement);
  return out;
}
