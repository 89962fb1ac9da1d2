/**
 * Issue 15: a 20,000-character chat message stalled the event loop and a 2 MB one pinned a core
 * for minutes, because the description parser was quadratic. Each adversarial text below
 * goes through the estimator's own worker task with the product's own time limit (30 s): now
 * every one completes. The old parser (6ad7463^), timed alone on one core with these 256 KB
 * texts: "paint " repeated ran past a minute, "loft " 16 s, "tile walls " 14 s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MAX_MESSAGES, CHAT_MESSAGE_MAX_CHARS } from "../../../shared/limits";
import type { ChatMessage } from "../../../shared/schemas/assistant";
import { ESTIMATOR_TIMEOUT_MS } from "../../workers/estimator-tasks";
import { closePool, runTask } from "../../workers/pool";
import { stripTrailingStops } from "./parse";

const MB = 1024 * 1024;
/**
 * Over twice the most text the caps let in at once (a conversation of 30 messages of 4,000
 * characters is 120,000): enough that the quadratic parser ran past the time limit, while a
 * linear one takes a quarter of the time 1 MB took.
 */
const SIZE = 256 * 1024;
const fill = (unit: string, size = SIZE) =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Repeated keywords, numbers, measurements, no spaces, many lines, and mixtures. */
const ADVERSARIAL: [string, string][] = [
  ["one long number", fill("1")],
  ["numbers and spaces", fill("1 ")],
  ["decimal points", fill("1.")],
  ["measurements", fill("4m x 3m ")],
  ["dimension chains with no spaces", fill("4x")],
  ["feet and inches", fill("12'6\" ")],
  ["repeated job verbs", fill("paint ")],
  ["verbs and surfaces", fill("tile walls ")],
  ["verbs with no surface", fill("board skim ")],
  ["many lines", fill("paint\n")],
  ["loft with no insulation", fill("loft ")],
  ["insulation with no loft", fill("insulate ")],
  ["counts", fill("2 new white doors ")],
  ["no spaces at all", fill("a")],
  ["a long run of spaces", `paint ${" ".repeat(SIZE)} walls`],
  ["a long run of dots", `paint ${".".repeat(SIZE)} walls`],
  [
    "a realistic description, repeated",
    fill("Skim and paint the lounge, 4.5m x 3.6m, 2.4m high. "),
  ],
];

beforeAll(async () => {
  // The first task starts a worker thread; that start-up is not the parser's time.
  await runTask("parseDescription", { text: "paint the lounge" }, { owner: "test" });
});
afterAll(() => closePool());

describe("the description parser is linear", () => {
  for (const [name, text] of ADVERSARIAL) {
    it(`parses ${SIZE / 1024} KB of ${name} within the estimator's time limit`, async () => {
      const parsed = await runTask(
        "parseDescription",
        { text },
        { owner: "test", timeoutMs: ESTIMATOR_TIMEOUT_MS },
      );
      expect(parsed.text.length).toBe(text.length);
    });
  }

  it("answers a chat turn of the largest conversation the caps allow", async () => {
    const message = fill("4m x 3m paint 1111 ", CHAT_MESSAGE_MAX_CHARS);
    const context: ChatMessage[] = Array.from({ length: CHAT_MAX_MESSAGES }, (_, i) => ({
      role: i % 2 === 0 ? "user" : "assistant",
      content: message,
    }));
    const reply = await runTask(
      "chatReply",
      { prompt: message, context },
      { owner: "test", timeoutMs: ESTIMATOR_TIMEOUT_MS },
    );
    expect(reply.message.length).toBeGreaterThan(0);
  });

  it("strips closing full stops and spaces as /[.\\s]+$/ did, in one pass from the end", () => {
    expect(stripTrailingStops("4.5m x 3.6m.  \n")).toBe("4.5m x 3.6m");
    expect(stripTrailingStops("...")).toBe("");
    expect(stripTrailingStops("a. b")).toBe("a. b");
    const spaces = `a${" ".repeat(MB)}b`;
    expect(stripTrailingStops(spaces)).toBe(spaces);
  });
});
