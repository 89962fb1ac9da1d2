import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { type FairTurnsOptions, fairTurns } from "./fair-turns";

const busyMessage = "We're busy. Please try again in a minute.";

/**
 * Tasks that wait until the test lets them finish: which have started and which have finished say
 * what the turns let run, with no clock involved.
 */
function heldTasks(options: Partial<FairTurnsOptions> = {}) {
  const turns = fairTurns({ ownerWaiting: 6, maxWaiting: 50, busyMessage, slots: 2, ...options });
  const started: string[] = [];
  const finished: string[] = [];
  const finish = new Map<string, (failure?: Error) => void>();
  /** Asks for `label`'s turn as `owner`; the answer is its label, or the refusal. */
  const ask = (owner: string, label: string) =>
    turns
      .run(owner, async () => {
        started.push(label);
        await new Promise<void>((resolve, reject) =>
          finish.set(label, (failure) => (failure ? reject(failure) : resolve())),
        );
        finished.push(label);
        return label;
      })
      .catch((error: unknown) => error);
  /** Lets every pending step run: a queue starts its next task in a microtask. */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  const release = async (label: string, failure?: Error) => {
    const done = finish.get(label);
    if (!done) throw new Error(`${label} has not started`);
    done(failure);
    await settle();
  };
  return { turns, ask, started, finished, settle, release };
}

function isBusy(answer: unknown) {
  return answer instanceof AppError && answer.status === 503 && answer.code === "busy";
}

describe("fair turns at shared slots", () => {
  it("one owner's many tasks hold one slot: another's starts at once, a third's goes before its next", async () => {
    const t = heldTasks();
    const a = ["a1", "a2", "a3", "a4", "a5", "a6"].map((label) => t.ask("business-a", label));
    await t.settle();
    expect(t.started).toEqual(["a1"]);

    // First come, first served, b1 would have waited behind a1 and a2 (both slots), then the rest.
    const b = t.ask("business-b", "b1");
    await t.settle();
    expect(t.started).toEqual(["a1", "b1"]);

    // Both slots are taken: c1 waits, but only for a slot, not for A's other five.
    const c = t.ask("business-c", "c1");
    await t.settle();
    expect(t.started).toEqual(["a1", "b1"]);
    await t.release("a1");
    expect(t.started).toEqual(["a1", "b1", "c1"]);
    await t.release("b1");
    expect(t.started).toEqual(["a1", "b1", "c1", "a2"]);
    // A's own tasks run one after another, even with a slot free.
    await t.release("c1");
    expect(t.started).toEqual(["a1", "b1", "c1", "a2"]);

    for (const label of ["a2", "a3", "a4", "a5", "a6"]) await t.release(label);
    expect(t.finished).toEqual(["a1", "b1", "c1", "a2", "a3", "a4", "a5", "a6"]);
    expect(await Promise.all([...a, b, c])).toEqual([
      "a1",
      "a2",
      "a3",
      "a4",
      "a5",
      "a6",
      "b1",
      "c1",
    ]);
    // An owner's queue is kept only while it has tasks.
    expect(t.turns.owners()).toBe(0);
    expect(t.turns.waiting()).toBe(0);
  });

  it("refuses an owner's task past its waiting places (503 busy) without running it; another owner is served", async () => {
    const t = heldTasks({ ownerWaiting: 2 });
    const a = ["a1", "a2", "a3"].map((label) => t.ask("business-a", label));
    const past = await t.ask("business-a", "a4");
    expect(isBusy(past)).toBe(true);
    expect((past as AppError).message).toBe(busyMessage);

    const b = t.ask("business-b", "b1");
    await t.settle();
    expect(t.started).toEqual(["a1", "b1"]);
    await t.release("b1");
    expect(await b).toBe("b1");

    // Its places are free again as its tasks finish.
    await t.release("a1");
    const again = t.ask("business-a", "a5");
    for (const label of ["a2", "a3", "a5"]) await t.release(label);
    expect(await Promise.all([...a, again])).toEqual(["a1", "a2", "a3", "a5"]);
    expect(t.started).not.toContain("a4");
  });

  it("refuses any owner's task while maxWaiting wait, every owner's together", async () => {
    const t = heldTasks({ maxWaiting: 3 });
    const running = [t.ask("business-a", "a1"), t.ask("business-b", "b1")];
    // One waits for a slot (c1), two in their owners' queues (a2, b2).
    const waiting = [
      t.ask("business-c", "c1"),
      t.ask("business-a", "a2"),
      t.ask("business-b", "b2"),
    ];
    await t.settle();
    expect(t.turns.waiting()).toBe(3);
    expect(isBusy(await t.ask("business-d", "d1"))).toBe(true);

    await t.release("a1");
    // c1 takes the free slot and a2 waits for the next one: two wait, so one place is free.
    const d = t.ask("business-d", "d2");
    for (const label of ["b1", "c1", "a2", "b2", "d2"]) await t.release(label);
    expect(await Promise.all([...running, ...waiting, d])).toEqual([
      "a1",
      "b1",
      "c1",
      "a2",
      "b2",
      "d2",
    ]);
  });

  it("a task that fails passes its error on and gives the owner's turn to its next task", async () => {
    const t = heldTasks();
    const first = t.ask("business-a", "a1");
    const second = t.ask("business-a", "a2");
    const failure = new Error("could not decode");
    await t.settle();
    await t.release("a1", failure);
    expect(await first).toBe(failure);
    expect(t.started).toEqual(["a1", "a2"]);
    await t.release("a2");
    expect(await second).toBe("a2");
  });
});

describe("fair turns without slots (the worker pool's shape)", () => {
  it("runs each owner's task as its turn comes, one at a time, and counts what waits after it", async () => {
    let waitingAfter = 0;
    const t = heldTasks({ slots: undefined, maxWaiting: 2, waitingAfter: () => waitingAfter });
    const a = ["a1", "a2"].map((label) => t.ask("business-a", label));
    const b = t.ask("business-b", "b1");
    const c = t.ask("business-c", "c1");
    await t.settle();
    // No slots: every owner's first task runs at once (Piscina would queue them in turn).
    expect(t.started).toEqual(["a1", "b1", "c1"]);

    // a2 waits in A's queue; one more waiting after the turns (Piscina's queue) fills the bound.
    waitingAfter = 1;
    expect(t.turns.waiting()).toBe(2);
    expect(isBusy(await t.ask("business-d", "d1"))).toBe(true);
    waitingAfter = 0;

    await t.release("a1");
    expect(t.started).toEqual(["a1", "b1", "c1", "a2"]);
    for (const label of ["a2", "b1", "c1"]) await t.release(label);
    expect(await Promise.all([...a, b, c])).toEqual(["a1", "a2", "b1", "c1"]);
    expect(t.turns.owners()).toBe(0);
  });
});
