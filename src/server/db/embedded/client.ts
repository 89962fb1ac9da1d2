import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import {
  fromWire,
  isReply,
  type PgliteBuild,
  type Request,
  type StartOptions,
  type StartReport,
  type WireQueryOptions,
} from "./protocol";

/**
 * The embedded database (PGlite) in its own worker thread, behind the part of PGlite's API that
 * Drizzle's PGlite driver calls: `query`, `exec`, `transaction` (whose callback gets `query` and
 * `exec`) and `close` (docs/decisions/0011-embedded-database-thread.md). The main thread only
 * posts SQL and receives rows, so PGlite's WebAssembly no longer runs between two requests.
 */

/** Sources run the thread from worker.mjs, which bundles worker.ts; the build bundles it next to index.js. */
function workerFile() {
  // tsImport (the scripts) adds a query to the module's URL: look at the path only.
  const fromSource = new URL(import.meta.url).pathname.endsWith(".ts");
  return new URL(fromSource ? "./worker.mjs" : "./database-worker.js", import.meta.url);
}

let pgliteBuild: Promise<PgliteBuild> | undefined;

/**
 * PGlite's WebAssembly compiled, and its files read, once per process and given to every thread
 * that opens a database. A thread that compiled its own took about 0.5 s longer to open one
 * (V8 compiles the code lazily, and a shared module keeps what earlier threads compiled); the
 * tests open some two hundred.
 */
function loadPgliteBuild(): Promise<PgliteBuild> {
  pgliteBuild ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [wasm, files] = await Promise.all([
      readFile(join(dist, "pglite.wasm")),
      readFile(join(dist, "pglite.data")),
    ]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([files]) };
  })();
  return pgliteBuild;
}

export interface EmbeddedQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface EmbeddedClient extends EmbeddedQueries {
  transaction<T>(callback: (tx: EmbeddedQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The database's thread (tests stop it to check what a crash does). */
  readonly thread: Worker;
}

/**
 * Parsers are functions, which cannot cross to the thread: the thread leaves the columns of those
 * types as PostgreSQL's text, and the parsers run here.
 */
function splitParsers(options: QueryOptions | undefined) {
  const { rowMode, paramTypes, parsers, serializers, blob } = options ?? {};
  if (serializers || blob) throw new Error("serializers and blob are not supported here");
  const wire: WireQueryOptions = { rowMode, paramTypes };
  if (parsers) wire.rawTypes = Object.keys(parsers).map(Number);
  return { wire, parsers };
}

function applyParsers<T>(result: Results<T>, parsers: QueryOptions["parsers"]): Results<T> {
  if (!parsers) return result;
  const columns = result.fields.flatMap((field, index) => {
    // PGlite calls a parser with the value and its type, as here.
    const parse = parsers[field.dataTypeID] as
      | ((value: string, type: number) => unknown)
      | undefined;
    return parse ? [{ index, name: field.name, type: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Array<Record<string | number, unknown>>) {
    for (const column of columns) {
      const key = Array.isArray(row) ? column.index : column.name;
      const value = row[key];
      if (value !== null && value !== undefined)
        row[key] = column.parse(value as string, column.type);
    }
  }
  return result;
}

/** A request before it is numbered. */
type Outgoing = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

/** Why every waiting request failed, and the process must stop, when the thread ends unasked. */
export class EmbeddedDatabaseStopped extends Error {
  override name = "EmbeddedDatabaseStopped";
}

/**
 * Starts the thread and opens the database in it. If the thread ever ends without `close()`,
 * every waiting request is rejected and `onStopped` is called; by default it throws the error
 * outside any request, which ends the server process with code 1 (process-errors.ts) so the
 * supervisor starts another (ADR 0009): a server without its database cannot answer anything.
 */
export async function openEmbedded(
  start: StartOptions,
  onStopped: (error: EmbeddedDatabaseStopped) => void = (error) => {
    // After the waiting requests have heard of it.
    setImmediate(() => {
      throw error;
    });
  },
): Promise<EmbeddedClient> {
  const thread = new Worker(workerFile(), {
    workerData: { ...start, pglite: await loadPgliteBuild() } satisfies StartOptions,
  });
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let lastId = 0;
  let closing = false;
  let stopped: EmbeddedDatabaseStopped | undefined;
  let threadError: unknown;

  // An idle thread must not keep a finished script alive, as an idle PGlite did not; a thread
  // with a request in flight must, or a script awaiting only its query would just exit.
  const keepAlive = () => (waiting.size > 0 ? thread.ref() : thread.unref());

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database's thread ended while opening (code ${code})`));
    thread.once("exit", onExit);
    thread.once("error", reject);
    thread.once("message", (report: StartReport) => {
      thread.off("exit", onExit);
      thread.off("error", reject);
      if (report.ready) resolve();
      else reject(fromWire(report.error));
    });
  });
  thread.on("message", (message: unknown) => {
    if (!isReply(message)) return;
    const request = waiting.get(message.id);
    if (!request) return;
    waiting.delete(message.id);
    keepAlive();
    if ("error" in message) request.reject(fromWire(message.error));
    else request.resolve(message.value);
  });
  thread.on("error", (error) => {
    threadError = error;
  });
  thread.on("exit", (code) => {
    if (closing) return;
    stopped = new EmbeddedDatabaseStopped(
      `The embedded database's thread stopped (exit code ${code}${
        threadError ? `: ${String(threadError)}` : ""
      })`,
    );
    for (const request of waiting.values()) request.reject(stopped);
    waiting.clear();
    onStopped(stopped);
  });
  keepAlive();

  const send = <R>(request: Outgoing): Promise<R> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<R>((resolve, reject) => {
      // A parameter that cannot be cloned throws here: nothing was sent, nothing waits.
      thread.postMessage({ ...request, id } as Request);
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      keepAlive();
    });
  };

  const queriesIn = (tx: number | undefined): EmbeddedQueries => ({
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const { wire, parsers } = splitParsers(options);
      const result = await send<Results<T>>({ op: "query", sql, params, options: wire, tx });
      return applyParsers(result, parsers);
    },
    exec: (sql: string) => send<Results[]>({ op: "exec", sql, tx }),
  });

  return {
    ...queriesIn(undefined),
    thread,
    async transaction<T>(callback: (tx: EmbeddedQueries) => Promise<T>) {
      const tx = await send<number>({ op: "begin" });
      let result: T;
      try {
        result = await callback(queriesIn(tx));
      } catch (error) {
        await send({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: "end", tx, commit: true });
      return result;
    },
    async close() {
      if (closing || stopped) return;
      closing = true;
      try {
        await send({ op: "close" });
      } finally {
        await thread.terminate();
      }
    },
  };
}
