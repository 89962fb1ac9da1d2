import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * A signed-out caller is told so first: every operation that answers 401 when signed out does it
 * before reading its input, so a bad body or id gets 401, never a 400 or 404 that would describe
 * the input of a route the caller may not use (settings answered 400 to a signed-out PUT).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  responses?: Record<string, unknown>;
  requestBody?: unknown;
}

it("answers 401 before validating anything, on every operation that needs a session", async () => {
  const doc = (await (await t.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const answered: string[] = [];
  let checked = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.responses?.["401"]) continue;
      checked++;
      // Every path parameter not an id, every query and body not what the route takes.
      const url = `${path.replace(/\{[^}]+\}/g, "not-an-id")}?limit=-5&cursor=%00`;
      const res = await t.request(url, {
        method: method.toUpperCase(),
        ...(method === "get" || method === "delete"
          ? {}
          : { json: { unexpected: "x".repeat(10), limit: -1 } }),
      });
      if (res.status !== 401) answered.push(`${method.toUpperCase()} ${path}: ${res.status}`);
    }
  }
  expect(checked).toBeGreaterThan(50);
  expect(answered).toEqual([]);
});
