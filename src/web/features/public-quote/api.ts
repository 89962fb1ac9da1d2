import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { quoteStatuses } from "../../../shared/schemas/quotes";
import { ApiError, api } from "../../lib/api";

/** What the customer sees of a quote (GET /api/public/quotes/:token): no margin or profit. */
export const publicQuoteSchema = z.object({
  reference: z.string(),
  number: z.number(),
  name: z.string(),
  business: z.object({
    name: z.string(),
    address: z.string().default(""),
    phone: z.string().default(""),
    email: z.string().default(""),
    website: z.string().default(""),
    vatNumber: z.string().default(""),
  }),
  customerName: z.string(),
  jobDescription: z.string(),
  materials: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPricePence: z.number(),
      totalPence: z.number(),
    }),
  ),
  measurements: z
    .array(z.object({ label: z.string(), value: z.number(), unit: z.string() }))
    .default([]),
  laborDays: z.number(),
  dayRatePence: z.number(),
  totalMaterialsCostPence: z.number(),
  totalLaborPence: z.number(),
  subtotalPence: z.number(),
  vatIncluded: z.boolean(),
  vatRate: z.number(),
  vatAmountPence: z.number(),
  totalAmountPence: z.number(),
  status: z.enum(quoteStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  decision: z
    .object({
      decision: z.enum(["accepted", "declined"]),
      byName: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

const base = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;
export const publicQuoteKey = (token: string) => ["public-quote", token] as const;

export const publicQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicQuoteKey(token),
    queryFn: async () => publicQuoteSchema.parse(await api<unknown>("GET", base(token))),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export function usePublicQuote(token: string) {
  return useQuery(publicQuoteQueryOptions(token));
}

export type Decision =
  | { kind: "accept"; name: string }
  | { kind: "decline"; name: string; reason?: string };

/** Accept or decline as the customer; 409 quote_expired or already_decided refreshes the view. */
export function useDecidePublicQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ...body }: Decision) =>
      publicQuoteSchema.parse(await api<unknown>("POST", `${base(token)}/${kind}`, body)),
    onSuccess: (view) => queryClient.setQueryData(publicQuoteKey(token), view),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: publicQuoteKey(token) });
    },
  });
}

export const publicQuotePdfUrl = (token: string) => `${base(token)}/pdf`;
