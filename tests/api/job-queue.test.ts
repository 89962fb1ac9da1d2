import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * A job is due the moment it is queued. pg-boss fetches jobs whose start is before the database's
 * now(), and the embedded database's clock moves in whole milliseconds: a job sent and fetched in
 * the same millisecond (a worker told at once, a test's runDue) was left for the next poll, 2 s
 * later in a server, never in a test (the morning summary test found no email now and then).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("starts a job before the moment it was stored, so the next fetch always finds it", async () => {
  const id = await t.deps.queue.enqueue("send-email", { deliveryId: randomUUID() });
  const [job] = await queryRows<{ due: boolean }>(
    t.deps.db,
    sql`select start_after < created_on as due from pgboss.job where id = ${id}`,
  );
  expect(job?.due).toBe(true);
  expect(await t.deps.queue.runDue()).toBe(1);
});

it("runs every job queued just before, each time (a delivery deleted meanwhile is a no-op)", async () => {
  const ran: number[] = [];
  for (let i = 0; i < 200; i++) {
    await t.deps.queue.enqueue("send-email", { deliveryId: randomUUID() });
    ran.push(await t.deps.queue.runDue());
  }
  expect(ran.filter((n) => n !== 1)).toEqual([]);
});
