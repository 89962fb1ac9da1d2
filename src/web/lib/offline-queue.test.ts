import { onlineManager, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { OFFLINE_SCOPE, retryUntilAnswered, runQueued, stillToAnswer } from "./offline-queue";
import { sendQueuedChanges } from "./queued-changes";

afterEach(() => onlineManager.setOnline(true));

const apiError = (status: number) => new ApiError(status, "x", `answered ${status}`);
const key = ["offline", "test"];

/** A client whose queued changes are sent by `send`, retried at once (no backoff in a test). */
function clientSending(send: () => Promise<string>) {
  const client = new QueryClient();
  client.setMutationDefaults(key, {
    mutationFn: send,
    scope: OFFLINE_SCOPE,
    retry: retryUntilAnswered,
    retryDelay: 0,
  });
  return client;
}

/** Fails with each of `failures` in turn, then answers "sent". */
function failing(failures: Error[]) {
  let tries = 0;
  const send = async () => {
    const failure = failures[tries++];
    if (failure) throw failure;
    return "sent";
  };
  return { send, tries: () => tries };
}

describe("a change made offline is tried until the server answers", () => {
  it("tells no answer and 'not now' from a final answer", () => {
    expect(stillToAnswer(new TypeError("Failed to fetch"))).toBe(true);
    for (const status of [401, 408, 429, 502, 503, 504]) {
      expect(stillToAnswer(apiError(status))).toBe(true);
    }
    for (const status of [400, 403, 404, 409, 413, 500]) {
      expect(stillToAnswer(apiError(status))).toBe(false);
    }
    expect(stillToAnswer(new Error("The photo is no longer on this device."))).toBe(false);
  });

  it("keeps a waiting change through a signal that drops and a restarting server, then sends it", async () => {
    const { send, tries } = failing([
      new TypeError("Failed to fetch"),
      new TypeError("Failed to fetch"),
      apiError(503),
      new TypeError("Failed to fetch"),
      apiError(429),
      apiError(502),
    ]);
    const client = clientSending(send);
    onlineManager.setOnline(false);
    const waiting = runQueued(client, key, { changeId: "c1" }, () => "waiting");
    await expect(waiting).resolves.toBe("waiting");
    onlineManager.setOnline(true);
    await sendQueuedChanges(client);
    const [change] = client.getMutationCache().getAll();
    expect(change?.state.status).toBe("success");
    expect(change?.state.data).toBe("sent");
    expect(tries()).toBe(7);
  });

  it("stops at a final answer: a refusal is not sent again", async () => {
    const { send, tries } = failing([new TypeError("Failed to fetch"), apiError(409)]);
    const client = clientSending(send);
    onlineManager.setOnline(false);
    await runQueued(client, key, { changeId: "c2" }, () => "waiting");
    onlineManager.setOnline(true);
    await sendQueuedChanges(client);
    expect(client.getMutationCache().getAll()[0]?.state.status).toBe("error");
    expect(tries()).toBe(2);
  });

  it("a save its screen waits for fails after three tries, for the screen to say so", async () => {
    const { send, tries } = failing(Array.from({ length: 10 }, () => new TypeError("offline")));
    const client = clientSending(send);
    await expect(runQueued(client, key, { changeId: "c3" }, () => "waiting")).rejects.toThrow(
      "offline",
    );
    expect(tries()).toBe(4);
  });
});
