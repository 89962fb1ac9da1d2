import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Customer, customerListSchema } from "../../../../shared/schemas/customers";
import { api } from "../../../lib/api";

export const customersQueryKey = ["customers"] as const;

/** The business's customers, newest first, with their quote counts. */
export async function getCustomers(): Promise<Customer[]> {
  const body = await api<unknown>("GET", "/api/customers");
  return customerListSchema.parse(body).customers;
}

export const customersQueryOptions = queryOptions({
  queryKey: customersQueryKey,
  queryFn: getCustomers,
});

export function useCustomers() {
  return useQuery(customersQueryOptions);
}
