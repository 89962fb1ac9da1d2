import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanText, fieldLabel } from "./common";
import { quoteInputSchema } from "./quotes";

describe("messages for checks a schema left without one", () => {
  it("name the field and the limit in words, not zod's own", () => {
    const schema = z.object({
      jobDescription: cleanText().max(10),
      laborDays: z.number().min(0).max(1000),
      materials: z.array(z.object({ name: cleanText().min(1).max(3) })).max(5),
      width: z.number().gt(0),
    });
    const result = schema.safeParse({
      jobDescription: "x".repeat(11),
      laborDays: 1001,
      materials: [{ name: "ok" }, { name: "" }, { name: "abcd" }],
      width: 0,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Job description must be 10 characters or fewer",
      "Labour days must be 1,000 or less",
      "The name of material 2 is required",
      "The name of material 3 must be 3 characters or fewer",
      "Width must be more than 0",
    ]);
    expect(
      z.object({ lines: z.array(z.number()).max(2) }).safeParse({ lines: [1, 2, 3] }).error
        ?.issues[0]?.message,
    ).toBe("Lines: at most 2");
  });

  it("leave a schema's own message as it is", () => {
    const result = z.string().max(3, "Three at most").safeParse("abcd");
    expect(result.error?.issues[0]?.message).toBe("Three at most");
  });

  it("reach a quote's long material name: which line, and the limit", () => {
    const result = quoteInputSchema.safeParse({
      materials: [{ name: "x".repeat(3_000), quantity: 1, unit: "each", netUnitPricePence: 100 }],
    });
    expect(result.error?.issues.map((i) => i.message)).toContain(
      "The name of material 1 must be 200 characters or fewer",
    );
  });

  it("call a field by its path", () => {
    expect(fieldLabel(["siteAddress"])).toBe("Site address");
    expect(fieldLabel(["measurements", 0])).toBe("Measurement 1");
    expect(fieldLabel([])).toBe("This");
  });
});
