import { describe, expect, it } from "vitest";
import { formatSortCode, hasBankDetails } from "./bank-details";
import { businessDetailsSchema } from "./schemas/settings";

describe("bank details", () => {
  it("prints a stored sort code as 12-34-56 and leaves anything else alone", () => {
    expect(formatSortCode("123456")).toBe("12-34-56");
    expect(formatSortCode("")).toBe("");
    expect(formatSortCode("12345")).toBe("12345");
  });

  it("counts as complete only with a name, six digits and eight digits", () => {
    const full = { bankAccountName: "Pat", bankSortCode: "123456", bankAccountNumber: "12345678" };
    expect(hasBankDetails(full)).toBe(true);
    expect(hasBankDetails({ ...full, bankAccountName: "  " })).toBe(false);
    expect(hasBankDetails({ ...full, bankSortCode: "" })).toBe(false);
    expect(hasBankDetails({ ...full, bankAccountNumber: "1234567" })).toBe(false);
  });

  it("normalises what people type before it is stored", () => {
    const parsed = businessDetailsSchema.parse({
      margin: 15,
      bankAccountName: " Pat Plastering ",
      bankSortCode: " 12 34-56 ",
      bankAccountNumber: "1234-5678",
    });
    expect(parsed).toMatchObject({
      bankAccountName: "Pat Plastering",
      bankSortCode: "123456",
      bankAccountNumber: "12345678",
    });
    expect(businessDetailsSchema.parse({ margin: 15 }).bankSortCode).toBeUndefined();
  });
});
