/**
 * Composites a QS would sign (issue 18): one skip for the site, one name per room in the
 * questions, an outdoor job after a room priced as its own job, a shed's size labelled in feet.
 * Hand figures in docs/estimating.md, "Several rooms" (one skip for the site).
 */
import { describe, expect, it } from "vitest";
import { estimate } from "./estimate";
import { segmentDescription } from "./rooms";
import type { EstimatedMaterial } from "./types";

const skips = (ms: EstimatedMaterial[]) =>
  ms.filter((m) => /Skip Hire|Grab Lorry|Rubble Sacks/.test(m.name));

describe("one job site has one skip", () => {
  it("artificial grass and a shed base share a 6 yd³ skip for 3.0 + 1.0 m³ of spoil", () => {
    const r = estimate("artificial grass 6m x 4m and a concrete shed base for an 8x6 shed");
    // Lawn 24 m² × 0.1 m × 1.25 = 3.0 m³; base 2.64 × 2.03 m × 0.15 m × 1.25 = 1.0 m³; 4.0 m³
    // overflows a 4 yd³ (3.06 m³) skip and fits a 6 yd³ (4.59 m³) one.
    const lines = skips(r.materials);
    expect(lines.map((m) => [m.name, m.quantity])).toEqual([
      ["Builders Skip Hire 6 Yard (1 week)", 1],
    ]);
    expect(lines[0]?.reason).toBe(
      "one skip for the site: 3 m³ (Artificial grass 6 × 4 m) + 1 m³ (Shed base 8 × 6 ft) = 4 m³ loose → 1 × 6 yd³ skip (4.59 m³)",
    );
    const notes = r.assumptions.filter((a) => /skip|grab lorry/i.test(a));
    expect(notes).toEqual([
      "Spoil and rubble of every job in one 6 yd³ skip on the drive; a road permit is extra",
    ]);
  });

  it("a bathroom refit and a kitchen re-tile share the bathroom's midi skip, no rubble sacks", () => {
    const r = estimate(
      "Refit the bathroom 2.4m x 1.9m and re-tile the kitchen walls above the worktops 3m x 0.6m",
    );
    // Old suite 2.5 m³ + 189 kg ÷ 1,500 kg/m³ = 2.63 m³; kitchen 1.8 m² × 20 kg = 36 kg = 0.02 m³;
    // 2.65 m³ fits a 4 yd³ (3.06 m³) skip.
    expect(skips(r.materials).map((m) => [m.name, m.quantity])).toEqual([
      ["Midi Skip Hire 4 Yard (1 week)", 1],
    ]);
  });

  it("keeps the sacks when the description asks for them", () => {
    const r = estimate(
      "Refit the bathroom 2.4m x 1.9m and re-tile the kitchen walls 3m x 0.6m, rubble sacks please",
    );
    expect(skips(r.materials).some((m) => /Rubble Sacks/.test(m.name))).toBe(true);
  });

  it("a single job keeps its own skip", () => {
    const r = estimate("artificial grass 6m x 4m");
    expect(skips(r.materials).map((m) => [m.name, m.quantity])).toEqual([
      ["Midi Skip Hire 4 Yard (1 week)", 1],
    ]);
  });

  it("a big dig and a shed base go by grab lorry, once", () => {
    const r = estimate("artificial grass 10m x 6m and a concrete shed base for a 10x8 shed");
    const lines = skips(r.materials);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.name).toMatch(/Grab Lorry/);
  });
});

describe("a kitchen ripped out and a bathroom refit", () => {
  const r = estimate("rip out the old kitchen and fit a new one, and refit the bathroom");

  it("prices the kitchen too", () => {
    // Before: "rip out the old kitchen and fit a new one" was no job and only the bathroom priced.
    expect(r.jobs).toEqual(["Fit a kitchen", "Bathroom refit"]);
  });

  it("tips the old units and the old suite in one 8 yd³ builder's skip, no soil in it", () => {
    // Units 2.5 m³ + suite 2.5 m³ + 190 kg ÷ 1,500 kg/m³ = 5.13 m³ > 4.59, ≤ 6.12 (8 yd³).
    expect(skips(r.materials).map((m) => [m.name, m.quantity])).toEqual([
      ["Builders Skip Hire 8 Yard (1 week)", 1],
    ]);
  });
});

