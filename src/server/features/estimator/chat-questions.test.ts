import { describe, expect, it } from "vitest";
import { parseQuestions } from "../../../shared/questionnaire";
import { chatReply } from "./chat";
import { essentialQuestions, MAX_QUESTIONS } from "./chat-questions";
import { estimate } from "./estimate";

const GENERIC = /room dimensions|materials or finish|colour|sheen|when do you need|brand|merchant/i;

describe("the chat asks only what the detected jobs' takeoffs need", () => {
  it("hang three doors, frames already there: door size, no room size, no new linings", () => {
    const text = "hang three doors, frames already there";
    const qs = essentialQuestions(text);
    expect(qs).toEqual([
      "[REQUIRED] Door size: standard 762 × 1981 mm or other? Sets the doors, hinges and latches, and the days.",
    ]);
    expect(qs.join(" ")).not.toMatch(/length and width|ceiling height|lining/i);
    const names = estimate(text).materials.map((m) => m.name.toLowerCase());
    expect(names.filter((n) => /lining|stop bead/.test(n))).toEqual([]);
  });

  it("skimming asks for the size it needs, never colours or finishes", () => {
    const qs = essentialQuestions("skim the lounge ceiling");
    expect(qs.length).toBeGreaterThan(0);
    expect(qs.join(" ")).not.toMatch(GENERIC);
    expect(qs[0]).toMatch(/lounge's length and width.*Sets the plaster bags and PVA/);
  });

  it("guttering asks for the run and downpipes, never 'materials or finish'", () => {
    const qs = essentialQuestions("replace the guttering on the back of the house");
    expect(qs).toEqual([
      "[REQUIRED] How long is the gutter run, and how many downpipes are there? Sets the gutter lengths, brackets and downpipes, and the days.",
    ]);
  });

  it("nothing the description already answered", () => {
    expect(essentialQuestions("skim the bedroom ceiling 4m x 3m")).toEqual([]);
    expect(essentialQuestions("replace 12m of guttering with 2 downpipes")).toEqual([]);
    expect(essentialQuestions("hang 3 doors, frames already there")).not.toContainEqual(
      expect.stringMatching(/how many doors/i),
    );
  });

  it("never another trade's question", () => {
    const fence = essentialQuestions("close board fence").join(" ");
    expect(fence).toMatch(/fence run/);
    expect(fence).not.toMatch(/ceiling|room|surfaces|plaster|door/i);
    const gutter = essentialQuestions("replace the guttering").join(" ");
    expect(gutter).not.toMatch(/room|ceiling|surfaces|door/i);
  });

  it("at most four questions, each saying what it sets", () => {
    const qs = essentialQuestions(
      "paint the lounge and the bedroom, skim the kitchen ceiling, new skirting in the hall, hang doors and replace the guttering",
    );
    expect(qs.length).toBe(MAX_QUESTIONS);
    for (const q of qs) expect(q).toMatch(/^\[REQUIRED\] .+\? Sets .+\.$/);
    expect(qs.join(" ")).not.toMatch(GENERIC);
  });

  it("the surfaces question offers only the trade's own surfaces", () => {
    const tiling = essentialQuestions("tile the bathroom")[0];
    expect(tiling).toBe(
      "[REQUIRED] Which surfaces are included: walls, floor or both? Sets which surfaces are priced.",
    );
    expect(essentialQuestions("skim the lounge")[0]).toMatch(/walls, ceiling or both\?/);
    expect(essentialQuestions("paint the lounge")[0]).toMatch(
      /walls, ceiling, woodwork or all of them\?/,
    );
    expect(essentialQuestions("paint the lounge 5m x 4m, 2.4m high")).toEqual([
      "[REQUIRED] Which surfaces are included: walls, ceiling, woodwork or all of them? Sets which surfaces are priced.",
    ]);
  });

  it("one question shared by two jobs names what it sets once", () => {
    const qs = essentialQuestions("skim the lounge walls and ceiling");
    expect(qs[0]).toBe(
      "[REQUIRED] What are the lounge's length and width (or floor area in m²)? Sets the plaster bags and PVA, and the days.",
    );
  });

  it("a description that answers everything goes straight to the summary", () => {
    const r = chatReply("skim the bedroom ceiling 4m x 3m");
    expect(r.stage).toBe("summary");
  });

  it("the questionnaire keeps each question's reason, so the wizard shows why it is asked", () => {
    const r = chatReply("paint the lounge");
    const items = parseQuestions(r.message);
    expect(items.length).toBe(3);
    for (const item of items) expect(item.text).toMatch(/\? Sets .+\.$/);
    expect(items.every((q) => q.isMandatory)).toBe(true);
  });

  it("an answer typed into the chat folds into the description and moves on to the summary", () => {
    const first = chatReply("replace the guttering");
    const next = chatReply("12m with 2 downpipes", [
      { role: "user", content: "replace the guttering" },
      { role: "assistant", content: first.message },
    ]);
    expect(next.stage).toBe("summary");
    expect(next.message).toMatch(/Gutter/i);
  });

  it("an answer the takeoff cannot read is not asked for again: the summary follows", () => {
    const first = chatReply("hang three doors, frames already there");
    expect(first.stage).toBe("questions");
    const next = chatReply("standard", [
      { role: "user", content: "hang three doors, frames already there" },
      { role: "assistant", content: first.message },
    ]);
    expect(next.stage).toBe("summary");
    expect(next.message).toMatch(/hang internal doors/i);
  });

  it("the chat turn lists the takeoff's questions with their reasons", () => {
    const r = chatReply("replace the guttering");
    expect(r.stage).toBe("questions");
    expect(r.message).toContain(
      "1. [REQUIRED] How long is the gutter run, and how many downpipes are there? Sets",
    );
    expect(r.message).not.toMatch(GENERIC);
  });
});

describe("vague descriptions get questions, never an invented job", () => {
  it.each(["sort out the back room", "quote for some work", "paint it", "replace the board"])(
    "%s",
    (text) => {
      const r = chatReply(text);
      expect(r.stage).toBe("clarify");
      expect(r.message).toMatch(/What work needs doing/);
      expect(estimate(text).understood).toBe(false);
      expect(estimate(text).materials).toEqual([]);
    },
  );
});
