import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api";

const favouritesResponseSchema = z.object({ productIds: z.array(z.number()) });

export const favouritesQueryKey = ["favourites"] as const;

/** The ids of the products the signed-in user has starred. */
export async function getFavourites(): Promise<number[]> {
  return favouritesResponseSchema.parse(await api<unknown>("GET", "/api/favourites")).productIds;
}

export const favouritesQueryOptions = queryOptions({
  queryKey: favouritesQueryKey,
  queryFn: getFavourites,
});

export function useFavourites() {
  return useQuery(favouritesQueryOptions);
}
