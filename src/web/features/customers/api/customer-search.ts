import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Customer } from "../../../../shared/schemas/customers";
import { answerShaped } from "../../../lib/answer-shape";
import { api } from "../../../lib/api";
import { customerPath } from "./customer-path";

/**
 * A picker's search over all of the business's customers (issue 20: a business may have
 * thousands): the first `PICKER_PAGE` matches of `q`, and whether there are more. The fetchers and
 * their schemas (zod) load on first use, so a screen that draws a picker does not wait for them.
 */
export const PICKER_PAGE = 20;

export const customerSearchOptions = (q: string) =>
  queryOptions({
    // Under the customers root key: adding or editing a customer refreshes the picker's matches.
    queryKey: ["customers", "search", q] as const,
    queryFn: async () => {
      const { getCustomerPage } = await import("./customers");
      const page = await getCustomerPage({ q, limit: PICKER_PAGE });
      return { customers: page.customers, more: page.nextCursor !== null };
    },
    staleTime: 30_000,
  });

/**
 * One customer by id (a quote's customer, for its address), read without zod: the quote builder's
 * first seconds use it (ADR 0023).
 */
export const customerOptions = (id: string) =>
  queryOptions({
    queryKey: ["customers", "one", id] as const,
    queryFn: async () =>
      answerShaped<Customer>(
        await api<unknown>("GET", customerPath(id)),
        { id: "string", displayName: "string", address: "string", version: "number" },
        "a customer",
      ),
  });

type Seen = { id: string; displayName: string; address?: string; email?: string; phone?: string };
const isSeen = (value: unknown): value is Seen =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Seen).id === "string" &&
  typeof (value as Seen).displayName === "string";

/**
 * With no signal a search cannot be asked: the customers this device has seen (kept with its
 * other customer reads, ./offline persister) that match `q` by name, email, phone or address, so a
 * quote made on site can still be for its customer.
 */
export function customersSeenOnDevice(client: QueryClient, q: string): Seen[] {
  const found = new Map<string, Seen>();
  const take = (value: unknown) => {
    if (isSeen(value)) found.set(value.id, value);
    else if (Array.isArray(value)) value.forEach(take);
    else if (typeof value === "object" && value !== null) {
      const { customers, pages } = value as { customers?: unknown; pages?: unknown };
      take(customers);
      take(pages);
    }
  };
  for (const [, data] of client.getQueriesData({ queryKey: ["customers"] })) take(data);
  const wanted = q.trim().toLowerCase();
  return [...found.values()]
    .filter((c) =>
      [c.displayName, c.email, c.phone, c.address].some((field) =>
        field?.toLowerCase().includes(wanted),
      ),
    )
    .sort((a, b) => a.displayName.localeCompare(b.displayName))
    .slice(0, PICKER_PAGE);
}
