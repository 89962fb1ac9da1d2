/**
 * ADR 0018: under the supervisor a scrape of /metrics sees every worker's figures summed, whichever
 * worker takes it. Two workers on one PostgreSQL; requests on fresh connections are spread over
 * both (the primary hands connections out in turn), so one worker's own count would fall short.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startPostgres } from "../support/postgres";
import { exited, freePort, serverEnv } from "../support/server-process";

const TOKEN = "metrics-token-durability-0123456789";
const REQUESTS = 30;

const server = await startPostgres();
const dataDir = mkdtempSync(join(tmpdir(), "sole-metrics-"));
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await exited(child);
  }
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("/metrics under the supervisor", () => {
  it("sums the workers' counters on every scrape", async () => {
    const port = await freePort();
    const env = serverEnv({
      port,
      dataDir,
      databaseUrl: server.url,
      logLevel: "info",
      extra: { WEB_CONCURRENCY: "2", METRICS_TOKEN: TOKEN },
    });
    const started = spawn(process.execPath, ["scripts/start.mjs"], {
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    child = started;
    let listening = 0;
    started.stdout?.on("data", (chunk: Buffer) => {
      listening += chunk
        .toString()
        .split("\n")
        .filter((l) => l.includes('"worker listening"')).length;
    });
    await vi.waitFor(
      () => {
        if (started.exitCode !== null) throw new Error("the supervisor exited");
        if (listening < 2) throw new Error("workers not listening yet");
      },
      { timeout: 150_000, interval: 100 },
    );

    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < REQUESTS; i++) {
      const res = await fetch(`${url}/api/health`, { headers: { connection: "close" } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const series = 'sole_http_requests_total{method="GET",route="/api/health",status_class="2xx"}';
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}`, connection: "close" },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      const line = text.split("\n").find((l) => l.startsWith(`${series} `));
      expect(line).toBe(`${series} ${REQUESTS}`);
      const memory = text.split("\n").find((l) => l.startsWith("process_resident_memory_bytes "));
      expect(memory).toBeDefined();
    }
    const wrong = await fetch(`${url}/metrics`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
  }, 240_000);
});
