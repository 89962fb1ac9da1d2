import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import {
  type Customer,
  type CustomerList,
  customerListSchema,
} from "../../../../shared/schemas/customers";
import { PAGE_LIMIT_MAX } from "../../../../shared/schemas/paging";
import { api } from "../../../lib/api";

/** The root of every customer query, so one invalidation refreshes lists, pickers and summaries. */
export const customersQueryKey = ["customers"] as const;

/** One page of customers, newest first, with their quote counts; the server searches all. */
export async function getCustomerPage(
  params: { q?: string; limit?: number },
  cursor?: string,
): Promise<CustomerList> {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.limit !== undefined) query.set("limit", String(params.limit));
  if (cursor) query.set("cursor", cursor);
  const search = query.toString();
  return customerListSchema.parse(
    await api<unknown>("GET", `/api/customers${search ? `?${search}` : ""}`),
  );
}

/** The customers page: pages loaded as it scrolls. */
export function useCustomerPages(q: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...customersQueryKey, "pages", q] as const,
      queryFn: ({ pageParam }) => getCustomerPage({ q }, pageParam || undefined),
      initialPageParam: "",
      getNextPageParam: (last: CustomerList) => last.nextCursor ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
}

/** A picker's customers: the newest 200 (a picker of more would want a search of its own). */
export async function getCustomers(): Promise<Customer[]> {
  return (await getCustomerPage({ limit: PAGE_LIMIT_MAX })).customers;
}

export const customersQueryOptions = queryOptions({
  queryKey: [...customersQueryKey, "picker"] as const,
  queryFn: getCustomers,
});

export function useCustomers() {
  return useQuery(customersQueryOptions);
}
