import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Merchant,
  type MerchantTerms,
  type MerchantTermsResponse,
  merchantsResponseSchema,
  merchantTermsResponseSchema,
} from "../../../../shared/schemas/settings";
import { api } from "../../../lib/api";

export const merchantTermsQueryKey = ["settings", "merchant-terms"] as const;
export const merchantsQueryKey = ["merchants"] as const;

export async function getMerchantTerms(): Promise<MerchantTermsResponse> {
  return merchantTermsResponseSchema.parse(
    await api<unknown>("GET", "/api/settings/merchant-terms"),
  );
}

export function useMerchantTerms() {
  return useQuery({ queryKey: merchantTermsQueryKey, queryFn: getMerchantTerms });
}

export function useSaveMerchantTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (terms: MerchantTerms) =>
      merchantTermsResponseSchema.parse(
        await api<unknown>("PUT", "/api/settings/merchant-terms", terms),
      ),
    onSuccess: (saved) => client.setQueryData(merchantTermsQueryKey, saved),
  });
}

export async function getMerchants(): Promise<Merchant[]> {
  return merchantsResponseSchema.parse(await api<unknown>("GET", "/api/merchants")).merchants;
}

export function useMerchants() {
  return useQuery({ queryKey: merchantsQueryKey, queryFn: getMerchants, staleTime: Infinity });
}
