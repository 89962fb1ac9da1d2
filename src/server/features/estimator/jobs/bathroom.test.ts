import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { segmentDescription } from "../rooms";
import { JOBS } from "./index";

const REFIT =
  "Refit the bathroom 2.4m x 1.9m, bath with shower over, basin and WC, tile walls round the bath full height and the floor";
const RETILE =
  "Re-tile the bathroom walls and floor, 2.5m x 2m, 2.4m ceiling, shower over the bath";
const refit = (text: string) => JOBS["bathroom-refit"].takeoff(parseDescription(text));
const retile = (text: string) => JOBS["bathroom-tiling-refresh"].takeoff(parseDescription(text));
const qty = (t: ReturnType<typeof refit>) =>
  Object.fromEntries(t.materials.map((m) => [m.key, m.quantity]));

describe("bathroom refit: the worked example in docs/estimating.md", () => {
  it("is recognised as a bathroom refit and nothing else: the WC is not a cloakroom", () => {
    expect(parseDescription(REFIT).jobTypes).toEqual(["bathroom-refit"]);
    expect(segmentDescription(REFIT)).toBeUndefined();
  });

  it("takes off the suite, wet-zone board and tanking, tiles, skip and silicone", () => {
    expect(qty(refit(REFIT))).toEqual({
      bondingCoat: 1,
      spoilSkip4: 1,
      backerBoard: 9,
      backerScrews: 3,
      backerTape: 1,
      tankingKit: 2,
      wallTile: 7.5,
      tileAdhesive: 3,
      groutWhite: 1,
      floorTile: 4.32,
      groutGrey: 1,
      bath: 1,
      bathPanel: 1,
      bathFiller: 1,
      bathWaste: 1,
      bathTrap: 1,
      bathScreen: 1,
      showerValve: 1,
      basinPedestal: 1,
      basinMixer: 1,
      bottleTrap: 1,
      wcSuite: 1,
      wcConnector: 1,
      tapConnectors: 2,
      silicone: 2,
    });
  });

  it("shows its working on every line", () => {
    const lines = refit(REFIT).materials;
    for (const line of lines) expect(line.reason, line.name).toBeTruthy();
    const by = (key: string) => lines.find((m) => m.key === key)?.reason;
    expect(by("backerBoard")).toBe("wet zone 5.74 m² + 10% ÷ 0.75 m² a sheet = 8.41 → 9 sheets");
    expect(by("tankingKit")).toBe("wet zone 5.74 m² ÷ 4.5 m² a kit = 1.27 → 2 kits");
    expect(by("silicone")).toBe(
      "bath rim 3.1 m + bath panel 1.7 m + bath screen 1.4 m + basin 0.55 m + WC pan 1.4 m = 8.15 m + 10% ÷ 8 m a tube → 2 tubes",
    );
    // Walls 1.219 bags + floor 0.8425 bags = 2.06 → 3 (m² of a 5 m² and a 4 m² bag never mix).
    expect(by("tileAdhesive")).toContain("Floor 3.37 m² ÷ 4 m² a 20 kg bag = 0.84 bags");
  });

  it("takes 6.39 days of labour, tanking's drying and the adhesive's cure: 8.5 days", () => {
    const t = refit(REFIT);
    expect(t.labourDays).toBeCloseTo(6.3891, 4);
    expect(t.waits.map((w) => [w.key, w.days])).toEqual([
      ["tanking", 1],
      ["tile-adhesive", 1],
    ]);
    expect(t.timeEstimateDays).toBe(8.5);
    expect(t.assumptions.join(" ")).toContain("each about 2–4 h to dry (BAL Tank data sheet)");
    expect(t.assumptions).toContain("Electrics (fan, lights, shaver point) by others");
  });

  it("asks only the ceiling height, which sets the full-height tiles", () => {
    expect(refit(REFIT).questions).toEqual(["Ceiling height in the bathroom?"]);
    expect(refit(`${REFIT}, 2.4m ceiling`).questions).toEqual([]);
  });
});

