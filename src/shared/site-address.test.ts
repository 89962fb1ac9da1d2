import { describe, expect, it } from "vitest";
import { atSite } from "./site-address";

describe("atSite", () => {
  it("names the site by its first line", () => {
    expect(atSite("Flat 2, 9 Cheap Street\nSherborne DT9 3PT")).toBe(" at Flat 2, 9 Cheap Street");
    expect(atSite(null)).toBe("");
    expect(atSite("")).toBe("");
  });

  it("says nothing when what is said already names it", () => {
    expect(atSite("Flat 2, 9 Cheap Street", "Flat 2 lounge ceiling")).toBe("");
    expect(
      atSite("Flat 2, 37 Harehills Lane", "Kitchen knock-through, Flat 2 Harehills Lane"),
    ).toBe("");
    expect(atSite("Flat 2, 9 Cheap Street", "Lounge ceiling")).toBe(" at Flat 2, 9 Cheap Street");
  });
});
