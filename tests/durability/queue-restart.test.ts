/**
 * Issue 19, Deliver 2: a job survives a restart and runs once (ADR 0019). A built server started
 * with JOB_WORKERS=0 only enqueues: a quote sent through it leaves its email queued in the
 * database, and a price-list import its job and rows. The server is killed (SIGKILL: nothing is
 * flushed or handed over) before any worker has run them, and started again with its workers:
 * the email is sent exactly once (one message in the outbox, one attempt), every row of the
 * import is imported once (inserted, none updated, as many products as rows), and the supplier
 * scrape (a local supplier fixture, allowed by name) completes with its 25 products, each page
 * fetched once. On PostgreSQL 15 and on the embedded database, whose queue
 * is the same pg-boss over PGlite. Bounded: every wait has a deadline; afterAll kills what is left.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type PostgresServer, startPostgres } from "../support/postgres";
import { exitedWithin, freePort, healthyBy, quoteBody, serverEnv } from "../support/server-process";
import { type SupplierFixture, startSupplierFixture } from "../support/supplier-fixture";

const START_DEADLINE_MS = 90_000;
const JOB_DEADLINE_MS = 30_000;

let pg: PostgresServer | undefined;
let fx: SupplierFixture | undefined;
const children: ChildProcess[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  fx = await startSupplierFixture();
}, 240_000);

afterAll(async () => {
  for (const child of children) {
    if (!(await exitedWithin(child, 0))) child.kill("SIGKILL");
    await exitedWithin(child, 10_000);
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await pg?.stop();
  await fx?.close();
}, 60_000);

async function start(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  workers: boolean;
}) {
  const env = serverEnv({
    ...opts,
    extra: {
      JOB_WORKERS: opts.workers ? "1" : "0",
      SCRAPER_ALLOWED_HOSTS: "127.0.0.1",
      SCRAPER_ALLOW_PRIVATE: "1",
    },
  });
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${opts.port}`;
  if (!(await healthyBy(url, Date.now() + START_DEADLINE_MS, child))) {
    throw new Error(`server did not start: ${stderr}`);
  }
  return { url, child };
}

/** A signed-in owner of a real business (demo businesses send no email): cookie headers. */
async function owner(url: string): Promise<Record<string, string>> {
  const email = `queue.${Date.now().toString(36)}@example.co.uk`;
  const json = { origin: url, "content-type": "application/json" };
  const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
    fetch(`${url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const signUp = await post("/api/auth/sign-up/email", {
    email,
    password: "secret-pass-1",
    name: "Quinn Queue",
    callbackURL: "/dashboard",
  });
  expect(signUp.status).toBe(200);
  // The email follows the answer (mail/after-answer.ts): read the mailbox until it is there.
  const mailTo = async () => {
    const { messages } = (await (await fetch(`${url}/api/dev/mailbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    return messages.find((m) => m.to === email);
  };
  await expect.poll(mailTo).toBeDefined();
  const link = new URL((await mailTo())!.text.match(/https?:\/\/\S+/)![0]);
  // The link's page finishes the sign-up with its password (ADR 0027).
  const verified = await post("/api/account/verify-email", {
    token: link.searchParams.get("token"),
    password: "secret-pass-1",
  });
  expect(verified.status).toBe(200);
  const signIn = await post("/api/auth/sign-in/email", { email, password: "secret-pass-1" });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { ...json, cookie };
}

async function delivery(url: string, headers: Record<string, string>, quoteId: string) {
  const res = await fetch(`${url}/api/quotes/${quoteId}/email-delivery`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { delivery: { state: string; attempts: number } | null }).delivery;
}

