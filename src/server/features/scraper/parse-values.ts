/** The values a supplier page's markup carries, cleaned: text, prices, stock, links, codes. */
export const clean = (text: unknown): string =>
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

export function absolute(href: unknown, base: string): string {
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
export function skuFromUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
    return /^[A-Za-z0-9-]{3,30}$/.test(last) && /\d/.test(last) ? last.toUpperCase() : "";
  } catch {
    return "";
  }
}

export function stripCodeLabel(text: string): string {
  return clean(
    text.replace(/^(product\s*code|sku|item\s*code|code|cat\.?\s*no\.?)\s*[:#]?\s*/i, ""),
  );
}
