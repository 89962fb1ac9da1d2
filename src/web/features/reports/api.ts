import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  accountingExportListSchema,
  type BooksSettings,
  booksSettingsSchema,
  type ExportFormat,
  type MtdQuarterReport,
  mtdQuarterSchema,
  type VatReturnReport,
  vatReturnSchema,
} from "../../../shared/schemas/reports";
import type { MtdQuarterBasis } from "../../../shared/tax/mtd";
import { ApiError, api } from "../../lib/api";
import { refreshInBackground } from "../../lib/query-client";

/** Every report query lives under ["reports"]: a settings change or an export refreshes them. */
const rootKey = ["reports"] as const;

export function useVatReturn(from: string, to: string) {
  return useQuery({
    queryKey: ["reports", "vat", from, to],
    queryFn: async (): Promise<VatReturnReport> =>
      vatReturnSchema.parse(
        await api<unknown>("GET", `/api/reports/vat-return?${new URLSearchParams({ from, to })}`),
      ),
    enabled: Boolean(from && to),
  });
}

export const mtdPath = (
  q: { taxYear: string; quarter: number; basis: MtdQuarterBasis },
  csv = false,
) =>
  `/api/reports/mtd-quarter?${new URLSearchParams({
    taxYear: q.taxYear,
    quarter: String(q.quarter),
    basis: q.basis,
    ...(csv ? { format: "csv" } : {}),
  })}`;

export function useMtdQuarter(q: { taxYear: string; quarter: number; basis: MtdQuarterBasis }) {
  return useQuery({
    queryKey: ["reports", "mtd", q.taxYear, q.quarter, q.basis],
    queryFn: async (): Promise<MtdQuarterReport> =>
      mtdQuarterSchema.parse(await api<unknown>("GET", mtdPath(q))),
  });
}

export function useExports() {
  return useQuery({
    queryKey: ["reports", "exports"],
    queryFn: async () =>
      accountingExportListSchema.parse(await api<unknown>("GET", "/api/exports")).exports,
  });
}

export function useBooksSettings() {
  return useQuery({
    queryKey: ["reports", "settings"],
    queryFn: async (): Promise<BooksSettings> =>
      booksSettingsSchema.parse(await api<unknown>("GET", "/api/settings/books")),
  });
}

export function useSaveBooksSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BooksSettings) => api<unknown>("PUT", "/api/settings/books", settings),
    onSuccess: () => refreshInBackground(queryClient, rootKey),
  });
}

export type ExportRequest = { format: ExportFormat } & (
  | { since: "last" }
  | { from: string; to: string }
);

/** Saves a file the server answered with, under the name it gave. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The export is fetched rather than linked so its refusal ("nothing new since the last export")
 * shows as a message, and the list of exports refreshes once it is made.
 */
export function useAccountingExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ExportRequest) => {
      const params = new URLSearchParams(request as Record<string, string>);
      const res = await fetch(`/api/exports/accounting?${params}`, { credentials: "same-origin" });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {
          error?: { code: string; message: string };
        } | null;
        throw new ApiError(
          res.status,
          body?.error?.code ?? "http_error",
          body?.error?.message ?? "The export could not be made. Please try again.",
        );
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
      saveBlob(await res.blob(), name ?? "sole-export.zip");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["reports", "exports"] }),
  });
}
