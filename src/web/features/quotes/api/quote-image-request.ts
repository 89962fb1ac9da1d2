import { type Quote, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { quotePath } from "./quote-keys";

export const imagePath = (id: string) => `${quotePath(id)}/image`;

/** Uploads the quote's site photo as multipart/form-data (field "image"). */
export async function uploadQuoteImage({ id, file }: { id: string; file: File }): Promise<Quote> {
  const form = new FormData();
  form.append("image", file);
  return quoteSchema.parse(await api<unknown>("POST", imagePath(id), form));
}
