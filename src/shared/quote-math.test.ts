import { describe, expect, it } from "vitest";
import {
  computeQuoteTotals,
  lineTotalPence,
  markedUpUnitPence,
  netPricePence,
  percentOf,
  quoteVatBreakdown,
} from "./quote-math";
import { SAMPLE_MATERIALS } from "./sample-materials";

describe("quote maths in pence", () => {
  it("rounds each line to the penny, half up", () => {
    expect(lineTotalPence(3, 1299)).toBe(3897);
    expect(lineTotalPence(0.5, 25)).toBe(13);
    expect(lineTotalPence(1.1, 1000)).toBe(1100);
    expect(lineTotalPence(2.675, 100)).toBe(268);
  });

  it("marks a net unit price up by the markup, half up to the penny", () => {
    expect(markedUpUnitPence(1299, 15)).toBe(1494); // 1493.85
    expect(markedUpUnitPence(899, 15)).toBe(1034); // 1033.85
    expect(markedUpUnitPence(10, 15)).toBe(12); // 11.5 rounds up
    expect(markedUpUnitPence(1000, 0)).toBe(1000);
    expect(markedUpUnitPence(1000, 12.5)).toBe(1125);
    expect(markedUpUnitPence(333, 1000)).toBe(3663);
  });

  it("works issue 17's example: 15% markup, 2 days at £250, 20% VAT", () => {
    const totals = computeQuoteTotals({
      materials: [
        { quantity: 10, netUnitPricePence: 1299 },
        { quantity: 1, netUnitPricePence: 899 },
      ],
      laborDays: 2,
      dayRatePence: 25000,
      vatIncluded: true,
      vatRate: 20,
      marginPercent: 15,
      profitRule: "manual",
    });
    expect(totals).toEqual({
      totalMaterialsCostPence: 15974, // 10 × 14.94 + 10.34
      materialsNetPence: 13889, // 10 × 12.99 + 8.99
      totalLaborPence: 50000,
      subtotalPence: 65974,
      vatAmountPence: 13195, // 13194.8
      totalAmountPence: 79169,
      profitPence: 32085, // markup 2085 + 60% of labour 30000
    });
  });

  it("a line's own markup wins over the quote's margin, and profit does not depend on the rule", () => {
    const input = {
      materials: [
        { quantity: 2, netUnitPricePence: 1000, markupPercent: 0 },
        { quantity: 1, netUnitPricePence: 1000, markupPercent: 50 },
        { quantity: 1, netUnitPricePence: 1000, markupPercent: null },
      ],
      laborDays: 0,
      dayRatePence: 0,
      vatIncluded: false,
      vatRate: 20,
      marginPercent: 10,
    };
    const manual = computeQuoteTotals({ ...input, profitRule: "manual" });
    expect(manual.totalMaterialsCostPence).toBe(2000 + 1500 + 1100);
    expect(manual.materialsNetPence).toBe(4000);
    expect(manual.profitPence).toBe(600);
    expect(computeQuoteTotals({ ...input, profitRule: "wizard" })).toEqual(manual);
  });

  it("works SPEC §9's sample materials, 3 days at £250 and 20% VAT, marked up 15%", () => {
    const totals = computeQuoteTotals({
      materials: SAMPLE_MATERIALS.map((m) => ({ ...m, netUnitPricePence: m.unitPricePence })),
      laborDays: 3,
      dayRatePence: 25000,
      vatIncluded: true,
      vatRate: 20,
      marginPercent: 15,
      profitRule: "manual",
    });
    // Net 381.39; charged 10 × 14.94 + 5 × 29.33 + 20 × 6.61 + 10.34 = 149.40 + 146.65 +
    // 132.20 + 10.34 = 438.59
    expect(totals.materialsNetPence).toBe(38139);
    expect(totals.totalMaterialsCostPence).toBe(43859);
    expect(totals.totalLaborPence).toBe(75000);
    expect(totals.subtotalPence).toBe(118859);
    // 20% of 1,188.59 = 237.718 → 237.72
    expect(totals.vatAmountPence).toBe(23772);
    expect(totals.totalAmountPence).toBe(142631);
    expect(totals.profitPence).toBe(43859 - 38139 + 45000);
  });

  it("charges no VAT when VAT is excluded, and profit is 60% of labour with no markup", () => {
    const totals = computeQuoteTotals({
      materials: [{ quantity: 1, netUnitPricePence: 10000, markupPercent: 0 }],
      laborDays: 1.5,
      dayRatePence: 25000,
      vatIncluded: false,
      vatRate: 20,
      marginPercent: 15,
      profitRule: "wizard",
    });
    expect(totals.vatAmountPence).toBe(0);
    expect(totals.totalAmountPence).toBe(10000 + 37500);
    expect(totals.profitPence).toBe(22500);
  });

  it("works VAT out per rate: each line at its own rate, labour at the quote's", () => {
    const input = {
      materials: [
        { quantity: 3, netUnitPricePence: 333 }, // £9.99 at the quote's 20 %
        { quantity: 1, netUnitPricePence: 1010, vatRate: 5 }, // £10.10 at 5 %
        { quantity: 1, netUnitPricePence: 1010, vatRate: 5 },
        { quantity: 2, netUnitPricePence: 5000, vatRate: 0 },
      ],
      laborDays: 1,
      dayRatePence: 10001,
      vatIncluded: true,
      vatRate: 20,
      marginPercent: 0,
      profitRule: "manual" as const,
    };
    // 20 %: 999 + 10001 = 11000 → 2200. 5 %: 2020 → 101 (rounded once on the rate's net, where
    // rounding each line would give 51 + 51 = 102). 0 %: 10000 → 0.
    expect(quoteVatBreakdown(input)).toEqual([
      { rate: 20, netPence: 11000, vatPence: 2200 },
      { rate: 5, netPence: 2020, vatPence: 101 },
      { rate: 0, netPence: 10000, vatPence: 0 },
    ]);
    const totals = computeQuoteTotals(input);
    expect(totals.vatAmountPence).toBe(2301);
    expect(totals.totalAmountPence).toBe(23020 + 2301);
    expect(quoteVatBreakdown({ ...input, vatIncluded: false })).toEqual([]);
  });

  it("net price is round(gross × (1 − d/100))", () => {
    expect(netPricePence(1299, 35)).toBe(844); // 844.35
    expect(netPricePence(5, 50)).toBe(3); // 2.5 rounds half up
    expect(netPricePence(1000, 0)).toBe(1000);
    expect(percentOf(113139, 17.5)).toBe(19799); // 19799.325
  });
});
