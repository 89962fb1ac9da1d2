/**
 * A supplier page read into products: structured data (./parse-structured.ts: JSON-LD,
 * microdata), then the page's markup (./parse-markup.ts: tiles, product page, OpenGraph).
 */
import { load } from "cheerio";
import type { Element } from "domhandler";
import {
  readBreadcrumbMarkup,
  readOpenGraph,
  readPagination,
  readProductMarkup,
  readTiles,
} from "./parse-markup";
import { readJsonLd, readMicrodata } from "./parse-structured";
import { clean } from "./parse-values";
import type { ParsedPage, ScrapedItem } from "./scraped-item";

export { describeAvailability, parsePricePence } from "./parse-values";
export type { ParsedPage, ScrapedItem } from "./scraped-item";

/** Empty fields of `item` taken from `extra`: one source fills the gaps another left. */
function fill(item: ScrapedItem, extra: Partial<ScrapedItem>): ScrapedItem {
  const out = { ...item };
  for (const [key, value] of Object.entries(extra) as [keyof ScrapedItem, unknown][]) {
    if (
      (out[key] === "" || out[key] === null) &&
      value !== "" &&
      value !== null &&
      value !== undefined
    ) {
      (out as Record<string, unknown>)[key] = value;
    }
  }
  return out;
}

/** Reads products from a supplier page: JSON-LD, then microdata, OpenGraph and the page markup. */
export function parsePage(html: string, pageUrl: string): ParsedPage {
  const $ = load(html);
  const ld = readJsonLd($, pageUrl);
  const micro = readMicrodata($, pageUrl);
  const tiles = readTiles($, pageUrl);
  const breadcrumb = ld.breadcrumb.length ? ld.breadcrumb : readBreadcrumbMarkup($);
  const pagination = readPagination($, pageUrl);

  const isListing = ld.listed || tiles.length > 1 || micro.length > 1 || ld.products.length > 1;
  let items: ScrapedItem[];
  if (isListing) {
    // Every source, merged by SKU (else URL): structured data first, the tile fills the gaps.
    const merged = new Map<string, ScrapedItem>();
    for (const item of [...ld.products, ...micro, ...tiles]) {
      const key = item.sku || item.url || item.name;
      const existing = merged.get(key);
      merged.set(key, existing ? fill(existing, item) : item);
    }
    items = [...merged.values()];
  } else {
    let item = ld.products[0] ?? micro[0] ?? tiles[0] ?? readProductMarkup($, pageUrl);
    if (item) {
      item = fill(item, readOpenGraph($, pageUrl));
      const markup = readProductMarkup($, pageUrl);
      if (markup) item = fill(item, markup);
      if (!item.url) item.url = pageUrl;
    }
    items = item ? [item] : [];
  }

  const h1 = clean($("h1").first().text());
  const listingCategory = breadcrumb.at(-1) || h1;
  const productCategory = breadcrumb.length >= 2 ? (breadcrumb.at(-2) ?? "") : "";
  const category = isListing ? listingCategory : productCategory;
  items = items
    .map((item) => ({ ...item, category: item.category || category, url: item.url || pageUrl }))
    .filter((item) => item.name && item.sku && item.pricePence !== null);
  return {
    kind: isListing ? "listing" : "product",
    items,
    category,
    nextPage: isListing ? pagination.nextPage : null,
    lastPageNumber: pagination.lastPageNumber,
  };
}

/** The text of the first match of a selector: a meta tag's content, else its text without markup. */
export function extractText(html: string, selector: string): string {
  const $ = load(html);
  const el = $(selector).first();
  if (!el.length) return "";
  const tag = (el[0] as Element).tagName?.toLowerCase();
  el.find("script, style, noscript, template").remove();
  const raw = tag === "meta" ? (el.attr("content") ?? "") : el.text();
  // Content attributes may themselves carry escaped markup.
  return clean(load(`<div>${raw}</div>`)("div").text()).slice(0, 10_000);
}
