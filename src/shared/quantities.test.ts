import { describe, expect, it } from "vitest";
import { formatQuantity, perUnit, quantityWithUnit, unitLabel } from "./quantities";

describe("quantityWithUnit", () => {
  it("makes the product's countable units plural after more than one", () => {
    for (const [unit, plural] of [
      ["bag", "bags"],
      ["length", "lengths"],
      ["tube", "tubes"],
      ["sheet", "sheets"],
      ["roll", "rolls"],
      ["tin", "tins"],
      ["pack", "packs"],
      ["box", "boxes"],
      ["pair", "pairs"],
      ["set", "sets"],
      ["tonne", "tonnes"],
      ["litre", "litres"],
      ["metre", "metres"],
      ["tub", "tubs"],
      ["board", "boards"],
      ["panel", "panels"],
      ["strip", "strips"],
      ["pallet", "pallets"],
      ["load", "loads"],
      ["unit", "units"],
      ["job", "jobs"],
      ["day", "days"],
      ["batch", "batches"],
      ["brush", "brushes"],
      ["delivery", "deliveries"],
      ["shelf", "shelves"],
    ]) {
      expect(quantityWithUnit(6, unit!)).toBe(`6 ${plural}`);
      expect(quantityWithUnit(1, unit!)).toBe(`1 ${unit}`);
    }
  });

  it("reads the reviewer's lines as a person would write them", () => {
    expect(`${quantityWithUnit(6, "bag")} × £9.61`).toBe("6 bags × £9.61");
    expect(quantityWithUnit(2, "length")).toBe("2 lengths");
    expect(quantityWithUnit(2, "tube")).toBe("2 tubes");
    expect(quantityWithUnit(5, "sheet")).toBe("5 sheets");
    expect(`${quantityWithUnit(2, "each")} × £10.53`).toBe("2 × £10.53");
  });

  it("drops a unit that says no more than the number", () => {
    for (const unit of ["each", "Each", " each ", "ea", "item", "items", "nr", "no.", "", "  "]) {
      expect(quantityWithUnit(2, unit)).toBe("2");
      expect(quantityWithUnit(1, unit)).toBe("1");
      expect(unitLabel(2, unit)).toBe("");
    }
  });

  it("never changes a measurement's symbol", () => {
    for (const unit of ["m", "m²", "m2", "m³", "m3", "mm", "cm", "kg", "L", "l", "ml", "ft", "t"]) {
      expect(quantityWithUnit(2.5, unit)).toBe(`2.5 ${unit}`);
      expect(quantityWithUnit(1, unit)).toBe(`1 ${unit}`);
      expect(quantityWithUnit(12, unit)).toBe(`12 ${unit}`);
    }
    // Nor a unit with a number or a sign in it.
    expect(quantityWithUnit(3, "25kg")).toBe("3 25kg");
    expect(quantityWithUnit(3, "5L")).toBe("3 5L");
    expect(quantityWithUnit(3, "m/run")).toBe("3 m/run");
    expect(quantityWithUnit(4, "sq m")).toBe("4 sq m");
  });

  it("writes decimals and large quantities as the PDFs do, 1 alone singular", () => {
    expect(quantityWithUnit(1.5, "tonne")).toBe("1.5 tonnes");
    expect(quantityWithUnit(0.5, "tonne")).toBe("0.5 tonnes");
    expect(quantityWithUnit(2.5, "bag")).toBe("2.5 bags");
    expect(quantityWithUnit(0, "bag")).toBe("0 bags");
    expect(quantityWithUnit(1200, "each")).toBe("1,200");
    expect(quantityWithUnit(0.1 + 0.2, "m")).toBe("0.3 m");
    // What reads as 1 is singular.
    expect(quantityWithUnit(1.0000001, "bag")).toBe("1 bag");
    expect(quantityWithUnit(1.01, "bag")).toBe("1.01 bags");
    expect(quantityWithUnit(-1, "bag")).toBe("-1 bag");
  });

  it("keeps a unit typed in the plural, and makes it singular for one", () => {
    for (const [plural, singular] of [
      ["sheets", "sheet"],
      ["rolls", "roll"],
      ["lengths", "length"],
      ["boxes", "box"],
      ["pieces", "piece"],
      ["tubes", "tube"],
      ["days", "day"],
      ["deliveries", "delivery"],
      ["shelves", "shelf"],
    ]) {
      expect(quantityWithUnit(3, plural!)).toBe(`3 ${plural}`);
      expect(quantityWithUnit(1, plural!)).toBe(`1 ${singular}`);
    }
    expect(quantityWithUnit(10, "pcs")).toBe("10 pcs");
    expect(quantityWithUnit(2, "glass")).toBe("2 glasses");
  });

  it("pluralises the noun of a phrase, and keeps the unit's case and spacing tidy", () => {
    expect(quantityWithUnit(3, "bulk bag")).toBe("3 bulk bags");
    expect(quantityWithUnit(3, "25 kg bag")).toBe("3 25 kg bags");
    expect(quantityWithUnit(2, "pack of 10")).toBe("2 packs of 10");
    expect(quantityWithUnit(1, "packs of 10")).toBe("1 pack of 10");
    expect(quantityWithUnit(2, "roll (10 m)")).toBe("2 rolls (10 m)");
    expect(quantityWithUnit(2, "roll - 10 m")).toBe("2 rolls - 10 m");
    expect(quantityWithUnit(2, "Bag")).toBe("2 Bags");
    expect(quantityWithUnit(2, "BOX")).toBe("2 BOXES");
    expect(quantityWithUnit(2, "  bulk   bag ")).toBe("2 bulk bags");
    expect(quantityWithUnit(2, "per m")).toBe("2 per m");
  });
});

describe("unitLabel", () => {
  it("is the unit alone, as it reads after the quantity", () => {
    expect(unitLabel(6, "bag")).toBe("bags");
    expect(unitLabel(1, "bag")).toBe("bag");
    expect(unitLabel(2, "m²")).toBe("m²");
    expect(unitLabel(2, "each")).toBe("");
  });
});

describe("perUnit", () => {
  it("labels a unit price in the singular, and 'each' never as 'per each'", () => {
    expect(perUnit("bag")).toBe("per bag");
    expect(perUnit("length")).toBe("per length");
    expect(perUnit("sheets")).toBe("per sheet");
    expect(perUnit("m²")).toBe("per m²");
    expect(perUnit("each")).toBe("each");
    expect(perUnit("")).toBe("each");
    expect(perUnit("per m")).toBe("per m");
  });
});

describe("formatQuantity", () => {
  it("writes up to three decimal places with thousands separated", () => {
    expect(formatQuantity(2)).toBe("2");
    expect(formatQuantity(2.5)).toBe("2.5");
    expect(formatQuantity(1.23456)).toBe("1.235");
    expect(formatQuantity(12500)).toBe("12,500");
  });
});
