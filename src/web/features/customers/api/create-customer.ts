import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Customer,
  type CustomerInput,
  customerSchema,
} from "../../../../shared/schemas/customers";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { customersQueryKey } from "./customers";

export async function createCustomer(input: CustomerInput): Promise<Customer> {
  return customerSchema.parse(await api<unknown>("POST", "/api/customers", input));
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => refreshInBackground(queryClient, customersQueryKey),
  });
}
