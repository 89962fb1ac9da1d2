import { describe, expect, it } from "vitest";
import { pdfText } from "./kit";

describe("pdfText: what the standard PDF fonts can draw", () => {
  it("keeps English text, pounds, euros, dashes, quotes and Latin-1 letters as they are", () => {
    const text = "Café – £1,234.50 (€10) “Multi-Finish” 2.5mm² × 3 ½\nNext line";
    expect(pdfText(text)).toBe(text);
  });

  it("leaves out emoji and symbols the fonts have no letter for", () => {
    expect(pdfText("Hartley Building Services Ltd 🏗️")).toBe("Hartley Building Services Ltd ");
    expect(pdfText("203x133 UB 🔩 3.8m")).toBe("203x133 UB 3.8m");
    expect(pdfText("👨‍👩‍👧 family")).toBe(" family");
  });

  it("draws an accented letter without its accent, and a ligature as its letters", () => {
    expect(pdfText("Łukasz Wójcik, Ștefan Țurcanu, ﬁtted")).toBe(
      "Lukasz Wójcik, Stefan Turcanu, fitted",
    );
  });
});
