import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { JOB_DESCRIPTION_MAX_CHARS } from "../../../../shared/limits";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";

/** One product line to add: the server prices it at the business's net price, in its unit. */
export interface ProductLine {
  productId: number;
  quantity: number;
}

export interface AddToQuoteInput {
  quoteId: string;
  lines: ProductLine[];
}

/**
 * The one request that adds catalogue products to a quote as material lines (SPEC §2 Add to
 * Quote), one line after another so they keep the order chosen.
 */
export async function addProductsToQuote({ quoteId, lines }: AddToQuoteInput) {
  for (const { productId, quantity } of lines) {
    await api<unknown>("POST", `/api/quotes/${encodeURIComponent(quoteId)}/materials`, {
      productId,
      quantity,
    });
  }
}

/** Adds products to a quote; every quote query (the picker's included) refreshes after. */
export function useAddToQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductsToQuote,
    // Every quote query, the picker's options included, lives under the ["quotes"] root.
    onSettled: () => refreshInBackground(queryClient, ["quotes"]),
  });
}

const createdSchema = z.object({ id: z.string() });

/**
 * "New quote": a draft whose job description names the products (the builder asks for the rest),
 * then the products added as on any draft, so the server prices them the same way.
 */
export async function startQuoteWithProducts({
  names,
  lines,
}: {
  names: string[];
  lines: ProductLine[];
}): Promise<string> {
  const jobDescription = `Supply ${names.join(", ")}`.slice(0, JOB_DESCRIPTION_MAX_CHARS);
  const { id } = createdSchema.parse(await api<unknown>("POST", "/api/quotes", { jobDescription }));
  await addProductsToQuote({ quoteId: id, lines });
  return id;
}

export function useStartQuoteWithProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startQuoteWithProducts,
    onSettled: () => refreshInBackground(queryClient, ["quotes"]),
  });
}
