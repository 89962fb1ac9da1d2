import { describe, expect, it } from "vitest";
import { MTD_EXPENSE_CATEGORIES, mtdQuarterDates, taxYearOf, taxYearStart } from "./mtd";

describe("MTD for Income Tax quarters", () => {
  it("tax-year quarters run 6 April–5 July, –5 October, –5 January, –5 April", () => {
    expect([1, 2, 3, 4].map((q) => mtdQuarterDates(2026, q as 1, "tax-year"))).toEqual([
      { from: "2026-04-06", to: "2026-07-05" },
      { from: "2026-07-06", to: "2026-10-05" },
      { from: "2026-10-06", to: "2027-01-05" },
      { from: "2027-01-06", to: "2027-04-05" },
    ]);
  });

  it("calendar quarters run April–June, July–September, October–December, January–March", () => {
    expect([1, 2, 3, 4].map((q) => mtdQuarterDates(2027, q as 1, "calendar"))).toEqual([
      { from: "2027-04-01", to: "2027-06-30" },
      { from: "2027-07-01", to: "2027-09-30" },
      { from: "2027-10-01", to: "2027-12-31" },
      { from: "2028-01-01", to: "2028-03-31" },
    ]);
  });

  it("reads tax years written 2026-27 and refuses others", () => {
    expect(taxYearStart("2026-27")).toBe(2026);
    expect(taxYearStart("1999-00")).toBe(1999);
    expect(taxYearStart("2026-28")).toBeNull();
    expect(taxYearStart("2026")).toBeNull();
  });

  it("6 April starts a tax year", () => {
    expect(taxYearOf("2026-04-05")).toBe("2025-26");
    expect(taxYearOf("2026-04-06")).toBe("2026-27");
    expect(taxYearOf("2026-11-26")).toBe("2026-27");
  });

  it("has HMRC's self-employment expense categories, cost of goods first", () => {
    expect(MTD_EXPENSE_CATEGORIES.map((c) => c.key)).toEqual([
      "costOfGoods",
      "paymentsToSubcontractors",
      "wagesAndStaffCosts",
      "carVanTravelExpenses",
      "premisesRunningCosts",
      "maintenanceCosts",
      "adminCosts",
      "businessEntertainmentCosts",
      "advertisingCosts",
      "interestOnBankOtherLoans",
      "financeCharges",
      "irrecoverableDebts",
      "professionalFees",
      "depreciation",
      "otherExpenses",
    ]);
  });
});
