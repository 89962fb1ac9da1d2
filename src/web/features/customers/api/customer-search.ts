import { queryOptions } from "@tanstack/react-query";
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
