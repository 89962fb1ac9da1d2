import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type CreateInvoice,
  type Invoice,
  type InvoiceList,
  invoiceListSchema,
  invoiceSchema,
  type PaymentInput,
  type SendInvoice,
} from "../../../shared/schemas/invoices";
import { ApiError, api } from "../../lib/api";
import { refreshInBackground } from "../../lib/query-client";

/** Every invoice query lives under ["invoices"], so one invalidation refreshes them all. */
export const invoicesRootKey = ["invoices"] as const;
const invoiceKey = (id: string) => ["invoices", "detail", id] as const;
const path = (id: string) => `/api/invoices/${encodeURIComponent(id)}`;
export const invoicePath = (id: string) => `/dashboard/invoices/${id}`;

/**
 * The invoices page: pages of 50, newest number first; the server filters by status (and quote
 * or customer) over all.
 */
export function useInvoices(
  filter: { status?: string; quoteId?: string; customerId?: string } = {},
) {
  return useInfiniteQuery({
    queryKey: [
      "invoices",
      "list",
      filter.status ?? "",
      filter.quoteId ?? "",
      filter.customerId ?? "",
    ],
    queryFn: async ({ pageParam }): Promise<InvoiceList> => {
      const params = new URLSearchParams();
      if (filter.status) params.set("status", filter.status);
      if (filter.quoteId) params.set("quoteId", filter.quoteId);
      if (filter.customerId) params.set("customerId", filter.customerId);
      if (pageParam) params.set("cursor", pageParam);
      return invoiceListSchema.parse(await api<unknown>("GET", `/api/invoices?${params}`));
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: async (): Promise<Invoice> => invoiceSchema.parse(await api<unknown>("GET", path(id))),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3,
  });
}

function useInvoiceMutation<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      const parsed = invoiceSchema.safeParse(data);
      if (parsed.success) queryClient.setQueryData(invoiceKey(parsed.data.id), parsed.data);
      refreshInBackground(queryClient, invoicesRootKey);
    },
  });
}

/** Fetches the invoice as stored now into the cache: what Reload does after a version conflict. */
export function useReloadInvoice() {
  const queryClient = useQueryClient();
  return async (id: string): Promise<Invoice> => {
    const latest = invoiceSchema.parse(await api<unknown>("GET", path(id)));
    queryClient.setQueryData(invoiceKey(id), latest);
    await queryClient.invalidateQueries({ queryKey: invoicesRootKey });
    return latest;
  };
}

export const useCreateInvoice = () =>
  useInvoiceMutation(async (input: CreateInvoice) =>
    invoiceSchema.parse(await api<unknown>("POST", "/api/invoices", input)),
  );

export const useSendInvoice = () =>
  useInvoiceMutation(async ({ id, input }: { id: string; input: SendInvoice }) =>
    invoiceSchema.parse(await api<unknown>("POST", `${path(id)}/send`, input)),
  );

export const useRecordPayment = () =>
  useInvoiceMutation(async ({ id, input }: { id: string; input: PaymentInput }) =>
    invoiceSchema.parse(await api<unknown>("POST", `${path(id)}/payments`, input)),
  );

export const useDeletePayment = () =>
  useInvoiceMutation(async ({ id, paymentId }: { id: string; paymentId: string }) =>
    invoiceSchema.parse(
      await api<unknown>("DELETE", `${path(id)}/payments/${encodeURIComponent(paymentId)}`),
    ),
  );

export const useDeleteInvoice = () =>
  useInvoiceMutation(async (id: string) => api<unknown>("DELETE", path(id)));
