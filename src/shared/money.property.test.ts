import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPence } from "./money";

const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

describe("formatPence", () => {
  // Up to £100 billion either way: beyond, Intl's pounds (pence / 100 as a float) lose a penny.
  it("writes every whole number of pence as en-GB currency formatting does", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1_000_000, max: 1_000_000 }),
          fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 }),
        ),
        (pence) => {
          if (Object.is(pence, -0)) return;
          expect(formatPence(pence)).toBe(intl.format(pence / 100));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it("writes the amounts a quote shows", () => {
    expect(formatPence(0)).toBe("£0.00");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatPence(123456)).toBe("£1,234.56");
    expect(formatPence(-1200)).toBe("-£12.00");
    expect(formatPence(100_000_000_00)).toBe("£100,000,000.00");
  });

  it("rounds a fraction of a penny half away from zero, and never writes minus zero", () => {
    expect(formatPence(12.5)).toBe("£0.13");
    expect(formatPence(-12.5)).toBe("-£0.13");
    expect(formatPence(100.49)).toBe("£1.00");
    expect(formatPence(-0)).toBe("£0.00");
    expect(formatPence(-0.4)).toBe("£0.00");
  });

  it("shows a value that is not a number as such, as Intl does", () => {
    expect(formatPence(Number.NaN)).toBe("£NaN");
    expect(formatPence(Number.POSITIVE_INFINITY)).toBe("£∞");
    expect(formatPence(Number.NEGATIVE_INFINITY)).toBe("-£∞");
  });
});
