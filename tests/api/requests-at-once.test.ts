import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicLimitMessages } from "../../src/server/features/public-quotes/limits";
import { tenantGateMessage } from "../../src/server/http/tenant-gate";
import { Browser, customersOf, demoBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * ADR 0026 through the real app: a business's burst beyond the requests it may run and queue at
 * once is refused before its route runs (so it changes nothing), and another business's request in
 * the same burst is answered. How the gate orders and starts them: src/server/http/tenant-gate.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ requestsAtOnce: { running: 1, documents: 1, waiting: 1 } });
});
afterAll(() => t.close());

let address = 0;
const freshIp = () => `192.0.2.${++address}`;

describe("one business's requests at once", () => {
  it("refuses the write past the running and the waiting one, changes nothing for it, and answers another business", async () => {
    const busy = await demoBrowser(t, freshIp());
    const other = await demoBrowser(t, freshIp());
    const before = await customersOf(t, busy.businessId);
    const names = ["Ann", "Bea", "Cal"];
    const [others, ...burst] = await Promise.all([
      other.b.get("/api/customers"),
      ...names.map((firstName) => busy.b.post("/api/customers", { firstName })),
    ]);
    expect(others?.status).toBe(200);
    // One runs, one waits its turn, the third is refused (whichever arrived last).
    expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 429]);
    const refusedAt = burst.findIndex((r) => r.status === 429);
    const refused = burst[refusedAt] as Response;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: tenantGateMessage },
    });
    expect(await customersOf(t, busy.businessId)).toBe(before + 2);
    const saved = (await (await busy.b.get("/api/customers")).json()).customers.map(
      (c: { firstName: string }) => c.firstName,
    );
    expect(saved).not.toContain(names[refusedAt]);
    // Once the burst is over, the business is served as before.
    expect((await busy.b.post("/api/customers", { firstName: "Dee" })).status).toBe(201);
  });
});

describe("one address's customer-page requests at once", () => {
  it("draws one PDF at a time, refuses past the waiting place (JSON and page), and serves another address", async () => {
    const business = await f.createBusiness(t.deps.db);
    const token = randomBytes(24).toString("base64url");
    await f.createQuote(t.deps.db, { businessId: business.id, status: "sent", publicToken: token });
    const customer = new Browser(t, freshIp());
    const neighbour = new Browser(t, freshIp());
    const [others, ...burst] = await Promise.all([
      neighbour.get(`/api/public/quotes/${token}/pdf`),
      ...[1, 2, 3].map(() => customer.get(`/api/public/quotes/${token}/pdf`)),
    ]);
    expect(others?.status).toBe(200);
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const refused = burst.find((r) => r.status === 429) as Response;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: publicLimitMessages.atOnce },
    });
    // The page itself answers its plain 429 page, past one running and one waiting.
    const pages = await Promise.all([1, 2, 3].map(() => customer.get(`/q/${token}`)));
    expect(pages.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const page = pages.find((r) => r.status === 429) as Response;
    expect(page.headers.get("content-type")).toContain("text/html");
    expect((await customer.get(`/q/${token}`)).status).toBe(200);
  });
});
