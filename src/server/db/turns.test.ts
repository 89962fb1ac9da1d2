import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { createTurnstile, takeTurns } from "./turns";

const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // stands in for a query the embedded database runs in this thread
  }
};

describe("turnstile", () => {
  it("runs work in arrival order and passes results and errors through", async () => {
    const inTurn = createTurnstile();
    const order: string[] = [];
    const piece = (name: string, fail = false) =>
      inTurn(async () => {
        order.push(`start ${name}`);
        await Promise.resolve();
        order.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([piece("a"), piece("b", true), piece("c")]);
    expect(order).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : String(r.reason)))).toEqual([
      "a",
      "Error: b",
      "c",
    ]);
  });

  it("lets the event loop take a turn between two pieces of work", async () => {
    const inTurn = createTurnstile();
    const order: string[] = [];
    await Promise.all([
      inTurn(async () => {
        busyFor(5);
        // I/O that became ready while the first piece ran, such as a new connection to accept
        setImmediate(() => order.push("event loop"));
        order.push("first");
      }),
      inTurn(async () => {
        order.push("second");
      }),
    ]);
    expect(order).toEqual(["first", "event loop", "second"]);
  });

  it("keeps PGlite's queries and transactions working through the turnstile", async () => {
    const client = takeTurns(await PGlite.create());
    try {
      await client.exec("create table t (n int)");
      const inserts = Array.from({ length: 20 }, (_, n) =>
        n % 2
          ? client.query("insert into t values ($1)", [n])
          : client.transaction(async (tx) => {
              await tx.query("insert into t values ($1)", [n]);
              return tx.query("select count(*)::int as c from t");
            }),
      );
      await Promise.all(inserts);
      const { rows } = await client.query<{ c: number }>("select count(*)::int as c from t");
      expect(rows[0]?.c).toBe(20);
      await expect(
        client.transaction(async (tx) => {
          await tx.query("insert into t values (99)");
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      const after = await client.sql<{ c: number }>`select count(*)::int as c from t`;
      expect(after.rows[0]?.c).toBe(20);
    } finally {
      await client.close();
    }
  });
});
