import { type Quote, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { quotePath } from "./quote-keys";

const photosPath = (id: string) => `${quotePath(id)}/photos`;

/**
 * Adds a site photo (multipart field "image"). `photoId` is the device's id for it, so a replay
 * of an upload whose answer was lost adds nothing.
 */
export async function addQuotePhoto({
  id,
  photoId,
  file,
}: {
  id: string;
  photoId: string;
  file: File;
}): Promise<Quote> {
  const form = new FormData();
  form.append("image", file);
  const path = `${photosPath(id)}?photoId=${encodeURIComponent(photoId)}`;
  return quoteSchema.parse(await api<unknown>("POST", path, form));
}

export async function removeQuotePhoto({
  id,
  photoId,
}: {
  id: string;
  photoId: string;
}): Promise<Quote> {
  const path = `${photosPath(id)}/${encodeURIComponent(photoId)}`;
  return quoteSchema.parse(await api<unknown>("DELETE", path));
}
