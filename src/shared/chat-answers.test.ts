import { describe, expect, it } from "vitest";
import { onlyConfirms } from "./chat-answers";

describe("onlyConfirms", () => {
  it("is a yes and nothing about the job", () => {
    for (const text of ["Yes, that's correct", "yes", "OK thanks", "Looks good, cheers!", "Yep"])
      expect(onlyConfirms(text)).toBe(true);
  });

  it("keeps a yes that goes on to say something about the job", () => {
    expect(onlyConfirms("Yes, engineer's calc says 203x133 UB, 3.8m long with padstones")).toBe(
      false,
    );
    expect(onlyConfirms("Yes but the ceiling is 2.6m")).toBe(false);
    expect(onlyConfirms("Skim the lounge")).toBe(false);
  });
});
