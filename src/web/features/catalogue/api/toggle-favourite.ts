import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { favouritesQueryKey } from "./get-favourites";
import { type ProductSearchResult, productsRootKey } from "./get-products";

export interface FavouriteChange {
  productId: number;
  favourite: boolean;
}

/** Stars (PUT) or unstars (DELETE) a product for the signed-in user. */
export async function setFavourite({ productId, favourite }: FavouriteChange): Promise<void> {
  await api<unknown>(favourite ? "PUT" : "DELETE", `/api/favourites/${productId}`);
}

/** Flips the star on every cached product page at once; rolls back if the server refuses. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async ({ productId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: productsRootKey });
      const previous = queryClient.getQueriesData<ProductSearchResult>({
        queryKey: productsRootKey,
      });
      queryClient.setQueriesData<ProductSearchResult>({ queryKey: productsRootKey }, (page) =>
        page?.products
          ? {
              ...page,
              products: page.products.map((p) =>
                p.id === productId ? { ...p, isFavourite: favourite } : p,
              ),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of (context?.previous ?? []) as [QueryKey, unknown][]) {
        queryClient.setQueryData(key, data);
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: productsRootKey });
      void queryClient.invalidateQueries({ queryKey: favouritesQueryKey });
    },
  });
}
