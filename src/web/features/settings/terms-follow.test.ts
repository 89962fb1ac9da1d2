import { describe, expect, it } from "vitest";
import { DEFAULT_TERMS } from "../../../shared/sample-materials";
import { termsFollowing } from "./terms-follow";

const was = { depositPercent: 50, quoteValidDays: 30 };

describe("default terms follow the deposit and validity fields", () => {
  it("rewrites the default terms' deposit and validity", () => {
    expect(termsFollowing(DEFAULT_TERMS, was, { depositPercent: 25, quoteValidDays: 14 })).toBe(
      "This quote is valid for 14 days from the date of issue. A 25% deposit is required before work begins, with the balance due on completion.",
    );
    expect(termsFollowing(DEFAULT_TERMS, was, { depositPercent: 50, quoteValidDays: 1 })).toContain(
      "valid for 1 day from",
    );
  });

  it("changes only the numbers that were the fields' own", () => {
    const own = "Valid for 60 days. 10% deposit on materials; 50% deposit before start. VAT 20%.";
    expect(termsFollowing(own, was, { depositPercent: 30, quoteValidDays: 14 })).toBe(
      "Valid for 60 days. 10% deposit on materials; 30% deposit before start. VAT 20%.",
    );
    expect(termsFollowing("A 150% deposit", was, { depositPercent: 30, quoteValidDays: 30 })).toBe(
      "A 150% deposit",
    );
  });

  it("leaves the terms while a field is empty, out of range or the deposit is off", () => {
    for (const now of [
      { depositPercent: Number.NaN, quoteValidDays: 30 },
      { depositPercent: 0, quoteValidDays: 30 },
      { depositPercent: 50, quoteValidDays: 400 },
      { depositPercent: 12.5, quoteValidDays: 30 },
    ])
      expect(termsFollowing(DEFAULT_TERMS, was, now)).toBe(DEFAULT_TERMS);
  });
});
