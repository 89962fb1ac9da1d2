/**
 * No regular expression of the server or shared code takes more than linear time on some input,
 * unless tests/meta/regex-safety.json allows it with the reason its input cannot reach that cost
 * (scripts/regex-safety.mjs says why this matters and how the verdicts are kept). Literals already
 * found safe are listed there; every other one is checked here with recheck.
 */
import { describe, expect, it } from "vitest";
import { readVerdicts, regexLiterals, verdictOf } from "../../scripts/regex-safety.mjs";

const literals = regexLiterals();
const { safe, allowed } = readVerdicts();
const known = new Set(safe);
/** recheck's time to decide: its first check loads it (1.5 s without its native binary). */
const DECIDE_MS = 10_000;

describe("regular expressions", () => {
  it("finds the literals to check", () => {
    expect(literals.length).toBeGreaterThan(400);
    expect(literals.map((l) => l.literal)).toContain("/(\\d)\\.0+(?!\\d)/g");
  });

  it("are linear, or allowed with the reason their input cannot reach more", () => {
    const unsafe = literals
      .filter((l) => !known.has(l.literal) && !allowed[l.literal])
      .map((l) => ({ ...l, ...verdictOf(l, DECIDE_MS) }))
      .filter((l) => l.status !== "safe")
      .map((l) => `${l.where} ${l.literal}: ${l.status} ${l.complexity ?? ""} ${l.attack ?? ""}`);
    expect(
      unsafe,
      "rewrite these so no part can match the same text two ways (or, when only bounded or " +
        "normalised text reaches one, allow it in tests/meta/regex-safety.json with that reason)",
    ).toEqual([]);
  });

  it("allows only literals that are still in the code, each with a reason", () => {
    const present = new Set(literals.map((l) => l.literal));
    for (const [literal, reason] of Object.entries(allowed)) {
      expect(present.has(literal), literal).toBe(true);
      expect(reason.length, literal).toBeGreaterThan(20);
    }
  });

  it("finds the super-linear shapes it is there for", () => {
    const check = (literal: string) => {
      const end = literal.lastIndexOf("/");
      const pattern = { pattern: literal.slice(1, end), flags: literal.slice(end + 1) };
      return verdictOf(pattern, DECIDE_MS).status;
    };
    // Decided by recheck's automaton (no lookaround), so as fast and sure on any machine: the
    // log's "params:" finder before and after it stopped matching newlines two ways.
    expect(check("/\\n\\s*params:/")).toBe("vulnerable");
    expect(check("/\\n[^\\S\\n]*params:/")).toBe("safe");
    expect(check("/^\\.+|\\.+$/g")).toBe("vulnerable");
  });
});
