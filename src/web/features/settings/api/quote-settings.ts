import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuoteSettings } from "../../../../shared/schemas/settings";
import { answerShaped } from "../../../lib/answer-shape";
import { api } from "../../../lib/api";
import { settingsSchemas } from "./settings-schemas";

export const quoteSettingsQueryKey = ["settings", "quote"] as const;

/** Read without zod: the quote builder's first seconds use it (ADR 0023). */
export async function getQuoteSettings(): Promise<QuoteSettings> {
  return answerShaped<QuoteSettings>(
    await api<unknown>("GET", "/api/settings/quote"),
    {
      defaultDayRatePence: "number",
      defaultVatRate: "number",
      quoteValidDays: "number",
      defaultTerms: "string",
      depositPercent: "number",
    },
    "the quote settings",
  );
}

export function useQuoteSettings() {
  return useQuery({ queryKey: quoteSettingsQueryKey, queryFn: getQuoteSettings });
}

export function useSaveQuoteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: QuoteSettings) =>
      (await settingsSchemas()).quoteSettingsSchema.parse(
        await api<unknown>("PUT", "/api/settings/quote", settings),
      ),
    onSuccess: (saved) => client.setQueryData(quoteSettingsQueryKey, saved),
  });
}
