import { type Quote, type QuoteInput, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";

export async function createQuote(input: QuoteInput): Promise<Quote> {
  return quoteSchema.parse(await api<unknown>("POST", "/api/quotes", input));
}
