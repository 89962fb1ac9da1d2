import { describe, expect, it } from "vitest";
import { chatReply } from "../chat";
import { estimate } from "../estimate";
import { P } from "../materials";
import { parseDescription } from "../parse";
import { segmentDescription } from "../rooms";
import { JOBS } from "./index";
import { steelSize } from "./steel-beam";

// The tester's Leeds builder (docs/estimating.md, "Lintels": a knock-through on a steel).
const DESCRIPTION =
  "Knock through between kitchen and dining room 3.2m opening, fit steel beam 3.8m long, make good and skim both sides, add 4 double sockets, paint kitchen 4m x 3.5m";
const ANSWER = "Yes, engineer's calc says 203x133 UB, 3.8m long with padstones";
const ANSWERED = `${DESCRIPTION}; ${ANSWER}`;
const qty = (text: string) =>
  Object.fromEntries(estimate(text).materials.map((m) => [m.key ?? m.name, m.quantity]));

describe("steel beam: an opening's or a beam's length is never a room's size", () => {
  it.each([
    ["knock through 3.2m opening", { openingM: 3.2 }],
    ["fit steel beam 3.8m long", { beamM: 3.8 }],
    ["put in an RSJ 4m", { beamM: 4 }],
    ["a 1.5m lintel", { beamM: 1.5 }],
    ["opening of 1.8m wide", { openingM: 1.8 }],
  ])("%s", (text, dims) => {
    expect(parseDescription(text).dimensions).toEqual(dims);
  });

  it("the description gives a knock-through and the kitchen at 4 × 3.5, no 3.8 × 3.2 room", () => {
    const labels = segmentDescription(ANSWERED)?.map((s) => s.label);
    // Before: "Kitchen 3.8 × 3.2 m" (the beam and the opening), its walls and ceiling skimmed.
    expect(labels).toEqual(["Knock-through 3.2 m", "Kitchen 4 × 3.5 m"]);
    const r = estimate(ANSWERED);
    expect(r.jobs).toEqual(["Lintels", "Sockets", "Paint ceilings", "Paint walls"]);
    const text = r.assumptions.join(" ");
    expect(text).toMatch(/Kitchen 4 × 3.5 m: Ceiling area = floor area 14 m²/);
    expect(text).toMatch(/Wall area 15 m perimeter × 2.4 m = 36 m²/);
    expect(text).not.toMatch(/3\.8 (?:m )?× 3\.2/);
  });

  it("a full stop between the clauses skims no room either", () => {
    const r = estimate(DESCRIPTION.replace(/, /g, ". "));
    expect(r.jobs).not.toContain("Skim walls");
    expect(r.jobs).not.toContain("Skim ceilings");
  });
});

describe("steel beam: the knock-through priced", () => {
  it("the steel by the metre, padstones, props, the skip, making good and two people", () => {
    const q = qty(ANSWERED);
    expect(q).toMatchObject({
      steel203x133x25: 3.8,
      padstone: 2,
      acrowHire: 4,
      strongboyHire: 2,
      // 3.2 × 2.4 × 0.13 m = 1 m³ × 1.5 = 1.5 m³ loose
      spoilSkip2: 1,
      boardFire: 1,
      hardwall: 2,
      multiFinish: 1,
      angleBead: 6,
    });
    const r = estimate(ANSWERED);
    const steel = r.materials.find((m) => m.key === "steel203x133x25");
    expect(steel?.unitPricePence).toBe(25 * 160);
    expect(steel?.reason).toBe(
      "Knock-through 3.2 m: 203 × 133 × 25 UB, 3.8 m long as said → 3.8 m cut to length",
    );
    expect(r.crew).toBe(2);
    // 1 + 7.68 × 0.15 + 2 + 1 + 1.5 = 6.652 for the knock-through; 3.604 for the kitchen.
    expect(r.labourDays).toBe(10.256);
    expect(r.timeEstimateDays).toBe(5.5);
    expect(r.assumptions.join(" ")).toMatch(
      /structural engineer's calculation and building control approval/,
    );
    expect(r.questions).not.toContain(
      "Do you have the structural engineer's calculation for the beam?",
    );
  });

  it("with no size the beam is an assumption and the calculation is asked", () => {
    const q = qty(DESCRIPTION);
    expect(Object.keys(q).some((k) => k.startsWith("steel"))).toBe(false);
    expect(q).toMatchObject({ padstone: 2, acrowHire: 4, spoilSkip2: 1, multiFinish: 1 });
    const r = estimate(DESCRIPTION);
    expect(r.assumptions.join(" ")).toMatch(
      /Beam not priced until the engineer's calculation sizes it: a 203 × 133 × 25 UB 3.8 m long/,
    );
    expect(r.questions).toContain(
      "Do you have the structural engineer's calculation for the beam?",
    );
    expect(JOBS.lintels.takeoff(parseDescription("fit a steel beam")).labourDays).toBeGreaterThan(
      6,
    );
  });

  it.each([
    ["203x133 ub", [203, 133, 25], true],
    ["152 x 89 rsj", [152, 89, 16], true],
    ["ub 203 x 133 x 30", [203, 133, 30], true],
    ["356 x 171 ub", [305, 165, 40], false],
  ])("reads the size %s", (text, size, listed) => {
    expect(steelSize(text)).toEqual({ size, listed });
  });

  it("a size not in the list is priced as the nearest and says so", () => {
    const r = estimate("knock through 3m opening, steel 254x146 ub");
    expect(r.materials.find((m) => m.key === "steel254x146x31")?.quantity).toBe(3.3);
    expect(P.steel254x146x31.pricePence).toBe(31 * 160);
  });
});

describe("steel beam: the chat asks no size already given", () => {
  it("never asks the kitchen's width or size, and prices the steel from the answer", () => {
    const q = chatReply(DESCRIPTION, []);
    expect(q.stage).toBe("questions");
    expect(q.message).not.toMatch(/wide is the kitchen|kitchen's length|How big is the kitchen/);
    const s = chatReply(ANSWER, [
      { role: "user", content: DESCRIPTION },
      { role: "assistant", content: q.message },
    ]);
    expect(s.stage).toBe("summary");
    expect(s.message).toContain("Knock-through 3.2 m; Kitchen 4 × 3.5 m");
    expect(s.message).toContain("Steel Universal Beam 203 x 133 x 25 UB");
  });
});
