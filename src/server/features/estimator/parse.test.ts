import { describe, expect, it } from "vitest";
import { parseDescription } from "./parse";
import type { Dimensions, JobTypeId } from "./types";

interface Case {
  text: string;
  dims?: Dimensions;
  jobs?: JobTypeId[];
  rooms?: string[];
  counts?: Record<string, number>;
  coats?: number;
}

const FT = 0.3048;
const r4 = (n: number) => Math.round(n * 10000) / 10000;

// Table of phrasings: units, spellings, word order. Dimensions in metres / m².
const CASES: Case[] = [
  // --- plan sizes: "L x W" in many forms
  { text: "Skim and paint the lounge 4.5m x 3.6m.", dims: { lengthM: 4.5, widthM: 3.6 } },
  { text: "paint the bedroom, 4m x 3.5m, two coats!", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4m x 3.5m", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4 x 3.5m", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4 x 3.5", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4x3.5", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4mx3.5m", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4 by 3.5 metres", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4 by 3.5 meters", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4 metres by 3.5 metres", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom, it's 4 m × 3.5 m", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4 * 3.5 m", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 400cm x 350cm", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 400 x 350 cm", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4000mm x 3500mm", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4000 x 3500", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4,000 x 3,500mm", dims: { lengthM: 4, widthM: 3.5 } },
  {
    text: "paint the bedroom 4000 millimetres by 3500 millimetres",
    dims: { lengthM: 4, widthM: 3.5 },
  },
  { text: "paint the bedroom 12ft x 10ft", dims: { lengthM: r4(12 * FT), widthM: r4(10 * FT) } },
  { text: "paint the bedroom 12' x 10'", dims: { lengthM: r4(12 * FT), widthM: r4(10 * FT) } },
  {
    text: "paint the bedroom 12 feet by 10 feet",
    dims: { lengthM: r4(12 * FT), widthM: r4(10 * FT) },
  },
  { text: "paint the bedroom 12 x 10 ft", dims: { lengthM: r4(12 * FT), widthM: r4(10 * FT) } },
  {
    text: "paint the bedroom 12 foot by 10 foot",
    dims: { lengthM: r4(12 * FT), widthM: r4(10 * FT) },
  },
  { text: "paint the bedroom 12’ x 10’", dims: { lengthM: r4(12 * FT), widthM: r4(10 * FT) } },
  {
    text: "paint the bedroom 12ft 6in x 10ft",
    dims: { lengthM: r4(12 * FT + 6 * 0.0254), widthM: r4(10 * FT) },
  },
  {
    text: "paint the bedroom 12'6\" x 10'",
    dims: { lengthM: r4(12 * FT + 6 * 0.0254), widthM: r4(10 * FT) },
  },
  { text: "paint the bedroom 4m long and 3.5m wide", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom, 3.5m wide and 4m long", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom length 4m width 3.5m", dims: { lengthM: 4, widthM: 3.5 } },
  { text: "paint the bedroom 4 x 3.5 x 2.4m", dims: { lengthM: 4, widthM: 3.5, heightM: 2.4 } },
  { text: "paint the bedroom 4m x 3.5m x 2.6m", dims: { lengthM: 4, widthM: 3.5, heightM: 2.6 } },
  { text: "bedroom is four by three metres, paint it", dims: { lengthM: 4, widthM: 3 } },
  { text: "bedroom is 4 and a half by 3 metres, paint it", dims: { lengthM: 4.5, widthM: 3 } },
  // --- areas
  { text: "lay laminate, 20 square metres", dims: { areaM2: 20 } },
  { text: "lay laminate, 20 square meters", dims: { areaM2: 20 } },
  { text: "lay laminate 20m2", dims: { areaM2: 20 } },
  { text: "lay laminate 20 m2", dims: { areaM2: 20 } },
  { text: "lay laminate 20 m²", dims: { areaM2: 20 } },
  { text: "lay laminate 20m²", dims: { areaM2: 20 } },
  { text: "lay laminate 20 sq m", dims: { areaM2: 20 } },
  { text: "lay laminate 20 sq. m", dims: { areaM2: 20 } },
  { text: "lay laminate 20sqm", dims: { areaM2: 20 } },
  { text: "lay laminate 20 sq metres", dims: { areaM2: 20 } },
  { text: "lay laminate 20 metres squared", dims: { areaM2: 20 } },
  { text: "lay laminate about twenty square metres", dims: { areaM2: 20 } },
  { text: "lay laminate 200 sq ft", dims: { areaM2: r4(200 * 0.09290304) } },
  { text: "lay laminate 200 square feet", dims: { areaM2: r4(200 * 0.09290304) } },
  { text: "paint 40m2 of walls", dims: { wallAreaM2: 40 } },
  { text: "paint the walls, wall area 40 sq m", dims: { wallAreaM2: 40 } },
  // --- heights
  { text: "paint the lounge walls, 2.4m high", dims: { heightM: 2.4 } },
  { text: "paint the lounge walls, ceiling height 2.4m", dims: { heightM: 2.4 } },
  { text: "paint the lounge walls, ceiling height of 2.7 metres", dims: { heightM: 2.7 } },
  { text: "paint the lounge walls, ceilings are 2.6m", dims: { heightM: 2.6 } },
  { text: "paint the lounge walls, height 240cm", dims: { heightM: 2.4 } },
  { text: "paint the lounge walls, 8ft high", dims: { heightM: r4(8 * FT) } },
  { text: "paint the lounge walls, 2.7m ceilings", dims: { heightM: 2.7 } },
  { text: "paint the lounge walls 2400mm high", dims: { heightM: 2.4 } },
  {
    text: "paint the lounge 5m x 4m with 2.5m ceilings",
    dims: { lengthM: 5, widthM: 4, heightM: 2.5 },
  },
  { text: "ceiling height 2.4m, lounge 5 x 4", dims: { lengthM: 5, widthM: 4, heightM: 2.4 } },
  // --- runs and lengths
  { text: "replace 10m run of guttering", dims: { runM: 10 } },
  { text: "replace guttering, 10m run", dims: { runM: 10 } },
  { text: "a 6 metre fence", dims: { runM: 6 } },
  { text: "a 6m fence", dims: { runM: 6 } },
  { text: "fence 15 linear metres", dims: { runM: 15 } },
  { text: "15 lin m of fencing", dims: { runM: 15 } },
  { text: "10 metres of fencing", dims: { runM: 10 } },
  { text: "new fence along the back, run of 12m", dims: { runM: 12 } },
  { text: "fencing, 20ft", dims: { lengthM: r4(20 * FT) } },
  { text: "new fence 12m long 1.8m high", dims: { lengthM: 12, heightM: 1.8 } },
  { text: "fit 14 running metres of skirting", dims: { runM: 14 } },
  { text: "build a garden wall 5m long 1m high", dims: { lengthM: 5, heightM: 1 } },
  { text: "build a garden wall 5m x 1.2m high", dims: { lengthM: 5, heightM: 1.2 } },
  { text: "brick wall six metres long and one metre high", dims: { lengthM: 6, heightM: 1 } },
  { text: "skirting, room perimeter 14m", dims: { perimeterM: 14 } },
  { text: "stud wall 3.6m long", dims: { lengthM: 3.6 } },
  // --- counts and coats
  { text: "paint the lounge, two coats", coats: 2 },
  { text: "paint the lounge, 3 coats", coats: 3 },
  { text: "paint the lounge, one coat", coats: 1 },
  { text: "paint the lounge, a single coat", coats: 1 },
  { text: "hang 3 doors", counts: { door: 3 } },
  { text: "hang three internal doors", counts: { door: 3 } },
  { text: "hang a door", counts: { door: 1 } },
  { text: "hang an internal door", counts: { door: 1 } },
  { text: "replace twelve doors", counts: { door: 12 } },
  { text: "replace 2 radiators", counts: { radiator: 2 } },
  { text: "replace two rads", counts: { radiator: 2 } },
  { text: "fit a new radiator", counts: { radiator: 1 } },
  { text: "add 3 double sockets in the kitchen", counts: { socket: 3 } },
  { text: "replace a couple of doors", counts: { door: 2 } },
  { text: "replace half a dozen doors", counts: { door: 6 } },
  { text: "hang twenty doors", counts: { door: 20 } },
  { text: "lounge with 2 windows and 1 door, paint it", counts: { window: 2, door: 1 } },
  { text: "guttering 12m with 2 downpipes", counts: { downpipe: 2 }, dims: { lengthM: 12 } },
  { text: "600 x 600 tiles on the kitchen floor", dims: {}, jobs: ["floor-tiling"] },
  // --- job detection and word order
  {
    text: "Skim and paint the lounge",
    jobs: ["skim-ceilings", "skim-walls", "paint-ceilings", "paint-walls"],
    rooms: ["lounge"],
  },
  { text: "paint the ceiling in the kitchen", jobs: ["paint-ceilings"], rooms: ["kitchen"] },
  { text: "kitchen ceiling needs painting", jobs: ["paint-ceilings"] },
  { text: "emulsion the walls", jobs: ["paint-walls"] },
  { text: "Redecorate the living room - walls only", jobs: ["paint-walls"], rooms: ["lounge"] },
  { text: "decorate the sitting room", jobs: ["paint-ceilings", "paint-walls"], rooms: ["lounge"] },
  { text: "paint the walls and skim the ceiling", jobs: ["skim-ceilings", "paint-walls"] },
  { text: "paint the newly plastered walls", jobs: ["paint-walls"] },
  { text: "replaster the bedroom walls", jobs: ["skim-walls"], rooms: ["bedroom"] },
  {
    text: "plasterboard and skim the bathroom ceiling",
    jobs: ["board-ceilings", "skim-ceilings"],
    rooms: ["bathroom"],
  },
  { text: "overboard the artex ceiling", jobs: ["board-ceilings", "skim-ceilings"] },
  { text: "reboard the walls, tape and joint", jobs: ["board-walls"] },
  { text: "put up a stud partition wall", jobs: ["stud-partition"] },
  { text: "wallpaper the master bedroom", jobs: ["wallpaper"], rooms: ["master bedroom"] },
  { text: "hang lining paper and wallpaper in the hall", jobs: ["wallpaper"], rooms: ["hallway"] },
  { text: "tile the kitchen floor", jobs: ["floor-tiling"], rooms: ["kitchen"] },
  { text: "tile the bathroom", jobs: ["wall-tiling", "floor-tiling"], rooms: ["bathroom"] },
  { text: "tile a kitchen splashback", jobs: ["splashback"], rooms: ["kitchen"] },
  { text: "tiling to bathroom walls", jobs: ["wall-tiling"] },
  { text: "lay laminate flooring in the bedroom", jobs: ["laminate-flooring"] },
  { text: "fit LVT in the kitchen diner", jobs: ["lvt-flooring"], rooms: ["kitchen diner"] },
  { text: "luxury vinyl click in the hallway", jobs: ["lvt-flooring"], rooms: ["hallway"] },
  { text: "engineered oak in the lounge", jobs: ["engineered-flooring"] },
  { text: "herringbone floor in the hall", jobs: ["lvt-flooring"] },
  { text: "new skirting boards in the lounge", jobs: ["skirting"] },
  { text: "paint the skirting boards", jobs: ["paint-woodwork"] },
  { text: "replace the architrave on 2 doors", jobs: ["architrave"], counts: { door: 2 } },
  { text: "new architrave on 4 doors", jobs: ["architrave"] },
  { text: "swap the towel rail in the bathroom", jobs: ["radiators"] },
  { text: "top up the loft insulation", jobs: ["loft-insulation"], rooms: ["loft"] },
  { text: "insulate the loft to 270mm", jobs: ["loft-insulation"] },
  { text: "lay a new patio with 600x600 slabs", jobs: ["patio"] },
  { text: "paving in the back garden", jobs: ["patio"], rooms: ["garden"] },
  { text: "replace the garden fence", jobs: ["fencing"] },
  { text: "build a deck", jobs: ["decking"] },
  { text: "build a brick wall", jobs: ["brick-wall"] },
  { text: "blockwork wall in the garage", jobs: ["block-wall"] },
  { text: "build a cavity wall", jobs: ["brick-wall", "block-wall"] },
  { text: "replace the gutters and downpipe", jobs: ["guttering"] },
  { text: "Paint the grey colour in the lounge", jobs: ["paint-ceilings", "paint-walls"] },
  { text: "paint the lounge in a grey color", jobs: ["paint-ceilings", "paint-walls"] },
];

describe("parseDescription phrasings", () => {
  it("has at least 80 phrasings", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(80);
  });
  it.each(CASES)("$text", (c) => {
    const p = parseDescription(c.text);
    if (c.dims) {
      for (const [k, v] of Object.entries(c.dims)) {
        expect(p.dimensions[k as keyof Dimensions], k).toBeCloseTo(v as number, 3);
      }
      if (Object.keys(c.dims).length === 0) expect(p.dimensions).toEqual({});
    }
    if (c.jobs) expect(p.jobTypes).toEqual(c.jobs);
    if (c.rooms) expect(p.rooms).toEqual(c.rooms);
    if (c.counts) for (const [k, v] of Object.entries(c.counts)) expect(p.counts[k], k).toBe(v);
    if (c.coats !== undefined) expect(p.coats).toBe(c.coats);
  });
});

