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
