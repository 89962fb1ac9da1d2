import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { type QuotePage, quoteSummaryOf } from "../../../../shared/schemas/quote-list";
import type { Quote, QuoteInput } from "../../../../shared/schemas/quotes";
import { type OfflineConflict, recordConflict } from "../../../lib/offline-conflicts";
import {
  isAwaited,
  OFFLINE_SCOPE,
  type QueuedChange,
  retryDelay,
  retryUntilAnswered,
} from "../../../lib/offline-queue";
import { photoKey, readOffline, removeOffline } from "../../../lib/offline-store";
import { refreshInBackground } from "../../../lib/query-client";
import { isVersionConflict } from "../../../lib/version-conflict";
import { createQuote } from "./create-quote-request";
import { quoteQueryKey, quotesRootKey } from "./get-quote";
import { quoteListQueryKey } from "./list-quotes";
import { uploadQuoteImage } from "./quote-image-request";
import { addQuotePhoto } from "./quote-photos-request";
import { updateQuote } from "./update-quote-request";

/**
 * The quote changes that can be made with no signal (docs/decisions/0021-offline.md). Each is a
 * mutation registered by key with setMutationDefaults, so one persisted while offline is sent
 * after a reload too; all share one scope, so they are sent in the order they were made.
 */
export const quoteChangeKeys = {
  create: ["offline", "quote", "create"],
  update: ["offline", "quote", "update"],
  photo: ["offline", "quote", "photo"],
} as const;

export interface CreateQuoteChange extends QueuedChange {
  input: QuoteInput & { id: string };
}
export interface UpdateQuoteChange extends QueuedChange {
  id: string;
  input: Partial<QuoteInput> & { version: number };
}
/**
 * The photo itself is a Blob in IndexedDB under `photo`: a change's variables stay plain JSON.
 * `photoId` is the device's id for the new photo; a change queued by a build that knew one photo
 * only has none and replaces the first photo, as it did then.
 */
export interface PhotoChange extends QueuedChange {
  id: string;
  photoId?: string;
  photo: string;
  name: string;
  type: string;
}

/** The server's answer replaces what the screens showed meanwhile. */
export function quoteSaved(client: QueryClient, quote: Quote) {
  client.setQueryData(quoteQueryKey(quote.id), quote);
  refreshInBackground(client, quotesRootKey);
}

/** A draft made offline is at the top of the last-seen lists it belongs to. */
export function showInLists(client: QueryClient, quote: Quote) {
  client.setQueriesData<InfiniteData<QuotePage>>(
    { queryKey: [...quoteListQueryKey, "pages"] },
    (data) => {
      const first = data?.pages[0];
      if (!data || !first || first.quotes.some((q) => q.id === quote.id)) return data;
      return {
        ...data,
        pages: [
          { ...first, quotes: [quoteSummaryOf(quote), ...first.quotes] },
          ...data.pages.slice(1),
        ],
      };
    },
  );
}

/**
 * A photo change whose Blob has left the device was answered before the page closed: sent (the
 * Blob goes with the answer), or refused while its screen waited and said so. Sent again after a
 * reload, it has nothing to upload and nothing to put to the user.
 */
export class AnsweredBefore extends Error {}

export async function sendPhoto(change: PhotoChange): Promise<Quote> {
  const blob = await readOffline<Blob>(change.photo);
  if (!blob) throw new AnsweredBefore("The photo is no longer on this device.");
  const file = new File([blob], change.name, { type: change.type });
  const quote = change.photoId
    ? await addQuotePhoto({ id: change.id, photoId: change.photoId, file })
    : await uploadQuoteImage({ id: change.id, file });
  await removeOffline(change.photo);
  return quote;
}

export { photoKey };

/** The quote as shown while `photoId` waits on the device: the photo last, from its Blob. */
export function withWaitingPhoto(quote: Quote, photoId: string, url: string): Quote {
  const photos = quote.photos.some((p) => p.id === photoId)
    ? quote.photos.map((p) => (p.id === photoId ? { ...p, url } : p))
    : [...quote.photos, { id: photoId, url, position: (quote.photos.at(-1)?.position ?? -1) + 1 }];
  return { ...quote, photos, imageUrl: quote.imageUrl ?? photos[0]?.url ?? null };
}

/**
 * After a reload the screens' photo addresses (object URLs) are gone: the photos still waiting
 * are shown again from the device.
 */
export async function showWaitingPhotos(client: QueryClient) {
  const waiting = client
    .getMutationCache()
    .findAll({ mutationKey: quoteChangeKeys.photo, status: "pending" });
  for (const mutation of waiting) {
    const change = mutation.state.variables as PhotoChange | undefined;
    const blob = change ? await readOffline<Blob>(change.photo) : undefined;
    if (!change || !blob) continue;
    const url = URL.createObjectURL(blob);
    client.setQueryData<Quote>(quoteQueryKey(change.id), (quote) => {
      if (!quote) return quote;
      // A change queued by a build that knew one photo only is shown as a photo too.
      return withWaitingPhoto(quote, change.photoId ?? change.changeId, url);
    });
  }
}

export function registerQuoteChanges(client: QueryClient) {
  const common = {
    scope: OFFLINE_SCOPE,
    retry: retryUntilAnswered,
    retryDelay,
    networkMode: "online" as const,
  };
  /**
   * A change sent late and refused (the screen that made it has moved on) is put to the user:
   * someone else's change to choose against, or the server's reason. Never dropped unseen; one
   * answered before the page closed (AnsweredBefore) was seen then, and its quote is read again.
   */
  const refused = (
    error: Error,
    change: QueuedChange,
    id: string,
    sent: object,
    more: Pick<OfflineConflict, "created" | "photo"> = {},
  ) => {
    if (isAwaited(change)) return;
    const { version = 0, ...mine } = sent as Record<string, unknown> & { version?: number };
    if (!(error instanceof AnsweredBefore))
      recordConflict({
        changeId: change.changeId,
        kind: "quote",
        id,
        mine,
        baseVersion: version,
        at: new Date().toISOString(),
        refusal: isVersionConflict(error) ? undefined : error.message,
        ...more,
      });
    // A refused new draft is not kept anywhere: the lists that showed it meanwhile drop it.
    refreshInBackground(client, more.created ? quotesRootKey : quoteQueryKey(id));
  };
  client.setMutationDefaults(quoteChangeKeys.create, {
    ...common,
    mutationFn: (change: CreateQuoteChange) => createQuote(change.input),
    onSuccess: (quote: Quote) => {
      quoteSaved(client, quote);
      // The customer's quote count.
      refreshInBackground(client, ["customers"]);
    },
    onError: (error: Error, change: CreateQuoteChange) =>
      refused(error, change, change.input.id, change.input, { created: true }),
  });
  client.setMutationDefaults(quoteChangeKeys.update, {
    ...common,
    mutationFn: (change: UpdateQuoteChange) => updateQuote({ id: change.id, input: change.input }),
    onSuccess: (quote: Quote) => quoteSaved(client, quote),
    onError: (error: Error, change: UpdateQuoteChange) =>
      refused(error, change, change.id, change.input),
  });
  client.setMutationDefaults(quoteChangeKeys.photo, {
    ...common,
    mutationFn: sendPhoto,
    onSuccess: (quote: Quote) => quoteSaved(client, quote),
    onError: (error: Error, change: PhotoChange) =>
      refused(error, change, change.id, {}, { photo: { key: change.photo, name: change.name } }),
  });
}
