import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Customer,
  type CustomerInput,
  customerSchema,
} from "../../../../shared/schemas/customers";
import { api } from "../../../lib/api";
import { customersQueryKey } from "./customers";

export async function updateCustomer({
  id,
  input,
}: {
  id: string;
  input: CustomerInput;
}): Promise<Customer> {
  const path = `/api/customers/${encodeURIComponent(id)}`;
  return customerSchema.parse(await api<unknown>("PATCH", path, input));
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
