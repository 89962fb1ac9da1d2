import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Customer,
  type CustomerUpdate,
  customerSchema,
} from "../../../../shared/schemas/customers";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { customerPath } from "./customer-path";
import { customersQueryKey } from "./customers";

/** Saves the form's changes, based on the version it loaded (409 when the customer moved on). */
export async function updateCustomer({
  id,
  input,
}: {
  id: string;
  input: CustomerUpdate;
}): Promise<Customer> {
  return customerSchema.parse(await api<unknown>("PATCH", customerPath(id), input));
}

/** One customer as stored now: what Reload fetches after a version conflict. */
export async function getCustomer(id: string): Promise<Customer> {
  return customerSchema.parse(await api<unknown>("GET", customerPath(id)));
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => refreshInBackground(queryClient, customersQueryKey),
  });
}
