import { describe, expect, it } from "vitest";
import { answerShaped } from "./answer-shape";

describe("answerShaped", () => {
  const fields = { id: "string", version: "number", materials: "array" } as const;

  it("returns the body when every named field has its kind", () => {
    const body = { id: "q1", version: 3, materials: [], extra: null };
    expect(answerShaped(body, fields, "a quote")).toBe(body);
  });

  it("refuses a body that is not an object, naming what was expected", () => {
    for (const body of [null, "<!doctype html>", [], 42]) {
      expect(() => answerShaped(body, fields, "a quote")).toThrow(
        "The server's answer was not a quote.",
      );
    }
  });

  it("names the first field that is missing or of another kind", () => {
    expect(() =>
      answerShaped({ id: "q1", version: "3", materials: [] }, fields, "a quote"),
    ).toThrow("The server's answer was not a quote (version).");
    expect(() => answerShaped({ id: "q1", version: 3 }, fields, "a quote")).toThrow("(materials)");
    expect(() => answerShaped({ id: "q1", version: 3, materials: {} }, fields, "a quote")).toThrow(
      "(materials)",
    );
  });
});
