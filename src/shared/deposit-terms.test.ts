import { describe, expect, it } from "vitest";
import { depositOfQuote, depositPercentInTerms } from "./deposit-terms";

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

describe("depositOfQuote: the deposit in pounds, as its invoice will ask it", () => {
  const quote = {
    materials: [
      { name: "Board", quantity: 20, unit: "sheet", unitPricePence: 1500, vatRate: null },
    ],
    laborDays: 4,
    dayRatePence: 25_000,
    vatIncluded: true,
    vatRate: 20,
  };

  it("is the percentage of each group with its VAT", () => {
    // £300 materials + £1,000 labour at 20 %: half is £650 + £130 VAT.
    expect(depositOfQuote(quote, 50)).toBe(78_000);
    expect(depositOfQuote({ ...quote, vatIncluded: false }, 50)).toBe(65_000);
  });

  it("rounds as the deposit invoice does: one day at £1,000.07, half is £500.04 + £100.01", () => {
    expect(
      depositOfQuote({ ...quote, materials: [], laborDays: 1, dayRatePence: 100_007 }, 50),
    ).toBe(60_005);
  });
});
