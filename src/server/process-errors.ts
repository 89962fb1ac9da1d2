import type { Logger } from "./log";

/** An error's stack (or text) for the log, without the SQL parameters a failed query lists. */
export function errorText(error: unknown): string {
  const text =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text
    .split("\n")
    .filter((line) => !/^\s*params:/i.test(line))
    .join("\n");
}

/**
 * What a stray error does to a server process (docs/decisions/0009-supervisor.md):
 * - a promise rejected with nobody listening is logged and the process carries on: the failure
 *   belongs to whatever work created the promise, and the process's own state is intact;
 * - an exception thrown outside any request or handler leaves the process in an unknown state:
 *   it is logged and the process exits with code 1, and the supervisor starts a new one.
 */
export function handleProcessErrors(log: Logger, exit: (code: number) => void = process.exit) {
  process.on("unhandledRejection", (reason) => {
    log.error("unhandled rejection", { error: errorText(reason) });
  });
  process.on("uncaughtException", (error, origin) => {
    log.error("uncaught exception: exiting", { origin, error: errorText(error) });
    exit(1);
  });
}
