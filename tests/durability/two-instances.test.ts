/**
 * Issue 19, Deliver 1: any number of instances on one PostgreSQL behave as one service. Two built
 * servers (`node dist/server/index.js`) start together on one fresh PostgreSQL 15, each with its
 * own DATA_DIR and port and NO AUTH_SECRET (so the secret they share can only come from the
 * database), and a client uses them alternately as a load balancer would:
 * - an email sent by A (a sign-up's verification) is in the outbox read on B (dev mailbox API,
 *   loopback), and its link works on B;
 * - a session made on A is signed in on B, and a customer it creates on A is listed on B;
 * - five wrong passwords on A lock the account on B too (and the owner's email is read on B);
 * - rate limits are counted across both: the waitlist's 10 a minute (ours), password reset
 *   requests' 5 a minute (better-auth's) per address, and a customer link's 10 decisions a minute.
 * - a queued job (a quote's email) enqueued on A is sent once and seen sent on B (ADR 0019);
 *   a price-list import queued on A is polled on B until done, each row imported once, and
 *   another business polling its id on B gets a 404.
 * /api/ready answers 200 on both. SIGTERM on A while a request is in flight: A refuses new
 * connections, answers that request (written, and read on B), and exits 0. PostgreSQL stopping
 * leaves B up and not ready (503) until its own SIGTERM ends it with 0. Bounded: every request
 * has a timeout, every wait a deadline, and afterAll kills what is left.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCKOUT_EMAIL_SUBJECT } from "../../src/server/auth/lockout-plugin";
import { type PostgresServer, startPostgres } from "../support/postgres";
import {
  demoHeaders,
  exitedWithin,
  freePort,
  healthyBy,
  quoteBody,
  serverEnv,
} from "../support/server-process";

const START_DEADLINE_MS = 90_000;
const REQUEST_TIMEOUT_MS = 15_000;
const STOP_LIMIT_MS = 20_000;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
  stderr: () => string;
}

let pg: PostgresServer | undefined;
const instances: Instance[] = [];
let a: Instance;
let b: Instance;

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `sole-two-${name}-`));
  const env = serverEnv({ port, dataDir, databaseUrl });
  // No AUTH_SECRET: the instances must agree on the one stored in the database.
  delete env.AUTH_SECRET;
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const instance = { name, url: `http://127.0.0.1:${port}`, child, dataDir, stderr: () => stderr };
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  pg = await startPostgres();
  // Both start at once on the fresh database: migrations and seed take turns under the advisory
  // lock, and both offer a secret of their own; one is stored and both read it.
  const started = await Promise.all([startInstance("a", pg.url), startInstance("b", pg.url)]);
  [a, b] = started as [Instance, Instance];
  const deadline = Date.now() + START_DEADLINE_MS;
  for (const instance of started) {
    if (!(await healthyBy(instance.url, deadline, instance.child))) {
      throw new Error(`instance ${instance.name} did not start: ${instance.stderr()}`);
    }
  }
}, 240_000);

afterAll(async () => {
  for (const instance of instances) {
    if (!(await exitedWithin(instance.child, 0))) {
      instance.child.kill("SIGTERM");
      if (!(await exitedWithin(instance.child, STOP_LIMIT_MS))) instance.child.kill("SIGKILL");
    }
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await pg?.stop();
}, 90_000);

/** A browser's cookie jar: cookies are per host, so both instances on 127.0.0.1 see them. */
class Client {
  private cookies = new Map<string, string>();

