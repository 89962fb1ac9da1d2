import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type QuoteSettings, quoteSettingsSchema } from "../../../../shared/schemas/settings";
import { api } from "../../../lib/api";

export const quoteSettingsQueryKey = ["settings", "quote"] as const;

export async function getQuoteSettings(): Promise<QuoteSettings> {
  return quoteSettingsSchema.parse(await api<unknown>("GET", "/api/settings/quote"));
}

export function useQuoteSettings() {
  return useQuery({ queryKey: quoteSettingsQueryKey, queryFn: getQuoteSettings });
}

export function useSaveQuoteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: QuoteSettings) =>
      quoteSettingsSchema.parse(await api<unknown>("PUT", "/api/settings/quote", settings)),
    onSuccess: (saved) => client.setQueryData(quoteSettingsQueryKey, saved),
  });
}
