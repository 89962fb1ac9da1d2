import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod";
import { api } from "../../../../lib/api";
import type { PriceListRequest } from "./preview-price-list";

/** An import running in the background: rows done of total, then the result or the failure. */
export const priceListImportJobSchema = z.object({
  id: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  rowsDone: z.number(),
  rowsTotal: z.number(),
  inserted: z.number(),
  updated: z.number(),
  skipped: z.number(),
  error: z.string().optional(),
});
export type PriceListImportJob = z.infer<typeof priceListImportJobSchema>;
const jobResponseSchema = z.object({ job: priceListImportJobSchema });

/** Starts the import (202): the file is checked and parsed; the rows go in in the background. */
export async function importPriceList(input: PriceListRequest): Promise<PriceListImportJob> {
  return jobResponseSchema.parse(await api<unknown>("POST", "/api/price-lists/import", input)).job;
}

export function useImportPriceList() {
  return useMutation({ mutationFn: importPriceList });
}

const finished = (job: PriceListImportJob | undefined) =>
  job?.status === "done" || job?.status === "failed";

/** Polls the import every second until it is done or failed; the catalogue refreshes then. */
export function usePriceListImportJob(id: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["price-list-import", id],
    enabled: Boolean(id),
    queryFn: async () =>
      jobResponseSchema.parse(await api<unknown>("GET", `/api/price-lists/imports/${id}`)).job,
    refetchInterval: (q) => (finished(q.state.data) ? false : 1000),
  });
  const done = query.data?.status === "done";
  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: ["products"] });
    void queryClient.invalidateQueries({ queryKey: ["categories"] });
  }, [done, queryClient]);
  return query;
}

/** Where the business's own catalogue downloads as CSV (optionally one merchant's). */
export function priceListExportUrl(merchantId?: number): string {
  return `/api/price-lists/export.csv${merchantId ? `?merchantId=${merchantId}` : ""}`;
}
