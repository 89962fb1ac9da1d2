import { type Quote, type QuoteInput, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { quotePath } from "./quote-keys";

/** Saves the builder's changes, based on the version it loaded (409 when the quote moved on). */
export async function updateQuote({
  id,
  input,
}: {
  id: string;
  input: Partial<QuoteInput> & { version: number };
}): Promise<Quote> {
  return quoteSchema.parse(await api<unknown>("PATCH", quotePath(id), input));
}
