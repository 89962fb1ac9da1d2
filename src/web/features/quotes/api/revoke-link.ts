import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** Revokes the quote's customer link: a new link is made, the old one stops working. */
export async function revokeQuoteLink(id: string): Promise<{ url: string }> {
  return api<{ url: string }>("POST", `/api/quotes/${encodeURIComponent(id)}/link/revoke`);
}

export function useRevokeQuoteLink() {
  return useMutation({ mutationFn: revokeQuoteLink });
}
