import { type CheerioAPI, load } from "cheerio";
import type { AnyNode, Element } from "domhandler";

/** One product read from a supplier page, before it is matched to the catalogue. */
export interface ScrapedItem {
  name: string;
  sku: string;
  pricePence: number | null;
  stock: string;
  url: string;
  imageUrl: string;
  description: string;
  category: string;
}

export interface ParsedPage {
  kind: "product" | "listing";
  items: ScrapedItem[];
  category: string;
  nextPage: string | null;
  /** The highest page number the listing's pagination shows, when it shows one. */
  lastPageNumber: number | null;
}

const clean = (text: unknown): string =>
  typeof text === "string" || typeof text === "number"
    ? String(text).replace(/\s+/g, " ").trim()
    : "";

/** "£1,234.50", "12.99", 12.99 → pence; the first amount wins (inc VAT on supplier pages). */
export function parsePricePence(raw: unknown): number | null {
  if (typeof raw === "number")
    return Number.isFinite(raw) && raw >= 0 ? Math.round(raw * 100) : null;
  const text = clean(raw);
  const m = text.replace(/,(?=\d{3}\b)/g, "").match(/(\d+(?:\.\d{1,2})?)/);
  if (!m?.[1]) return null;
  const value = Number(m[1]);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export function describeAvailability(raw: unknown): string {
  const text = clean(raw);
  if (!text) return "";
  const key = text.replace(/^https?:\/\/schema\.org\//i, "").toLowerCase();
  const known: Record<string, string> = {
    instock: "In stock",
    outofstock: "Out of stock",
    limitedavailability: "Limited stock",
    preorder: "Pre-order",
    backorder: "Back order",
    discontinued: "Discontinued",
    instoreonly: "In store only",
    onlineonly: "Online only",
    soldout: "Sold out",
  };
  return known[key] ?? text;
}

function absolute(href: unknown, base: string): string {
  const text = clean(href);
  if (!text) return "";
  try {
    const url = new URL(text, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : "";
  } catch {
    return "";
  }
}

/** A supplier code from a product URL: Screwfix-style paths end with it (/p/name/12345). */
function skuFromUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
    return /^[A-Za-z0-9-]{3,30}$/.test(last) && /\d/.test(last) ? last.toUpperCase() : "";
  } catch {
    return "";
  }
}

function stripCodeLabel(text: string): string {
  return clean(
    text.replace(/^(product\s*code|sku|item\s*code|code|cat\.?\s*no\.?)\s*[:#]?\s*/i, ""),
  );
}

// ---- JSON-LD --------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function typesOf(node: Json): string[] {
  const t = node["@type"];
  return (Array.isArray(t) ? t : [t]).map((x) => String(x ?? "").toLowerCase());
}

function flattenLd(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) {
    for (const v of value) flattenLd(v, out);
  } else if (value && typeof value === "object") {
    const node = value as Json;
    out.push(node);
    if (node["@graph"]) flattenLd(node["@graph"], out);
  }
  return out;
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function imageOf(value: unknown, base: string): string {
  const first = firstOf(value);
  if (first && typeof first === "object")
    return absolute((first as Json).url ?? (first as Json).contentUrl, base);
  return absolute(first, base);
}

function ldProduct(node: Json, base: string): ScrapedItem {
  const offer = firstOf(node.offers) as Json | undefined;
  const offerObj = offer && typeof offer === "object" ? offer : {};
  const priceRaw =
    offerObj.price ??
    offerObj.lowPrice ??
    (firstOf(offerObj.priceSpecification) as Json | undefined)?.price;
  const url = absolute(node.url ?? offerObj.url, base);
  const category = firstOf(node.category);
  return {
    name: clean(node.name),
    sku: clean(node.sku ?? node.mpn ?? node.productID) || skuFromUrl(url),
    pricePence: parsePricePence(priceRaw),
    stock: describeAvailability(offerObj.availability),
    url,
    imageUrl: imageOf(node.image, base),
    description: clean(node.description),
    category:
      typeof category === "string"
        ? clean(category.split(">").pop())
        : clean((category as Json)?.name),
  };
}

function readJsonLd($: CheerioAPI, base: string) {
  const products: ScrapedItem[] = [];
  let listed = false;
  let breadcrumb: string[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    let data: unknown;
    try {
      data = JSON.parse($(el).text());
    } catch {
      return;
    }
    for (const node of flattenLd(data)) {
      const types = typesOf(node);
      if (types.includes("product")) products.push(ldProduct(node, base));
      if (types.includes("itemlist")) {
        listed = true;
        for (const entry of flattenLd(node.itemListElement)) {
          const item = (entry.item as Json | undefined) ?? entry;
          if (
            item &&
            typeof item === "object" &&
            typesOf(item).includes("product") &&
            item !== entry
          ) {
            products.push(ldProduct(item, base));
          }
        }
      }
      if (types.includes("breadcrumblist")) {
        breadcrumb = flattenLd(node.itemListElement)
          .filter((e) => typesOf(e).includes("listitem"))
          .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
          .map((e) => clean(e.name ?? (e.item as Json | undefined)?.name));
      }
    }
  });
  return { products, listed, breadcrumb };
}

// ---- microdata ------------------------------------------------------------------------------

function itemprop($: CheerioAPI, scope: Element, name: string): ReturnType<CheerioAPI> {
  // Properties of this item only, not of an item nested inside it.
  return $(scope)
    .find(`[itemprop~="${name}"]`)
    .filter(
      (_, el) =>
        $(el).parents("[itemscope]").first()[0] === scope ||
        $(el).closest("[itemtype*='Offer' i]").length > 0,
    )
    .first();
}

function propValue(el: ReturnType<CheerioAPI>, base: string): string {
  if (!el.length) return "";
  const node = el[0] as Element;
  const tag = node.tagName?.toLowerCase();
  if (el.attr("content") !== undefined) return clean(el.attr("content"));
  if (tag === "a" || tag === "link") return absolute(el.attr("href"), base);
  if (tag === "img") return absolute(el.attr("src") ?? el.attr("data-src"), base);
  if (tag === "meta") return clean(el.attr("content"));
  return clean(el.text());
}

function readMicrodata($: CheerioAPI, base: string): ScrapedItem[] {
  const items: ScrapedItem[] = [];
  $('[itemscope][itemtype*="schema.org/Product" i]').each((_, scope) => {
    const get = (name: string) => propValue(itemprop($, scope, name), base);
    const url = get("url");
    items.push({
      name: get("name"),
      sku: stripCodeLabel(get("sku") || get("mpn") || get("productID")) || skuFromUrl(url),
      pricePence: parsePricePence(get("price") || get("lowPrice")),
      stock: describeAvailability(get("availability")),
      url,
      imageUrl: get("image"),
      description: get("description"),
      category: get("category"),
    });
  });
  return items;
}

// ---- listing markup -------------------------------------------------------------------------

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

function readTiles($: CheerioAPI, base: string): ScrapedItem[] {
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
function readProductMarkup($: CheerioAPI, base: string): ScrapedItem | null {
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
      .match(/product\s*code\s*[:#]?\s*([A-Za-z0-9-]{3,30})/i);
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

function readOpenGraph($: CheerioAPI, base: string): Partial<ScrapedItem> {
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

// ---- the page -------------------------------------------------------------------------------

function readBreadcrumbMarkup($: CheerioAPI): string[] {
  const crumbs = $(
    'nav[aria-label*="breadcrumb" i] li, .breadcrumb li, [data-qaid="breadcrumb"] li',
  )
    .map((_, el) => clean($(el).text()))
    .get()
    .filter(Boolean);
  return crumbs;
}

function readPagination($: CheerioAPI, base: string) {
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
