import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import type { Deps } from "../../src/server/context";
import type { Db } from "../../src/server/db/client";
import { drain } from "../../src/server/http/drain";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The same app over a database whose every query ends as `execute` says. */
function appWithDatabase(execute: () => Promise<unknown>) {
  const db = new Proxy(t.deps.db, {
    get: (target, key, receiver) =>
      key === "execute" ? execute : Reflect.get(target, key, receiver),
  }) as Db;
  const deps: Deps = { ...t.deps, db };
  return createApp(deps, { webFolder: false });
}

describe("GET /api/ready: readiness, apart from liveness", () => {
  it("answers 200 ready while the database answers", async () => {
    const res = await t.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
  });

  it("answers 503 when the database refuses the query", async () => {
    const app = appWithDatabase(() => Promise.reject(new Error("connection refused")));
    const res = await app.request("http://localhost:3000/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
  });

  it("answers 503 when the database does not answer within 2 s (a hung query)", async () => {
    const app = appWithDatabase(() => new Promise(() => {}));
    const res = await app.request("http://localhost:3000/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
  });

  it("is documented in /api/openapi.json with both answers", async () => {
    const doc = await (await t.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/ready"].get.responses).sort()).toEqual(["200", "503"]);
  });

  // Last: once this process has begun to stop it stays so.
  it("answers 503 once the process is stopping, while the database still answers", async () => {
    await drain(createServer(), 1_000);
    const res = await t.request("/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
    expect((await t.request("/api/health")).status).toBe(200);
  });
});
