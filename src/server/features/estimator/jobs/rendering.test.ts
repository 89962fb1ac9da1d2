import { describe, expect, it } from "vitest";
import { essentialQuestions } from "../chat-questions";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";

const EXAMPLE =
  "Render the front of the house 8m x 5m, two windows and a door, sand and cement, painted";
const takeoff = (text: string) => JOBS.rendering.takeoff(parseDescription(text));
const qty = (text: string) =>
  Object.fromEntries(takeoff(text).materials.map((m) => [m.key, m.quantity]));

describe("rendering: the worked example in docs/estimating.md", () => {
  it("is recognised as rendering and nothing else", () => {
    expect(parseDescription(EXAMPLE).jobTypes).toEqual(["rendering"]);
  });

  it("takes off 8 × 5 m less two windows and a door, sand and cement, painted", () => {
    expect(qty(EXAMPLE)).toEqual({
      cement: 10,
      sharpSand: 2,
      renderWaterproofer: 1,
      renderBellcast: 3,
      renderStopBead: 5,
      renderAngleBead: 10,
      renderMesh: 1,
      masonryPaint10: 1,
    });
  });

  it("shows its working on every line", () => {
    const lines = takeoff(EXAMPLE).materials;
    for (const line of lines) expect(line.reason).toBeTruthy();
    const paint = lines.find((m) => m.key === "masonryPaint10");
    expect(paint?.reason).toBe("2 coats × 35.02 m² ÷ 10 m²/L = 7 L of masonry paint");
    const cement = lines.find((m) => m.key === "cement");
    expect(cement?.reason).toContain("240.4 kg cement → 10 × 25 kg bags");
  });

  it("takes 6.5 days of labour, a day's cure between coats and 7 days' drying before paint", () => {
    const t = takeoff(EXAMPLE);
    expect(t.labourDays).toBeCloseTo(6.5, 4);
    expect(t.waits.map((w) => [w.key, w.days])).toEqual([
      ["render-scratch", 1],
      ["render-dry", 7],
    ]);
    expect(t.timeEstimateDays).toBe(14.5);
    expect(t.assumptions.join(" ")).toContain("each coat cures about a day before the next");
  });

  it("asks nothing the description answered", () => {
    expect(takeoff(EXAMPLE).questions).toEqual([]);
  });

  it("prices through the estimator with the paint and render together", () => {
    const r = estimate(EXAMPLE);
    expect(r.understood).toBe(true);
    expect(r.timeEstimateDays).toBe(14.5);
    expect(r.materials.map((m) => m.key)).toContain("renderAngleBead");
  });
});

describe("rendering: inputs and systems", () => {
  it("asks for openings, the system and the finish when the description is bare", () => {
    const q = takeoff("render the back wall 6m long 5m high").questions;
    expect(q).toHaveLength(3);
    expect(q[0]).toMatch(/windows and doors.*beads and mesh/);
    expect(q[1]).toMatch(/Sand and cement .* or monocouche/);
    expect(q[2]).toMatch(/Painted with masonry paint/);
    expect(essentialQuestions("render the back wall 6m long 5m high")[0]).toBe(
      "[REQUIRED] How many windows and doors are in the wall (they come off the area and take beads and mesh)? Sets the render, beads, mesh and masonry paint, and the days.",
    );
  });

  it("a bare description asks four questions, one of them for both sizes", () => {
    const q = takeoff("render the front of the house").questions;
    expect(q).toHaveLength(4);
    expect(q[0]).toBe("How wide and how high is the wall to render?");
  });

  it('reads "7m wide 5.5m high" as the wall\'s width and height', () => {
    const t = takeoff(
      "re-render the back wall 7m wide 5.5m high, sand and cement, painted, no windows",
    );
    expect(t.questions).toEqual([]);
    expect(t.assumptions).toContain("7 × 5.5 m − 0 m² of openings = 38.5 m²");
  });

  it("monocouche: 21 kg/m² + 10% in 25 kg bags, no sand, cement or paint", () => {
    const q = qty("monocouche render 40m2 of wall with 3 windows");
    // (40 − 3 × 1.44) m² × 15 mm × 1.4 kg + 10% = 824.21 kg → 33 bags
    expect(q.monocouche).toBe(33);
    expect(q.cement).toBeUndefined();
    expect(q.masonryPaint10).toBeUndefined();
  });

  it("a blank gable needs no mesh and no question about openings", () => {
    const t = takeoff("render the gable 6m x 4m sand and cement not painted");
    expect(t.questions).toEqual([]);
    expect(t.materials.map((m) => m.key)).not.toContain("renderMesh");
  });
});

describe("rendering: recognition", () => {
  it.each([
    "re-render the side wall",
    "rendering to the back of the house",
    "monocouche on the extension",
    "K-Rend the front",
    "krend the extension walls",
  ])("is rendering: %s", (text) => {
    expect(parseDescription(text).jobTypes).toContain("rendering");
  });

  it.each([
    "paint the rendered walls at the front",
    "repaint the render on the front of the house",
    "masonry paint the existing render",
    "jet wash the render",
    "send me a rendered image of the kitchen",
    "render the quote as a pdf",
  ])("is not rendering: %s", (text) => {
    expect(parseDescription(text).jobTypes).not.toContain("rendering");
  });

  it("render on a garden wall is not building a brick wall", () => {
    expect(parseDescription("render the garden wall 10m long 1m high").jobTypes).toEqual([
      "rendering",
    ]);
  });
});
