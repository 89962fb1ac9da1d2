import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";

const EXAMPLE = "concrete shed base for an 8x6 shed";
const takeoff = (text: string) => JOBS["shed-base"].takeoff(parseDescription(text));
const qty = (text: string) =>
  Object.fromEntries(takeoff(text).materials.map((m) => [m.key, m.quantity]));

describe("shed base: the worked example in docs/estimating.md", () => {
  it("is recognised as a shed base and nothing else", () => {
    expect(parseDescription(EXAMPLE).jobTypes).toEqual(["shed-base"]);
  });

  it("reads 8x6 as feet and adds 100 mm all round", () => {
    const a = takeoff(EXAMPLE).assumptions;
    expect(a).toContain('"8x6" read as feet, as sheds are sold: 2.44 × 1.83 m');
    expect(a).toContain("Base 2.44 × 1.83 m shed + 100 mm all round = 2.64 × 2.03 m (5.35 m²)");
  });

  it("takes off a 100 mm slab mixed on site on 75 mm of MOT, with DPM and formwork", () => {
    expect(qty(EXAMPLE)).toEqual({
      spoilSkip2: 1,
      mot: 1,
      dpm: 1,
      cement: 9,
      ballast: 2,
      formwork: 4,
      pegBatten: 3,
    });
    const cement = takeoff(EXAMPLE).materials.find((m) => m.key === "cement");
    expect(cement?.reason).toBe(
      "5.35 m² × 100 mm + 5% = 0.562 m³ × 1.5 dry at 1:5: cement 202.3 kg → 9 × 25 kg bags",
    );
  });

  it("takes 1.64 days of labour and 2 days for the concrete to set: 4 days", () => {
    const t = takeoff(EXAMPLE);
    // 5.3528 ÷ 10 + 9.3344 ÷ 20 + 5.3528 ÷ 20 + 0.56204 ÷ 1.5
    expect(t.labourDays).toBeCloseTo(1.6443, 4);
    expect(t.waits.map((w) => [w.key, w.days])).toEqual([["concrete-set", 2]]);
    expect(t.timeEstimateDays).toBe(4);
  });

  it("asks nothing the description answered", () => {
    expect(takeoff(EXAMPLE).questions).toEqual([]);
  });

  it("prices through the estimator", () => {
    const r = estimate(EXAMPLE);
    expect(r.understood).toBe(true);
    expect(r.timeEstimateDays).toBe(4);
  });
});

describe("shed base: kinds and inputs", () => {
  it("asks for the shed's size and the kind of base when neither is said", () => {
    const t = takeoff("base for a shed");
    expect(t.questions).toEqual([
      "What size is the shed (e.g. 8 x 6 ft)?",
      "Concrete, slabs or a plastic grid base?",
    ]);
    expect(t.assumptions).toContain("Concrete slab assumed");
  });

  it("does not take another job's size beside it as the shed's", () => {
    const t = takeoff("artificial grass 5m x 4m and a shed base");
    expect(t.questions[0]).toBe("What size is the shed (e.g. 8 x 6 ft)?");
    // Each with its own size, the segments keep them apart: 20 slabs for the shed, 35 the patio.
    const r = estimate("patio 4m x 3m and slab base for an 8x6 shed");
    expect(r.assumptions.join(" ")).toContain('"8x6" read as feet');
    expect(r.materials.find((m) => m.key === "slab")?.quantity).toBe(55);
  });

  it("keeps sizes in metres when written in metres", () => {
    const a = takeoff("concrete base for a summer house 3m x 2.5m").assumptions;
    expect(a).toContain("Base 3 × 2.5 m shed + 100 mm all round = 3.2 × 2.7 m (8.64 m²)");
  });

  it("orders ready-mixed concrete from 1 m³, in 0.25 m³ steps", () => {
    // 3.2 × 2.7 = 8.64 m² × 0.1 + 5% = 0.907 m³: mixed on site; a 12 x 10 ft shed is bigger
    expect(qty("concrete base for a summer house 3m x 2.5m").readyMix).toBeUndefined();
    // (3.6576 + 0.2) × (3.048 + 0.2) = 12.53 m² × 0.1 × 1.05 = 1.316 m³ → 1.5 m³
    expect(qty("concrete shed base 12x10").readyMix).toBe(1.5);
  });

  it("lays whole 600 × 600 slabs over the shed and margin", () => {
    const q = qty("paving slab base for a shed 8x6");
    // 2.64 m → 5 slabs, 2.03 m → 4 slabs
    expect(q.slab).toBe(20);
    expect(q.cement).toBe(3);
    expect(parseDescription("paving slab base for a shed 8x6").jobTypes).toEqual(["shed-base"]);
    expect(takeoff("paving slab base for a shed 8x6").waits.map((w) => w.key)).toEqual([
      "shed-slab-bed",
    ]);
  });

  it("a plastic grid base: grids +5%, membrane, gravel, no skip and no wait", () => {
    const t = takeoff("plastic grid base for a 6x4 shed");
    const q = Object.fromEntries(t.materials.map((m) => [m.key, m.quantity]));
    // (1.8288 + 0.2) × (1.2192 + 0.2) = 2.88 m² + 5% ÷ 0.25 → 13 grids
    expect(q.shedGrid).toBe(13);
    expect(q.gravel).toBe(1);
    expect(q.spoilSkip2).toBeUndefined();
    expect(t.waits).toEqual([]);
  });
});

describe("shed base: recognition", () => {
  it.each([
    "base for a shed 10 x 8, paving slabs",
    "concrete pad for the new summer house",
    "shed base 3m x 2m",
    "concrete base for a small garden room 4m x 3m",
  ])("is a shed base: %s", (text) => {
    expect(parseDescription(text).jobTypes).toEqual(["shed-base"]);
  });

  it.each(["paint the shed", "felt the shed roof", "treat the shed and the fence"])(
    "is not a shed base: %s",
    (text) => {
      expect(parseDescription(text).jobTypes).not.toContain("shed-base");
    },
  );

  it("a patio and a shed base are both priced", () => {
    expect(parseDescription("lay a patio 4m x 3m and a shed base").jobTypes).toEqual([
      "patio",
      "shed-base",
    ]);
  });
});