async function outboxTo(url: string, to: string) {
  const res = await fetch(`${url}/api/dev/mailbox`);
  const { messages } = (await res.json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((m) => m.to === to);
}

const IMPORT_ROWS = 350;

/** A price-list import of IMPORT_ROWS rows (4 batches), answered 202 and left queued. */
async function queuedImport(url: string, headers: Record<string, string>) {
  const csv = `Name,SKU,Price,Unit\n${Array.from(
    { length: IMPORT_ROWS },
    (_, i) => `Restart Item ${i},RST-${i},${(i % 90) + 1}.75,each`,
  ).join("\n")}`;
  const res = await fetch(`${url}/api/price-lists/import`, {
    method: "POST",
    headers,
    body: JSON.stringify({ csv, merchantId: 1 }),
  });
  expect(res.status).toBe(202);
  const { job } = (await res.json()) as { job: { id: string } };
  expect(await importJob(url, headers, job.id)).toMatchObject({ status: "queued", rowsDone: 0 });
  return job.id;
}

async function importJob(url: string, headers: Record<string, string>, id: string) {
  const res = await fetch(`${url}/api/price-lists/imports/${id}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { job: Record<string, unknown> }).job;
}

async function enqueuedThenRestarted(databaseUrl: string | undefined) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "sole-queue-"));
  dirs.push(dataDir);
  const first = await start({ port, dataDir, databaseUrl, workers: false });
  const headers = await owner(first.url);
  const created = await fetch(`${first.url}/api/quotes`, {
    method: "POST",
    headers,
    body: JSON.stringify(quoteBody("Queued across a restart")),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const customer = `customer.${id.slice(0, 8)}@example.co.uk`;
  const sent = await fetch(`${first.url}/api/quotes/${id}/send`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: customer }),
  });
  expect(sent.status).toBe(200);
  expect(await delivery(first.url, headers, id)).toMatchObject({ state: "queued", attempts: 0 });
  expect(await outboxTo(first.url, customer)).toEqual([]);
  const importId = await queuedImport(first.url, headers);
  const scraped = await fetch(`${first.url}/api/scraper/scrape`, {
    method: "POST",
    headers,
    body: JSON.stringify({ url: `${fx!.origin}/c/plasterboard` }),
  });
  expect(scraped.status).toBe(202);
  const { jobId: scrapeId } = (await scraped.json()) as { jobId: string };
  const hitsBefore = fx!.hits.filter((h) => h.startsWith("/c/plasterboard")).length;

  first.child.kill("SIGKILL");
  expect(await exitedWithin(first.child, 10_000)).toBe(true);

  const second = await start({ port, dataDir, databaseUrl, workers: true });
  await vi.waitFor(
    async () => {
      expect(await delivery(second.url, headers, id)).toMatchObject({ state: "sent" });
    },
    { timeout: JOB_DEADLINE_MS, interval: 200 },
  );
  expect(await delivery(second.url, headers, id)).toMatchObject({ state: "sent", attempts: 1 });
  const mails = await outboxTo(second.url, customer);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toMatch(/^Quote Q-\d+ from /);
  await vi.waitFor(
    async () => expect((await importJob(second.url, headers, importId)).status).toBe("done"),
    { timeout: JOB_DEADLINE_MS, interval: 200 },
  );
  expect(await importJob(second.url, headers, importId)).toMatchObject({
    rowsTotal: IMPORT_ROWS,
    rowsDone: IMPORT_ROWS,
    inserted: IMPORT_ROWS,
    updated: 0,
  });
  const exported = await fetch(`${second.url}/api/price-lists/export.csv?merchantId=1`, {
    headers,
  });
  expect((await exported.text()).trim().split("\n")).toHaveLength(IMPORT_ROWS + 1);
  const scrapeJob = async () => {
    const res = await fetch(`${second.url}/api/scraper/jobs/${scrapeId}`, { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as { job: { status: string }; products: unknown[] };
  };
  await vi.waitFor(async () => expect((await scrapeJob()).job.status).not.toBe("running"), {
    timeout: JOB_DEADLINE_MS,
    interval: 200,
  });
  const result = await scrapeJob();
  expect(result.job).toMatchObject({ status: "completed", pagesDone: 3, newProducts: 25 });
  expect(result.products).toHaveLength(25);
  // Its three listing pages, each fetched once, and only after the restart.
  expect(fx!.hits.filter((h) => h.startsWith("/c/plasterboard")).length - hitsBefore).toBe(3);
  second.child.kill("SIGTERM");
  expect(await exitedWithin(second.child, 20_000)).toBe(true);
  expect(second.child.exitCode).toBe(0);
}

describe("a queued job survives a restart and runs once", () => {
  it("on PostgreSQL 15", async () => {
    await enqueuedThenRestarted(pg!.url);
  }, 180_000);

  it("on the embedded database", async () => {
    await enqueuedThenRestarted(undefined);
  }, 180_000);
});
