import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { quoteQueryKey, quotesRootKey } from "./get-quote";
import { quotePath } from "./quote-keys";

export async function deleteQuote(id: string): Promise<void> {
  await api<void>("DELETE", quotePath(id));
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: quoteQueryKey(id) });
      refreshInBackground(queryClient, quotesRootKey);
    },
  });
}
