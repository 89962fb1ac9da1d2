import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type PublicQuoteView, publicQuoteSchema } from "../../../shared/schemas/public-quote";
import { ApiError, api } from "../../lib/api";

export type PublicQuote = PublicQuoteView;
export { publicQuoteSchema };

const base = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;
export const publicQuoteKey = (token: string) => ["public-quote", token] as const;

export const publicQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicQuoteKey(token),
    queryFn: async () => publicQuoteSchema.parse(await api<unknown>("GET", base(token))),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export function usePublicQuote(token: string) {
  return useQuery(publicQuoteQueryOptions(token));
}

export type Decision =
  | { kind: "accept"; name: string }
  | { kind: "decline"; name: string; reason?: string };

/** Accept or decline as the customer; 409 quote_expired or already_decided refreshes the view. */
export function useDecidePublicQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ...body }: Decision) =>
      publicQuoteSchema.parse(await api<unknown>("POST", `${base(token)}/${kind}`, body)),
    onSuccess: (view) => queryClient.setQueryData(publicQuoteKey(token), view),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: publicQuoteKey(token) });
    },
  });
}

export const publicQuotePdfUrl = (token: string) => `${base(token)}/pdf`;
