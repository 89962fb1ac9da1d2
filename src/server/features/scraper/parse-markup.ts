import type { CheerioAPI } from "cheerio";
import type { AnyNode } from "domhandler";
import {
  absolute,
  clean,
  describeAvailability,
  parsePricePence,
  skuFromUrl,
  stripCodeLabel,
} from "./parse-values";
import type { ScrapedItem } from "./scraped-item";

/** Product tiles of a listing page, the product page itself, OpenGraph tags, breadcrumbs, pages. */
const TILE_SELECTORS = [
  '[data-qaid="product-tile"]',
  "[data-product-tile]",
  ".product-tile",
  ".product-card",
  "li.product",
  "[data-product-id]",
].join(", ");

function firstText($: CheerioAPI, scope: AnyNode, selectors: string): string {
  return clean($(scope).find(selectors).first().text());
}

export function readTiles($: CheerioAPI, base: string): ScrapedItem[] {
  const tiles = $(TILE_SELECTORS).filter((_, el) => $(el).parents(TILE_SELECTORS).length === 0);
  const items: ScrapedItem[] = [];
  tiles.each((_, tile) => {
    const t = $(tile);
    const link = t
      .find('[data-qaid="product_description"], .product-name a, .product-title a, a[href]')
      .first();
    const url = absolute(link.attr("href"), base);
    const name =
      firstText(
        $,
        tile,
        '[data-qaid="product_description"], .product-name, .product-title, h2, h3',
      ) ||
      clean(link.attr("title")) ||
      clean(link.text());
    const skuText =
      clean(t.attr("data-sku")) ||
      firstText($, tile, '[data-qaid="product-sku"], .product-sku, .sku, .product-code') ||
      clean(t.attr("data-product-id"));
    const priceEl = t.find('[data-qaid="price"], [data-price], .price, .product-price').first();
    const img = t.find("img").first();
    items.push({
      name,
      sku: stripCodeLabel(skuText) || skuFromUrl(url),
      pricePence: parsePricePence(
        priceEl.attr("data-price") ?? priceEl.attr("content") ?? priceEl.text(),
      ),
      stock: firstText($, tile, '[data-qaid="stock"], .stock, .availability, .stock-status'),
      url,
      imageUrl: absolute(img.attr("src") ?? img.attr("data-src"), base),
      description: firstText($, tile, ".product-description, .description"),
      category: "",
    });
  });
  return items;
}

/** A product page with no structured data: its heading, code and price markup. */
export function readProductMarkup($: CheerioAPI, base: string): ScrapedItem | null {
  const name =
    clean($('[data-qaid="pdp-product-name"]').first().text()) ||
    clean($("h1").first().text()) ||
    clean($('meta[property="og:title"]').attr("content"));
  if (!name) return null;
  const codeEl = $('[data-qaid="pdp-product-code"], .product-code, .sku, [data-sku]').first();
  let sku = stripCodeLabel(codeEl.attr("data-sku") ?? codeEl.text());
  if (!sku) {
    const m = $("body")
      .text()
      .match(/product\s*code\s*(?:[:#]\s*)?([A-Za-z0-9-]{3,30})/i);
    sku = m?.[1] ?? "";
  }
  const canonical = absolute($('link[rel="canonical"]').attr("href"), base) || base;
  const priceEl = $('[data-qaid="pdp-price"], [data-price], .product-price, .price').first();
  const img = $('[data-qaid="pdp-image"] img, .product-image img, main img').first();
  return {
    name,
    sku: sku || skuFromUrl(canonical),
    pricePence: parsePricePence(
      priceEl.attr("data-price") ?? priceEl.attr("content") ?? priceEl.text(),
    ),
    stock: clean($('[data-qaid="pdp-stock"], .stock, .availability, .stock-status').first().text()),
    url: canonical,
    imageUrl: absolute(img.attr("src") ?? img.attr("data-src"), base),
    description: clean($('meta[name="description"]').attr("content")),
    category: "",
  };
}

// ---- OpenGraph ------------------------------------------------------------------------------

export function readOpenGraph($: CheerioAPI, base: string): Partial<ScrapedItem> {
  const meta = (p: string) =>
    clean($(`meta[property="${p}"], meta[name="${p}"]`).first().attr("content"));
  return {
    name: meta("og:title"),
    imageUrl: absolute(meta("og:image"), base),
    url: absolute(meta("og:url"), base),
    description: meta("og:description"),
    pricePence: parsePricePence(meta("product:price:amount") || meta("og:price:amount")),
    sku: meta("product:retailer_item_id"),
    stock: describeAvailability(meta("product:availability") || meta("og:availability")),
  };
}

// ---- the page -------------------------------------------------------------------------------

export function readBreadcrumbMarkup($: CheerioAPI): string[] {
  const crumbs = $(
    'nav[aria-label*="breadcrumb" i] li, .breadcrumb li, [data-qaid="breadcrumb"] li',
  )
    .map((_, el) => clean($(el).text()))
    .get()
    .filter(Boolean);
  return crumbs;
}

export function readPagination($: CheerioAPI, base: string) {
  const next =
    $('link[rel="next"]').attr("href") ??
    $(
      'a[rel="next"], [data-qaid="pagination-next"] a, a[data-qaid="pagination-next"], .pagination a.next',
    )
      .first()
      .attr("href");
  const numbers = $('.pagination a, [data-qaid="pagination"] a, nav[aria-label*="pagination" i] a')
    .map((_, el) => Number(clean($(el).text())))
    .get()
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    nextPage: next ? absolute(next, base) || null : null,
    lastPageNumber: numbers.length ? Math.max(...numbers) : null,
  };
}
