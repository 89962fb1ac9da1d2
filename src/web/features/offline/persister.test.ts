import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { describe, expect, it, vi } from "vitest";
import { clearOffline, readOffline } from "../../lib/offline-store";
import {
  asWaiting,
  createOfflinePersister,
  firstPagesOnly,
  offlineStorage,
  ownerOf,
  shouldPersistQuery,
} from "./persister";

function persisted(client: QueryClient): PersistedClient {
  return {
    timestamp: 0,
    buster: "test",
    clientState: dehydrate(client, {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: (m) => m.state.isPaused || m.state.status === "pending",
    }),
  };
}

describe("the cache kept on the device", () => {
  it("keeps the session, quotes, customers, jobs and favourites, nothing else", () => {
    const client = new QueryClient();
    const me = { user: { id: "user-a" }, business: { id: "b" } };
    client.setQueryData(["me"], me);
    client.setQueryData(["quotes", "detail", "q1"], { id: "q1" });
    client.setQueryData(["customers", "picker"], []);
    client.setQueryData(["jobs", "board"], {});
    client.setQueryData(["favourites"], [1]);
    client.setQueryData(["settings", "business"], { bankAccount: "12345678" });
    client.setQueryData(["insights", "months"], []);
    const kept = persisted(client).clientState.queries.map((q) => q.queryKey[0]);
    expect(kept.sort()).toEqual(["customers", "favourites", "jobs", "me", "quotes"]);
    expect(ownerOf(persisted(client))).toBe("user-a");
  });

  it("keeps a paged list's first page only, and other data whole", () => {
    const client = new QueryClient();
    client.setQueryData(["quotes", "list", "all"], {
      pages: [{ quotes: ["q1", "q2"] }, { quotes: ["q3"] }],
      pageParams: ["", "cursor-2"],
    });
    client.setQueryData(["customers", "list"], { pages: [{ customers: [] }], pageParams: [""] });
    client.setQueryData(["quotes", "detail", "q1"], { id: "q1", pages: 3 });
    const stored = firstPagesOnly(persisted(client)).clientState.queries;
    const data = (key: string) =>
      stored.find((q) => q.queryKey.join("/") === key)?.state.data as unknown;
    expect(data("quotes/list/all")).toEqual({
      pages: [{ quotes: ["q1", "q2"] }],
      pageParams: [""],
    });
    expect(data("customers/list")).toEqual({ pages: [{ customers: [] }], pageParams: [""] });
    expect(data("quotes/detail/q1")).toEqual({ id: "q1", pages: 3 });
  });

  it("knows signed out (null) from not known yet (undefined)", () => {
    const client = new QueryClient();
    expect(ownerOf(persisted(client))).toBeUndefined();
    client.setQueryData(["me"], null);
    expect(ownerOf(persisted(client))).toBeNull();
  });

  it("serialises a queued change as plain data that reads back, waiting, with its scope", async () => {
    const client = new QueryClient();
    client.setQueryData(["me"], { user: { id: "user-a" } });
    client.setMutationDefaults(["offline", "quote", "update"], {
      mutationFn: () => new Promise(() => {}),
    });
    const change = {
      changeId: "c1",
      id: "q1",
      input: {
        name: "Loft",
        materials: [{ name: "Board", quantity: 2, unit: "board" }],
        version: 3,
      },
    };
    const mutation = client.getMutationCache().build(client, {
      mutationKey: ["offline", "quote", "update"],
      scope: { id: "sole-offline" },
    });
    void mutation.execute(change);
    await Promise.resolve();
    // A request in flight when the page closed is stored as waiting, to be sent again.
    const stored = asWaiting(persisted(client));
    const roundTrip = JSON.parse(JSON.stringify(stored)) as PersistedClient;
    expect(roundTrip).toEqual(stored);
    const [queued] = roundTrip.clientState.mutations;
    expect(queued?.mutationKey).toEqual(["offline", "quote", "update"]);
    expect(queued?.scope).toEqual({ id: "sole-offline" });
    expect(queued?.state.variables).toEqual(change);
    expect(queued?.state.isPaused).toBe(true);

    const restored = new QueryClient();
    hydrate(restored, roundTrip.clientState);
    const [again] = restored.getMutationCache().getAll();
    expect(again?.state.variables).toEqual(change);
    expect(again?.state.isPaused).toBe(true);
  });
});

describe("signing out while the cache is being saved", () => {
  function signedInCache() {
    const client = new QueryClient();
    client.setQueryData(["me"], { user: { id: "user-a" } });
    client.setQueryData(["quotes", "detail", "q1"], { id: "q1", name: "Shed base" });
    return persisted(client) as unknown as string;
  }

  it("leaves nothing of the user on the device when the clear comes while the save reads", async () => {
    const saving = offlineStorage.setItem("cache", signedInCache());
    await clearOffline();
    await saving;
    expect(await readOffline("owner")).toBeUndefined();
    expect(await readOffline("cache:user-a")).toBeUndefined();
  });

  it("still saves when nothing cleared the store", async () => {
    await offlineStorage.setItem("cache", signedInCache());
    expect(await readOffline("owner")).toBe("user-a");
    expect(await offlineStorage.getItem()).toMatchObject({ buster: "test" });
    await clearOffline();
  });
});

describe("a page hidden before the persister's next save", () => {
  function cacheWith(quoteName: string) {
    const client = new QueryClient();
    client.setQueryData(["me"], { user: { id: "user-a" } });
    client.setQueryData(["quotes", "detail", "q1"], { id: "q1", name: quoteName });
    return persisted(client);
  }
  const savedQuote = async () => {
    const stored = await readOffline<PersistedClient>("cache:user-a");
    return stored?.clientState.queries.find((q) => q.queryKey[2] === "q1")?.state.data;
  };

  it("saves what the last save left unsaved at once, so a phone locked just after opening a quote keeps it", async () => {
    // The persister's wait for its next save is a timer that this test's end discards.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const page = Object.assign(new EventTarget(), { visibilityState: "visible" });
    // A minute between saves: without the save on hiding, the second change would wait for it.
    const persister = createOfflinePersister(async () => {}, {
      page: page as unknown as Document,
      throttleTime: 60_000,
    });
    await persister.persistClient(cacheWith("Shed base"));
    expect(await savedQuote()).toEqual({ id: "q1", name: "Shed base" });
    void persister.persistClient(cacheWith("Shed base and path"));

    page.dispatchEvent(new Event("visibilitychange"));
    await Promise.resolve();
    expect(await savedQuote()).toEqual({ id: "q1", name: "Shed base" });

    page.visibilityState = "hidden";
    page.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(async () =>
      expect(await savedQuote()).toEqual({ id: "q1", name: "Shed base and path" }),
    );
    vi.useRealTimers();
    await clearOffline();
  });
});
