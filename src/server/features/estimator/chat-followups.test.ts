/**
 * Issue 18, Deliver 3, 5 and 6: the estimate's questions are the chat's (job-driven, at most four,
 * each saying what it sets), vague descriptions are asked about rather than priced as a guessed
 * job, and answers that name a room, or answer a question about one, reach that room.
 */
import { describe, expect, it } from "vitest";
import { answerInContext } from "../../../shared/chat-answers";
import { formatAnswers, parseQuestions } from "../../../shared/questionnaire";
import type { ChatMessage } from "../../../shared/schemas/assistant";
import { askText } from "./asks";
import { chatReply, fullDescription } from "./chat";
import { essentialQuestions, MAX_QUESTIONS } from "./chat-questions";
import { estimate } from "./estimate";
import { segmentDescription } from "./rooms";

const GENERIC = /walls, ceiling, woodwork, floor|materials or finish|what colour|brand|merchant/i;

describe("the estimate asks the chat's questions", () => {
  it.each([
    "paint the lounge",
    "hang three doors, frames already there",
    "tile the bathroom",
    "replace the guttering",
    "render the front of the house",
    "skim the kitchen ceiling and tile the bathroom floor",
    "paint the living room and two bedrooms",
    "paint the living room 5m x 4m and two bedrooms 3.5m x 3m",
    "new fence and a patio",
  ])("%s", (text) => {
    const est = estimate(text);
    const chat = essentialQuestions(text);
    expect(est.asks.map((a) => `[REQUIRED] ${askText(a)}`)).toEqual(chat);
    expect(est.questions).toEqual(est.asks.map((a) => a.question));
    expect(est.questions.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    for (const a of est.asks) expect(askText(a)).toMatch(/\? Sets .+\.$/);
    expect(est.questions.join(" ")).not.toMatch(GENERIC);
  });

  it("paint the lounge: painting's own surfaces, never the floor (before: the generic list)", () => {
    expect(estimate("paint the lounge").questions).toEqual([
      "Which surfaces are included: walls, ceiling, woodwork or all of them?",
      "What are the lounge's length and width (or floor area in m²)?",
      "What is the ceiling height in the lounge?",
    ]);
  });

  it("a job whose surfaces are its own asks no surfaces question", () => {
    for (const text of ["tile the kitchen splashback", "skim the lounge ceiling", "hang 3 doors"]) {
      expect(estimate(text).questions.join(" "), text).not.toMatch(/surfaces/i);
    }
  });

  it("a composite asks each room's size by name, once, and nothing the text gave", () => {
    const est = estimate("skim the kitchen ceiling and tile the bathroom floor 2m x 1.5m");
    expect(est.questions).toEqual([
      "What are the kitchen's length and width (or floor area in m²)?",
    ]);
    expect(est.asks[0]?.sets).toBe("the plaster bags and PVA, and the days");
  });

  it("never another trade's question", () => {
    const fence = estimate("close board fence").questions.join(" ");
    expect(fence).not.toMatch(/ceiling|surfaces|plaster|door|tile/i);
    const doors = estimate("hang three doors, frames already there").questions.join(" ");
    expect(doors).not.toMatch(/length and width|ceiling height|surfaces/i);
  });
});

describe("vague descriptions get questions, never an invented job", () => {
  it("no job and no room: what the work is, and the room and its size", () => {
    const est = estimate("sort out the thing we talked about");
    expect(est.understood).toBe(false);
    expect(est.materials).toEqual([]);
    expect(est.jobs).toEqual([]);
    expect(est.questions).toHaveLength(2);
    expect(est.questions[0]).toMatch(/^What work needs doing/);
    expect(est.questions.join(" ")).not.toMatch(/materials or finishes/);
  });

  it("rooms named but no work: the rooms are not asked for again", () => {
    const est = estimate("the lounge and the bedroom");
    expect(est.understood).toBe(false);
    expect(est.materials).toEqual([]);
    expect(est.questions).toEqual([
      "What work needs doing in the lounge and the bedroom — for example painting, plastering, tiling, flooring, doors, fencing, a patio or guttering?",
      "Roughly how big is each of the lounge and the bedroom (length × width in metres, or m²)?",
    ]);
  });

  it("rooms with sizes but no work: only the work is asked", () => {
    const est = estimate("lounge 5m x 4m and bedroom 3m x 3m");
    expect(est.understood).toBe(false);
    expect(est.questions).toHaveLength(1);
    expect(est.questions[0]).toMatch(/^What work needs doing in the lounge and the bedroom/);
  });

  it("the chat clarifies with the same questions, each saying what it sets", () => {
    const r = chatReply("the lounge and the bedroom");
    expect(r.stage).toBe("clarify");
    const items = parseQuestions(r.message);
    expect(items.map((q) => q.text.replace(/^\[REQUIRED\] | Sets .*$/g, ""))).toEqual(
      estimate("the lounge and the bedroom").questions,
    );
    expect(r.message).toContain("Sets which jobs are priced.");
  });
});

describe("answers reach the room they answer", () => {
  const description = "Paint the living room 5m x 4m and the bedroom 3m x 3m";

  it("reads an answer with its question", () => {
    expect(
      answerInContext("What is the ceiling height in the bedroom? Sets the paint.", "2.7m"),
    ).toBe("the bedroom 2.7m high");
    expect(answerInContext("What is the ceiling height in the lounge?", "2.6")).toBe(
      "the lounge 2.6m high",
    );
    expect(
      answerInContext(
        "What are the double bedroom's length and width (or floor area in m²)?",
        "4 x 3",
      ),
    ).toBe("the double bedroom 4 x 3");
    // The answer already says which room; other questions name none.
    expect(answerInContext("What is the ceiling height in the bedroom?", "bedroom 2.5m high")).toBe(
      "bedroom 2.5m high",
    );
    expect(answerInContext("How long is the gutter run?", "12m")).toBe("12m");
    expect(answerInContext("What is the loft floor area (or the house's footprint)?", "40m2")).toBe(
      "40m2",
    );
  });

  it("questionnaire answers for the bedroom reach the bedroom, not the last room", () => {
    const first = chatReply(description);
    const items = parseQuestions(first.message).map((q) => ({
      ...q,
      answered: true,
      answer: /surfaces/.test(q.text)
        ? "walls and ceiling"
        : /lounge/.test(q.text)
          ? "2.4m"
          : "2.7m",
    }));
    // Asked in room order: surfaces, the lounge's height, then the bedroom's.
    expect(items.map((q) => q.text)).toEqual([
      expect.stringMatching(/^\[REQUIRED\] Which surfaces/),
      expect.stringMatching(/ceiling height in the lounge/),
      expect.stringMatching(/ceiling height in the double bedroom/),
    ]);
    const history: ChatMessage[] = [
      { role: "user", content: description },
      { role: "assistant", content: first.message },
    ];
    const full = fullDescription(history, formatAnswers(items));
    const segs = segmentDescription(full) ?? [];
    expect(segs.map((s) => [s.label, s.parsed.dimensions.heightM])).toEqual([
      ["Living room 5 × 4 m", 2.4],
      ["Bedroom 3 × 3 m", 2.7],
    ]);
    // Bedroom walls 12 m × 2.7 m = 32.4 m² less a door and a window = 29 m² (before: 2.4 m).
    expect(estimate(full).assumptions).toContain(
      "Bedroom 3 × 3 m: Wall area 12 m perimeter × 2.7 m = 32.4 m², less 1 door at 1.9 m² and 1 window at 1.5 m² = 29 m²",
    );
  });

  it("the surfaces answered for the kitchen stay in the kitchen, never tiling the bathroom's walls", () => {
    const text = "Skim and paint the kitchen 4m x 3m and tile the bathroom floor 2m x 1.5m";
    const first = chatReply(text);
    const items = parseQuestions(first.message);
    expect(items[0]?.text).toBe(
      "[REQUIRED] Which surfaces are included in the kitchen: walls, ceiling, woodwork or all of them? Sets which surfaces are priced.",
    );
    const answered = items.map((q, i) => ({
      ...q,
      answered: true,
      answer: i === 0 ? "walls and ceiling" : "2.4",
    }));
    const history: ChatMessage[] = [
      { role: "user", content: text },
      { role: "assistant", content: first.message },
    ];
    const full = fullDescription(history, formatAnswers(answered));
    expect(full).toBe(`${text}; the kitchen walls and ceiling; the kitchen 2.4m high`);
    // Before: "walls and ceiling" went to the last room and the bathroom's walls were tiled too.
    expect(estimate(full).jobs).toEqual([
      "Skim ceilings",
      "Skim walls",
      "Paint ceilings",
      "Paint walls",
      "Tile floor",
    ]);
  });

  it("the summary names every room with its size, and the days on site beside the days of work", () => {
    const text =
      "Skim and paint the kitchen 4m x 3m, 2.4m high and tile the bathroom floor 2m x 1.5m";
    const first = chatReply(text);
    const answers = formatAnswers(
      parseQuestions(first.message).map((q) => ({
        ...q,
        answered: true,
        answer: "walls and ceiling",
      })),
    );
    const s = chatReply(answers, [
      { role: "user", content: text },
      { role: "assistant", content: first.message },
    ]);
    expect(s.stage).toBe("summary");
    expect(s.message).toContain("(Kitchen 4 × 3 m; Bathroom 2 × 1.5 m)");
    expect(s.message).toContain("I estimate about 8 days on site, 5.5 days of work.");
  });

  it("one surfaces answer for several rooms goes to each of them", () => {
    expect(
      answerInContext(
        "Which surfaces are included in the lounge and the bedroom: walls, ceiling, woodwork or all of them? Sets which surfaces are priced.",
        "walls and ceiling",
      ),
    ).toBe("the lounge walls and ceiling; the bedroom walls and ceiling");
  });

  it("a size answered for the lounge goes to the lounge even when asked after the bedroom", () => {
    const text = "paint the bedroom and the lounge; the lounge 5m x 4m; the bedroom 3m x 3m";
    const segs = segmentDescription(text) ?? [];
    expect(segs.map((s) => s.label)).toEqual(["Bedroom 3 × 3 m", "Lounge 5 × 4 m"]);
  });

  it("an answer typed into the chat naming a room goes to that room", () => {
    const first = chatReply(description);
    const history: ChatMessage[] = [
      { role: "user", content: description },
      { role: "assistant", content: first.message },
    ];
    const full = fullDescription(history, "the bedroom is 2.7m high");
    const segs = segmentDescription(full) ?? [];
    expect(segs.map((s) => [s.label, s.parsed.dimensions.heightM])).toEqual([
      ["Living room 5 × 4 m", undefined],
      ["Bedroom 3 × 3 m", 2.7],
    ]);
  });
});

describe("a size answered to 'How big is the …?' reaches that room", () => {
  const text = "put up coving in the lounge and the dining room";

  it("reads the room out of the question", () => {
    expect(
      answerInContext(
        "How big is the dining room (length × width), or how many metres of coving go round it?",
        "5m x 4m",
      ),
    ).toBe("the dining room 5m x 4m");
    // One room's own question names no room: the answer stays as it is.
    expect(answerInContext("How big is the room (length × width)?", "5m x 4m")).toBe("5m x 4m");
    expect(answerInContext("How big is the ceiling (length × width)?", "5m x 4m")).toBe("5m x 4m");
  });

  it("the dining room's size answered alone is the dining room's, not the first room's", () => {
    const first = chatReply(text);
    const items = parseQuestions(first.message).map((q) => ({
      ...q,
      answered: /dining room/.test(q.text),
      answer: /dining room/.test(q.text) ? "5m x 4m" : "",
    }));
    expect(items.map((q) => q.text)).toEqual([
      expect.stringMatching(/How big is the lounge/),
      expect.stringMatching(/How big is the dining room/),
    ]);
    const history: ChatMessage[] = [
      { role: "user", content: text },
      { role: "assistant", content: first.message },
    ];
    const full = fullDescription(history, formatAnswers(items));
    // Before: the bare "5m x 4m" went to the first room without a size, the lounge.
    expect((segmentDescription(full) ?? []).map((s) => s.label)).toEqual([
      "Lounge",
      "Dining room 5 × 4 m",
    ]);
  });
});

describe("the summary names a room once", () => {
  it("a job that names its room is not followed by it again", () => {
    const r = chatReply("Retile the bathroom floor 2m x 1.8m");
    expect(r.message).toMatch(/^Here is what I have: re-tile bathroom, about 2 m by 1\.8 m\./);
    expect(r.message).not.toContain("in the bathroom");
    expect(chatReply("Skim the lounge ceiling 4m x 3m").message).toContain("in the lounge");
  });
});
