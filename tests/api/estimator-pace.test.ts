/**
 * Issue 22, Deliver 4: the estimator learns the business's pace. Each business below has
 * finished single-job "skim walls" quotes (5 days quoted unless said); predict-materials scales
 * the skim's labour days by the median of actual ÷ quoted, only with 3 or more such jobs, only
 * the business's own, only while "Learn my pace" is on, and never beyond double.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes } from "../../src/server/db/schema";
import { SUMMARY_MARK } from "../../src/server/features/estimator/chat";
import { estimate } from "../../src/server/features/estimator/estimate";
import { roundUpHalfDay } from "../../src/server/features/estimator/units";
import type { PredictMaterialsResult } from "../../src/shared/schemas/assistant";
import { type Browser, signedInBrowser } from "../support/browser";
import { createJob, createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
const DESCRIPTION = "Skim the bedroom walls 3m x 3m";
const base = estimate(DESCRIPTION);
const NOTE = /^Your last \d+ skim walls jobs took/;

const businessIdOf = async (browser: Browser): Promise<string> =>
  (await (await browser.get("/api/me")).json()).business.id;

/** A finished job from Mon 2 Nov 2026 to `end` (working days counted as Insights counts them). */
async function finishedJob(
  businessId: string,
  jobDescription: string,
  quoted: number,
  end: string,
) {
  const q = await createQuote(t.deps.db, { businessId, status: "accepted" });
  await t.deps.db
    .update(quotes)
    .set({ jobDescription, laborDays: quoted })
    .where(eq(quotes.id, q.id));
  await createJob(t.deps.db, {
    quoteId: q.id,
    status: "completed",
    startedAt: new Date("2026-11-02T08:00:00Z"),
    completedAt: new Date(end),
  });
}

/** 5 days quoted, 6 worked (Mon 2 to Mon 9 Nov): 1.2×. */
const slowSkim = (businessId: string) =>
  finishedJob(businessId, "Skim the lounge walls, 4.5m x 3.6m", 5, "2026-11-09T16:00:00Z");

async function business(name: string) {
  const browser = (await signedInBrowser(t, { name })).browser;
  return { browser, id: await businessIdOf(browser) };
}

async function predict(browser: Browser): Promise<PredictMaterialsResult> {
  const res = await browser.post("/api/ai/predict-materials", { jobDescription: DESCRIPTION });
  expect(res.status).toBe(200);
  return (await res.json()) as PredictMaterialsResult;
}

const expectUnchanged = (r: PredictMaterialsResult) => {
  expect(r.labour_days).toBe(roundUpHalfDay(base.labourDays));
  expect(r.time_estimate_days).toBe(base.timeEstimateDays);
  expect(r.assumptions.some((a) => NOTE.test(a))).toBe(false);
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("predict-materials at the business's own pace", () => {
  it("scales a skim's days by 1.2 after 3 skim jobs took 20 % longer, and says so", async () => {
    const a = await business("Pat Pace");
    for (let i = 0; i < 3; i++) await slowSkim(a.id);
    const paced = estimate(DESCRIPTION, [], { pace: { "skim-walls": { factor: 1.2, jobs: 3 } } });
    const r = await predict(a.browser);
    expect(r.labour_days).toBe(roundUpHalfDay(base.labourDays * 1.2));
    expect(r.labour_days).not.toBe(roundUpHalfDay(base.labourDays));
    expect(r.time_estimate_days).toBe(paced.timeEstimateDays);
    expect(r.assumptions).toContain(
      "Your last 3 skim walls jobs took 20 % longer than quoted: days adjusted.",
    );
  });

  it("leaves the days alone with only 2 such jobs (a composite quote does not count)", async () => {
    const b = await business("Bo Two");
    await slowSkim(b.id);
    await slowSkim(b.id);
    await finishedJob(
      b.id,
      "Skim and paint the lounge walls, 4.5m x 3.6m",
      5,
      "2026-11-09T16:00:00Z",
    );
    expectUnchanged(await predict(b.browser));
    // A third skim job finished since: the next estimate knows it (the pace is not kept stale).
    await slowSkim(b.id);
    const r = await predict(b.browser);
    expect(r.labour_days).toBe(roundUpHalfDay(base.labourDays * 1.2));
    expect(r.assumptions).toContain(
      "Your last 3 skim walls jobs took 20 % longer than quoted: days adjusted.",
    );
  });

  it("leaves the days alone when Learn my pace is switched off", async () => {
    const c = await business("Cy Off");
    for (let i = 0; i < 3; i++) await slowSkim(c.id);
    const put = await c.browser.request("/api/settings/estimator", {
      method: "PUT",
      json: { learnPace: false },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ learnPace: false });
    expect(await (await c.browser.get("/api/settings/estimator")).json()).toEqual({
      learnPace: false,
    });
    expectUnchanged(await predict(c.browser));
  });

  it("bounds a job that took 5 times as long to double the days", async () => {
    const d = await business("Di Slow");
    // 1 day quoted, 5 worked (Mon 2 to Fri 6 Nov), three times.
    for (let i = 0; i < 3; i++)
      await finishedJob(d.id, "Skim the hall walls 3m x 2m", 1, "2026-11-06T16:00:00Z");
    const r = await predict(d.browser);
    expect(r.labour_days).toBe(roundUpHalfDay(base.labourDays * 2));
    expect(r.assumptions).toContain(
      "Your last 3 skim walls jobs took 100 % longer than quoted: days adjusted.",
    );
  });

  it("never counts another business's jobs", async () => {
    const e = await business("Ed Fresh");
    expectUnchanged(await predict(e.browser));
  });
});

describe("the assistant's chat at the business's own pace", () => {
  const finalQuote = async (browser: Browser) => {
    const res = await browser.post("/api/ai/chat", {
      prompt: "Yes",
      context: [
        { role: "user", content: DESCRIPTION },
        { role: "assistant", content: `Here is what I have. ${SUMMARY_MARK}.` },
      ],
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { message: string }).message;
  };

  it("gives the days at the business's pace and says why", async () => {
    const h = await business("Hal Chat");
    for (let i = 0; i < 3; i++) await slowSkim(h.id);
    const paced = estimate(DESCRIPTION, [], { pace: { "skim-walls": { factor: 1.2, jobs: 3 } } });
    expect(paced.timeEstimateDays).not.toBe(base.timeEstimateDays);
    expect(await finalQuote(h.browser)).toContain(
      `Time estimate: ${paced.timeEstimateDays} days. Your last 3 skim walls jobs took 20 % longer than quoted: days adjusted.`,
    );
  });

  it("gives the estimator's own days to a business with no finished jobs", async () => {
    const i = await business("Ida Chat");
    const message = await finalQuote(i.browser);
    expect(message).toContain(`Time estimate: ${base.timeEstimateDays} day.`);
    expect(message).not.toMatch(/Your last/);
  });
});

describe("GET/PUT /api/settings/estimator", () => {
  it("is on by default and needs a signed-in user", async () => {
    const f = await business("Fi Default");
    expect(await (await f.browser.get("/api/settings/estimator")).json()).toEqual({
      learnPace: true,
    });
    expect((await t.request("/api/settings/estimator")).status).toBe(401);
  });

  it("says what is wrong with a bad value", async () => {
    const g = await business("Gus Bad");
    const res = await g.browser.request("/api/settings/estimator", {
      method: "PUT",
      json: { learnPace: "yes" },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Learn my pace must be on or off");
  });
});
