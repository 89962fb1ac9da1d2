import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { quotePath } from "./quote-keys";

/** Revokes the quote's customer link: a new link is made, the old one stops working. */
export async function revokeQuoteLink(id: string): Promise<{ url: string }> {
  return api<{ url: string }>("POST", `${quotePath(id)}/link/revoke`);
}

export function useRevokeQuoteLink() {
  return useMutation({ mutationFn: revokeQuoteLink });
}
