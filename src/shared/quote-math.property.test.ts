import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chargedUnitPence,
  computeQuoteTotals,
  defaultQuoteName,
  lineTotalPence,
  markedUpUnitPence,
  percentOf,
  quoteExpiry,
  quoteVatBreakdown,
  suggestedDays,
} from "./quote-math";

const markup = fc.integer({ min: 0, max: 100_000 }).map((m) => m / 100); // 0 .. 1000 %, 2 decimals
const line = fc.record(
  {
    quantity: fc.integer({ min: 1, max: 100_000 }).map((q) => q / 100), // 0.01 .. 1000, 2 decimals
    netUnitPricePence: fc.integer({ min: 0, max: 1_000_000 }),
    markupPercent: fc.option(markup, { nil: null }),
    vatRate: fc.option(fc.constantFrom(20, 5, 0), { nil: null }),
  },
  { requiredKeys: ["quantity", "netUnitPricePence"] },
);
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
        const charged = i.materials.reduce(
          (s, m) => s + lineTotalPence(m.quantity, chargedUnitPence(m, i.marginPercent)),
          0,
        );
        const net = i.materials.reduce(
          (s, m) => s + lineTotalPence(m.quantity, m.netUnitPricePence),
          0,
        );
        expect(t.totalMaterialsCostPence).toBe(charged);
        expect(t.materialsNetPence).toBe(net);
        expect(t.subtotalPence).toBe(t.totalMaterialsCostPence + t.totalLaborPence);
        expect(t.totalAmountPence).toBe(t.subtotalPence + t.vatAmountPence);
      }),
    );
  });

  it("profit is exactly what is charged over net cost plus 60% of labour", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeQuoteTotals(i);
        expect(t.profitPence).toBe(
          t.totalMaterialsCostPence - t.materialsNetPence + percentOf(t.totalLaborPence, 60),
        );
      }),
    );
  });

  it("VAT is on the charged prices: the breakdown's nets add up to the subtotal", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeQuoteTotals({ ...i, vatIncluded: true });
        const rates = quoteVatBreakdown({ ...i, vatIncluded: true });
        expect(rates.reduce((s, r) => s + r.netPence, 0)).toBe(t.subtotalPence);
        expect(rates.reduce((s, r) => s + r.vatPence, 0)).toBe(t.vatAmountPence);
      }),
    );
  });

  it("a charged price is never below the net cost, and markup 0 charges the net cost", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_00 }),
        fc.integer({ min: 0, max: 100_000 }),
        (net, hundredths) => {
          const charged = markedUpUnitPence(net, hundredths / 100);
          expect(charged).toBeGreaterThanOrEqual(net);
          expect(markedUpUnitPence(net, 0)).toBe(net);
          // Within half a penny of the exact price, in integers (ten-thousandths of a penny).
          expect(Math.abs(charged * 10_000 - net * (10_000 + hundredths))).toBeLessThanOrEqual(
            5_000,
          );
        },
      ),
    );
  });

  it("with no markup anywhere, materials are charged at their net cost", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeQuoteTotals({
          ...i,
          marginPercent: 0,
          materials: i.materials.map((m) => ({ ...m, markupPercent: null })),
        });
        expect(t.totalMaterialsCostPence).toBe(t.materialsNetPence);
        expect(t.profitPence).toBe(percentOf(t.totalLaborPence, 60));
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
          (s, m) => s + lineTotalPence(m.quantity, m.netUnitPricePence),
          0,
        );
        // Exact in integers: quantities carry two decimals, so work in hundredths of a penny.
        const exactHundredths = materials.reduce(
          (s, m) => s + Math.round(m.quantity * 100) * m.netUnitPricePence,
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
        // One rate throughout: no line carries its own.
        const oneRate = { ...i, materials: i.materials.map((m) => ({ ...m, vatRate: null })) };
        const t = computeQuoteTotals({ ...oneRate, vatIncluded: true });
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
