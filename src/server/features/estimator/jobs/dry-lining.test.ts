import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";
import { boardFinishOf } from "./recognition";

const ASKED =
  "Dry lining taped and jointed ready to paint, or skimmed (2 mm of plaster, 3 days' drying)?";
const keys = (text: string, id: "board-walls" | "skim-ceilings" | "skim-walls") =>
  JOBS[id].takeoff(parseDescription(text)).materials.map((m) => m.key);

describe("dry lining: a skim belongs to the surface its clause names", () => {
  it.each([
    ["dry line the walls and skim the ceiling", "walls", { taped: true, stated: false }],
    ["dry line the walls and skim the ceiling", "ceiling", { taped: false, stated: true }],
    ["dry line and skim the walls", "walls", { taped: false, stated: true }],
    [
      "skim the ceiling and dry line the walls, tape and joint",
      "walls",
      { taped: true, stated: true },
    ],
    ["dry line the walls and ceiling", "ceiling", { taped: true, stated: false }],
    ["board the walls and ceiling and skim", "walls", { taped: false, stated: true }],
  ] as const)("%s (%s)", (text, surface, finish) => {
    expect(boardFinishOf(text, surface)).toEqual(finish);
  });

  it("'dry line the walls and skim the ceiling': walls taped and jointed (asked), ceiling skimmed", () => {
    const text = "dry line the walls of the lounge 5m x 4m and skim the ceiling";
    // Before: the skim word anywhere made the dry lining skimmed, so a skim-walls job was added
    // and the boards' jointing was not bought.
    expect(parseDescription(text).jobTypes).toEqual(["board-walls", "skim-ceilings"]);
    const walls = JOBS["board-walls"].takeoff(parseDescription(text));
    expect(walls.materials.map((m) => m.key)).toEqual(
      expect.arrayContaining(["board", "easiFill", "scrim"]),
    );
    expect(walls.questions).toContain(ASKED);
    expect(keys(text, "skim-ceilings")).toEqual(["multiFinish", "pva", "scrim"]);
  });

  it("'dry line and skim the walls': the walls are boarded and skimmed, no jointing", () => {
    const text = "dry line and skim the walls of the lounge 5m x 4m";
    expect(parseDescription(text).jobTypes).toEqual(["board-walls", "skim-walls"]);
    expect(keys(text, "board-walls")).not.toContain("easiFill");
    expect(keys(text, "skim-walls")).toContain("boardFinish");
    expect(JOBS["board-walls"].takeoff(parseDescription(text)).questions).not.toContain(ASKED);
  });
});

describe("dot and dab: the worked example in docs/estimating.md (boarding)", () => {
  const EXAMPLE = "dot and dab the walls of the lounge 5m x 4m, 2.4m high, tape and joint";
  const takeoff = () => JOBS["board-walls"].takeoff(parseDescription(EXAMPLE));

  it("buys Dri-Wall adhesive by boards per bag, not screws", () => {
    const qty = Object.fromEntries(takeoff().materials.map((m) => [m.key, m.quantity]));
    // 39.8 m² of walls + 10% ÷ 2.88 = 15.2 → 16 sheets ÷ 2 per 25 kg bag → 8 bags.
    expect(qty).toEqual({ board: 16, driWallAdhesive: 8, easiFill: 2, scrim: 1 });
    const adhesive = takeoff().materials.find((m) => m.key === "driWallAdhesive");
    expect(adhesive?.reason).toBe("16 sheets ÷ 2 per 25 kg bag (dabs and perimeter bead) → 8 bags");
  });

  it("boards, tapes and joints, and waits for the dabs to set: 3.582 days of labour, 4.5 elapsed", () => {
    // Boarding 39.8 ÷ 20 = 1.99; taping and jointing 39.8 ÷ 25 = 1.592 (before: not counted,
    // 1.99 days and 2.5 elapsed); + 0.5 day for the dabs = 4.082 → 4.5.
    const t = takeoff();
    expect(t.labourDays).toBeCloseTo(3.582, 4);
    expect(t.waits.map((w) => [w.key, w.days])).toEqual([["dab-set", 0.5]]);
    expect(t.timeEstimateDays).toBe(4.5);
    expect(t.questions).toEqual([]);
    expect(t.assumptions).toContain("Taping, filling and sanding the joints 25 m² per day");
    expect(estimate(EXAMPLE).timeEstimateDays).toBe(4.5);
  });

  it("screwed boarding still buys screws and no adhesive", () => {
    const text = "plasterboard the walls of the lounge 5m x 4m, 2.4m high";
    expect(keys(text, "board-walls")).toContain("drywallScrews");
    expect(keys(text, "board-walls")).not.toContain("driWallAdhesive");
  });
});

describe("dry lining: the fixing and the jointing", () => {
  const FIXING =
    "Dry lining fixed dot and dab to the masonry, or screwed to battens or studs already there?";
  const walls = (text: string) => JOBS["board-walls"].takeoff(parseDescription(text));

  it("plain 'dry line' asks dot and dab or battens, since it buys adhesive or screws", () => {
    // Before: screws were assumed and nothing asked.
    const t = walls("dry line the walls of the lounge 5m x 4m");
    expect(t.questions).toContain(FIXING);
    expect(t.assumptions).toContain(
      "Screwed to battens or studs already there assumed (no fixing said)",
    );
    expect(estimate("dry line the walls of the lounge 5m x 4m").questions).toContain(FIXING);
  });

  it.each([
    "dot and dab the walls of the lounge 5m x 4m",
    "dry line the walls of the lounge 5m x 4m onto battens",
    "dry line the walls of the lounge 5m x 4m on metal studs",
    "plasterboard the walls of the lounge 5m x 4m",
  ])("does not ask the fixing when it is said or no dry lining is named: %s", (text) => {
    expect(walls(text).questions).not.toContain(FIXING);
  });

  it("boards taped and jointed carry the jointing labour, boards skimmed do not", () => {
    // 39.8 m² ÷ 20 boarding = 1.99 + 39.8 ÷ 25 jointing = 1.592 → 3.582.
    expect(
      walls("dry line the walls of the lounge 5m x 4m, tape and joint").labourDays,
    ).toBeCloseTo(3.582, 4);
    // The skim job carries the finish's labour; the boarding alone is 1.99.
    expect(walls("dry line and skim the walls of the lounge 5m x 4m").labourDays).toBeCloseTo(
      1.99,
      4,
    );
  });
});
