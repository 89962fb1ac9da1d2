/**
 * On PostgreSQL a statement past its time limit is cancelled and the request answers 503
 * `query_timeout`, and a connection left idle in a transaction is closed (PG_TIME_LIMITS,
 * db/client.ts): one business's pathological query, or a request stuck mid-transaction, must not
 * hold a pooled connection or its locks from everyone else. Start-up work opens without them.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import {
  type Database,
  NO_TIME_LIMITS,
  openDatabase,
  PG_TIME_LIMITS,
  queryRows,
} from "../../src/server/db/client";
import { hasSqlState, SQL_STATE } from "../../src/server/db/sql-state";
import { onError } from "../../src/server/http/middleware";
import { startPostgres } from "../support/postgres";

const server = await startPostgres();
const opened: Database[] = [];
const open = async (timeLimits?: typeof PG_TIME_LIMITS) => {
  const database = await openDatabase({ dataDir: "", databaseUrl: server.url, timeLimits });
  opened.push(database);
  return database;
};
afterAll(async () => {
  for (const database of opened) await database.close();
  await server.stop();
});

const setting = async (
  database: Database,
  name: "statement_timeout" | "idle_in_transaction_session_timeout",
) => {
  const [row] = await queryRows<{ value: string }>(
    database.db,
    sql`select current_setting(${name}) as value`,
  );
  return row?.value;
};

describe("PostgreSQL time limits", () => {
  it("every pooled connection has them; start-up connections do not", async () => {
    const app = await open();
    expect(PG_TIME_LIMITS).toEqual({ statementMs: 30_000, idleInTransactionMs: 60_000 });
    expect(await setting(app, "statement_timeout")).toBe("30s");
    expect(await setting(app, "idle_in_transaction_session_timeout")).toBe("1min");
    const startup = await open(NO_TIME_LIMITS);
    expect(await setting(startup, "statement_timeout")).toBe("0");
    expect(await setting(startup, "idle_in_transaction_session_timeout")).toBe("0");
  });

  it("a statement past the limit is cancelled and the request answers 503 query_timeout", async () => {
    const database = await open({ statementMs: 200, idleInTransactionMs: 0 });
    const app = new Hono();
    app.onError(onError as never);
    app.get("/slow", async (c) => {
      await queryRows(database.db, sql`select pg_sleep(5)`);
      return c.json({ slept: true });
    });
    const res = await app.request("/slow");
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("query_timeout");
    // The connection is usable again at once: the cancel ended the statement, not the session.
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("a transaction left idle past the limit loses its connection and its locks", async () => {
    const database = await open({ statementMs: 0, idleInTransactionMs: 300 });
    const watcher = await open(NO_TIME_LIMITS);
    await queryRows(watcher.db, sql`create table if not exists held (id int primary key)`);
    await queryRows(watcher.db, sql`insert into held values (1) on conflict do nothing`);
    const stuck = database.db.transaction(async (tx) => {
      const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      await queryRows(tx, sql`select * from held where id = 1 for update`);
      // Idle in the transaction until the server ends the session.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                watcher.db,
                sql`select count(*)::int as n from pg_stat_activity where pid = ${me?.pid}`,
              )
            )[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(0);
      await queryRows(tx, sql`select 1`);
    });
    await expect(stuck).rejects.toThrow();
    // The row lock went with the session: another transaction takes it without waiting.
    await watcher.db.transaction(async (tx) => {
      await queryRows(tx, sql`set local lock_timeout = '1s'`);
      expect(await queryRows(tx, sql`select id from held where id = 1 for update`)).toEqual([
        { id: 1 },
      ]);
    });
  });

  it("the SQLSTATE is found on the driver's error or on a wrapper's cause", () => {
    const driver = Object.assign(new Error("canceling statement"), { code: "57014" });
    expect(hasSqlState(driver, SQL_STATE.queryCanceled)).toBe(true);
    expect(hasSqlState(new Error("Failed query", { cause: driver }), "57014")).toBe(true);
    expect(hasSqlState(new Error("other"), "57014")).toBe(false);
    expect(hasSqlState(null, "57014")).toBe(false);
  });
});
