import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../../lib/api";
import type { PriceListRequest } from "./preview-price-list";

export const priceListImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  skipped: z.number().default(0),
  errors: z.array(z.object({ row: z.number(), message: z.string() })).default([]),
});
export type PriceListImportResult = z.infer<typeof priceListImportResultSchema>;

/** Saves the valid rows as the business's own products (new SKUs created, known ones updated). */
export async function importPriceList(input: PriceListRequest): Promise<PriceListImportResult> {
  return priceListImportResultSchema.parse(
    await api<unknown>("POST", "/api/price-lists/import", input),
  );
}

export function useImportPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPriceList,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["products"] });
      void queryClient.invalidateQueries({ queryKey: ["categories"] });
    },
  });
}

/** Where the business's own catalogue downloads as CSV (optionally one merchant's). */
export function priceListExportUrl(merchantId?: number): string {
  return `/api/price-lists/export.csv${merchantId ? `?merchantId=${merchantId}` : ""}`;
}
