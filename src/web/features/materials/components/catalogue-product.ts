import { z } from "zod";

/** The fields of a catalogue product the search panel needs (the API sends more). */
export const catalogueProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  unit: z.string(),
  merchantId: z.number(),
  merchantName: z.string(),
  netPricePence: z.number(),
  grossPricePence: z.number(),
  discountPercent: z.number(),
  /** An account price from the business's price list: no discount on top (said beside it). */
  tradePrice: z.boolean().default(false),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const cataloguePageSchema = z.object({
  products: z.array(catalogueProductSchema),
  total: z.number(),
});
