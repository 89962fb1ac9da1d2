import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimate } from "../../src/server/features/estimator/estimate";
import { MODEL_ESTIMATES, predictMaterials } from "../../src/server/features/estimator/service";
import { formatAnswers, parseQuestions } from "../../src/shared/questionnaire";
import { SAMPLE_MATERIALS } from "../../src/shared/sample-materials";
import {
  AI_MESSAGES,
  type ChatMessage,
  type PredictMaterialsResult,
} from "../../src/shared/schemas/assistant";
import { type Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let b: Browser;

beforeAll(async () => {
  t = await createTestApp();
  b = (await signedInBrowser(t)).browser;
});
afterAll(() => t.close());

async function predict(browser: Browser, body: unknown): Promise<PredictMaterialsResult> {
  const res = await browser.post("/api/ai/predict-materials", body);
  expect(res.status).toBe(200);
  return (await res.json()) as PredictMaterialsResult;
}

describe("POST /api/ai/predict-materials", () => {
  it("needs a signed-in user", async () => {
    const res = await t.request("/api/ai/predict-materials", {
      method: "POST",
      json: { jobDescription: "Paint the lounge" },
    });
    expect(res.status).toBe(401);
  });

  it("matches every estimator line to a catalogue product at the net price", async () => {
    const description = "Skim and paint the lounge, it's about 4.5m x 3.6m";
    const r = await predict(b, { jobDescription: description });
    const est = estimate(description);
    expect(r.provider).toBe("estimator");
    expect(r.outcome).toBe("ok");
    expect(r.predicted_materials.map((m) => m.name)).toEqual(est.materials.map((m) => m.name));
    expect(r.matched_products).toHaveLength(est.materials.length);
    const matched = r.matched_products.filter((m) => m.matched);
    expect(matched.length).toBeGreaterThan(0);
    expect(r.message).toBe(AI_MESSAGES.materialsFound(matched.length));
    for (const m of matched) {
      expect(m.productId).toBeGreaterThan(0);
      expect(m.merchantName).toBeTruthy();
      expect(m.price).toBeCloseTo(m.unitPricePence / 100, 5);
      const line = est.materials.find((e) => e.name === m.predictedName);
      expect(m.quantity).toBe(line?.quantity);
    }
    // The matched price is the business's net price for that product.
    const first = matched[0]!;
    const product = await b.get(`/api/products/${first.productId}`);
    expect(((await product.json()) as { netPricePence: number }).netPricePence).toBe(
      first.unitPricePence,
    );
    expect(r.work_plan.length).toBeGreaterThan(0);
    expect(r.time_estimate_days).toBe(est.timeEstimateDays);
    expect(r.predicted_materials[0]!.unitPrice).toBe(
      r.predicted_materials[0]!.unitPricePence / 100,
    );
  });

  it("uses sample materials for an empty description", async () => {
    const r = await predict(b, { jobDescription: "   " });
    expect(r.message).toBe(AI_MESSAGES.noDescription);
    expect(r.outcome).toBe("sample");
    expect(r.matched_products.map((m) => m.name)).toEqual(SAMPLE_MATERIALS.map((m) => m.name));
    expect(r.time_estimate_days).toBe(1);
  });

  it("predicts nothing for a description it does not understand and asks questions", async () => {
    const r = await predict(b, { jobDescription: "Sort out the thing at my mum's house" });
    expect(r.message).toBe(AI_MESSAGES.notPredicted);
    expect(r.outcome).toBe("not_understood");
    expect(r.predicted_materials).toEqual([]);
    expect(r.matched_products).toEqual([]);
    expect(r.questions.length).toBeGreaterThan(0);
  });

  it("keeps lines it cannot match with the estimator's price and says when nothing matched", async () => {
    const r = await predict(b, { jobDescription: "Paint the box room ceiling, 1m x 1m" });
    for (const m of r.matched_products.filter((x) => !x.matched)) {
      const line = r.predicted_materials.find((p) => p.name === m.predictedName);
      expect(m.unitPricePence).toBe(line?.unitPricePence);
      expect(m.productId).toBeNull();
    }
    const { sql } = await import("drizzle-orm");
    await t.deps.db.execute(
      sql`update products set name = reverse(name) where business_id is null`,
    );
    try {
      const none = await predict(b, { jobDescription: "Skim the lounge walls 4m x 3m" });
      expect(none.outcome).toBe("no_match");
      expect(none.message).toBe(AI_MESSAGES.noMatch);
      expect(none.matched_products.every((m) => !m.matched)).toBe(true);
      expect(none.matched_products.length).toBeGreaterThan(0);
    } finally {
      await t.deps.db.execute(
        sql`update products set name = reverse(name) where business_id is null`,
      );
    }
  });

  it("takes the measurements panel into account", async () => {
    const small = await predict(b, { jobDescription: "Paint the lounge walls" });
    const big = await predict(b, {
      jobDescription: "Paint the lounge walls",
      measurements: [
        { label: "Length", value: 9, unit: "m" },
        { label: "Width", value: 8, unit: "m" },
      ],
    });
    const litres = (r: PredictMaterialsResult) =>
      r.predicted_materials.reduce((s, m) => s + m.quantity * m.unitPricePence, 0);
    expect(litres(big)).toBeGreaterThan(litres(small));
  });
});

describe("POST /api/ai/chat", () => {
  const chat = async (prompt: string, context: ChatMessage[] = []) => {
    const res = await b.post("/api/ai/chat", { prompt, context });
    expect(res.status).toBe(200);
    return (await res.json()) as { message: string; model: string; stage: string };
  };

  it("greets as a quote assistant", async () => {
    const r = await chat("Hello");
    expect(r.model).toBe("Sole estimator");
    expect(r.message).toMatch(/quote assistant/i);
    expect(r.stage).toBe("greeting");
  });

  it("runs questions → summary → final quote, asking only what is not answered", async () => {
    const description = "Skim and paint the lounge 4.5m x 3.6m";
    const history: ChatMessage[] = [{ role: "user", content: description }];
    const q = await chat(description, []);
    expect(q.stage).toBe("questions");
    expect(q.message).not.toMatch(/[*#`]/);
    const items = parseQuestions(q.message);
    // Only what the takeoffs still need: the surfaces and the ceiling height (issue 18).
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(4);
    expect(q.message).toContain("[REQUIRED]");
    expect(q.message).not.toMatch(/dimensions/i); // 4.5m x 3.6m is already given
    history.push({ role: "assistant", content: q.message, isStructuredQuestion: true });

    const answered = items.map((it, i) => ({
      ...it,
      // The ceiling height is skipped: the takeoff states its assumption instead.
      answered: i === 0,
      answer: i === 0 ? "Walls and ceiling" : "",
    }));
    const answers = formatAnswers(answered);
    expect(answers).toContain("(Not provided)");
    const s = await chat(answers, history);
    expect(s.stage).toBe("summary");
    expect(s.message).toMatch(/Please confirm/);
    const mats = s.message.split("Main materials to confirm:\n")[1]!.split("\n\n")[0]!.split("\n");
    expect(mats.length).toBeGreaterThanOrEqual(3);
    expect(mats.length).toBeLessThanOrEqual(5);
    // Quantities read as written: "6 bags" (never "6 bag"), "2" for what is sold each.
    expect(s.message).toMatch(/Multi-Finish 25kg: [2-9] bags$/m);
    expect(mats.join("\n")).not.toMatch(/: (?!1 )[\d.]+ (bag|tin|tub|roll|length|tube|each)$/m);
    history.push({ role: "user", content: answers }, { role: "assistant", content: s.message });

    const f = await chat("Yes, that's correct", history);
    expect(f.stage).toBe("final");
    expect(f.message.endsWith("Press Generate Quote to create your quote.")).toBe(true);
    expect(f.message).toMatch(/Time estimate: \d/);
    expect(f.message).toMatch(/Multi-Finish 25kg x [2-9] bags;/);
    expect(f.message).toMatch(/Angle Bead 3m x [2-9] lengths;/);
    expect(f.message).not.toMatch(/ x (?!1 )[\d.]+ (bag|tin|tub|roll|length|tube|each)\b/);
  });

  it("asks for dimensions when they are missing and clarifies an unknown job", async () => {
    const q = await chat("Paint the bedroom");
    expect(q.message).toMatch(/\[REQUIRED\] What are the (?:double )?bedroom's length and width/);
    const c = await chat("Can you help with my house");
    expect(c.stage).toBe("clarify");
    expect(parseQuestions(c.message).length).toBeGreaterThanOrEqual(2);
  });
});

describe("POST /api/public/estimate", () => {
  it("estimates without signing in and limits each address (an IPv6 /64 as one) to 10 a minute", async () => {
    let n = 0;
    // Each request from another address of the same /64: one client, as every per-address limit counts.
    const post = () =>
      t.request("/api/public/estimate", {
        method: "POST",
        json: { jobDescription: "Paint the double bedroom walls" },
        ip: `2001:db8:77:1::${(++n).toString(16)}`,
      });
    const first = await post();
    expect(first.status).toBe(200);
    const body = (await first.json()) as { materials: unknown[]; timeEstimateDays: number };
    expect(body.materials.length).toBeGreaterThan(0);
    expect(body.timeEstimateDays).toBeGreaterThan(0);
    for (let i = 0; i < 9; i++) expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    // Another address is unaffected.
    const other = await t.request("/api/public/estimate", {
      method: "POST",
      json: { jobDescription: "Paint the hall" },
      ip: "2001:db8:77:2::1",
    });
    expect(other.status).toBe(200);
  });

  it("refuses an empty description", async () => {
    const res = await t.request("/api/public/estimate", {
      method: "POST",
      json: { jobDescription: "" },
      ip: "192.0.2.90",
    });
    expect(res.status).toBe(400);
  });
});

describe("optional model provider", () => {
  let server: Server;
  // The fake OpenAI-compatible server the `ai` SDK talks to (JSON mode: a plain chat completion).
  let mode: "valid" | "invalid" | "wrong-shape" | "empty" | "error" | "slow" = "valid";
  let requests = 0;
  let ai: TestApp;
  let aiBrowser: Browser;
  let baseUrl = "";
  let lastRequest: { auth: string; url: string; body: Record<string, unknown> } | null = null;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        requests++;
        lastRequest = {
          auth: req.headers.authorization ?? "",
          url: req.url ?? "",
          body: JSON.parse(body || "{}"),
        };
        const reply = (content: string) => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(
            JSON.stringify({
              id: "chatcmpl-test",
              object: "chat.completion",
              created: 1_700_000_000,
              model: String(lastRequest?.body.model ?? ""),
              choices: [
                { index: 0, finish_reason: "stop", message: { role: "assistant", content } },
              ],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            }),
          );
        };
        if (mode === "error") {
          res.writeHead(500);
          res.end("boom");
        } else if (mode === "invalid") reply("this is not json");
        else if (mode === "wrong-shape") reply(JSON.stringify({ materials: "lots" }));
        else if (mode === "empty") reply("");
        else if (mode === "slow") setTimeout(() => reply("{}"), 1500);
        else
          reply(
            JSON.stringify({
              predicted_materials: [
                {
                  name: "Thistle Multi-Finish Plaster 25kg",
                  quantity: 99,
                  unit: "bag",
                  unitPrice: 12,
                },
                { name: "Vexlor Wonder Primer", quantity: 2, unit: "tin", unitPrice: 7.5 },
              ],
              work_plan: ["Model step"],
              assumptions: ["Model assumption"],
              time_estimate_days: 9,
            }),
          );
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    ai = await createTestApp({ ai: { baseUrl, apiKey: "test-key", model: "gpt-4o-mini" } });
    aiBrowser = (await signedInBrowser(ai)).browser;
  });
  afterAll(async () => {
    await ai.close();
    await new Promise((r) => server.close(r));
  });

  const description = "Skim the lounge walls 4.5m x 3.6m";

  it("uses the model's answer, with the estimator's quantity where it has the line", async () => {
    mode = "valid";
    const r = await predict(aiBrowser, { jobDescription: description });
    const est = estimate(description);
    expect(r.provider).toBe("gpt-4o-mini");
    expect(lastRequest?.url).toBe("/v1/chat/completions");
    expect(lastRequest?.auth).toBe("Bearer test-key");
    expect(lastRequest?.body.response_format).toEqual({ type: "json_object" });
    expect(lastRequest?.body.model).toBe("gpt-4o-mini");
    expect(lastRequest?.body.temperature).toBe(0);
    const messages = lastRequest?.body.messages as { role: string; content: unknown }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]?.content).toMatch(/predicted_materials/);
    expect(messages[1]?.content).toBe(description);
    const plaster = r.predicted_materials.find((m) => /multi-finish/i.test(m.name));
    const estPlaster = est.materials.find((m) => /multi-finish/i.test(m.name));
    expect(plaster?.quantity).toBe(estPlaster?.quantity);
    const extra = r.matched_products.find((m) => m.predictedName === "Vexlor Wonder Primer");
    expect(extra?.matched).toBe(false);
    expect(extra?.unitPricePence).toBe(750);
    expect(r.assumptions).toContain("Model assumption");
    expect(r.time_estimate_days).toBe(est.timeEstimateDays);
  });

  it("falls back to the estimator on invalid JSON", async () => {
    mode = "invalid";
    const r = await predict(aiBrowser, { jobDescription: description });
    expect(r.provider).toBe("estimator");
    expect(r.message).toBe(AI_MESSAGES.invalidProvider);
    expect(r.predicted_materials.length).toBe(estimate(description).materials.length);
  });

  it("falls back to the estimator on JSON that does not match the schema", async () => {
    mode = "wrong-shape";
    const r = await predict(aiBrowser, { jobDescription: description });
    expect(r.provider).toBe("estimator");
    expect(r.message).toBe(AI_MESSAGES.invalidProvider);
  });

  it("falls back to the estimator on an empty answer", async () => {
    mode = "empty";
    const r = await predict(aiBrowser, { jobDescription: description });
    expect(r.provider).toBe("estimator");
    expect(r.message).toBe(AI_MESSAGES.noProviderData);
  });

  it("falls back to the estimator on a server error, without retrying", async () => {
    mode = "error";
    const before = requests;
    const r = await predict(aiBrowser, { jobDescription: description });
    expect(requests - before).toBe(1);
    expect(r.provider).toBe("estimator");
    expect(r.message).toBe(AI_MESSAGES.noProviderData);
    expect(r.matched_products.some((m) => m.matched)).toBe(true);
  });

  it("past a business's daily model estimates, the estimator answers alone and says so", async () => {
    mode = "valid";
    const allowed = MODEL_ESTIMATES.perBusinessPerDay;
    MODEL_ESTIMATES.perBusinessPerDay = 2;
    try {
      const { browser: own } = await signedInBrowser(ai);
      const before = requests;
      const providers: string[] = [];
      for (let i = 0; i < 3; i++)
        providers.push((await predict(own, { jobDescription: description })).provider);
      expect(providers).toEqual(["gpt-4o-mini", "gpt-4o-mini", "estimator"]);
      expect(requests - before).toBe(2);
      const spent = await predict(own, { jobDescription: description });
      expect(spent.message).toBe(AI_MESSAGES.modelBudgetSpent);
      expect(spent.predicted_materials.length).toBe(estimate(description).materials.length);
      // Another business's budget is its own.
      const { browser: other } = await signedInBrowser(ai);
      expect((await predict(other, { jobDescription: description })).provider).toBe("gpt-4o-mini");
    } finally {
      MODEL_ESTIMATES.perBusinessPerDay = allowed;
    }
  });

  it("falls back to the estimator when the model is slower than the timeout", async () => {
    mode = "slow";
    const started = Date.now();
    const r = await predictMaterials(
      ai.deps.db,
      { businessId: randomUUID(), userId: randomUUID() },
      ai.deps.config,
      { jobDescription: description },
      { timeoutMs: 200 },
    );
    expect(Date.now() - started).toBeLessThan(1400);
    expect(r.provider).toBe("estimator");
    expect(r.message).toBe(AI_MESSAGES.noProviderData);
  });
});
