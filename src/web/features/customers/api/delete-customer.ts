import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { customerPath } from "./customer-path";
import { customersQueryKey } from "./customers";

/** Deletes a customer; their quotes are kept, unlinked (the server keeps the name on them). */
export async function deleteCustomer(id: string): Promise<void> {
  await api<void>("DELETE", customerPath(id));
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => refreshInBackground(queryClient, customersQueryKey),
  });
}
