import { z } from "zod";
import { cleanText, rowIdParam } from "./common";
import { PAGE_LIMIT_MAX, pageLimitMessage, pageQuerySchema } from "./paging";

/** A catalogue product as a business sees it: gross price, its net trade price and the discount applied. */
export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  unit: z.string(),
  merchantId: z.number(),
  merchantName: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  grossPricePence: z.number(),
  netPricePence: z.number(),
  discountPercent: z.number(),
  description: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  stock: z.string(),
  isPrivate: z.boolean(),
  /** From a price list of the business's own account prices: no Merchant Terms discount on top. */
  tradePrice: z.boolean(),
  isFavourite: z.boolean(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productQuerySchema = z.object({
  q: cleanText().trim().max(200).optional().default(""),
  merchantId: rowIdParam().optional(),
  categoryId: rowIdParam().optional(),
  /** Matches descriptions too (the description scraper's search, SPEC §5). */
  includeDescription: z.enum(["0", "1"]).optional(),
  favourites: z.enum(["0", "1"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Issue 19: `limit` (50 unless asked, at most 200) and the `nextCursor` of the previous page, as
   * the other lists take them; either one switches the answer from page/pageSize to them.
   */
  limit: z.coerce
    .number({ error: pageLimitMessage })
    .int({ error: pageLimitMessage })
    .min(1, { error: pageLimitMessage })
    .max(PAGE_LIMIT_MAX, { error: pageLimitMessage })
    .optional(),
  cursor: pageQuerySchema.shape.cursor,
});
export type ProductQuery = z.input<typeof productQuerySchema>;

export const productPageSchema = z.object({
  products: z.array(productSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  productCount: z.number(),
});
export type Category = z.infer<typeof categorySchema>;
