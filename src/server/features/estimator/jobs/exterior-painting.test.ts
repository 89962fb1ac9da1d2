import { describe, expect, it } from "vitest";
import { essentialQuestions } from "../chat-questions";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";

const EXAMPLE = "paint the front of the house, rendered, 8m x 5m, 3 windows and a door";
const takeoff = (text: string) => JOBS["exterior-painting"].takeoff(parseDescription(text));
const qty = (text: string) =>
  Object.fromEntries(takeoff(text).materials.map((m) => [m.key, m.quantity]));

describe("exterior painting: the worked example in docs/estimating.md", () => {
  it("is recognised as exterior painting and nothing else (not rendering, not woodwork)", () => {
    expect(parseDescription(EXAMPLE).jobTypes).toEqual(["exterior-painting"]);
  });

  it("paints 8 × 5 m less 3 windows and a door, 2 coats on smooth render: one 10 L tin", () => {
    const t = takeoff(EXAMPLE);
    expect(qty(EXAMPLE)).toEqual({ masonryPaint10: 1 });
    expect(t.materials[0]?.reason).toBe(
      "2 coats × 33.58 m² ÷ 10 m²/L (smooth render) = 6.7 L of masonry paint",
    );
    expect(t.assumptions).toContain(
      "40 m² − 6.42 m² of openings = 33.58 m² (3 windows 1.2 × 1.2 m, 1 door 1 × 2.1 m)",
    );
  });

  it("takes 2.24 days by task: 2.5 days, no waits, with the weather and access stated", () => {
    const t = takeoff(EXAMPLE);
    // 33.58 ÷ 60 + 2 × 33.58 ÷ 40 = 0.5597 + 1.679
    expect(t.labourDays).toBeCloseTo(2.2387, 4);
    expect(t.waits).toEqual([]);
    expect(t.timeEstimateDays).toBe(2.5);
    const a = t.assumptions.join(" ");
    expect(a).toContain("Dry weather above 5 °C");
    expect(a).toContain("ladders and a tower for a 5 m wall assumed and not priced");
  });

  it("asks nothing the description answered", () => {
    expect(takeoff(EXAMPLE).questions).toEqual([]);
  });

  it("prices through the estimator", () => {
    const r = estimate(EXAMPLE);
    expect(r.understood).toBe(true);
    expect(r.timeEstimateDays).toBe(2.5);
    expect(r.materials.map((m) => m.key)).toEqual(["masonryPaint10"]);
  });
});

describe("exterior painting: surfaces, woodwork and access", () => {
  it("pebble-dash takes 4 m²/L and 20 m² a coat a day; chalky walls a stabiliser first", () => {
    const text = "masonry paint the pebble-dash at the back, 7m x 5m, 2 windows, chalky";
    const t = takeoff(text);
    const q = Object.fromEntries(t.materials.map((m) => [m.key, m.quantity]));
    // 35 − 2.88 = 32.12 m²: stabiliser 32.12 ÷ 4 = 8.03 L → 2 × 5 L; paint 64.24 ÷ 4 = 16.06 L
    expect(q.stabiliser).toBe(2);
    expect(q.masonryPaint10).toBe(2);
    expect(t.waits.map((w) => w.key)).toEqual(["stabiliser-dry"]);
    // 32.12 ÷ 60 (prep) + 32.12 ÷ 60 (stabiliser) + 64.24 ÷ 20
    expect(t.labourDays).toBeCloseTo(4.2827, 4);
  });

  it("asks for the size, the openings and the surface when the description is bare", () => {
    const q = takeoff("paint the outside of the house").questions;
    expect(q).toEqual([
      "How much wall is there to paint (each wall's width and height, or the m²)?",
      "How many windows and doors are in the walls (they come off the area)?",
      "Smooth render, brick or pebble-dash (rough walls take up to two and a half times the paint)?",
    ]);
    expect(essentialQuestions("paint the outside of the house")).toHaveLength(3);
  });

  it("fascias and soffits alone are woodwork: undercoat and gloss, no masonry paint", () => {
    const t = takeoff("paint the fascias and soffits 12m");
    const q = Object.fromEntries(t.materials.map((m) => [m.key, m.quantity]));
    expect(q).toEqual({ exteriorUndercoat: 1, exteriorGloss: 1 });
    // 2 × 12 m × 0.3 m = 7.2 m², 2 coats at 8 m² a day
    expect(t.labourDays).toBeCloseTo(1.8, 4);
    expect(t.questions).toEqual([]);
  });

  it("windows and doors are painted only when said", () => {
    expect(qty(EXAMPLE).exteriorGloss).toBeUndefined();
    const q = qty(
      "paint the front of the house 8m x 5m, rendered, 3 windows, and satin the windows",
    );
    expect(q.exteriorSatin).toBe(1);
  });

  it("prices a scaffold only when said", () => {
    expect(qty(`${EXAMPLE}, scaffold needed`).scaffoldHire).toBe(1);
    expect(qty(EXAMPLE).scaffoldHire).toBeUndefined();
  });
});

describe("exterior painting: recognition", () => {
  it.each([
    "paint the render",
    "repaint the pebble-dash",
    "paint the rendered walls at the front",
    "the house is rendered, paint the front 8m x 5m",
    "masonry paint the existing render",
    "paint the outside of the house, 6 windows and 2 doors",
  ])("is exterior painting and no room painting or rendering: %s", (text) => {
    expect(parseDescription(text).jobTypes).toEqual(["exterior-painting"]);
  });

  it.each([
    "render the front of the house and paint it",
    "render and paint the front of the house 8m x 5m",
    "the extension needs to be rendered and painted",
  ])("new render that is painted is rendering alone: %s", (text) => {
    expect(parseDescription(text).jobTypes).toEqual(["rendering"]);
  });

  it.each(["paint the back bedroom", "paint the front room", "paint the shed"])(
    "is not exterior painting: %s",
    (text) => {
      expect(parseDescription(text).jobTypes).not.toContain("exterior-painting");
    },
  );
});
