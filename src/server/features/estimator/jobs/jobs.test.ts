/**
 * Worked examples computed by hand from the figures in docs/estimating.md. Each comment shows the
 * arithmetic; the test checks the takeoff reproduces it.
 */
import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { type MaterialKey, P } from "../materials";
import { parseDescription } from "../parse";
import type { JobTypeId, MeasurementInput } from "../types";
import { JOBS } from "./index";

function take(id: JobTypeId, text: string, measurements: MeasurementInput[] = []) {
  const parsed = parseDescription(text, measurements);
  const t = JOBS[id].takeoff(parsed);
  const qty: Record<string, number> = {};
  for (const m of t.materials) qty[m.name] = m.quantity;
  return { t, qty, parsed };
}

// Double bedroom 3.5 × 3.2, walls 2.4 high: perimeter 2 × (3.5 + 3.2) = 13.4 m;
// gross walls 13.4 × 2.4 = 32.16 m²; less door 1.9 + window 1.5 → net 28.76 m². Floor 11.2 m².

describe("decorating", () => {
  it("paint walls", () => {
    // 28.76 m² × 2 coats = 57.52 m² ÷ 12 m²/L = 4.79 L → one 5 L tin (£38.95 < one 10 L £62.95)
    // days: 0.25 prep + 57.52 ÷ 50 = 1.40 → 1.5
    const { t, qty } = take("paint-walls", "paint the bedroom walls 3.5m x 3.2m, 2.4m high");
    expect(qty["Dulux Trade Vinyl Matt Pure Brilliant White 5L"]).toBe(1);
    expect(qty["Dulux Trade Vinyl Matt Pure Brilliant White 10L"]).toBeUndefined();
    expect(qty["Polycell Multi Purpose Polyfilla Ready Mixed 1L"]).toBe(1);
    expect(t.timeEstimateDays).toBe(1.5);
  });
  it("paint walls on new plaster adds a mist coat; larger rooms buy 10 L tins", () => {
    // lounge 5 × 4 × 2.4: perimeter 18 → 43.2 − 3.4 = 39.8 m²; mist 39.8 ÷ 12 = 3.32 L → 1 × 10 L
    // contract matt; finish 39.8 × 2 ÷ 12 = 6.63 L → one 10 L (6.63 > 5, one 10 L cheaper than 2 × 5 L)
    // days 0.25 + 39.8 × 3 ÷ 50 = 2.64 → 3.0
    const { t, qty } = take(
      "paint-walls",
      "paint the newly plastered lounge walls 5m x 4m in magnolia",
    );
    expect(qty["Leyland Trade Contract Matt Mist Coat Brilliant White 10L"]).toBe(1);
    expect(qty["Dulux Trade Vinyl Matt Magnolia 10L"]).toBe(1);
    expect(t.timeEstimateDays).toBe(3);
  });
  it("paint ceilings", () => {
    // 11.2 m² × 2 ÷ 12 = 1.87 L → one 5 L; days 22.4 ÷ 35 = 0.64 → 1.0
    const { t, qty } = take("paint-ceilings", "paint the bedroom ceiling 3.5m x 3.2m");
    expect(qty["Dulux Trade Vinyl Matt Pure Brilliant White 5L"]).toBe(1);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("paint woodwork", () => {
    // skirting (13.4 − 0.9) × 0.15 = 1.875 m² + 1 door × 4 m² = 5.875 m²; × 2 coats ÷ 14 = 0.84 L
    // → one 2.5 L satinwood; days 3.75 ÷ 10 + 8 ÷ 18 = 0.819 + 0.5 (second coat after 16 h) → 1.5
    const { t, qty } = take(
      "paint-woodwork",
      "gloss the skirting and door in the bedroom 3.5m x 3.2m",
    );
    expect(qty["Dulux Trade Satinwood Pure Brilliant White 2.5L"]).toBe(1);
    expect(t.timeEstimateDays).toBe(1.5);
  });
  it("wallpaper, plain", () => {
    // drop 2.4 + 0 + 0.1 = 2.5 m; floor(10.05 ÷ 2.5) = 4 drops/roll; 13.4 ÷ 0.53 = 25.3 → 26 drops;
    // 26 ÷ 4 = 6.5 → 7 rolls; paste 1 pack (10 rolls); days 7 ÷ 7 = 1.0
    const { t, qty } = take("wallpaper", "wallpaper the bedroom 3.5m x 3.2m, 2.4m high");
    expect(qty["Graham & Brown Superfresco Easy Paintable Wallpaper 10m"]).toBe(7);
    expect(qty["Solvite Extra Strong All Purpose Wallpaper Paste (10 roll)"]).toBe(1);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("wallpaper with a pattern repeat", () => {
    // drop 2.4 + 0.64 + 0.1 = 3.14; floor(10.05 ÷ 3.14) = 3; 26 drops ÷ 3 = 8.67 → 9 rolls
    const { qty } = take("wallpaper", "wallpaper the bedroom 3.5 x 3.2, 64cm pattern repeat");
    expect(qty["Graham & Brown Superfresco Easy Paintable Wallpaper 10m"]).toBe(9);
  });
});

describe("plastering and boarding", () => {
  it("skim walls", () => {
    // 28.76 × 1.1 = 31.64 m² ÷ 10 = 3.16 → 4 bags Multi-Finish; PVA 28.76 ÷ 40 → 1; scrim 1 roll;
    // angle bead 1 window × 3.6 m ÷ 3 → 2; days 28.76 ÷ 30 = 0.96 → 1.0
    const { t, qty } = take("skim-walls", "skim the bedroom walls 3.5m x 3.2m");
    expect(qty["British Gypsum Thistle Multi-Finish 25kg"]).toBe(4);
    expect(qty["Everbuild 502 All Purpose PVA 5L"]).toBe(1);
    expect(qty["Self-Adhesive Scrim Tape 50mm x 90m"]).toBe(1);
    expect(qty["Galvanised Thin Coat Angle Bead 3m"]).toBe(2);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("skim ceilings", () => {
    // 11.2 × 1.1 = 12.32 ÷ 10 → 2 bags; days 11.2 ÷ 25 = 0.45 → 0.5
    const { t, qty } = take("skim-ceilings", "skim the bedroom ceiling 3.5 x 3.2");
    expect(qty["British Gypsum Thistle Multi-Finish 25kg"]).toBe(2);
    expect(t.timeEstimateDays).toBe(0.5);
  });
  it("plans a ceiling alone without walls, and prepares a room once when both are skimmed", () => {
    const plan = (text: string) => estimate(text).workPlan.join("\n");
    const ceiling = plan("skim the bedroom ceiling 3.5 x 3.2");
    expect(ceiling).not.toMatch(/wall/i);
    expect(ceiling).toContain("Protect floors, remove fittings, PVA the ceiling");
    const both = plan("skim the bedroom ceiling and walls 3.5 x 3.2, 2.4 m high");
    expect(both.match(/Protect floors/g)).toHaveLength(1);
    // The room is prepared before anything is skimmed.
    expect(both.indexOf("Protect floors")).toBeLessThan(both.indexOf("Skim the ceiling first"));
    expect(plan("board and skim a kitchen ceiling 3.5 x 3m")).toContain(
      "Scrim the ceiling's board joints",
    );
  });
  it("board ceilings", () => {
    // 11.2 × 1.1 = 12.32 ÷ 2.88 = 4.28 → 5 sheets; 5 × 40 = 200 screws → 1 box of 1000;
    // days 11.2 ÷ 15 = 0.75 → 1.0; finish by the skim takeoff, Board Finish on new board
    const { t, qty, parsed } = take("board-ceilings", "plasterboard the bedroom ceiling 3.5 x 3.2");
    expect(qty["British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm"]).toBe(5);
    expect(qty["Drywall Screws Coarse Thread 3.5 x 38mm (box of 1000)"]).toBe(1);
    expect(t.timeEstimateDays).toBe(1);
    expect(parsed.jobTypes).toContain("skim-ceilings");
    const skim = JOBS["skim-ceilings"].takeoff(parsed);
    expect(skim.materials.map((m) => m.name)).toContain("British Gypsum Thistle Board Finish 25kg");
  });
  it("board walls, taped and jointed", () => {
    // 28.76 × 1.1 = 31.64 ÷ 2.88 = 10.98 → 11 sheets; 11 × 30 = 330 screws → 1 box;
    // Easi-Fill 28.76 × 0.4 = 11.5 kg → 2 × 10 kg; scrim 28.76 × 1.25 = 36 m → 1 roll;
    // days 28.76 ÷ 20 boarding + 28.76 ÷ 25 taping and jointing = 1.438 + 1.15 = 2.588 → 3
    // (before: the jointing had no labour, 1.5)
    const { t, qty } = take("board-walls", "reboard the bedroom walls 3.5 x 3.2, tape and joint");
    expect(qty["British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm"]).toBe(11);
    expect(qty["British Gypsum Gyproc Easi-Fill 60 10kg"]).toBe(2);
    expect(t.labourDays).toBeCloseTo(2.5884, 4);
    expect(t.timeEstimateDays).toBe(3);
  });
  it("moisture-resistant board in a bathroom", () => {
    const { qty } = take("board-ceilings", "plasterboard the bathroom ceiling 2.5 x 2");
    // 5 × 1.1 = 5.5 ÷ 2.88 = 1.91 → 2 sheets of MR board
    expect(qty["British Gypsum Gyproc Moisture Resistant 12.5mm 2400 x 1200mm"]).toBe(2);
  });
  it("stud partition", () => {
    // 3 m × 2.4 m, CLS 38 × 63 at 600: studs 3 ÷ 0.6 + 1 = 6 lengths; head and sole plates
    // 2 × ceil(3 ÷ 2.4) = 4; noggins 3 × 1.1 = 3.3 ÷ 2.4 → 2; 6 + 4 + 2 = 12 lengths of 2.4 m.
    // boards 3 × 2.4 × 2 = 14.4 m² × 1.1 = 15.84 ÷ 2.88 = 5.5 → 6 sheets; 180 screws → 1 box;
    // Board Finish 15.84 ÷ 10 → 2 bags; scrim 14.4 × 1.25 = 18 m → 1; frame fixings 6 ÷ 0.6 + 4 = 14 → 1 pack;
    // woodscrews 6 × 4 + 5 × 4 = 44 → 1 box.
    // days 7.2 ÷ 10 + 14.4 ÷ 20 + 14.4 ÷ 25 = 0.72 + 0.72 + 0.576 = 2.016 → 2.5
    const { t, qty } = take("stud-partition", "stud partition 3m long");
    expect(qty["CLS Studwork Timber 38 x 63mm 2.4m"]).toBe(12);
    expect(qty["British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm"]).toBe(6);
    expect(qty["British Gypsum Thistle Board Finish 25kg"]).toBe(2);
    expect(qty["Frame Fixings 10 x 100mm (pack of 50)"]).toBe(1);
    expect(t.timeEstimateDays).toBe(2.5);
  });
});

describe("tiling", () => {
  it("floor tiling", () => {
    // 4 × 3 = 12 m² × 1.1 = 13.2 ÷ 1.44 = 9.17 → 10 boxes = 14.4 m²; adhesive 12 ÷ 4 = 3 bags;
    // grout (1200 ÷ 360000) × 10 × 3 × 1.6 = 0.16 kg/m² × 13.2 = 2.11 kg → 1 × 5 kg;
    // clips 12 × 12 = 144 → 2 packs; days 0.25 + 12 ÷ 12 + 12 ÷ 30 = 1.65 + 1 (grout after 24 h) → 3
    const { t, qty } = take("floor-tiling", "tile the kitchen floor 4m x 3m");
    expect(qty["Porcelain Floor Tile Light Grey Matt 600 x 600mm"]).toBe(14.4);
    expect(qty["Ultra Tile Fix ProFlex SPF Standard Set Flexible Tile Adhesive Grey 20kg"]).toBe(3);
    expect(qty["Ultra Tile Fix ProGrout Flexible Wall & Floor Grout Grey 5kg"]).toBe(1);
    expect(qty["Tile Levelling System Clips 1.5mm (pack of 100)"]).toBe(2);
    expect(t.timeEstimateDays).toBe(3);
  });
  it("floor tiling laid diagonally uses 15% waste", () => {
    // 12 × 1.15 = 13.8 ÷ 1.44 = 9.58 → 10 boxes; 9 m² room: 9 × 1.15 = 10.35 ÷ 1.44 = 7.19 → 8 boxes
    const { qty } = take("floor-tiling", "tile the kitchen floor 3m x 3m diagonally");
    expect(qty["Porcelain Floor Tile Light Grey Matt 600 x 600mm"]).toBe(11.52);
  });
  it("wall tiling", () => {
    // bathroom 2.5 × 2 × 2.4: perimeter 9 × 2.4 = 21.6 − 3.4 = 18.2 m²; × 1.1 = 20.02 ÷ 1.5 = 13.35
    // → 14 boxes = 21 m²; adhesive 18.2 ÷ 5 = 3.64 → 4; grout (650 ÷ 100000) × 8 × 2 × 1.6 = 0.1664
    // × 20.02 = 3.33 kg → 1; trims 1 × 5 + 5 = 10 m ÷ 2.5 = 4; silicone 2; days 0.25 + 18.2 ÷ 9 + 18.2 ÷ 30
    // = 2.88 + 1 (grout after 24 h) → 4
    const { t, qty } = take("wall-tiling", "tile the bathroom walls 2.5m x 2m");
    expect(qty["Ceramic Wall Tile Gloss White 250 x 400mm"]).toBe(21);
    expect(qty["Ultra Tile Fix ProFlex SPF Standard Set Flexible Tile Adhesive Grey 20kg"]).toBe(4);
    expect(qty["Mapei Ultracolor Plus Grout White 5kg"]).toBe(1);
    expect(qty["PVC Tile Trim White 10mm x 2.5m"]).toBe(4);
    expect(qty["Everbuild Forever White Sanitary Silicone 295ml"]).toBe(2);
    expect(t.timeEstimateDays).toBe(4);
  });
  it("kitchen splashback", () => {
    // 3 × 0.6 = 1.8 m² × 1.1 = 1.98 → 2 boxes of 1 m² metro; adhesive 1; grout (300 ÷ 20000) × 7 × 2
    // × 1.6 = 0.336 × 1.98 = 0.67 kg → 1; trims 2 × 0.6 = 1.2 m → 1; days 0.125 + 1.8 ÷ 4.5 + 1.8 ÷ 15
    // = 0.645 + 1 (grout after 24 h) → 2
    const { t, qty } = take("splashback", "tile the kitchen splashback 3m x 0.6m");
    expect(qty["Metro Bevelled Wall Tile Gloss White 100 x 200mm"]).toBe(2);
    expect(qty["PVC Tile Trim White 10mm x 2.5m"]).toBe(1);
    expect(t.timeEstimateDays).toBe(2);
  });
});

describe("flooring", () => {
  it("laminate", () => {
    // 11.2 × 1.1 = 12.32 ÷ 2.22 = 5.55 → 6 packs; underlay 11.2 ÷ 15 → 1; 1 door bar;
    // scotia (13.4 − 0.9) = 12.5 × 1.1 = 13.75 ÷ 2.4 = 5.73 → 6; Gripfill 12.5 ÷ 20 → 1;
    // days 11.2 ÷ 12.4 = 0.90 → 1.0
    const { t, qty } = take("laminate-flooring", "laminate in the bedroom 3.5m x 3.2m");
    expect(qty["Kronotex 8mm Laminate Flooring Natural Oak (2.22 m² pack)"]).toBe(6);
    expect(qty["Laminate Underlay 3mm Foam with DPM (15 m² roll)"]).toBe(1);
    expect(qty["Aluminium Threshold Strip 900mm Silver"]).toBe(1);
    expect(qty["Scotia Beading Oak Effect 18mm x 2.4m"]).toBe(6);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("LVT", () => {
    // 12 × 1.1 = 13.2 ÷ 2.2 = 6.0 → 6 packs exactly; underlay 12 ÷ 15 → 1;
    // scotia (14 − 0.9) × 1.1 = 14.41 ÷ 2.4 = 6.004 → 7; days 12 ÷ 18 = 0.67 → 1.0
    const { t, qty } = take("lvt-flooring", "LVT in the kitchen 4m x 3m");
    expect(qty["Rigid Core LVT Click Flooring Grey Oak (2.2 m² pack)"]).toBe(6);
    expect(qty["Acoustic LVT Underlay 1.5mm (15 m² roll)"]).toBe(1);
    expect(qty["Scotia Beading Oak Effect 18mm x 2.4m"]).toBe(7);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("engineered", () => {
    // 20 × 1.1 = 22 ÷ 1.98 = 11.1 → 12 packs; underlay 20 ÷ 15 → 2; scotia 17.1 × 1.1 = 18.81 ÷ 2.4
    // → 8; days 20 ÷ 15 = 1.33 → 1.5
    const { t, qty } = take("engineered-flooring", "engineered oak flooring in the lounge 5m x 4m");
    expect(qty["Engineered Oak Flooring 14/3mm Brushed & Oiled 150mm (1.98 m² pack)"]).toBe(12);
    expect(qty["Laminate Underlay 3mm Foam with DPM (15 m² roll)"]).toBe(2);
    expect(qty["Scotia Beading Oak Effect 18mm x 2.4m"]).toBe(8);
    expect(t.timeEstimateDays).toBe(1.5);
  });
});

describe("joinery", () => {
  it("skirting", () => {
    // 13.4 − 0.9 = 12.5 m × 1.1 = 13.75 ÷ 4.4 = 3.13 → 4 lengths; Gripfill 12.5 ÷ 8 → 2; caulk
    // 12.5 ÷ 12 → 2; days 12.5 ÷ 15 = 0.83 → 1.0
    const { t, qty } = take("skirting", "new skirting in the bedroom 3.5m x 3.2m");
    expect(qty["MDF Torus Skirting Primed 18 x 119mm 4.4m"]).toBe(4);
    expect(qty["Gripfill Original Gap Filling Adhesive 350ml"]).toBe(2);
    expect(qty["Everbuild Decorators Caulk White 380ml"]).toBe(2);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("architrave", () => {
    // 4 doors → 4 sets; caulk 4 ÷ 2 = 2; days 4 ÷ 4 = 1.0
    const { t, qty } = take("architrave", "new architrave on 4 doors");
    expect(qty["MDF Torus Architrave Set Primed 18 x 69mm 2.1m (pack of 5)"]).toBe(4);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("internal doors", () => {
    // 3 doors × 3 hinges = 9 ÷ 2 = 4.5 → 5 pairs; 3 handle packs; 3 latches;
    // days 3 × 3.75 h ÷ 8 = 1.41 → 1.5
    const { t, qty } = take("internal-doors", "hang 3 oak doors");
    expect(qty["Oak Veneer Shaker 4-Panel Internal Door 762 x 1981mm"]).toBe(3);
    expect(qty["Eclipse Ball Bearing Butt Hinges 76mm Satin Chrome (pair)"]).toBe(5);
    expect(qty["Lever on Rose Door Handle Pack Satin Nickel"]).toBe(3);
    expect(qty["Tubular Mortice Latch 64mm Satin Chrome"]).toBe(3);
    expect(t.timeEstimateDays).toBe(1.5);
  });
  it("fire doors with new linings", () => {
    // 2 FD30 doors; 6 fire hinges ÷ 3 = 2 packs; linings 2; stop bead 6; architrave sets 2;
    // days 2 × 3.75 h ÷ 8 + 2 × 0.5 = 1.94 → 2.0
    const { t, qty } = take("internal-doors", "fit 2 fire doors with new linings");
    expect(qty["Oak Veneer Shaker 4-Panel FD30 Fire Door 762 x 1981mm"]).toBe(2);
    expect(
      qty["Eclipse Grade 13 Fire Rated Ball Bearing Hinges 102mm Satin Stainless (pack of 3)"],
    ).toBe(2);
    expect(qty["Planed Softwood Door Lining Set 32 x 138mm"]).toBe(2);
    expect(qty["Door Stop Bead 12 x 38mm 2.1m"]).toBe(6);
    expect(t.timeEstimateDays).toBe(2);
  });
});

describe("heating and insulation", () => {
  it("replace radiators", () => {
    // 2 × K2 600 × 1000, 2 TRV pairs, copper 2 × 3 m = 6 m → 2 lengths, 4 elbows → 1 pack,
    // inhibitor 1, PTFE 1; days 0.25 + 2 × 0.25 = 0.75 → 1.0
    const { t, qty } = take("radiators", "replace 2 radiators in the lounge");
    expect(qty["Stelrad Compact K2 Double Panel Double Convector Radiator 600 x 1000mm"]).toBe(2);
    expect(qty["Pegler Terrier i Thermostatic Radiator Valve Pair 15mm"]).toBe(2);
    expect(qty["Copper Pipe 15mm x 3m"]).toBe(2);
    expect(qty["Fernox F1 Central Heating Protector 265ml"]).toBe(1);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("new radiator", () => {
    // copper 8 m ÷ 3 → 3 lengths; 2 tees; 6 elbows → 1 pack; clips 8 ÷ 1.2 = 6.7 → 1 pack;
    // days 0.25 + 0.75 = 1.0
    const { t, qty } = take("radiators", "add a new radiator in the bedroom");
    expect(qty["Copper Pipe 15mm x 3m"]).toBe(3);
    expect(qty["JG Speedfit Push-Fit Equal Tee 15mm"]).toBe(2);
    expect(t.timeEstimateDays).toBe(1);
  });
  it("loft insulation from empty", () => {
    // catalogue roll coverage: 44 ÷ 13.9 = 3.17 → 4 rolls 100 mm; 44 ÷ 8.3 = 5.3 → 6 rolls 170 mm;
    // days 44 × 2 ÷ 60 = 1.47 → 1.5
    const { t, qty } = take("loft-insulation", "insulate the loft, 44 square metres");
    expect(qty["Knauf Earthwool Loft Roll 44 100mm"]).toBe(4);
    expect(qty["Knauf Earthwool Loft Roll 44 170mm"]).toBe(6);
    expect(t.timeEstimateDays).toBe(1.5);
  });
  it("loft insulation top-up", () => {
    // existing 100 mm: 170 mm only, 44 ÷ 8.3 = 5.3 → 6 rolls; days 44 ÷ 60 = 0.73 → 1.0
    const { t, qty } = take("loft-insulation", "top up the loft insulation, 44m2, existing 100mm");
    expect(qty["Knauf Earthwool Loft Roll 44 100mm"]).toBeUndefined();
    expect(qty["Knauf Earthwool Loft Roll 44 170mm"]).toBe(6);
    expect(t.timeEstimateDays).toBe(1);
  });
});

describe("external works", () => {
  it("patio", () => {
    // 12 m² × 1.05 = 12.6 ÷ 0.36 = 35 slabs; MOT 12 × 0.1 × 2.1 = 2.52 t ÷ 0.85 = 2.96 → 3 bags;
    // bed 12 × 0.04 = 0.48 m³ × 1.6 = 0.768 t → 1 bag sharp sand; cement 0.48 ÷ 6 × 1440 = 115.2 kg
    // → 5 bags; pointing 12 ÷ 10 → 2 bags mortar mix; membrane 13.2 ÷ 28 → 1;
    // days 12 ÷ 10 + 12 ÷ 8 + 12 ÷ 30 = 1.2 + 1.5 + 0.4 = 3.1 + 1 (bed sets before pointing) → 4.5
    const { t, qty } = take("patio", "patio 4m by 3m");
    expect(qty["Grey Riven Paving Slab 600 x 600 x 38mm"]).toBe(35);
    expect(qty["MOT Type 1 Sub-Base Bulk Bag"]).toBe(3);
    expect(qty["Sharp Sand Bulk Bag"]).toBe(1);
    expect(qty["Blue Circle Mastercrete Cement 25kg"]).toBe(5);
    expect(qty["Tarmac Mortar Mix 25kg"]).toBe(2);
    expect(t.timeEstimateDays).toBe(4.5);
  });
  it("fencing", () => {
    // (10 − 0.1) ÷ 1.93 = 5.13 → 6 panels; 7 posts; 14 Postcrete; 6 gravel boards; days 0.25 + 7 posts × 0.75 h
    // + 6 bays × 0.5 h = 0.25 + 0.656 + 0.375 = 1.28 → 1.5
    const { t, qty } = take("fencing", "replace 10m of fencing");
    expect(qty["Overlap Fence Panel 6 x 6ft (1.83 x 1.83m)"]).toBe(6);
    expect(qty["Treated Timber Fence Post 100 x 100mm 2.4m"]).toBe(7);
    expect(qty["Blue Circle Postcrete 20kg"]).toBe(14);
    expect(qty["Treated Timber Gravel Board 150 x 22mm 1.83m"]).toBe(6);
    expect(t.timeEstimateDays).toBe(1.5);
  });
  it("decking", () => {
    // 12 × 1.1 = 13.2 ÷ (3.6 × 0.149 = 0.5364) = 24.6 → 25 boards; joists 4 ÷ 0.4 + 1 = 11 × 3 = 33
    // + 2 × 4 = 41 m × 1.1 = 45.1 ÷ 4.8 = 9.4 → 10; screws 12 × 34 = 408 → 1 pack; membrane 1;
    // days 12 ÷ 8 = 1.5
    const { t, qty } = take("decking", "decking 4m x 3m");
    expect(qty["Treated Grooved Decking Board 28 x 144mm 3.6m"]).toBe(25);
    expect(qty["Treated Decking Joist C16 47 x 150mm 4.8m"]).toBe(10);
    expect(qty["Green Decking Screws 4.5 x 65mm (pack of 500)"]).toBe(1);
    expect(t.timeEstimateDays).toBe(1.5);
  });
  it("brick garden wall (one brick thick)", () => {
    // 5 × 1 = 5 m² × 120 × 1.05 = 630 bricks → 1 pack of 500 + 130 singles (130 × £1.15 = £149.50
    // < £449.95); mortar 0.63 × 0.5 = 0.315 m³; sand 0.4725 t → 1 bulk bag; cement 113.4 kg → 5 bags;
    // DPC 2 × 5 = 10 m → 1 roll; days 630 ÷ 300 = 2.1 → 2.5
    const { t, qty } = take("brick-wall", "build a garden wall 5m long 1m high");
    expect(qty["Ibstock Facing Brick Red Multi 65mm (pack of 500)"]).toBe(1);
    expect(qty["Ibstock Facing Brick Red Multi 65mm"]).toBe(130);
    expect(qty["Building Sand Bulk Bag"]).toBe(1);
    expect(qty["Blue Circle Mastercrete Cement 25kg"]).toBe(5);
    expect(t.timeEstimateDays).toBe(2.5);
  });
  it("block wall", () => {
    // 5 × 2.4 = 12 m² × 10 × 1.05 = 126 blocks; mortar 0.12 m³ → sand 0.18 t → 1; cement 43.2 kg → 2;
    // days 126 ÷ 100 = 1.26 → 1.5
    const { t, qty } = take("block-wall", "block wall 5m long 2.4m high");
    expect(qty["Dense Concrete Block 7.3N 440 x 215 x 100mm"]).toBe(126);
    expect(qty["Blue Circle Mastercrete Cement 25kg"]).toBe(2);
    expect(t.timeEstimateDays).toBe(1.5);
  });
  it("guttering", () => {
    // 10 m: 10 ÷ 4 = 2.5 → 3 lengths, 2 unions, 10 + 1 = 11 brackets, 2 stop ends, 1 outlet;
    // downpipe 5 m ÷ 2.5 = 2 lengths, clips 5 ÷ 2 = 2.5 → 3 + 1 = 4, 2 offset bends, 1 shoe;
    // days 10 ÷ 15 + 0.25 = 0.92 → 1.0
    const { t, qty } = take("guttering", "replace 10m of guttering");
    expect(qty["FloPlast Half Round Gutter 112mm x 4m Black"]).toBe(3);
    expect(qty["FloPlast Half Round Union Bracket 112mm Black"]).toBe(2);
    expect(qty["FloPlast Half Round Fascia Bracket 112mm Black"]).toBe(11);
    expect(qty["FloPlast Round Downpipe 68mm x 2.5m Black"]).toBe(2);
    expect(qty["FloPlast Round Downpipe Clip 68mm Black"]).toBe(4);
    expect(t.timeEstimateDays).toBe(1);
  });
});

describe("every job type", () => {
  it("has at least 20 job types, each producing priced materials, a plan and a time", () => {
    const ids = Object.keys(JOBS) as JobTypeId[];
    expect(ids.length).toBeGreaterThanOrEqual(20);
    for (const id of ids) {
      const t = JOBS[id].takeoff(parseDescription("job"));
      expect(t.materials.length, id).toBeGreaterThan(0);
      expect(t.workPlan.length, id).toBeGreaterThan(0);
      expect(t.timeEstimateDays, id).toBeGreaterThanOrEqual(0.5);
      for (const m of t.materials) {
        expect(Number.isInteger(m.unitPricePence), m.name).toBe(true);
        expect(m.quantity, m.name).toBeGreaterThan(0);
        // The key the line is bought by in the business's catalogue (../match.ts).
        expect(P[m.key as MaterialKey]?.name, m.name).toBe(m.name);
      }
    }
  });
});
