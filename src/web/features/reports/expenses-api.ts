import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Expense,
  type ExpenseInput,
  type ExpenseList,
  type ExpenseUpdate,
  expenseListSchema,
} from "../../../shared/schemas/expenses";
import { api } from "../../lib/api";

const listKey = ["expenses", "list"] as const;

/** The business's expenses, newest first, a page at a time. */
export function useExpenses() {
  return useInfiniteQuery({
    queryKey: listKey,
    queryFn: async ({ pageParam }): Promise<ExpenseList> => {
      const params = new URLSearchParams({ limit: "20" });
      if (pageParam) params.set("cursor", pageParam);
      return expenseListSchema.parse(await api<unknown>("GET", `/api/expenses?${params}`));
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** An expense changes the MTD quarter and the VAT return: both are refreshed with the list. */
function useRefreshBooks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["expenses"] }),
      queryClient.invalidateQueries({ queryKey: ["reports"] }),
    ]);
}

export function useSaveExpense() {
  const refresh = useRefreshBooks();
  return useMutation({
    mutationFn: (
      change: { id?: undefined; input: ExpenseInput } | { id: string; input: ExpenseUpdate },
    ) =>
      change.id
        ? api<Expense>("PATCH", `/api/expenses/${encodeURIComponent(change.id)}`, change.input)
        : api<Expense>("POST", "/api/expenses", change.input),
    onSuccess: refresh,
  });
}

export function useDeleteExpense() {
  const refresh = useRefreshBooks();
  return useMutation({
    mutationFn: (id: string) => api<void>("DELETE", `/api/expenses/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
