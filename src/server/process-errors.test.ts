import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { errorText } from "./process-errors";

/** Runs a small script in its own Node process (tsx for the TypeScript import); its status and output. */
function run(body: string) {
  const script = `
    import { createLogger } from "./src/server/log.ts";
    import { handleProcessErrors } from "./src/server/process-errors.ts";
    handleProcessErrors(createLogger("error"));
    ${body}
  `;
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      encoding: "utf8",
      timeout: 20_000,
    },
  );
  // The log is JSON lines on stdout (src/server/log.ts); the script's own output is the rest.
  const all = result.stdout.split("\n");
  const lines = all
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const stdout = all.filter((l) => !l.startsWith("{")).join("\n");
  return { status: result.status, stdout, lines };
}

describe("stray errors in a server process", () => {
  it("logs an unhandled rejection and keeps running", () => {
    const { status, stdout, lines } = run(`
      Promise.reject(new Error("nobody listened"));
      setTimeout(() => { process.stdout.write("still running"); process.exit(0); }, 50);
    `);
    expect(status).toBe(0);
    expect(stdout).toBe("still running");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", msg: "unhandled rejection" });
    expect(String(lines[0]?.error)).toContain("nobody listened");
  });

  it("logs an uncaught exception and exits with code 1 (the supervisor replaces the process)", () => {
    const { status, stdout, lines } = run(`
      setTimeout(() => { throw new Error("unknown state"); }, 0);
      setTimeout(() => { process.stdout.write("still running"); process.exit(0); }, 500);
    `);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", msg: "uncaught exception: exiting" });
    expect(String(lines[0]?.error)).toContain("unknown state");
  });

  it("leaves a failed query's parameters out of the logged error", () => {
    const error = new Error(
      "Failed query: select * from users where email = $1\nparams: someone@example.com",
    );
    expect(errorText(error)).toContain("Failed query");
    expect(errorText(error)).not.toContain("someone@example.com");
  });
});
