import { onlineManager, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { OFFLINE_SCOPE } from "./offline-queue";
import { sendQueuedChanges } from "./queued-changes";

afterEach(() => onlineManager.setOnline(true));

/** A change made with no signal: built in the offline scope and left waiting (paused). */
function queue(client: QueryClient, send: () => Promise<unknown>) {
  const mutation = client.getMutationCache().build(client, {
    mutationFn: send,
    scope: OFFLINE_SCOPE,
  });
  void mutation.execute(undefined).catch(() => undefined);
  return mutation;
}

describe("Send and sign out: sendQueuedChanges", () => {
  it("resolves at once with nothing waiting", async () => {
    await expect(sendQueuedChanges(new QueryClient())).resolves.toBeUndefined();
  });

  it("sends the waiting changes in order and resolves once none is left", async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const sent: string[] = [];
    const first = queue(client, async () => sent.push("quote"));
    queue(client, async () => sent.push("photo"));
    expect(first.state.isPaused).toBe(true);

    onlineManager.setOnline(true);
    await sendQueuedChanges(client);
    expect(sent).toEqual(["quote", "photo"]);
  });

  it("resolves when a change is refused: it leaves the queue (a 409 goes to the chooser)", async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    queue(client, () => Promise.reject(new Error("version_conflict")));
    onlineManager.setOnline(true);
    await sendQueuedChanges(client);
    expect(client.getMutationCache().getAll()[0]?.state.status).toBe("error");
  });
});
