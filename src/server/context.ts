import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Logger } from "./log";
import type { AfterAnswer } from "./mail/after-answer";
import type { Mailer } from "./mail/mailer";
import type { JobQueue } from "./queue/queue";

/** What every request handler can reach: built once at start-up. */
export interface Deps {
  db: Db;
  dbKind: "pglite" | "postgres";
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** The account emails, sent after the request's answer (mail/after-answer.ts). */
  afterAnswer: AfterAnswer;
  auth: Auth;
  /** The durable job queue (emails, scheduled work; ADR 0019). */
  queue: JobQueue;
}

export interface SessionInfo {
  userId: string;
  email: string;
  name: string;
  isAnonymous: boolean;
  isAdmin: boolean;
  businessId: string;
  businessName: string;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    session: SessionInfo | null;
  };
}

export type Router = OpenAPIHono<AppEnv>;
