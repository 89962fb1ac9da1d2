import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeQuoteTotals,
  defaultQuoteName,
  lineTotalPence,
  quoteExpiry,
  suggestedDays,
} from "./quote-math";

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 100_000 }).map((q) => q / 100), // 0.01 .. 1000, 2 decimals
  unitPricePence: fc.integer({ min: 0, max: 1_000_000 }),
});
const input = fc.record({
  materials: fc.array(line, { maxLength: 40 }),
  laborDays: fc.integer({ min: 0, max: 200 }).map((d) => d / 2), // steps of 0.5
  dayRatePence: fc.integer({ min: 0, max: 200_000 }),
  vatIncluded: fc.boolean(),
  vatRate: fc.integer({ min: 0, max: 10_000 }).map((r) => r / 100),
  marginPercent: fc.integer({ min: 0, max: 100 }),
  profitRule: fc.constantFrom("wizard" as const, "manual" as const),
});

describe("quote maths properties", () => {
  it("totals add up: subtotal = materials + labour, total = subtotal + VAT", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeQuoteTotals(i);
        const lines = i.materials.reduce(
          (s, m) => s + lineTotalPence(m.quantity, m.unitPricePence),
          0,
        );
        expect(t.totalMaterialsCostPence).toBe(lines);
        expect(t.subtotalPence).toBe(t.totalMaterialsCostPence + t.totalLaborPence);
        expect(t.totalAmountPence).toBe(t.subtotalPence + t.vatAmountPence);
      }),
    );
  });

  it("VAT is zero when excluded", () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(computeQuoteTotals({ ...i, vatIncluded: false }).vatAmountPence).toBe(0);
      }),
    );
  });

  it("no amount is negative and every amount is whole pence", () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const value of Object.values(computeQuoteTotals(i))) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(value)).toBe(true);
        }
      }),
    );
  });

  it("rounding never drifts more than a penny per line from the exact sum", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (materials) => {
        const rounded = materials.reduce(
          (s, m) => s + lineTotalPence(m.quantity, m.unitPricePence),
          0,
        );
        // Exact in integers: quantities carry two decimals, so work in hundredths of a penny.
        const exactHundredths = materials.reduce(
          (s, m) => s + Math.round(m.quantity * 100) * m.unitPricePence,
          0,
        );
        expect(Math.abs(rounded * 100 - exactHundredths)).toBeLessThanOrEqual(
          50 * materials.length,
        );
      }),
    );
  });

  it("VAT is the subtotal times the rate, rounded once", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeQuoteTotals({ ...i, vatIncluded: true });
        expect(
          Math.abs(t.vatAmountPence - (t.subtotalPence * i.vatRate) / 100),
        ).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe("SPEC §9 defaults", () => {
  it("names the next quote and suggests days", () => {
    expect(defaultQuoteName(4, new Date("2026-11-23T10:00:00Z"))).toBe("Quote 5 23/11/2026");
    expect(suggestedDays({ matchedProducts: 7, descriptionLength: 0 })).toBe(3);
    expect(suggestedDays({ matchedProducts: 0, descriptionLength: 250 })).toBe(2);
    expect(suggestedDays({ matchedProducts: 0, descriptionLength: 40 })).toBe(1);
    expect(quoteExpiry(new Date("2026-11-23T10:00:00Z")).toISOString()).toBe(
      "2026-12-23T10:00:00.000Z",
    );
    expect(quoteExpiry(new Date("2026-11-23T10:00:00Z"), 14).toISOString()).toBe(
      "2026-12-07T10:00:00.000Z",
    );
  });
});
