import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../../lib/api";

/** The fields a price-list column can be mapped to (the server's MAPPING_FIELDS). */
export const mappingFields = ["name", "sku", "unit", "price", "category", "description"] as const;
export type MappingField = (typeof mappingFields)[number];
export type PriceListMapping = Record<MappingField, string | null>;

export const mappingFieldLabels: Record<MappingField, string> = {
  name: "Name",
  sku: "SKU",
  unit: "Unit",
  price: "Price",
  category: "Category",
  description: "Description",
};

const rowErrorSchema = z.object({ row: z.number(), message: z.string() });
export type PriceListRowError = z.infer<typeof rowErrorSchema>;

const previewRowSchema = z.object({
  row: z.number(),
  name: z.string(),
  sku: z.string(),
  unit: z.string(),
  pricePence: z.number(),
  category: z.string().default(""),
  /** The product category the Category cell names (by name, case aside); null when none does. */
  categoryId: z.number().nullable().default(null),
  description: z.string().default(""),
});
export type PriceListPreviewRow = z.infer<typeof previewRowSchema>;

const nullableHeader = z.string().nullable().optional().default(null);
export const priceListPreviewSchema = z.object({
  headers: z.array(z.string()),
  mapping: z.object({
    name: nullableHeader,
    sku: nullableHeader,
    unit: nullableHeader,
    price: nullableHeader,
    category: nullableHeader,
    description: nullableHeader,
  }),
  rows: z.array(previewRowSchema),
  errors: z.array(rowErrorSchema),
  validCount: z.number(),
  errorCount: z.number(),
  /** Valid rows whose SKU the business's own price list holds at the merchant: updated. */
  ownMatches: z.number().default(0),
  /** Valid rows whose SKU the merchant's public catalogue lists: added beside it as the business's own. */
  catalogueMatches: z.number().default(0),
});
export type PriceListPreview = z.infer<typeof priceListPreviewSchema>;

export interface PriceListRequest {
  csv: string;
  merchantId: number;
  /** Omit to let the server guess the columns from the headers. */
  mapping?: PriceListMapping;
  /** The file's prices are the business's trade prices already (import only). */
  tradePrices?: boolean;
}

/** Parses a merchant's CSV without saving anything: the detected columns, rows and row errors. */
export async function previewPriceList(input: PriceListRequest): Promise<PriceListPreview> {
  return priceListPreviewSchema.parse(
    await api<unknown>("POST", "/api/price-lists/preview", input),
  );
}

export function usePreviewPriceList() {
  return useMutation({ mutationFn: previewPriceList });
}
