import { describe, expect, it } from "vitest";
import { greetingName } from "./customers";

describe("greetingName", () => {
  it("greets a person by their first name", () => {
    expect(greetingName({ firstName: "Patricia", lastName: "Hughes" })).toBe("Patricia");
  });

  it("keeps a name given in one field whole: a company is not greeted by its first word", () => {
    expect(greetingName({ firstName: "Harbour Lettings Ltd", lastName: "" })).toBe(
      "Harbour Lettings Ltd",
    );
    expect(greetingName({ firstName: " ", lastName: "Hughes" })).toBe("Hughes");
  });

  it("says 'there' to a customer known by email only", () => {
    expect(greetingName({ firstName: "", lastName: "" })).toBe("there");
    expect(greetingName({})).toBe("there");
  });
});
