import { type Quote, quoteSchema } from "../../../../shared/schemas/quotes";
import { ApiError } from "../../../lib/api";

export const imagePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}/image`;

/** Uploads the quote's site photo as multipart/form-data (field "image"). */
export async function uploadQuoteImage({ id, file }: { id: string; file: File }): Promise<Quote> {
  const form = new FormData();
  form.append("image", file);
  const response = await fetch(imagePath(id), {
    method: "POST",
    credentials: "same-origin",
    body: form,
  });
  const data = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string; fields?: Record<string, string> } }
    | undefined;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.error?.code ?? "http_error",
      data?.error?.message ?? "Something went wrong. Please try again later.",
      data?.error?.fields,
    );
  }
  return quoteSchema.parse(data);
}
