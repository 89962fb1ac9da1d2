/**
 * What the main thread and the embedded database's thread send each other
 * (docs/decisions/0011-embedded-database-thread.md). Everything here crosses a MessagePort, so it
 * is structured-clone data only: no functions, no class instances beyond Error, Date, typed
 * arrays, Blob and WebAssembly.Module.
 */

/** What the thread is started with (`workerData`). */
export interface StartOptions {
  /** PGlite's data directory; undefined for an in-memory database. */
  dataDir: string | undefined;
  /** Names of PGlite's contrib extensions to load (`@electric-sql/pglite/contrib/<name>`). */
  extensions: string[];
  /**
   * A file PGlite's `dumpDataDir` wrote: the database starts as a copy of it instead of empty.
   * The tests start each file's database from one migrated and seeded copy.
   */
  startFrom?: string;
  /** PGlite's own code and files, loaded once per process (client.ts): the thread need not. */
  pglite?: PgliteBuild;
}

/** PGlite's compiled WebAssembly and its bundle of PostgreSQL's files. */
export interface PgliteBuild {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** A query's options, minus the parser functions: `rawTypes` lists the types left as text. */
export interface WireQueryOptions {
  rowMode?: "array" | "object";
  paramTypes?: number[];
  rawTypes?: number[];
}

export type Request =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[] | undefined;
      options: WireQueryOptions;
      /** The id of the open transaction this query belongs to. */
      tx?: number;
    }
  | { id: number; op: "exec"; sql: string; tx?: number }
  /** Opens a transaction; its id is the request's id. */
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close" };

export type Reply = { id: number; value: unknown } | { id: number; error: WireError };

/** Sent once by the thread: the database is open, or could not be opened. */
export type StartReport = { ready: true } | { ready: false; error: WireError };

/** An error's message and its own primitive fields (PostgreSQL's code, constraint, table...). */
export interface WireError {
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** Fields never copied: the query's parameters stay out of errors and logs (log.ts). */
const KEPT_OUT = new Set(["message", "stack", "params", "queryOptions"]);

export function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: WireError["fields"] = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (KEPT_OUT.has(key)) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      fields[key] = value;
    }
  }
  return { message: error.message, fields };
}

/** The error again, on this side, with the fields PGlite's DatabaseError carried. */
export function fromWire(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire.fields);
}

export const isReply = (value: unknown): value is Reply =>
  typeof value === "object" && value !== null && "id" in value;
