import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../client";
import { businesses } from "../schema";
import { type EmbeddedClient, EmbeddedDatabaseStopped, openEmbedded } from "./client";

const run = promisify(execFile);
const child = (mode: string) =>
  run(process.execPath, ["tests/support/embedded-database-child.mjs", mode], {
    timeout: 120_000,
  });

describe("the embedded database in its own thread", () => {
  let client: EmbeddedClient;
  beforeAll(async () => {
    client = await openEmbedded({ dataDir: undefined, extensions: ["pg_trgm"] });
    await client.exec("create extension pg_trgm; create table t (n int)");
  });
  afterAll(() => client.close());

  it("answers queries and transactions in order; a failed transaction leaves nothing", async () => {
    const inserts = Array.from({ length: 20 }, (_, n) =>
      n % 2
        ? client.query("insert into t values ($1)", [n])
        : client.transaction(async (tx) => {
            await tx.query("insert into t values ($1)", [n]);
            return tx.query("select count(*)::int as c from t");
          }),
    );
    await Promise.all(inserts);
    const count = async () =>
      (await client.query<{ c: number }>("select count(*)::int as c from t")).rows[0]?.c;
    expect(await count()).toBe(20);
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into t values (99)");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // A statement that fails inside a transaction rolls the whole transaction back too.
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into t values (98)");
        await tx.query("insert into t values ('not a number')");
      }),
    ).rejects.toThrow(/invalid input syntax/);
    expect(await count()).toBe(20);
  });

  it("makes a query from outside wait while a transaction is open, as PGlite's one session did", async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await client.transaction(async (tx) => {
      await tx.query("insert into t values (1000)");
      outside = client.query("select 1").then(() => order.push("outside"));
      await tx.query("select pg_sleep(0.05)");
      order.push("transaction");
    });
    await outside;
    expect(order).toEqual(["transaction", "outside"]);
  });

  it("keeps PostgreSQL's error fields (code, constraint) and leaves the parameters out", async () => {
    await client.exec("create table u (email text constraint u_email_unique unique)");
    await client.query("insert into u values ($1)", ["a@example.com"]);
    const error = await client
      .query("insert into u values ($1)", ["a@example.com"])
      .catch((e: unknown) => e as Record<string, unknown>);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "u_email_unique", table: "u" });
    expect(error).not.toHaveProperty("params");
  });

  it("carries bytes, big integers, JSON, text parsers and extensions across the thread", async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    const { rows } = await client.query<Record<string, unknown>>(
      "select $1::bytea as b, 9007199254740993::int8 as big, 7::int8 as small, " +
        `'{"a":[1,"x"]}'::jsonb as j, '2026-11-25 10:00:00+00'::timestamptz as ts, ` +
        "similarity('plasterboard', 'plaster board') > 0.5 as trgm",
      [bytes],
      { parsers: { 1184: (value: string) => `parsed ${value}` } },
    );
    expect(rows[0]).toEqual({
      b: new Uint8Array(bytes),
      big: 9007199254740993n,
      small: 7,
      j: { a: [1, "x"] },
      ts: "parsed 2026-11-25 10:00:00+00",
      trgm: true,
    });
  });

  it("leaves the main thread's event loop free while a query runs", async () => {
    let settled = false;
    const heavy = client.query("select count(*) from generate_series(1, 1000000)").finally(() => {
      settled = true;
    });
    // On the main thread the query ran to its end before the event loop's next turn.
    const seenInTurn = await new Promise<boolean>((resolve) =>
      setImmediate(() => resolve(settled)),
    );
    await heavy;
    expect(seenInTurn).toBe(false);
  });

  it("rejects waiting requests and reports the stop when the thread ends unasked", {
    timeout: 120_000,
  }, async () => {
    let reported: unknown;
    const own = await openEmbedded({ dataDir: undefined, extensions: [] }, (error) => {
      reported = error;
    });
    // Posted, and still running when the thread is stopped: a query that takes seconds, since a
    // "select 1" could be answered while terminate() was on its way (CI saw it resolve).
    const waiting = own.query("select count(*) from generate_series(1, 50000000)");
    await own.thread.terminate();
    await expect(waiting).rejects.toBeInstanceOf(EmbeddedDatabaseStopped);
    expect(reported).toBeInstanceOf(EmbeddedDatabaseStopped);
    await expect(own.query("select 1")).rejects.toBeInstanceOf(EmbeddedDatabaseStopped);
  });

  it("ends the process with a non-zero code when the thread stops unasked", {
    timeout: 120_000,
  }, async () => {
    const failure = await child("crash").then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).not.toBe(0);
    expect(failure?.stdout).toContain("answer 42");
    expect(failure?.stdout).toContain("waiting query: EmbeddedDatabaseStopped");
    expect(failure?.stderr).toContain("The embedded database's thread stopped");
  });

  it("does not keep a finished script alive once its queries are answered", {
    timeout: 120_000,
  }, async () => {
    const { stdout } = await child("idle");
    expect(stdout).toContain("answer 42");
  });
});

describe("Drizzle on the embedded database's thread", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
  });
  afterAll(() => database.close());

  it("migrates, and reads timestamps as Dates through Drizzle's own parsers", async () => {
    const [row] = await database.db
      .insert(businesses)
      .values({ name: "Thread & Sons", defaultTerms: "" })
      .returning({ id: businesses.id, createdAt: businesses.createdAt });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select name from businesses where id = ${row?.id}`,
    );
    expect(rows).toEqual([{ name: "Thread & Sons" }]);
  });
});
