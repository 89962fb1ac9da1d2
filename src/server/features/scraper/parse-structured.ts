import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import {
  absolute,
  clean,
  describeAvailability,
  parsePricePence,
  skuFromUrl,
  stripCodeLabel,
} from "./parse-values";
import type { ScrapedItem } from "./scraped-item";

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

export function readJsonLd($: CheerioAPI, base: string) {
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

export function readMicrodata($: CheerioAPI, base: string): ScrapedItem[] {
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
