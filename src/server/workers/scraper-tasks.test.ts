/**
 * Issue 15: the scraper's HTML parsing (cheerio) is reached with any page a user points it at
 * (up to 5 MB). It runs in the worker pool: a page cheerio is slow on (1 MB of nested elements:
 * its tree building is quadratic in the depth) is stopped by the task's time limit while the
 * event loop keeps answering; an ordinary page is parsed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { closePool, runTask } from "./pool";

const MB = 1024 * 1024;

beforeAll(async () => {
  await runTask("scrapeText", { html: "<p>warm</p>", selector: "p" }, { owner: "test" });
});
afterAll(() => closePool());

describe("scraper parsing in the pool", () => {
  it("stops a 1 MB page of nested elements at the time limit; the event loop answers meanwhile", async () => {
    const html = "<div>".repeat(MB / 5);
    let turns = 0;
    const ticker = setInterval(() => turns++, 10);
    const error = await runTask(
      "scrapePage",
      { html, url: "https://m.example/c" },
      { owner: "test", timeoutMs: 1500 },
    )
      .then(() => null)
      .catch((e: unknown) => e);
    clearInterval(ticker);
    // Either it finished (a fast machine) or the pool stopped it: never the server's loop.
    if (error !== null) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("task_timeout");
    }
    expect(turns).toBeGreaterThan(0);
  });

  it("parses an ordinary page and reads a selector's text, or says the selector is invalid", async () => {
    const html =
      '<html><head><meta name="description" content="Moisture resistant board"></head><body></body></html>';
    const meta = 'meta[name="description"]';
    expect(await runTask("scrapeText", { html, selector: meta }, { owner: "test" })).toEqual({
      text: "Moisture resistant board",
    });
    expect(await runTask("scrapeText", { html, selector: "[[[" }, { owner: "test" })).toEqual({
      invalidSelector: true,
    });
  });
});