  async send(to: Instance, path: string, init: { method?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = { origin: to.url };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    const res = await fetch(`${to.url}${path}`, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /max-age=0\b/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
      else this.cookies.set(pair!.slice(0, eq), value);
    }
    return res;
  }
}

/**
 * A POST sent with `Expect: 100-continue`: `headersRead` resolves when the server has parsed its
 * headers (its 100 Continue), `finish()` sends the body, `answer` is the response.
 */
function startRequest(to: Instance, path: string, headers: Record<string, string>, body: string) {
  let continued = () => {};
  const headersRead = new Promise<void>((resolve) => {
    continued = resolve;
  });
  const url = new URL(path, to.url);
  const req = request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: "POST",
    agent: false,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { ...headers, expect: "100-continue", "content-length": Buffer.byteLength(body) },
  });
  req.on("continue", continued);
  req.on("timeout", () => req.destroy(new Error("timed out")));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("error", reject);
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", reject);
    });
  });
  return { headersRead, answer, finish: () => req.end(body) };
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The outbox as one instance's development mailbox shows it (loopback only). */
async function mailbox(on: Instance): Promise<OutboxMessage[]> {
  const res = await new Client().send(on, "/api/dev/mailbox");
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

const email = `two.instances.${Date.now().toString(36)}@example.co.uk`;
const password = "secret-pass-1";

describe("two instances on one PostgreSQL behave as one service", () => {
  it("both are ready", async () => {
    for (const instance of [a, b]) {
      const res = await new Client().send(instance, "/api/ready");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ready" });
    }
  });

  it("an email sent on A is in the outbox read on B, and its verification link works on B", async () => {
    const client = new Client();
    const signUp = await client.send(a, "/api/auth/sign-up/email", {
      json: { email, password, name: "Pat Plasterer", callbackURL: "/dashboard" },
    });
    expect(signUp.status).toBe(200);
    // The email follows the answer (mail/after-answer.ts).
    await expect
      .poll(async () => (await mailbox(b)).find((m) => m.to === email)?.subject)
      .toBe("Verify your email for Sole.");
    const mail = (await mailbox(b)).find((m) => m.to === email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.origin).toBe(a.url);
    // The link's page finishes the sign-up with its password (ADR 0027).
    expect(link.pathname).toBe("/verify-email");
    const verified = await client.send(b, "/api/account/verify-email", {
      json: { token: link.searchParams.get("token"), password },
    });
    expect(verified.status).toBe(200);
  });

  it("a session made on A is signed in on B, and what it writes on A is read on B", async () => {
    const client = new Client();
    expect((await client.send(b, "/api/customers")).status).toBe(401);
    const signIn = await client.send(a, "/api/auth/sign-in/email", { json: { email, password } });
    expect(signIn.status).toBe(200);
    const created = await client.send(a, "/api/customers", {
      json: { firstName: "Zoë", lastName: "Across", email: "zoe@example.co.uk" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const listed = await client.send(b, "/api/customers");
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(id);
    // Signed out on B: A refuses the same cookie at once.
    const cookieHolder = new Client();
    await cookieHolder.send(a, "/api/auth/sign-in/email", { json: { email, password } });
    expect((await cookieHolder.send(b, "/api/customers")).status).toBe(200);
    expect((await cookieHolder.send(b, "/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await cookieHolder.send(a, "/api/customers")).status).toBe(401);
  });

  it("a queued job: a quote's email enqueued on A is sent once, and seen sent on B", async () => {
    const client = new Client();
    expect(
      (await client.send(a, "/api/auth/sign-in/email", { json: { email, password } })).status,
    ).toBe(200);
    const created = await client.send(a, "/api/quotes", { json: quoteBody("Queued on A") });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const customer = `customer.${id.slice(0, 8)}@example.co.uk`;
    const sent = await client.send(a, `/api/quotes/${id}/send`, { json: { email: customer } });
    expect(sent.status).toBe(200);
    // Whichever instance's worker takes it, the delivery row and the outbox are shared.
    await vi.waitFor(
      async () => {
        const res = await client.send(b, `/api/quotes/${id}/email-delivery`);
        expect(((await res.json()) as { delivery: { state: string } }).delivery.state).toBe("sent");
      },
      { timeout: STOP_LIMIT_MS, interval: 200 },
    );
    expect((await mailbox(b)).filter((m) => m.to === customer)).toHaveLength(1);
  });

  it("counts a customer link's 10 decisions a minute across both (ADR 0022)", async () => {
    const client = new Client();
    expect(
      (await client.send(a, "/api/auth/sign-in/email", { json: { email, password } })).status,
    ).toBe(200);
    const created = await client.send(a, "/api/quotes", { json: quoteBody("Limited link") });
    const { id } = (await created.json()) as { id: string };
    const customer = `limited.${id.slice(0, 8)}@example.co.uk`;
    expect(
      (await client.send(a, `/api/quotes/${id}/send`, { json: { email: customer } })).status,
    ).toBe(200);
    let token = "";
    await vi.waitFor(
      async () => {
        const mail = (await mailbox(b)).find((m) => m.to === customer);
        token = mail?.text.match(/\/q\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
        expect(token).not.toBe("");
      },
      { timeout: STOP_LIMIT_MS, interval: 200 },
    );
    // A name left out is refused (400) and still counted; the 11th, on either, is 429.
    const customerClient = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await customerClient.send(
        i % 2 === 0 ? a : b,
        `/api/public/quotes/${token}/decline`,
        {
          json: { name: "" },
        },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it("a price-list import queued on A is polled on B until done; another business gets a 404", async () => {
    const client = new Client();
    expect(
      (await client.send(a, "/api/auth/sign-in/email", { json: { email, password } })).status,
    ).toBe(200);
    const csv = `Name,SKU,Price,Unit\n${Array.from(
      { length: 250 },
      (_, i) => `Across Item ${i},ACR-${i},${(i % 90) + 1}.25,each`,
    ).join("\n")}`;
    const started = await client.send(a, "/api/price-lists/import", {
      json: { csv, merchantId: 1 },
    });
    expect(started.status).toBe(202);
    const { job } = (await started.json()) as { job: { id: string } };
    const poll = async (on: Instance) => {
      const res = await client.send(on, `/api/price-lists/imports/${job.id}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { job: { status: string } }).job;
    };
    await vi.waitFor(async () => expect((await poll(b)).status).toBe("done"), {
      timeout: STOP_LIMIT_MS,
      interval: 200,
    });
    expect(await poll(b)).toMatchObject({ rowsDone: 250, inserted: 250, updated: 0 });
    const other = await fetch(`${b.url}/api/price-lists/imports/${job.id}`, {
      headers: await demoHeaders(b.url),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(other.status).toBe(404);
  });

  it("five wrong passwords on A lock the account on B, and the owner's email is read on B", async () => {
    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.send(a, "/api/auth/sign-in/email", {
        json: { email, password: `wrong-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const onB = await client.send(b, "/api/auth/sign-in/email", { json: { email, password } });
    expect(onB.status).toBe(429);
    expect(await onB.json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
    await expect
      .poll(async () => (await mailbox(b)).filter((m) => m.to === email).map((m) => m.subject))
      .toContain(LOCKOUT_EMAIL_SUBJECT);
  });

  it("counts the waitlist's limit of 10 a minute per address across both", async () => {
    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.send(i % 2 === 0 ? a : b, "/api/waitlist", {
        json: { email: `wait.${i}.${Date.now().toString(36)}@example.co.uk` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it("counts better-auth's limit of 5 password reset requests a minute per address across both", async () => {
    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.send(i % 2 === 0 ? a : b, "/api/auth/request-password-reset", {
        json: { email: "nobody.here@example.co.uk", redirectTo: "/reset-password" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("SIGTERM on A: new connections are refused, the request in flight is answered, exit 0; B carries on", async () => {
    const headers = await demoHeaders(a.url);
    const body = JSON.stringify({ firstName: "Mid", lastName: "Flight" });
    const inFlight = startRequest(a, "/api/customers", headers, body);
    // The server has read the request's headers (it answered 100 Continue): the request is in
    // flight, its body not yet sent.
    await inFlight.headersRead;
    a.child.kill("SIGTERM");
    await vi.waitFor(
      async () => {
        const refused = await fetch(`${a.url}/api/health`, {
          signal: AbortSignal.timeout(2_000),
        }).then(
          () => false,
          () => true,
        );
        if (!refused) throw new Error("A still accepts connections");
      },
      { timeout: STOP_LIMIT_MS, interval: 50 },
    );
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ firstName: "Mid", lastName: "Flight" });
    expect(await exitedWithin(a.child, STOP_LIMIT_MS)).toBe(true);
    expect(a.child.exitCode).toBe(0);
    // The customer written on A as it stopped is there on B.
    const listed = await fetch(`${b.url}/api/customers`, {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain("Flight");
  });

  it("PostgreSQL stops: B stays up, /api/ready answers 503, and SIGTERM still stops it with exit code 0", async () => {
    await pg!.stop();
    const ready = await new Client().send(b, "/api/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable" });
    // Its pooled connections were dropped by the server: the process lives on (it died before).
    expect(b.child.exitCode).toBeNull();
    b.child.kill("SIGTERM");
    expect(await exitedWithin(b.child, STOP_LIMIT_MS)).toBe(true);
    expect(b.child.exitCode).toBe(0);
  });
});