describe("bathroom refit: inputs", () => {
  it("a bare refit asks the size and the suite, and assumes a three-piece suite", () => {
    const t = refit("refit the bathroom");
    expect(t.questions).toEqual([
      "Bathroom size (length × width) and ceiling height?",
      "Bath or shower, or both?",
    ]);
    expect(t.assumptions.join(" ")).toContain("A three-piece suite assumed");
    expect(qty(t)).toMatchObject({ bath: 1, bathScreen: 1, basinPedestal: 1, wcSuite: 1 });
  });

  it("a walk-in shower and a vanity: tray, enclosure, vanity, no bath", () => {
    const q = qty(refit("bathroom refit 2.5m x 2m, walk-in shower and a vanity basin"));
    expect(q).toMatchObject({ showerTray: 1, showerEnclosure: 1, vanityUnit: 1, wcSuite: 1 });
    expect(q.bath).toBeUndefined();
    expect(q.basinPedestal).toBeUndefined();
  });

  it("tiled full height all round takes every wall less the door, window and behind the bath", () => {
    const t = refit("refit the bathroom 2.4m x 1.9m x 2.4m, bath, fully tiled");
    // 8.6 × 2.4 = 20.64 − 1.9 − 1.5 − 3.1 × 0.55 = 15.535 m² + 10% ÷ 1.5 → 12 boxes = 18 m².
    expect(qty(t).wallTile).toBe(18);
  });

  it("electrics said are a registered electrician's, priced apart", () => {
    const t = refit("refit the bathroom with a new extractor fan");
    expect(t.assumptions.join(" ")).toContain("registered electrician");
  });

  it("rubble sacks instead of a skip when asked", () => {
    const q = qty(refit("refit the bathroom 2m x 2m, rubble sacks, no skip"));
    expect(q.spoilSkip4).toBeUndefined();
    expect(q.rubbleSacks).toBeGreaterThan(0);
  });
});

describe("bathroom tiling refresh: the worked example in docs/estimating.md", () => {
  it("is recognised as a re-tile, not wall or floor tiling", () => {
    expect(parseDescription(RETILE).jobTypes).toEqual(["bathroom-tiling-refresh"]);
  });

  it("strips, makes good, tanks the shower zone, tiles and re-seals", () => {
    const t = retile(RETILE);
    expect(qty(t)).toEqual({
      bondingCoat: 1,
      rubbleSacks: 1,
      tankingKit: 2,
      wallTile: 7.5,
      tileAdhesive: 3,
      groutWhite: 1,
      floorTile: 4.32,
      groutGrey: 1,
      silicone: 2,
    });
    expect(t.labourDays).toBeCloseTo(3.3521, 4);
    expect(t.timeEstimateDays).toBe(5.5);
    expect(t.questions).toEqual([]);
  });

  it("a floor-only re-tile asks the size but not the ceiling height", () => {
    const t = retile("retile the en-suite floor");
    expect(t.questions).toEqual(["En-suite size (length × width)?"]);
    expect(qty(t).wallTile).toBeUndefined();
  });
});

describe("bathroom recognition", () => {
  it.each([
    "refit the bathroom",
    "new bathroom suite",
    "rip out and replace bathroom",
    "renovate the family bathroom",
    "en-suite refit",
  ])("%s is a bathroom refit", (text) => {
    expect(parseDescription(text).jobTypes).toEqual(["bathroom-refit"]);
  });

  it.each([
    ["paint the bathroom", ["paint-ceilings", "paint-walls"]],
    ["paint the new bathroom", ["paint-ceilings", "paint-walls"]],
    ["tile the bathroom floor", ["floor-tiling"]],
    ["replace the bath panel", []],
    ["fit a new bathroom door", ["internal-doors"]],
  ])("%s is not a bathroom refit", (text, jobs) => {
    expect(parseDescription(text).jobTypes).toEqual(jobs);
  });

  it("a shower door is not an internal door", () => {
    expect(
      parseDescription("refit the bathroom with a shower tray and sliding shower door").jobTypes,
    ).toEqual(["bathroom-refit"]);
  });
});

describe("refit the bathroom and tile the kitchen splashback", () => {
  const TEXT = "refit the bathroom 2.4m x 1.9m and tile the kitchen splashback 3m long";

  it("prices both jobs, each with its own room", () => {
    const segments = segmentDescription(TEXT);
    expect(segments?.map((s) => [s.label, s.parsed.jobTypes])).toEqual([
      ["Bathroom 2.4 × 1.9 m", ["bathroom-refit"]],
      ["Kitchen 3 m", ["splashback"]],
    ]);
    const r = estimate(TEXT);
    expect(r.jobs).toEqual(["Bathroom refit", "Tile kitchen splashback"]);
    const keys = r.materials.map((m) => m.key);
    expect(keys).toEqual(expect.arrayContaining(["bath", "wcSuite", "metroTile", "wallTile"]));
    expect(r.workPlan[0]).toMatch(/^Bathroom 2.4 × 1.9 m: Bathroom refit: /);
    expect(r.workPlan.some((s) => s.startsWith("Kitchen 3 m: Tile kitchen splashback"))).toBe(true);
  });
});
