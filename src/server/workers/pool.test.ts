import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { closePool, MAX_QUEUE, OWNER_WAITING, poolMessages, runTask } from "./pool";

// A small heap so that the memory-limit test is quick; the server's default is 256 MB.
beforeAll(() => {
  process.env.WORKER_MEMORY_MB = "48";
  process.env.WORKER_THREADS = "2";
});
afterAll(async () => {
  delete process.env.WORKER_MEMORY_MB;
  delete process.env.WORKER_THREADS;
  await closePool();
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const e = error as AppError;
  return { status: e.status, code: e.code, message: e.message };
}

describe("worker pool", () => {
  it("runs a task in a worker thread and gives Buffers back as Buffers, both ways", async () => {
    const result = await runTask(
      "checkEcho",
      { text: "hello", bytes: Buffer.from("abc") },
      { owner: "a" },
    );
    expect(result.text).toBe("hello");
    expect(result.isBuffer).toBe(true);
    expect(Buffer.isBuffer(result.bytes)).toBe(true);
    expect(result.bytes?.toString()).toBe("abc");
  });

  it("passes a task's own AppError to its caller with its status, code and message", async () => {
    expect(
      await refusal(runTask("checkRefuse", { message: "That list is too long." }, { owner: "a" })),
    ).toEqual({
      status: 400,
      code: "invalid_input",
      message: "That list is too long.",
    });
  });

  it("a task that throws answers only its caller; the others carry on", async () => {
    const [failed, fine] = await Promise.allSettled([
      runTask("checkThrow", {}, { owner: "a" }),
      runTask("checkEcho", { text: "still here" }, { owner: "b" }),
    ]);
    expect(failed.status).toBe("rejected");
    expect(await refusal(Promise.reject((failed as PromiseRejectedResult).reason))).toEqual({
      status: 422,
      code: "task_failed",
      message: poolMessages.failed,
    });
    expect(fine).toEqual({
      status: "fulfilled",
      value: expect.objectContaining({ text: "still here" }),
    });
  });

  it("stops a task that runs past its time limit, and the pool still answers", async () => {
    const spinning = runTask("checkSpin", {}, { owner: "a", timeoutMs: 300 });
    const meanwhile = runTask("checkEcho", { text: "meanwhile" }, { owner: "b" });
    expect(await refusal(spinning)).toEqual({
      status: 503,
      code: "task_timeout",
      message: poolMessages.timeout,
    });
    expect((await meanwhile).text).toBe("meanwhile");
    // Both threads free again: the stopped one was replaced.
    const after = await Promise.all([
      runTask("checkEcho", { text: "a" }, { owner: "a" }),
      runTask("checkEcho", { text: "b" }, { owner: "b" }),
    ]);
    expect(after.map((r) => r.text)).toEqual(["a", "b"]);
  });

  it("the time limit counts from the task's start, not from its wait in the queue", async () => {
    // Both threads busy for 1.5 s; the echo, limited to 300 ms, waits longer than that to start.
    const busy = [
      refusal(runTask("checkSpin", {}, { owner: "a", timeoutMs: 1500 })),
      refusal(runTask("checkSpin", {}, { owner: "b", timeoutMs: 1500 })),
    ];
    const queued = runTask("checkEcho", { text: "waited" }, { owner: "c", timeoutMs: 300 });
    expect((await queued).text).toBe("waited");
    for (const spin of busy) expect((await spin).code).toBe("task_timeout");
  });

  it("a task that outgrows its memory limit is refused, and the pool still answers", async () => {
    expect(await refusal(runTask("checkHog", {}, { owner: "a" }))).toEqual({
      status: 422,
      code: "task_too_large",
      message: poolMessages.memory,
    });
    expect((await runTask("checkEcho", { text: "after" }, { owner: "a" })).text).toBe("after");
  });
});

const busy = { status: 503, code: "busy", message: poolMessages.busy };

/** Both threads started and ready: two owners' tasks at once are answered by two threads. */
async function bothThreadsReady() {
  for (let tries = 0; tries < 100; tries++) {
    const [one, other] = await Promise.all([
      runTask("checkBusy", { ms: 50 }, { owner: "warm-1" }),
      runTask("checkBusy", { ms: 50 }, { owner: "warm-2" }),
    ]);
    if (one.threadId !== other.threadId) return;
  }
  throw new Error("The pool never ran two tasks at once");
}

/** Runs `task`, writing `label` in `finished` when it is done. */
function track<T>(finished: string[], label: string, task: Promise<T>) {
  return task.then((result) => {
    finished.push(label);
    return result;
  });
}

describe("owners take the pool's threads in turn", () => {
  it("one business's many slow tasks run one at a time; another's task runs at once beside them", async () => {
    await bothThreadsReady();
    const finished: string[] = [];
    const a = [1, 2, 3, 4].map((i) =>
      track(finished, `a${i}`, runTask("checkBusy", { ms: 300 }, { owner: "business-a" })),
    );
    const b = track(finished, "b", runTask("checkEcho", { text: "b" }, { owner: "business-b" }));
    const runs = await Promise.all(a);
    await b;
    // First come, first served, B would have waited for A's first two, which held both threads.
    expect(finished).toEqual(["b", "a1", "a2", "a3", "a4"]);
    runs.slice(1).forEach((run, i) => {
      expect(run.startedAt).toBeGreaterThanOrEqual(runs[i]!.endedAt);
    });
  });

  it("a task that comes while both threads are busy goes next, before those owners' next ones", async () => {
    await bothThreadsReady();
    const finished: string[] = [];
    const slow = (owner: string, label: string) =>
      track(finished, label, runTask("checkBusy", { ms: 200 }, { owner }));
    const all = [
      ...["a1", "a2", "a3"].map((label) => slow("business-a", label)),
      ...["b1", "b2", "b3"].map((label) => slow("business-b", label)),
      track(finished, "c", runTask("checkEcho", { text: "c" }, { owner: "business-c" })),
    ];
    await Promise.all(all);
    const at = (label: string) => finished.indexOf(label);
    expect(at("c")).toBeLessThan(at("a2"));
    expect(at("c")).toBeLessThan(at("b2"));
    // A and B take turns: neither's third waits only behind its own.
    expect(at("b2")).toBeLessThan(at("a3"));
    expect(at("a2")).toBeLessThan(at("b3"));
  });

  it("refuses an owner's task past its waiting places (503 busy); another owner is served", async () => {
    const first = runTask("checkBusy", { ms: 300 }, { owner: "business-a" });
    const waiting = Array.from({ length: OWNER_WAITING }, () =>
      runTask("checkEcho", { text: "waited" }, { owner: "business-a" }),
    );
    const past = runTask("checkEcho", { text: "one too many" }, { owner: "business-a" });
    expect(await refusal(past)).toEqual(busy);
    expect((await runTask("checkEcho", { text: "b" }, { owner: "business-b" })).text).toBe("b");
    await first;
    for (const task of await Promise.all(waiting)) expect(task.text).toBe("waited");
    // Its places are free again once its tasks are done.
    const again = await runTask("checkEcho", { text: "again" }, { owner: "business-a" });
    expect(again.text).toBe("again");
  });

  it("refuses any owner's task while MAX_QUEUE wait, every owner's together", async () => {
    await bothThreadsReady();
    const running = [
      runTask("checkBusy", { ms: 300 }, { owner: "business-a" }),
      runTask("checkBusy", { ms: 300 }, { owner: "business-b" }),
    ];
    const waiting = Array.from({ length: MAX_QUEUE }, (_, i) =>
      runTask("checkEcho", { text: "waited" }, { owner: `address:192.0.2.${i}` }),
    );
    const late = runTask("checkEcho", { text: "late" }, { owner: "business-c" });
    expect(await refusal(late)).toEqual(busy);
    await Promise.all(running);
    expect(await Promise.all(waiting)).toHaveLength(MAX_QUEUE);
  });
});
