import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TradeAccount, TradeAccountInput } from "../../../../shared/schemas/settings";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { settingsSchemas } from "./settings-schemas";

export const tradeAccountsQueryKey = ["trade-accounts"] as const;

export async function getTradeAccounts(): Promise<TradeAccount[]> {
  return (await settingsSchemas()).tradeAccountsResponseSchema.parse(
    await api<unknown>("GET", "/api/trade-accounts"),
  ).accounts;
}

export function useTradeAccounts() {
  return useQuery({ queryKey: tradeAccountsQueryKey, queryFn: getTradeAccounts });
}

export function useCreateTradeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TradeAccountInput) =>
      (await settingsSchemas()).tradeAccountResponseSchema.parse(
        await api<unknown>("POST", "/api/trade-accounts", input),
      ),
    onSuccess: () => refreshInBackground(client, tradeAccountsQueryKey),
  });
}

export function useSetDefaultTradeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await settingsSchemas()).tradeAccountResponseSchema.parse(
        await api<unknown>("PATCH", `/api/trade-accounts/${id}`, { isDefault: true }),
      ),
    onSuccess: () => refreshInBackground(client, tradeAccountsQueryKey),
  });
}

export function useDeleteTradeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>("DELETE", `/api/trade-accounts/${id}`),
    onSuccess: () => refreshInBackground(client, tradeAccountsQueryKey),
  });
}
