/**
 * Issue 20, Deliver 4: the assistant never asks a question it has asked before in the
 * conversation the client sends back (the server is stateless: the history is the record).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAnswers, parseQuestions } from "../../src/shared/questionnaire";
import type { ChatMessage } from "../../src/shared/schemas/assistant";
import { type Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let b: Browser;

beforeAll(async () => {
  t = await createTestApp();
  b = (await signedInBrowser(t)).browser;
});
afterAll(() => t.close());

/** A conversation: each turn is sent with everything said before it. */
function conversation() {
  const history: ChatMessage[] = [];
  return {
    history,
    async say(prompt: string) {
      const res = await b.post("/api/ai/chat", { prompt, context: history });
      expect(res.status).toBe(200);
      const reply = (await res.json()) as { message: string; stage: string };
      history.push(
        { role: "user", content: prompt },
        { role: "assistant", content: reply.message },
      );
      return { ...reply, questions: parseQuestions(reply.message).map((q) => q.text) };
    },
  };
}

describe("the assistant does not repeat a question", () => {
  it("a vague job asked about twice: the second reply asks nothing it asked before", async () => {
    const chat = conversation();
    const first = await chat.say("Sort out the house");
    expect(first.stage).toBe("clarify");
    expect(first.questions[0]).toMatch(/What work needs doing/);
    const second = await chat.say("Not sure really");
    expect(second.stage).toBe("clarify");
    expect(second.questions).toEqual([]);
    expect(second.message).toMatch(/for example: Skim and paint the lounge/);
    // Once the job is said, its own questions are asked (new ones).
    const third = await chat.say("Paint the lounge");
    expect(third.stage).toBe("questions");
    expect(third.questions.length).toBeGreaterThan(0);
    for (const q of third.questions) expect(first.questions).not.toContain(q);
  });

  it("questions left unanswered are not asked again when the job grows", async () => {
    const chat = conversation();
    const asked = await chat.say("Paint the lounge");
    expect(asked.stage).toBe("questions");
    const lounge = asked.questions;
    expect(lounge).toContain(
      "[REQUIRED] What are the lounge's length and width (or floor area in m²)? Sets the paint, and the days.",
    );
    // Every answer left as "(Not provided)": the estimate assumes a typical lounge.
    const summary = await chat.say(formatAnswers(parseQuestions(asked.message)));
    expect(summary.stage).toBe("summary");
    expect((await chat.say("Yes")).stage).toBe("final");
    const more = await chat.say("And the hallway walls");
    expect(more.stage).toBe("questions");
    expect(more.questions.join(" ")).toMatch(/hallway's length and width/);
    for (const q of more.questions) expect(lounge).not.toContain(q);
  });
});
