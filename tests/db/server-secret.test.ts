/**
 * Issue 19: instances on one PostgreSQL share the auth secret when AUTH_SECRET is not given; on
 * the embedded database the DATA_DIR file stays the secret. Both engines, as database.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_SECRET_NAME, sharedSecret, withAuthSecret } from "../../src/server/auth/auth-secret";
import { loadConfig } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/client";
import { serverSecret } from "../../src/server/db/schema";
import { startPostgres } from "../support/postgres";

const server = await startPostgres();
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "sole-secret-"));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await server.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the auth secret on PostgreSQL without AUTH_SECRET", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "", databaseUrl: server.url });
    await database.migrate();
  });
  afterAll(() => database.close());

  it("is not read from or written to DATA_DIR by the config", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: server.url });
    expect(config.authSecret).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: server.url }).authSecret).toBeUndefined();
  });

  it("is made once: instances starting together, each with its own DATA_DIR, agree", async () => {
    await database.db.delete(serverSecret);
    const configs = [dataDir(), dataDir(), dataDir(), dataDir()].map((dir) =>
      loadConfig({ DATA_DIR: dir, DATABASE_URL: server.url }),
    );
    // Each on its own connection, as separate processes would be.
    const others = await Promise.all(
      configs.map(() => openDatabase({ dataDir: "", databaseUrl: server.url })),
    );
    try {
      const secrets = await Promise.all(
        configs.map((c, i) => withAuthSecret(c, others[i]!.db).then((r) => r.authSecret)),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
      // A later start reads the same one.
      const later = await withAuthSecret(
        loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: server.url }),
        database.db,
      );
      expect(later.authSecret).toBe(secrets[0]);
      expect(await database.db.select().from(serverSecret)).toHaveLength(1);
    } finally {
      await Promise.all(others.map((o) => o.close()));
    }
  });

  it("adopts the DATA_DIR secret an earlier server on PostgreSQL made, so an upgrade signs nobody out", async () => {
    await database.db.delete(serverSecret);
    const dir = dataDir();
    const earlier = "an-earlier-secret-from-the-data-directory-0123";
    writeFileSync(join(dir, "auth-secret"), earlier);
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: server.url });
    expect((await withAuthSecret(config, database.db)).authSecret).toBe(earlier);
    expect(
      (
        await withAuthSecret(
          loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: server.url }),
          database.db,
        )
      ).authSecret,
    ).toBe(earlier);
  });

  it("keeps the stored secret when a racing insert offers another", async () => {
    await database.db.delete(serverSecret);
    const [a, b] = await Promise.all([
      sharedSecret(database.db, AUTH_SECRET_NAME, "a".repeat(43)),
      sharedSecret(database.db, AUTH_SECRET_NAME, "b".repeat(43)),
    ]);
    expect(a).toBe(b);
  });

  it("AUTH_SECRET, when given, wins and nothing is stored", async () => {
    await database.db.delete(serverSecret);
    const given = "given-secret-given-secret-given-secret-0123";
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: server.url,
      AUTH_SECRET: given,
    });
    expect((await withAuthSecret(config, database.db)).authSecret).toBe(given);
    expect(await database.db.select().from(serverSecret)).toHaveLength(0);
  });
});

describe("the auth secret on the embedded database", () => {
  it("stays the DATA_DIR file, made on first start and read on the next", async () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.authSecret).toMatch(/^[\w-]{43}$/);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      await database.migrate();
      expect((await withAuthSecret(first, database.db)).authSecret).toBe(first.authSecret);
      expect(await database.db.select().from(serverSecret)).toHaveLength(0);
    } finally {
      await database.close();
    }
  });
});
