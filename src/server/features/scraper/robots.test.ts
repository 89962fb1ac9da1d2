/**
 * robots.txt is read by robots-parser (issue 16): these pin what the scraper now obeys. The
 * group and longest-match basics stay in tests/api/scraper.test.ts.
 */
import { describe, expect, it } from "vitest";
import { parseRobots, robotsAllows } from "./fetch";

const AGENT = "SoleBot/1.0";

describe("robots.txt", () => {
  it("lets the longest matching rule win, Allow over Disallow and Disallow over Allow", () => {
    const rules = parseRobots(
      [
        "User-agent: *",
        "Disallow: /shop/",
        "Allow: /shop/plaster",
        "Disallow: /shop/plasterboard/trade",
        "Allow: /page",
        "Disallow: /page.html",
      ].join("\n"),
      AGENT,
    );
    expect(robotsAllows(rules, "/shop/nails")).toBe(false);
    expect(robotsAllows(rules, "/shop/plasterboard")).toBe(true);
    expect(robotsAllows(rules, "/shop/plasterboard/trade-prices")).toBe(false);
    expect(robotsAllows(rules, "/page.html")).toBe(false);
    expect(robotsAllows(rules, "/page2")).toBe(true);
    expect(robotsAllows(rules, "/elsewhere")).toBe(true);
  });

  it("matches * anywhere in a path and $ at its end, query strings included", () => {
    const rules = parseRobots(
      [
        "User-agent: *",
        "Disallow: /*?sort=",
        "Disallow: /*.pdf$",
        "Disallow: /c/*/compare",
        "Allow: /c/*/compare/help$",
      ].join("\n"),
      AGENT,
    );
    expect(robotsAllows(rules, "/c/plasterboard?sort=price")).toBe(false);
    expect(robotsAllows(rules, "/c/plasterboard?page=2")).toBe(true);
    expect(robotsAllows(rules, "/files/datasheet.pdf")).toBe(false);
    expect(robotsAllows(rules, "/files/datasheet.pdf?v=2")).toBe(true);
    expect(robotsAllows(rules, "/c/boards/compare/7")).toBe(false);
    expect(robotsAllows(rules, "/c/boards/compare/help")).toBe(true);
    expect(robotsAllows(rules, "/c/boards/compare/help/more")).toBe(false);
  });

  it("follows our group by name, in any case, and ignores the others", () => {
    const text = [
      "User-agent: *",
      "Disallow: /",
      "",
      "User-agent: OtherBot",
      "User-agent: solebot",
      "Disallow: /account",
    ].join("\n");
    expect(robotsAllows(parseRobots(text, AGENT), "/c/plasterboard")).toBe(true);
    expect(robotsAllows(parseRobots(text, AGENT), "/account/orders")).toBe(false);
    expect(robotsAllows(parseRobots(text, "SomeoneElse/2.0"), "/c/plasterboard")).toBe(false);
  });

  it("allows everything when the file has no rules for us or cannot be read as rules", () => {
    expect(robotsAllows(parseRobots("", AGENT), "/anything")).toBe(true);
    expect(robotsAllows(parseRobots("<html>Not found</html>", AGENT), "/anything")).toBe(true);
    expect(
      robotsAllows(parseRobots("User-agent: *\nDisallow:\n# Disallow: /\n", AGENT), "/a"),
    ).toBe(true);
  });
});
