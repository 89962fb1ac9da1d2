import { describe, expect, it } from "vitest";
import { clampQuantity } from "./quantity";

describe("clampQuantity", () => {
  it("keeps whole numbers from 1 to what a quote line takes", () => {
    expect(clampQuantity("3")).toBe(3);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity("1000000")).toBe(1_000_000);
  });

  it("caps a huge quantity at 1,000,000 instead of sending what the server refuses", () => {
    expect(clampQuantity("99999999999")).toBe(1_000_000);
    expect(clampQuantity("1e300")).toBe(1_000_000);
  });

  it("makes anything else 1", () => {
    for (const raw of ["", "0", "-4", "abc", "Infinity", "NaN"]) expect(clampQuantity(raw)).toBe(1);
  });
});
