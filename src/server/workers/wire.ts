/** What the main thread and the worker threads send each other; no task code is loaded here. */

export interface TaskRequest {
  name: string;
  input: unknown;
  /** The pool's number for this run: the worker reports `{ taskStarted: id }` when it begins. */
  id: number;
}

export const isStartReport = (value: unknown): value is { taskStarted: number } =>
  typeof value === "object" && value !== null && "taskStarted" in value;
/** What a task that threw an AppError sends back (errors lose their fields when cloned). */
export interface TaskRefusal {
  taskRefusal: { status: number; code: string; message: string };
}

export const isRefusal = (value: unknown): value is TaskRefusal =>
  typeof value === "object" && value !== null && "taskRefusal" in value;

/** Structured cloning turns Buffers into Uint8Arrays: make them Buffers again, at any depth. */
export function revive(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return Buffer.isBuffer(value)
      ? value
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = revive(v);
    return out;
  }
  return value;
}
