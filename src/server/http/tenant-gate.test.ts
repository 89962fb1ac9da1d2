import { Hono } from "hono";
import type PQueue from "p-queue";
import { describe, expect, it } from "vitest";
import type { AppEnv, SessionInfo } from "../context";
import { tenantGate, tenantGateMessage } from "./tenant-gate";

/**
 * The gate in front of a business's requests (ADR 0026), on a small app whose handlers wait until
 * the test lets them finish: which have started says which the gate lets run.
 */
function gatedApp(atOnce: { running: number; documents: number; waiting: number }) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    const businessId = c.req.header("x-business");
    c.set("session", businessId ? ({ businessId } as SessionInfo) : null);
    await next();
  });
  const queues = new Map<string, PQueue>();
  app.use("*", tenantGate(atOnce, queues));
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const held = async (name: string) => {
    started.push(name);
    await new Promise<void>((resolve) => finish.set(name, resolve));
    return name;
  };
  app.get("/api/things/:name", async (c) => c.text(await held(c.req.param("name"))));
  app.get("/api/things/:name/pdf", async (c) => c.text(await held(c.req.param("name"))));
  const ask = (business: string | null, path: string) =>
    app.request(path, { headers: business ? { "x-business": business } : {} });
  /** Lets every pending step run: the gate's queue starts the next request in a microtask. */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  const release = async (name: string) => {
    finish.get(name)?.();
    await settle();
  };
  return { ask, started, release, settle, queues };
}

describe("requests at once, per business", () => {
  it("runs a business's first few, lets the next wait their turn in order, and refuses any more", async () => {
    const app = gatedApp({ running: 2, documents: 1, waiting: 2 });
    const answers = ["a1", "a2", "a3", "a4"].map((n) => app.ask("a", `/api/things/${n}`));
    await app.settle();
    expect(app.started).toEqual(["a1", "a2"]);

    const refused = await app.ask("a", "/api/things/a5");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: tenantGateMessage },
    });
    expect(app.started).not.toContain("a5");

    await app.release("a2");
    expect(app.started).toEqual(["a1", "a2", "a3"]);
    await app.release("a1");
    expect(app.started).toEqual(["a1", "a2", "a3", "a4"]);
    await app.release("a3");
    await app.release("a4");
    expect(await Promise.all(answers.map(async (r) => (await r).status))).toEqual([
      200, 200, 200, 200,
    ]);
  });

  it("another business's requests start at once while one business's wait", async () => {
    const app = gatedApp({ running: 1, documents: 1, waiting: 5 });
    void app.ask("a", "/api/things/a1");
    void app.ask("a", "/api/things/a2");
    const other = app.ask("b", "/api/things/b1");
    const nobody = app.ask(null, "/api/things/anon");
    await app.settle();
    expect(app.started).toEqual(["a1", "b1", "anon"]);
    await app.release("b1");
    await app.release("anon");
    expect((await other).status).toBe(200);
    expect((await nobody).status).toBe(200);
    expect(app.started).not.toContain("a2");
  });

  it("runs one document at a time; the business's other requests pass a waiting document", async () => {
    const app = gatedApp({ running: 3, documents: 1, waiting: 5 });
    void app.ask("a", "/api/things/pdf1/pdf");
    void app.ask("a", "/api/things/pdf2/pdf");
    void app.ask("a", "/api/things/list");
    await app.settle();
    expect(app.started).toEqual(["pdf1", "list"]);
    await app.release("pdf1");
    expect(app.started).toEqual(["pdf1", "list", "pdf2"]);
  });

  it("keeps a business's queues only while it has requests", async () => {
    const app = gatedApp({ running: 1, documents: 1, waiting: 1 });
    const first = app.ask("a", "/api/things/one/pdf");
    await app.settle();
    expect([...app.queues.keys()].sort()).toEqual(["a", "documents:a"]);
    await app.release("one");
    expect((await first).status).toBe(200);
    expect(app.queues.size).toBe(0);
    const second = app.ask("a", "/api/things/two");
    await app.settle();
    expect(app.started).toEqual(["one", "two"]);
    await app.release("two");
    expect((await second).status).toBe(200);
    expect(app.queues.size).toBe(0);
  });
});
