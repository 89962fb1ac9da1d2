import { describe, expect, it } from "vitest";
import type { JobProfit } from "../../../shared/schemas/insights";
import { compareWithQuote } from "./against-quote";

const job: JobProfit = {
  jobId: "j",
  quoteId: "q",
  reference: "Q-0001",
  name: "Weekend",
  customerName: "Sarah Thompson",
  completedAt: "2026-11-24T16:00:00.000Z",
  quotedMaterialsPence: 40_000,
  comparedMaterialsPence: 40_000,
  actualMaterialsPence: 35_000,
  quotedDays: 2,
  actualDays: 4,
  quotedProfitPence: 60_000,
  actualProfitPence: 15_000,
  offPence: -45_000,
};

describe("compareWithQuote", () => {
  it("says each difference in pounds or days, its share of the quote and whether it is good", () => {
    expect(compareWithQuote(job)).toEqual([
      expect.objectContaining({
        quoted: "£400.00",
        actual: "£350.00",
        verdict: "£50.00 under the quote (13%)",
        tone: "good",
      }),
      expect.objectContaining({
        quoted: "2 days",
        actual: "4 days",
        verdict: "2 days over the quote (100%)",
        tone: "bad",
      }),
      expect.objectContaining({
        quoted: "£600.00",
        actual: "£150.00",
        verdict: "£450.00 less than quoted (75%)",
        tone: "bad",
      }),
    ]);
  });

  it("sets the orders against the quoted materials ordered in Sole, and says what was left out", () => {
    const [materials] = compareWithQuote({ ...job, comparedMaterialsPence: 30_000 });
    expect(materials).toMatchObject({
      quoted: "£300.00",
      actual: "£350.00",
      verdict: "£50.00 over the quote (17%)",
      tone: "bad",
      note: "Left out: £100.00 of quoted materials not ordered in Sole",
    });
    expect(compareWithQuote(job)[0]?.note).toBeUndefined();
  });

  it("says so in words when there is nothing to compare, never £0", () => {
    const [materials, labour, profit] = compareWithQuote({
      ...job,
      quotedMaterialsPence: 0,
      actualMaterialsPence: null,
      quotedDays: 0,
      actualDays: 1,
      quotedProfitPence: 0,
      actualProfitPence: 0,
      offPence: 0,
    });
    expect(materials).toMatchObject({
      quoted: "None on the quote",
      actual: "None placed in Sole",
      tone: "none",
    });
    expect(materials?.verdict).toMatch(/^Not compared/);
    expect(labour).toMatchObject({
      quoted: "No days on the quote",
      actual: "1 day",
      verdict: "1 day over the quote",
    });
    expect(profit).toMatchObject({ verdict: "Exactly as quoted", tone: "even" });
  });

  it("keeps half days", () => {
    const [, labour] = compareWithQuote({ ...job, quotedDays: 2.5, actualDays: 2 });
    expect(labour).toMatchObject({
      quoted: "2.5 days",
      verdict: "0.5 days under the quote (20%)",
      tone: "good",
    });
  });
});
