import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Category, categorySchema } from "../../../../shared/schemas/catalogue";
import { api } from "../../../lib/api";

const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });

export const categoriesQueryKey = (merchantId?: number) =>
  ["categories", { merchantId: merchantId ?? null }] as const;

/** Every category with the number of products the business can see (optionally at one merchant). */
export async function getCategories(merchantId?: number): Promise<Category[]> {
  const query = merchantId ? `?merchantId=${merchantId}` : "";
  return categoriesResponseSchema.parse(await api<unknown>("GET", `/api/categories${query}`))
    .categories;
}

export const categoriesQueryOptions = (merchantId?: number) =>
  queryOptions({
    queryKey: categoriesQueryKey(merchantId),
    queryFn: () => getCategories(merchantId),
    staleTime: 60_000,
  });

export function useCategories(merchantId?: number) {
  return useQuery(categoriesQueryOptions(merchantId));
}
