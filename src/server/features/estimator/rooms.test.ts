/**
 * Several rooms and composite jobs (issue 18 Deliver 3), pinned against the hand takeoffs in
 * docs/estimating.md, "Several rooms".
 */
import { describe, expect, it } from "vitest";
import { essentialQuestions } from "./chat-questions";
import { estimate } from "./estimate";
import { segmentDescription } from "./rooms";
import type { EstimatedMaterial } from "./types";

const qty = (ms: EstimatedMaterial[], re: RegExp) =>
  ms.filter((m) => re.test(m.name)).reduce((s, m) => s + m.quantity, 0);

describe("a living room and two bedrooms", () => {
  const text = "Paint the living room 5m x 4m and two bedrooms 3.5m x 3m";
  const r = estimate(text);

  it("reads each room with its own size, the bedrooms twice", () => {
    const segs = segmentDescription(text) ?? [];
    expect(segs.map((s) => [s.label, s.count])).toEqual([
      ["Living room 5 × 4 m", 1],
      ["Bedrooms (2) 3.5 × 3 m", 2],
    ]);
  });

  it("buys the paint once for 95.4 m² of walls and 41 m² of ceilings", () => {
    // 2 coats × (95.4 + 41) m² ÷ 12 m²/L = 22.73 L → 2 × 10 L + 1 × 5 L.
    expect(qty(r.materials, /Vinyl Matt.*10L/)).toBe(2);
    expect(qty(r.materials, /Vinyl Matt.*5L/)).toBe(1);
    // Filler, tape and caulk once per room: three rooms.
    expect(qty(r.materials, /Polyfilla/)).toBe(3);
  });

  it("lists the rooms and their walls in order", () => {
    const walls = r.assumptions.filter((a) => /Wall area/.test(a));
    expect(walls).toEqual([
      "Living room 5 × 4 m: Wall area 18 m perimeter × 2.4 m = 43.2 m², less 1 door at 1.9 m² and 1 window at 1.5 m² = 39.8 m²",
      "Bedrooms (2) 3.5 × 3 m: Wall area 13 m perimeter × 2.4 m = 31.2 m², less 1 door at 1.9 m² and 1 window at 1.5 m² = 27.8 m²",
    ]);
    expect(r.workPlan[0]).toMatch(/^Living room 5 × 4 m: Paint ceilings/);
    expect(r.workPlan.at(-1)).toMatch(/^Bedrooms \(2\) 3\.5 × 3 m: Paint walls/);
  });

  it("takes 6.91 days of labour, 7 days", () => {
    // Living room 0.25 + 79.6/50 + 40/35 = 2.985; each bedroom 0.25 + 55.6/50 + 21/35 = 1.962.
    expect(r.labourDays).toBeCloseTo(6.909, 2);
    expect(r.timeEstimateDays).toBe(7);
  });
});

describe("a kitchen ceiling and a bathroom floor", () => {
  const text = "skim the kitchen ceiling and tile the bathroom floor";
  const r = estimate(text);

  it("tiles the bathroom's floor, not the kitchen's", () => {
    // Typical bathroom 2.5 × 2 = 5 m² + 10% = 5.5 m² → 4 boxes of 1.44 m² = 5.76 m².
    expect(qty(r.materials, /Floor Tile/)).toBe(5.76);
    // Typical kitchen ceiling 4 × 3 = 12 m² + 10% = 13.2 m² ÷ 10 m² per bag → 2 bags.
    expect(qty(r.materials, /Multi-Finish/)).toBe(2);
    expect(r.assumptions).toContain("Bathroom: A typical bathroom 2.5 m × 2 m (5 m²) assumed");
    expect(r.assumptions).toContain("Kitchen: A typical kitchen 4 m × 3 m (12 m²) assumed");
  });

  it("asks for each room's size by name, with what it sets", () => {
    const qs = essentialQuestions(text);
    expect(qs).toEqual([
      "[REQUIRED] What are the kitchen's length and width (or floor area in m²)? Sets the plaster bags and PVA, and the days.",
      "[REQUIRED] What are the bathroom's length and width (or floor area in m²)? Sets the tiles, adhesive and grout, and the days.",
    ]);
  });

  it("gives the chat's answered sizes to the rooms in the order they were asked", () => {
    const a = estimate(`${text}; 4m x 3.5m; 2m x 1.5m`);
    // Kitchen 14 m² + 10% = 15.4 m² → 2 bags; bathroom 3 m² + 10% = 3.3 m² → 3 boxes = 4.32 m².
    expect(qty(a.materials, /Multi-Finish/)).toBe(2);
    expect(qty(a.materials, /Floor Tile/)).toBe(4.32);
    expect(a.jobs).toEqual(["Skim ceilings", "Tile floor"]);
    expect(a.assumptions).toContain(
      "Bathroom 2 × 1.5 m: Tiles 600 × 600 mm: 3 m² + 10% = 3.3 m² in boxes of 1.44 m²",
    );
  });

  it("keeps the verb for a room named after it", () => {
    const segs = segmentDescription("tile the kitchen splashback and bathroom floor") ?? [];
    expect(segs.map((s) => s.parsed.jobTypes)).toEqual([["splashback"], ["floor-tiling"]]);
  });
});

describe("a patio and a driveway", () => {
  const r = estimate("patio 4x3 and driveway 6x5");

  it("gives each job the size written next to it", () => {
    // Patio 12 m² + 5% = 12.6 m² ÷ 0.36 m² = 35 slabs.
    expect(qty(r.materials, /Paving Slab/)).toBe(35);
    // Driveway 30 m² + 5% = 31.5 m² ÷ 9.76 m² a pallet → 4 pallets.
    expect(qty(r.materials, /Block Paving/)).toBe(4);
    // MOT: 12 × 0.1 × 2.1 = 2.52 t + 30 × 0.15 × 2.1 = 9.45 t = 11.97 t ÷ 0.85 t → 15 bags.
    expect(qty(r.materials, /MOT Type 1/)).toBe(15);
    expect(r.jobs).toEqual(["Lay a patio", "Block paving driveway"]);
    expect(r.questions).toEqual([]);
  });
});

describe("a fence and a patio", () => {
  it("gives the fence its 10 m run and the patio its 4 × 3 m", () => {
    const segs = segmentDescription("new fence 10m and patio 4x3") ?? [];
    expect(segs.map((s) => s.label)).toEqual(["Fencing 10 m", "Patio 4 × 3 m"]);
    const r = estimate("new fence 10m and patio 4x3");
    // 10 m ÷ 1.93 m bays → 6 panels, 7 posts (before: the fence read the patio's 4 m).
    expect(r.assumptions).toContain(
      "Fencing 10 m: 10 m run: 6 panels at 1.93 m bays, 7 posts, 2 bags of Postcrete per post, a gravel board per panel",
    );
    expect(qty(r.materials, /Paving Slab/)).toBe(35);
  });
});

describe("one room stays one room", () => {
  it.each([
    "paint the walls and ceiling of the lounge 5m x 4m",
    "skim the kitchen ceiling and walls",
    "Paint the lounge 4.5 x 3.6, 2 coats magnolia",
    "fit 3 doors and skirting in the lounge",
  ])("%s", (text) => {
    expect(segmentDescription(text)).toBeUndefined();
  });
});
