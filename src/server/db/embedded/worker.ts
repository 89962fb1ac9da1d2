import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { type Extension, PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { type Reply, type Request, type StartOptions, type StartReport, toWire } from "./protocol";

/**
 * The embedded database's own thread (docs/decisions/0011-embedded-database-thread.md): it owns
 * the PGlite instance and runs each request the main thread sends, in arrival order. PGlite's own
 * lock orders them as it did on the main thread: a query outside a transaction waits while one is
 * open, and the open transaction's queries run inside it.
 */

const port = parentPort;
if (!port) throw new Error("The embedded database's worker must run in a worker thread");
const start = workerData as StartOptions;

async function loadExtension(name: string) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad extension name ${name}`);
  const module = (await import(`@electric-sql/pglite/contrib/${name}`)) as Record<string, unknown>;
  return module[name] as Extension;
}

const identity = (value: unknown) => value;

function queryOptions(options: {
  rowMode?: "array" | "object";
  paramTypes?: number[];
  rawTypes?: number[];
}): QueryOptions {
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((oid) => [oid, identity]));
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, parsers };
}

/** The ROLLBACK a transaction's callback throws to end it without committing. */
const rollback = Symbol("rollback");

interface OpenTransaction {
  tx: Transaction;
  decide: (commit: boolean) => void;
  settled: Promise<unknown>;
}

async function main() {
  const names = start.extensions;
  const extensions = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await loadExtension(name)] as const)),
  );
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir: start.dataDir,
      extensions,
      loadDataDir: start.startFrom ? new Blob([await readFile(start.startFrom)]) : undefined,
      pgliteWasmModule: start.pglite?.wasmModule,
      fsBundle: start.pglite?.fsBundle,
      // A write acknowledged to a client must survive a crash of the process.
      relaxedDurability: false,
    });
  } catch (error) {
    port?.postMessage({ ready: false, error: toWire(error) } satisfies StartReport);
    return;
  }
  const open = new Map<number, OpenTransaction>();
  const reply = (message: Reply) => port?.postMessage(message);

  /** The open transaction a request names, or PGlite itself. */
  const target = (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const found = open.get(tx)?.tx;
    if (!found) throw new Error(`Transaction ${tx} is not open`);
    return found;
  };

  function begin(id: number) {
    let decide: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => {
      decide = resolve;
    });
    let begun = false;
    const settled = pg.transaction(async (tx) => {
      begun = true;
      open.set(id, { tx, decide, settled });
      reply({ id, value: id });
      if (!(await decided)) throw rollback;
    });
    // BEGIN itself failed: the caller is still waiting for its answer.
    settled.catch((error) => {
      if (!begun) reply({ id, error: toWire(error) });
    });
  }

  async function end(id: number, tx: number, commit: boolean) {
    const entry = open.get(tx);
    if (!entry) throw new Error(`Transaction ${tx} is not open`);
    entry.decide(commit);
    try {
      await entry.settled;
    } catch (error) {
      if (error !== rollback) throw error;
    } finally {
      open.delete(tx);
    }
    reply({ id, value: null });
  }

  async function handle(request: Request) {
    try {
      switch (request.op) {
        case "query":
          return reply({
            id: request.id,
            value: await target(request.tx).query(
              request.sql,
              request.params,
              queryOptions(request.options),
            ),
          });
        case "exec":
          return reply({ id: request.id, value: await target(request.tx).exec(request.sql) });
        case "begin":
          return begin(request.id);
        case "end":
          return await end(request.id, request.tx, request.commit);
        case "close":
          await pg.close();
          reply({ id: request.id, value: null });
          port?.close();
          return;
      }
    } catch (error) {
      reply({ id: request.id, error: toWire(error) });
    }
  }

  port?.on("message", (request: Request) => void handle(request));
  port?.postMessage({ ready: true } satisfies StartReport);
}

await main();
