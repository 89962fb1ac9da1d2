import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CustomerSummary, customerSummarySchema } from "../../../../shared/schemas/customers";
import { api } from "../../../lib/api";
import { customerPath } from "./customer-path";
import { customersQueryKey } from "./customers";

/** Under the customers key, so saving or deleting a customer refreshes their page too. */
export const customerSummaryQueryKey = (id: string) => [...customersQueryKey, id, "summary"];

export async function getCustomerSummary(id: string): Promise<CustomerSummary> {
  const body = await api<unknown>("GET", `${customerPath(id)}/summary`);
  return customerSummarySchema.parse(body);
}

export function useCustomerSummary(id: string) {
  return useQuery(
    queryOptions({
      queryKey: customerSummaryQueryKey(id),
      queryFn: () => getCustomerSummary(id),
    }),
  );
}
