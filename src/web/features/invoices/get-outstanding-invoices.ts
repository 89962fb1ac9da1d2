import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { afterNextPaint } from "../../lib/deferred";

/**
 * The total owed on sent invoices (the dashboard's tile). Under ["invoices"], so invoice mutations
 * refresh it. zod loads while the request is out, once the page has been drawn
 * (docs/decisions/0002-landing-bundle.md).
 */
export function useOutstandingInvoices() {
  return useQuery({
    queryKey: ["invoices", "summary"],
    queryFn: async () => {
      const [{ outstandingSchema }, body] = await Promise.all([
        afterNextPaint().then(() => import("./outstanding-schema")),
        api<unknown>("GET", "/api/invoices/summary"),
      ]);
      return outstandingSchema.parse(body);
    },
    staleTime: 0,
  });
}
