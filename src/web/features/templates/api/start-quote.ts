import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Quote, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";

/** Start from template: one request makes the draft quote with the template's lines. */
export async function startQuoteFromTemplate(templateId: string): Promise<Quote> {
  const path = `/api/templates/${encodeURIComponent(templateId)}/quotes`;
  return quoteSchema.parse(await api<unknown>("POST", path, {}));
}

export function useStartQuoteFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startQuoteFromTemplate,
    // The quotes feature's cache root (its quotesRootKey); templates may not import quotes,
    // which imports templates for its buttons.
    onSuccess: () => refreshInBackground(queryClient, ["quotes"]),
  });
}