describe("parseDescription details", () => {
  it("flags new plaster without inventing a plastering job", () => {
    const p = parseDescription("paint the freshly plastered lounge");
    expect(p.newPlaster).toBe(true);
    expect(p.jobTypes).not.toContain("skim-walls");
  });
  it("reads a wallpaper pattern repeat and does not treat it as a room size", () => {
    const p = parseDescription("wallpaper the bedroom, 64cm pattern repeat");
    expect(p.patternRepeatM).toBeCloseTo(0.64, 4);
    expect(p.dimensions.lengthM).toBeUndefined();
  });
  it("names finishes with either spelling of colour", () => {
    expect(parseDescription("paint it a grey color").finishes).toContain("colour");
    expect(parseDescription("magnolia walls please, paint them").finishes).toContain("magnolia");
  });
  it("ignores product sizes such as 12.5mm board and 100mm insulation", () => {
    const p = parseDescription(
      "board the ceiling with 12.5mm plasterboard, 100mm insulation in the loft",
    );
    expect(p.dimensions.lengthM).toBeUndefined();
  });
});

describe("measurements panel takes precedence over the text", () => {
  it("replaces the text's plan size with the panel's", () => {
    const p = parseDescription("paint the bedroom 4m x 3.5m", [
      { label: "Length", value: 5, unit: "m" },
      { label: "Width", value: 400, unit: "cm" },
    ]);
    expect(p.dimensions.lengthM).toBe(5);
    expect(p.dimensions.widthM).toBe(4);
    expect(p.dimensionSources.lengthM).toBe("measurement");
  });
  it("replaces a text area with panel length and width", () => {
    const p = parseDescription("laminate 20 m2 in the lounge", [
      { label: "length", value: 5000, unit: "mm" },
      { label: "width", value: 3, unit: "m" },
    ]);
    expect(p.dimensions.areaM2).toBeUndefined();
    expect(p.dimensions.lengthM).toBe(5);
  });
  it("uses the panel's height over the text's", () => {
    const p = parseDescription("paint the walls, 2.4m high", [
      { label: "Ceiling height", value: 9, unit: "ft" },
    ]);
    expect(p.dimensions.heightM).toBeCloseTo(2.7432, 4);
  });
  it("reads panel areas, runs and perimeters", () => {
    const p = parseDescription("fence 10m", [
      { label: "Fence run", value: 20, unit: "m" },
      { label: "Area", value: 100, unit: "ft" },
      { label: "Perimeter", value: 14, unit: "m" },
    ]);
    expect(p.dimensions.runM).toBe(20);
    expect(p.dimensions.areaM2).toBeCloseTo(9.2903, 3);
    expect(p.dimensions.perimeterM).toBe(14);
  });
  it("sums wall lengths into a perimeter and fills unlabelled values in order", () => {
    const walls = parseDescription("paint", [
      { label: "Wall 1", value: 4, unit: "m" },
      { label: "Wall 2", value: 3, unit: "m" },
      { label: "Wall 3", value: 4, unit: "m" },
      { label: "Wall 4", value: 3, unit: "m" },
    ]);
    expect(walls.dimensions.perimeterM).toBe(14);
    const plain = parseDescription("paint", [
      { label: "A", value: 4, unit: "m" },
      { label: "B", value: 3, unit: "m" },
    ]);
    expect(plain.dimensions).toMatchObject({ lengthM: 4, widthM: 3 });
  });
});
