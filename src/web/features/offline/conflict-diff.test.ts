import { describe, expect, it } from "vitest";
import { optimisticQuote } from "../quotes";
import { alreadySaved, diffQuotes } from "./conflict-diff";

const base = optimisticQuote(
  {
    id: "9b2f6a3e-3c1d-4f55-9a57-1b0f0c3b2a11",
    name: "Loft boarding",
    jobDescription: "Board the loft.",
    laborDays: 1,
    dayRatePence: 25_000,
    vatIncluded: true,
    vatRate: 20,
    marginPercent: 15,
    materials: [{ name: "Loft board 18mm", quantity: 20, unit: "board", netUnitPricePence: 899 }],
  },
  undefined,
  new Date("2026-11-26T10:00:00Z"),
);

describe("diffQuotes: their version against mine, for the conflict chooser", () => {
  it("lists only what differs: a changed field, a changed line, an added line and the totals", () => {
    const theirs = optimisticQuote({ laborDays: 2 }, base);
    const mine = optimisticQuote(
      {
        name: "Loft boarding and hatch",
        materials: [
          { name: "Loft board 18mm", quantity: 24, unit: "board", netUnitPricePence: 899 },
          { name: "Loft hatch", quantity: 1, unit: "each", netUnitPricePence: 4500 },
        ],
      },
      base,
    );
    const diff = diffQuotes(theirs, mine);
    expect(diff.fields).toEqual([
      { label: "Project name", theirs: "Loft boarding", mine: "Loft boarding and hatch" },
      { label: "Labour", theirs: "2 days", mine: "1 day" },
    ]);
    // 899p at 15 % markup is 1,034p a board (half up), per line rounded.
    expect(diff.lines).toEqual([
      {
        label: "Loft board 18mm",
        theirs: "20 boards × £10.34 = £206.80",
        mine: "24 boards × £10.34 = £248.16",
      },
      { label: "Loft hatch", theirs: "Not on their version", mine: "1 × £51.75 = £51.75" },
    ]);
    expect(diff.totals[0]).toEqual({
      label: "Total",
      theirs: "£848.16",
      mine: "£659.89",
    });
  });

  it("a line only on their version says it is not on mine; equal versions show only the totals", () => {
    const theirs = optimisticQuote(
      {
        materials: [
          { name: "Loft board 18mm", quantity: 20, unit: "board", netUnitPricePence: 899 },
          { name: "Insulation roll", quantity: 3, unit: "roll", netUnitPricePence: 2200 },
        ],
      },
      base,
    );
    expect(diffQuotes(theirs, base).lines).toEqual([
      { label: "Insulation roll", theirs: "3 rolls × £25.30 = £75.90", mine: "Not on my version" },
    ]);
    const same = diffQuotes(base, base);
    expect(same.fields).toEqual([]);
    expect(same.lines).toEqual([]);
    expect(same.totals).toEqual([{ label: "Total", theirs: "£548.16", mine: "£548.16" }]);
  });
});

describe("alreadySaved: a save sent again after its answer was lost is not a conflict", () => {
  const sent = {
    name: "Loft boarding and hatch",
    laborDays: 2,
    materials: [
      { name: "Loft board 18mm", quantity: 24, unit: "board", netUnitPricePence: 899 },
      { name: "Loft hatch", quantity: 1, unit: "each", netUnitPricePence: 4500 },
    ],
    measurements: [{ label: "Loft floor", value: 20, unit: "m" as const }],
  };
  // The server applied my save: their version is what my change makes of the base.
  const applied = optimisticQuote(sent, base);

  it("is true when the server's version is my change itself", () => {
    expect(alreadySaved(applied, sent, optimisticQuote(sent, applied))).toBe(true);
  });

  it("is false when a field, a line, a size or the total differs", () => {
    const theirs = optimisticQuote({ laborDays: 3 }, applied);
    expect(alreadySaved(theirs, sent, optimisticQuote(sent, theirs))).toBe(false);
    const fewerBoards = optimisticQuote(
      { materials: [{ ...sent.materials[0]!, quantity: 20 }, sent.materials[1]!] },
      applied,
    );
    expect(alreadySaved(fewerBoards, sent, optimisticQuote(sent, fewerBoards))).toBe(false);
    const otherSize = optimisticQuote(
      { measurements: [{ label: "Loft floor", value: 18, unit: "m" }] },
      applied,
    );
    expect(alreadySaved(otherSize, sent, optimisticQuote(sent, otherSize))).toBe(false);
  });

  it("compares the quote's own terms as sent (null: the business's defaults)", () => {
    const withTerms = { ...sent, terms: "30% deposit to book." };
    const saved = optimisticQuote(withTerms, base);
    expect(alreadySaved(saved, withTerms, optimisticQuote(withTerms, saved))).toBe(true);
    const defaults = { ...sent, terms: null };
    expect(alreadySaved(saved, defaults, optimisticQuote(defaults, saved))).toBe(false);
    expect(diffQuotes(saved, optimisticQuote(defaults, saved)).fields).toContainEqual({
      label: "Terms",
      theirs: "30% deposit to book.",
      mine: "My default terms",
    });
  });

  it("compares the site address as sent (null: the customer's address)", () => {
    const atSite = { ...sent, siteAddress: "Flat 2, 9 Cheap Street" };
    const saved = optimisticQuote(atSite, base);
    expect(alreadySaved(saved, atSite, optimisticQuote(atSite, saved))).toBe(true);
    const atHome = { ...sent, siteAddress: null };
    expect(alreadySaved(saved, atHome, optimisticQuote(atHome, saved))).toBe(false);
    expect(diffQuotes(saved, optimisticQuote(atHome, saved)).fields).toContainEqual({
      label: "Site address",
      theirs: "Flat 2, 9 Cheap Street",
      mine: "The customer's address",
    });
  });

  it("is false for a field it does not compare, so a real conflict is never dropped", () => {
    expect(alreadySaved(applied, { ...sent, notes: "Mind the cat" }, applied)).toBe(false);
  });
});
