import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
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
      // Not awaited: the screen that deleted it (the quote's own page) leaves first. Awaited, its
      // other reads were refetched before it could, while it asked for the deleted quote again,
      // drew "Quote Not Found" and went, with the callbacks that leave it and say "Quote deleted".
      void queryClient.invalidateQueries({ queryKey: quotesRootKey });
    },
  });
}
