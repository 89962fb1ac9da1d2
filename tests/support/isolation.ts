import { expect } from "vitest";
import { type Browser, signedInBrowser } from "./browser";
import type { TestApp } from "./test-app";

export interface IsolationCase {
  /** Creates the resource as business A and returns its path, e.g. `/api/customers/{id}`. */
  create: (owner: Browser) => Promise<string>;
  /** How the resource is changed (PATCH or PUT with a body); omitted when it cannot be. */
  update?: { method: "PATCH" | "PUT" | "POST"; path?: (path: string) => string; json: unknown };
  /** Whether the resource can be deleted at its path. */
  canDelete?: boolean;
}

/**
 * Proves tenant isolation for one endpoint: business B gets 404 (never 403, never the data) on
 * read, update and delete of business A's row, and A's row is unchanged by B's attempts.
 */
export async function expectIsolated(t: TestApp, c: IsolationCase) {
  const { browser: owner } = await signedInBrowser(t, { name: "Owner A" });
  const { browser: other } = await signedInBrowser(t, { name: "Other B" });
  const path = await c.create(owner);

  const before = await owner.get(path);
  expect(before.status).toBe(200);
  const original = await before.text();

  const read = await other.get(path);
  expect(read.status).toBe(404);
  expect((await read.json()).error.code).toBe("not_found");

  if (c.update) {
    const target = c.update.path ? c.update.path(path) : path;
    const res = await other.request(target, { method: c.update.method, json: c.update.json });
    expect(res.status).toBe(404);
  }
  if (c.canDelete !== false) {
    const res = await other.request(path, { method: "DELETE" });
    expect(res.status).toBe(404);
  }
  const after = await owner.get(path);
  expect(after.status).toBe(200);
  expect(await after.text()).toBe(original);
}
