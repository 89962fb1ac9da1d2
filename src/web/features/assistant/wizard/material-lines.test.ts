import { describe, expect, it } from "vitest";
import { computeQuoteTotals, lineTotalPence } from "../../../../shared/quote-math";
import { chargedLines, fallbackLines } from "./material-lines";

const totalsOf = (materials: Parameters<typeof chargedLines>[0], marginPercent: number) =>
  computeQuoteTotals({
    materials,
    laborDays: 1,
    dayRatePence: 25_000,
    vatIncluded: true,
    vatRate: 20,
    marginPercent,
  });

describe("chargedLines (the Quote Summary's materials)", () => {
  it("prices each line as the customer is charged, adding up to the totals' Materials", () => {
    const materials = fallbackLines([]);
    for (const margin of [0, 15, 17.5, 33.33]) {
      const { lines, totalPence } = chargedLines(materials, margin);
      expect(lines.reduce((sum, l) => sum + l.totalPence, 0)).toBe(totalPence);
      expect(totalPence).toBe(totalsOf(materials, margin).totalMaterialsCostPence);
    }
  });

  it("marks up by the business's margin, rounded per unit, not the net cost", () => {
    const line = { key: "a", name: "Multi-Finish 25kg", quantity: 6, unit: "bag" };
    const { lines } = chargedLines([{ ...line, netUnitPricePence: 836 }], 15);
    // £8.36 × 1.15 = £9.614, charged £9.61 a bag; six bags £57.66 (net £50.16).
    expect(lines[0]?.totalPence).toBe(5766);
    expect(lineTotalPence(6, 836)).toBe(5016);
  });

  it("uses a line's own markup over the margin, as the quote does", () => {
    const materials = [
      { key: "a", name: "Scrim", quantity: 2, unit: "roll", netUnitPricePence: 299 },
      {
        key: "b",
        name: "Beads",
        quantity: 3.5,
        unit: "length",
        netUnitPricePence: 187,
        markupPercent: 40,
      },
      {
        key: "c",
        name: "Sundries",
        quantity: 1,
        unit: "each",
        netUnitPricePence: 1000,
        markupPercent: 0,
      },
    ];
    const { lines, totalPence } = chargedLines(materials, 15);
    expect(lines.map((l) => l.totalPence)).toEqual([688, 917, 1000]);
    expect(totalPence).toBe(totalsOf(materials, 15).totalMaterialsCostPence);
  });
});
