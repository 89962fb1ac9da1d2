import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { closePool, poolMessages, runTask } from "./pool";

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
    const result = await runTask("checkEcho", { text: "hello", bytes: Buffer.from("abc") });
    expect(result.text).toBe("hello");
    expect(result.isBuffer).toBe(true);
    expect(Buffer.isBuffer(result.bytes)).toBe(true);
    expect(result.bytes?.toString()).toBe("abc");
  });

  it("passes a task's own AppError to its caller with its status, code and message", async () => {
    expect(await refusal(runTask("checkRefuse", { message: "That list is too long." }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "That list is too long.",
    });
  });

  it("a task that throws answers only its caller; the others carry on", async () => {
    const [failed, fine] = await Promise.allSettled([
      runTask("checkThrow", {}),
      runTask("checkEcho", { text: "still here" }),
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
    const spinning = runTask("checkSpin", {}, { timeoutMs: 300 });
    const meanwhile = runTask("checkEcho", { text: "meanwhile" });
    expect(await refusal(spinning)).toEqual({
      status: 503,
      code: "task_timeout",
      message: poolMessages.timeout,
    });
    expect((await meanwhile).text).toBe("meanwhile");
    // Both threads free again: the stopped one was replaced.
    const after = await Promise.all([
      runTask("checkEcho", { text: "a" }),
      runTask("checkEcho", { text: "b" }),
    ]);
    expect(after.map((r) => r.text)).toEqual(["a", "b"]);
  });

  it("the time limit counts from the task's start, not from its wait in the queue", async () => {
    // Both threads busy for 1.5 s; the echo, limited to 300 ms, waits longer than that to start.
    const busy = [
      refusal(runTask("checkSpin", {}, { timeoutMs: 1500 })),
      refusal(runTask("checkSpin", {}, { timeoutMs: 1500 })),
    ];
    const queued = runTask("checkEcho", { text: "waited" }, { timeoutMs: 300 });
    expect((await queued).text).toBe("waited");
    for (const spin of busy) expect((await spin).code).toBe("task_timeout");
  });

  it("a task that outgrows its memory limit is refused, and the pool still answers", async () => {
    expect(await refusal(runTask("checkHog", {}))).toEqual({
      status: 422,
      code: "task_too_large",
      message: poolMessages.memory,
    });
    expect((await runTask("checkEcho", { text: "after" })).text).toBe("after");
  });
});
