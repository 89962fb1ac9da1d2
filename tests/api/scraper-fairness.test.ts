/**
 * Every description fetch reserves the next slot of the supplier's host, shared by every
 * business. One business's many fetches at once pushed every other business's scrapes of that
 * host back by a second each: one fetch at a time per business now, the others answered 429.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { descriptionBusyMessage } from "../../src/server/features/scraper/description";
import { setScraperOptions } from "../../src/server/features/scraper/service";
import { signedInBrowser } from "../support/browser";
import { type SupplierFixture, startSupplierFixture } from "../support/supplier-fixture";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let fx: SupplierFixture;
beforeAll(async () => {
  fx = await startSupplierFixture({ slowMs: 1500 });
  t = await createTestApp({
    scraperAllowedHosts: ["127.0.0.1", "localhost"],
    scraperAllowPrivate: true,
  });
  setScraperOptions(t.deps, { pageTimeoutMs: 400, minIntervalMs: 0 });
});
afterAll(async () => {
  await t.close();
  await fx.close();
});

describe("description fetches", () => {
  it("one at a time per business: the others at once get 429; another business is served", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const slow = { url: `${fx.origin}/slow` };
    const answers = await Promise.all([
      a.post("/api/scraper/description", slow),
      a.post("/api/scraper/description", slow),
      a.post("/api/scraper/description", slow),
      other.post("/api/scraper/description", slow),
    ]);
    const own = answers.slice(0, 3);
    expect(own.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    for (const refused of own.filter((r) => r.status === 429)) {
      expect((await refused.json()).error).toEqual({
        code: "scrape_busy",
        message: descriptionBusyMessage,
      });
    }
    expect(answers[3]?.status).toBe(200);
    // Once it has finished, the business fetches again.
    expect((await a.post("/api/scraper/description", slow)).status).toBe(200);
  });
});