describe("one name per room in the questions", () => {
  it("asks about the bedroom by the same name in every question", () => {
    const r = estimate("Paint the living room 5m x 4m and two bedrooms 3.5m x 3m");
    expect(r.questions).toEqual([
      "Which surfaces are included in the lounge and the double bedroom: walls, ceiling, woodwork or all of them?",
      "What is the ceiling height in the lounge?",
      "What is the ceiling height in the double bedroom?",
    ]);
  });
});

describe("a question for each room", () => {
  it("asks the lounge's and the dining room's coving size apart", () => {
    const r = estimate("coving in the lounge and the dining room");
    // Before: one "How big is the room …?" for both rooms.
    expect(r.questions).toEqual([
      "How big is the lounge (length × width), or how many metres of coving go round it?",
      "How big is the dining room (length × width), or how many metres of coving go round it?",
    ]);
  });
});

describe("an outdoor job after a room", () => {
  it("prices the lounge and the outside of the house, asking the house's walls", () => {
    const r = estimate("Paint the lounge 5m x 4m and the outside of the house");
    expect(r.jobs).toEqual(["Paint ceilings", "Paint walls", "Exterior painting"]);
    expect(r.materials.some((m) => /Masonry Paint/.test(m.name))).toBe(true);
    expect(r.questions).toContain(
      "How much wall is there to paint (each wall's width and height, or the m²)?",
    );
  });

  it("after a room that borrowed the verb, still paints the outside", () => {
    const r = estimate(
      "Paint the kitchen 4m x 3m and two bedrooms 3m x 3m and the outside of the house",
    );
    expect(r.jobs).toContain("Exterior painting");
  });

  it("a room after a borrowed verb keeps that verb, not the first job's", () => {
    const r = estimate(
      "Tile the bathroom floor 2x2, paint the lounge 4x4 and two bedrooms 3x3 and the hall",
    );
    const hall = r.workPlan.filter((w) => /^Hall:/.test(w));
    expect(hall.length).toBeGreaterThan(0);
    expect(hall.every((w) => /Paint/.test(w))).toBe(true);
  });

  it("still reads 'the lounge walls and ceiling' as one room", () => {
    expect(segmentDescription("Paint the lounge walls and ceiling")).toBeUndefined();
  });
});

describe("the label says what the takeoff read", () => {
  it("labels a bare 8x6 shed in feet", () => {
    const segs = segmentDescription(
      "artificial grass 6m x 4m and a concrete shed base for an 8x6 shed",
    );
    expect(segs?.map((s) => s.label)).toEqual(["Artificial grass 6 × 4 m", "Shed base 8 × 6 ft"]);
  });

  it("keeps metres for a shed base written in metres", () => {
    const segs = segmentDescription("patio 4m x 3m and a shed base 3m x 2m");
    expect(segs?.map((s) => s.label)).toEqual(["Patio 4 × 3 m", "Shed base 3 × 2 m"]);
  });
});

describe("a sized job after a sizeless one", () => {
  it("gives the size to the render, never to the lintel's opening", () => {
    const r = estimate("replace the lintel over the back door and render the back wall 6m x 5m");
    // Before: read as one piece, the lintel took 6 m as its opening and bought no lintel.
    expect(r.materials.some((m) => /Lintel 1200mm/.test(m.name))).toBe(true);
    expect(r.questions[0]).toBe("How wide is the opening, and is the wall cavity or solid?");
    expect(r.materials.some((m) => /Render Bellcast Bead/.test(m.name))).toBe(true);
  });
});

describe("the outside of the house and a sized lawn", () => {
  it("asks the house's walls instead of painting the lawn's 8 × 5 m", () => {
    const r = estimate("paint the outside of the house and lay artificial grass 8m x 5m");
    expect(r.jobs).toEqual(["Exterior painting", "Artificial grass"]);
    expect(r.questions[0]).toBe(
      "How much wall is there to paint (each wall's width and height, or the m²)?",
    );
  });
});

describe("two elevations, two trades", () => {
  it("renders the front and paints the back", () => {
    const r = estimate("render the front of the house 8m x 5m and paint the back 8m x 5m");
    // Before: "paint the back 8m x 5m" named no job and was rendered as well (14.2 days' labour).
    expect(r.jobs).toEqual(["Render a wall", "Exterior painting"]);
  });

  it("still renders a second wall written without a verb", () => {
    const r = estimate("Render the front wall 8m x 5m and the back wall 6m x 5m");
    expect(r.jobs).toEqual(["Render a wall"]);
  });
});
