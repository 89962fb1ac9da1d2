import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { productPageSchema } from "../../../../shared/schemas/catalogue";
import { ApiError, api } from "../../../lib/api";

/** The search a page asks for; empty values are left out of the request. */
export interface ProductSearchParams {
  q: string;
  merchantId?: number;
  categoryId?: number;
  favourites?: boolean;
  page: number;
  pageSize: number;
}

/** The API's page, plus its "more than we counted" flag when it sends one. */
const productSearchResultSchema = productPageSchema.extend({
  totalIsEstimate: z.boolean().optional().default(false),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** Every product query lives under ["products"], so one invalidation refreshes them all. */
export const productsRootKey = ["products"] as const;
export const productsQueryKey = (params: ProductSearchParams) =>
  ["products", "list", params] as const;

export async function getProducts(params: ProductSearchParams): Promise<ProductSearchResult> {
  const search = new URLSearchParams({
    q: params.q.trim(),
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.merchantId) search.set("merchantId", String(params.merchantId));
  if (params.categoryId) search.set("categoryId", String(params.categoryId));
  if (params.favourites) search.set("favourites", "1");
  return productSearchResultSchema.parse(await api<unknown>("GET", `/api/products?${search}`));
}

export const productsQueryOptions = (params: ProductSearchParams) =>
  queryOptions({
    queryKey: productsQueryKey(params),
    queryFn: () => getProducts(params),
    // Keep the last page on screen while the next one loads (no flashing skeleton on paging).
    placeholderData: keepPreviousData,
    // A refused search (4xx) will not get better by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export function useProducts(params: ProductSearchParams) {
  return useQuery(productsQueryOptions(params));
}
