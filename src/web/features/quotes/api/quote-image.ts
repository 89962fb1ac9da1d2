import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type Quote, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { newChangeId, runQueued } from "../../../lib/offline-queue";
import { photoKey, removeOffline, writeOffline } from "../../../lib/offline-store";
import { quoteQueryKey } from "./get-quote";
import {
  type PhotoChange,
  quoteChangeKeys,
  quoteSaved,
  registerQuoteChanges,
} from "./offline-mutations";
import { imagePath } from "./quote-image-request";

export { uploadQuoteImage } from "./quote-image-request";

export async function removeQuoteImage(id: string): Promise<Quote> {
  return quoteSchema.parse(await api<unknown>("DELETE", imagePath(id)));
}

/**
 * Uploads the site photo. The photo is first kept on the device (IndexedDB): with no signal it is
 * shown from there and uploaded, in order with the quote's other changes, when the connection
 * returns (docs/decisions/0021-offline.md).
 */
export function useUploadQuoteImage() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutateAsync = async ({ id, file }: { id: string; file: File }): Promise<Quote> => {
    registerQuoteChanges(queryClient);
    const changeId = newChangeId();
    const change: PhotoChange = {
      changeId,
      id,
      photo: photoKey(changeId),
      name: file.name,
      type: file.type,
    };
    setPending(true);
    try {
      await writeOffline(change.photo, file);
      return await runQueued(queryClient, quoteChangeKeys.photo, change, () => {
        const base = queryClient.getQueryData<Quote>(quoteQueryKey(id));
        if (!base) throw new Error("The quote is not on this device.");
        const quote = { ...base, imageUrl: URL.createObjectURL(file), version: base.version + 1 };
        queryClient.setQueryData(quoteQueryKey(id), quote);
        return quote;
      });
    } catch (error) {
      // Refused by the server while the screen waited (not an image, too large): not kept.
      await removeOffline(change.photo);
      throw error;
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}

export function useRemoveQuoteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeQuoteImage,
    onSuccess: (quote: Quote) => quoteSaved(queryClient, quote),
  });
}
