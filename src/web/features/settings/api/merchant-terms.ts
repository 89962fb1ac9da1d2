import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Merchant,
  MerchantTerms,
  MerchantTermsResponse,
} from "../../../../shared/schemas/settings";
import { answerShaped } from "../../../lib/answer-shape";
import { api } from "../../../lib/api";
import { settingsSchemas } from "./settings-schemas";

export const merchantTermsQueryKey = ["settings", "merchant-terms"] as const;
export const merchantsQueryKey = ["merchants"] as const;

export async function getMerchantTerms(): Promise<MerchantTermsResponse> {
  return (await settingsSchemas()).merchantTermsResponseSchema.parse(
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
      (await settingsSchemas()).merchantTermsResponseSchema.parse(
        await api<unknown>("PUT", "/api/settings/merchant-terms", terms),
      ),
    onSuccess: (saved) => client.setQueryData(merchantTermsQueryKey, saved),
  });
}

/** Read without zod: the quote builder's first seconds use it (ADR 0023). */
export async function getMerchants(): Promise<Merchant[]> {
  const answer = await api<unknown>("GET", "/api/merchants");
  return answerShaped<{ merchants: Merchant[] }>(answer, { merchants: "array" }, "the merchants")
    .merchants;
}

export function useMerchants() {
  return useQuery({ queryKey: merchantsQueryKey, queryFn: getMerchants, staleTime: Infinity });
}
