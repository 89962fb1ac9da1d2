import { describe, expect, it } from "vitest";
import {
  computeQuoteTotals,
  lineTotalPence,
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

  it("works SPEC §9's sample materials, 3 days at £250 and 20% VAT", () => {
    const totals = computeQuoteTotals({
      materials: SAMPLE_MATERIALS,
      laborDays: 3,
      dayRatePence: 25000,
      vatIncluded: true,
      vatRate: 20,
      marginPercent: 15,
      profitRule: "manual",
    });
    // 10 × 12.99 + 5 × 25.50 + 20 × 5.75 + 8.99 = 129.90 + 127.50 + 115.00 + 8.99 = 381.39
    expect(totals.totalMaterialsCostPence).toBe(38139);
    expect(totals.totalLaborPence).toBe(75000);
    expect(totals.subtotalPence).toBe(113139);
    // 20% of 1,131.39 = 226.278 → 226.28
    expect(totals.vatAmountPence).toBe(22628);
    expect(totals.totalAmountPence).toBe(135767);
    // 15% of 381.39 = 57.2085 → 57.21, plus 60% of 750 = 450
    expect(totals.profitPence).toBe(5721 + 45000);
  });

  it("charges no VAT when VAT is excluded, and the wizard's profit is 60% of labour", () => {
    const totals = computeQuoteTotals({
      materials: [{ quantity: 1, unitPricePence: 10000 }],
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
        { quantity: 3, unitPricePence: 333 }, // £9.99 at the quote's 20 %
        { quantity: 1, unitPricePence: 1010, vatRate: 5 }, // £10.10 at 5 %
        { quantity: 1, unitPricePence: 1010, vatRate: 5 },
        { quantity: 2, unitPricePence: 5000, vatRate: 0 },
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
