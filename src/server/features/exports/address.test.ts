import { describe, expect, it } from "vitest";
import { addressParts } from "./types";

describe("addressParts (Xero's address columns)", () => {
  it("takes the postcode from the end of the last line, as most people write it", () => {
    expect(addressParts("14 Acreman Street\nSherborne DT9 3NX")).toEqual({
      lines: ["14 Acreman Street", "", "", ""],
      city: "Sherborne",
      postcode: "DT9 3NX",
      country: "United Kingdom",
    });
    expect(addressParts("Flat 2, 9 Cheap Street, Sherborne, dt9 3pt")).toMatchObject({
      lines: ["Flat 2", "9 Cheap Street", "", ""],
      city: "Sherborne",
      postcode: "DT9 3PT",
    });
  });

  it("keeps every line: a fifth and more join the fourth", () => {
    expect(
      addressParts(
        "Unit 4, Mill Yard, Station Road, Trading Estate, Near the Bridge, Leeds LS1 4AP",
      ),
    ).toMatchObject({
      lines: ["Unit 4", "Mill Yard", "Station Road", "Trading Estate, Near the Bridge"],
      city: "Leeds",
      postcode: "LS1 4AP",
    });
  });

  it("leaves a town with no postcode, a postcode alone, and nothing, as they are", () => {
    expect(addressParts("3 Long Street, Sherborne")).toMatchObject({
      lines: ["3 Long Street", "", "", ""],
      city: "Sherborne",
      postcode: "",
    });
    expect(addressParts("SW1A 1AA")).toMatchObject({
      lines: ["", "", "", ""],
      postcode: "SW1A 1AA",
    });
    expect(addressParts("")).toEqual({
      lines: ["", "", "", ""],
      city: "",
      postcode: "",
      country: "",
    });
  });
});
