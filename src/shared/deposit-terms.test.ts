import { describe, expect, it } from "vitest";
import { depositPercentInTerms } from "./deposit-terms";

describe("depositPercentInTerms: the deposit the customer read in the terms", () => {
  it("finds the percentage however the terms put it", () => {
    expect(depositPercentInTerms("A 30% deposit is required before work begins.")).toBe(30);
    expect(depositPercentInTerms("We ask a deposit of 25 % to book your date.")).toBe(25);
    expect(depositPercentInTerms("Quote valid 30 days.\n50% DEPOSIT on acceptance.")).toBe(50);
  });

  it("is null when the terms name no deposit, or a number that cannot be one", () => {
    for (const terms of [
      null,
      undefined,
      "",
      "Payment on completion.",
      "Valid for 30 days; 20% VAT included.",
      "A 0% deposit",
      "A 150% deposit",
      "A 12.5% deposit",
    ])
      expect(depositPercentInTerms(terms), String(terms)).toBeNull();
  });
});
