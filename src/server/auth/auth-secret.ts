import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { type Config, dataDirSecretFile, type ServerConfig } from "../config";
import type { DbOrTx } from "../db/client";
import { serverSecret } from "../db/schema";

export const AUTH_SECRET_NAME = "auth";

/**
 * The auth secret every instance on one database shares (ADR 0017): the first to start stores
 * one, and every other instance, starting at the same moment or later, reads that same row.
 * ON CONFLICT DO NOTHING then SELECT needs no lock: of two racing inserts one row wins and both
 * read it. `candidate` is what to store when there is none yet.
 */
export async function sharedSecret(db: DbOrTx, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecret).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecret.value })
    .from(serverSecret)
    .where(eq(serverSecret.name, name));
  if (!row) throw new Error(`server secret "${name}" missing after insert`);
  return row.value;
}

/**
 * The config with its auth secret: AUTH_SECRET or the embedded database's DATA_DIR file as
 * loaded, else (PostgreSQL without AUTH_SECRET) the database's. A DATA_DIR/auth-secret left by a
 * server that ran on PostgreSQL before issue 19 becomes the shared one, so upgrading signs nobody
 * out on the instance that had it.
 */
export async function withAuthSecret(config: Config, db: DbOrTx): Promise<ServerConfig> {
  if (config.authSecret) return { ...config, authSecret: config.authSecret };
  const file = dataDirSecretFile(config.dataDir);
  const earlier = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  const candidate = earlier.length >= 32 ? earlier : randomBytes(32).toString("base64url");
  return { ...config, authSecret: await sharedSecret(db, AUTH_SECRET_NAME, candidate) };
}
