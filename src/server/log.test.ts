import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { betterAuthLogger, createLogger, loggablePath } from "./log";

function capture(level: "error" | "info" | "debug" = "debug") {
  const lines: string[] = [];
  const log = createLogger(level, { write: (line) => lines.push(line) });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines, entries };
}

/** What Drizzle throws when PostgreSQL refuses a query: its message lists the parameters. */
function failedQuery(secret: string) {
  const cause = Object.assign(new Error(`duplicate key value: Key (email)=(${secret}) exists`), {
    code: "23505",
    constraint: "user_email_unique",
    table: "user",
    detail: `Key (email)=(${secret}) already exists.`,
  });
  return new DrizzleQueryError(
    `insert into "user" ("email", "note") values ($1, 'it''s ${secret}')`,
    [secret, "other"],
    cause,
  );
}

describe("the log", () => {
  it("writes one JSON line per event with time, level and msg, at the configured level", () => {
    const { log, lines, entries } = capture("info");
    log.info("listening", { url: "http://localhost:3000" });
    log.debug("not at info");
    log.error("failed");
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.endsWith("\n"))).toBe(true);
    expect(entries()[0]).toMatchObject({
      level: "info",
      msg: "listening",
      url: "http://localhost:3000",
    });
    expect(typeof entries()[0]?.time).toBe("string");
    expect(entries()[1]).toMatchObject({ level: "error", msg: "failed" });

    const silent = capture("silent" as "error");
    silent.log.error("nothing");
    expect(silent.lines).toEqual([]);
  });

  it("redacts bodies, cookies, authorization headers, tokens, passwords and params", () => {
    const { log, lines } = capture();
    log.info("request", {
      password: "pw-secret-1",
      body: { name: "body-secret-2" },
      headers: { cookie: "cookie-secret-3", authorization: "Bearer auth-secret-4" },
      token: "token-secret-5",
      user: { newPassword: "pw-secret-6", sessionToken: "token-secret-7" },
      params: ["param-secret-8"],
      kept: "visible",
    });
    const text = lines.join("");
    for (const secret of ["pw-secret-1", "body-secret-2", "cookie-secret-3", "auth-secret-4"]) {
      expect(text).not.toContain(secret);
    }
    for (const secret of ["token-secret-5", "pw-secret-6", "token-secret-7", "param-secret-8"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("visible");
    expect(text).toContain("[redacted]");
  });

  it("logs a failed query's code and shape, never its parameters nor the database's message", () => {
    const { log, lines, entries } = capture();
    const secret = "someone@example.com";
    const error = failedQuery(secret);
    expect(error.message).toContain(secret); // what used to reach the log
    log.error("unhandled error", { error });
    log.error("as text", { error: String(error), stack: error.stack });
    expect(lines.join("")).not.toContain(secret);
    expect(entries()[0]?.error).toMatchObject({
      type: "query failed",
      code: "23505",
      constraint: "user_email_unique",
      table: "user",
      query: `insert into "user" ("email", "note") values ($1, '?')`,
    });
    expect(String(entries()[1]?.error)).toContain('Failed query: insert into "user"');
  });

  it("passes better-auth's own log lines through the same redaction", () => {
    const { log, lines, entries } = capture();
    const auth = betterAuthLogger(log, "debug");
    auth.log("error", "Failed to create user", failedQuery("reset-token-secret"));
    expect(lines.join("")).not.toContain("reset-token-secret");
    expect(entries()[0]).toMatchObject({
      level: "error",
      msg: "Failed to create user",
      source: "better-auth",
      details: [{ type: "query failed", code: "23505" }],
    });
    expect(betterAuthLogger(log, "silent").disabled).toBe(true);
  });

  it("shows credentials in request paths as placeholders", () => {
    expect(loggablePath("/api/public/quotes/tok-abc123/pdf")).toBe("/api/public/quotes/:token/pdf");
    expect(loggablePath("/api/calendar/feed-secret.ics")).toBe("/api/calendar/:file");
    expect(loggablePath("/q/tok-abc123")).toBe("/q/:token");
    expect(loggablePath("/api/auth/reset-password/abc?callbackURL=/x")).toBe(
      "/api/auth/reset-password/:token",
    );
    expect(loggablePath("/api/customers/42")).toBe("/api/customers/42");
  });
});
