import { extractText, parsePage } from "../features/scraper/parse";

/**
 * The scraper's HTML parsing (cheerio), run in the worker pool: a fetched page (at most 5 MB) in,
 * plain data out. Parsing is not linear in every page (cheerio's tree building slows down with
 * deep nesting: 8,000 nested elements took seconds), so it runs here, where the pool's time limit
 * stops it and the event loop stays free.
 */
export const scraperTasks = {
  scrapePage: (input: { html: string; url: string }) => parsePage(input.html, input.url),
  /** The text the CSS selector picks; `invalidSelector` when cheerio cannot read the selector. */
  scrapeText: (input: { html: string; selector: string }) => {
    try {
      return { text: extractText(input.html, input.selector) };
    } catch {
      return { invalidSelector: true as const };
    }
  },
};
