import type { PGlite } from "@electric-sql/pglite";

/**
 * Runs async work one piece at a time, in arrival order, and gives the event loop a turn between
 * pieces (docs/decisions/0007-database-turns.md).
 *
 * Why: the embedded database executes each query synchronously in the server's thread, and
 * Node 20's libuv accepts one new connection per event-loop iteration. Without a turn between
 * queries, one iteration runs a query for every request already read, so under load a burst of
 * new connections waited one whole iteration (a few hundred ms) each: seconds for the last ones.
 */
export function createTurnstile() {
  const waiting: Array<() => void> = [];
  let busy = false;
  const next = () => {
    const release = waiting.shift();
    if (release) release();
    else busy = false;
  };
  return async function inTurn<R>(work: () => Promise<R>): Promise<R> {
    await new Promise<void>((release) => {
      waiting.push(release);
      if (!busy) {
        busy = true;
        setImmediate(next);
      }
    });
    try {
      return await work();
    } finally {
      setImmediate(next);
    }
  };
}

/**
 * Routes the client's public entry points through one turnstile. A transaction is one turn: its
 * own queries go through the transaction object, which PGlite runs inside the transaction's lock.
 */
export function takeTurns(client: PGlite): PGlite {
  const inTurn = createTurnstile();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    inTurn(() => query(...args))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => inTurn(() => exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    inTurn(() => transaction(...args))) as typeof client.transaction;
  return client;
}
