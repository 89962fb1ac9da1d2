import { parentPort } from "node:worker_threads";
import { move } from "piscina";
import { AppError } from "../errors";
import { type TaskName, tasks } from "./tasks";
import { revive, type TaskRefusal, type TaskRequest } from "./wire";

/** A byte result is moved to the main thread rather than copied (its own ArrayBuffer only). */
function transferable(value: unknown) {
  if (!(value instanceof Uint8Array)) return value;
  const own =
    value.byteOffset === 0 && value.byteLength === value.buffer.byteLength
      ? value
      : new Uint8Array(value);
  return move(own);
}

/** The worker thread's entry: runs one named task on its input. */
export default async function runInWorker(request: TaskRequest): Promise<unknown> {
  const task = tasks[request.name as TaskName] as ((input: unknown) => unknown) | undefined;
  if (!task) throw new Error(`Unknown task ${request.name}`);
  // The time limit runs from here, not from when the task was queued.
  parentPort?.postMessage({ taskStarted: request.id });
  try {
    return transferable(await task(revive(request.input)));
  } catch (error) {
    if (error instanceof AppError) {
      const taskRefusal = { status: error.status, code: error.code, message: error.message };
      return { taskRefusal } satisfies TaskRefusal;
    }
    throw error;
  }
}
