import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { currentConflicts, forgetConflicts } from "../../../lib/offline-conflicts";
import { OFFLINE_SCOPE } from "../../../lib/offline-queue";
import { photoKey } from "../../../lib/offline-store";
import { quoteQueryKey } from "./get-quote";
import { type PhotoChange, quoteChangeKeys, registerQuoteChanges } from "./offline-mutations";

afterEach(() => forgetConflicts());

describe("a photo change sent again after a reload", () => {
  it("puts nothing to the user when its photo left the device with its answer, and reads the quote again", async () => {
    const client = new QueryClient();
    registerQuoteChanges(client);
    client.setQueryData(quoteQueryKey("q1"), { id: "q1", photos: [] });
    // Refused while its screen waited (which said so and removed the photo from the device), but
    // the page closed before the queue without it was saved: the reload sends it again.
    const change: PhotoChange = {
      changeId: "c1",
      id: "q1",
      photoId: "c1",
      photo: photoKey("c1"),
      name: "loft.jpg",
      type: "image/jpeg",
    };
    const mutation = client.getMutationCache().build(client, {
      mutationKey: quoteChangeKeys.photo,
      scope: OFFLINE_SCOPE,
    });
    await expect(mutation.execute(change)).rejects.toThrow("no longer on this device");
    expect(currentConflicts()).toEqual([]);
    expect(client.getQueryState(quoteQueryKey("q1"))?.isInvalidated).toBe(true);
  });
});
