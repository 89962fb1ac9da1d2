import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Quote } from "../../../../shared/schemas/quotes";
import { newChangeId, runQueued } from "../../../lib/offline-queue";
import { photoKey, removeOffline, writeOffline } from "../../../lib/offline-store";
import { quoteQueryKey } from "./get-quote";
import {
  type PhotoChange,
  quoteChangeKeys,
  quoteSaved,
  registerQuoteChanges,
  withWaitingPhoto,
} from "./offline-mutations";
import { removeQuotePhoto } from "./quote-photos-request";

/**
 * Adds site photos one after another. Each is first kept on the device (IndexedDB): with no
 * signal it is shown from there and uploaded, in order with the quote's other changes, when the
 * connection returns (docs/decisions/0021-offline.md). Its id is made here, so a replay of an
 * upload whose answer was lost adds it once.
 */
export function useAddQuotePhoto() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(0);
  const mutateAsync = async ({ id, file }: { id: string; file: File }): Promise<Quote> => {
    registerQuoteChanges(queryClient);
    const changeId = newChangeId();
    const change: PhotoChange = {
      changeId,
      id,
      photoId: changeId,
      photo: photoKey(changeId),
      name: file.name,
      type: file.type,
    };
    setPending((n) => n + 1);
    try {
      await writeOffline(change.photo, file);
      return await runQueued(queryClient, quoteChangeKeys.photo, change, () => {
        const base = queryClient.getQueryData<Quote>(quoteQueryKey(id));
        if (!base) throw new Error("The quote is not on this device.");
        const quote = withWaitingPhoto(base, changeId, URL.createObjectURL(file));
        const shown = { ...quote, version: base.version + 1 };
        queryClient.setQueryData(quoteQueryKey(id), shown);
        return shown;
      });
    } catch (error) {
      // Refused by the server while the screen waited (not an image, too large): not kept.
      await removeOffline(change.photo);
      throw error;
    } finally {
      setPending((n) => n - 1);
    }
  };
  return { mutateAsync, isPending: pending > 0 };
}

export function useRemoveQuotePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeQuotePhoto,
    onSuccess: (quote: Quote) => quoteSaved(queryClient, quote),
  });
}
