import { createAuth } from "./auth/auth";
import type { ServerConfig } from "./config";
import type { Deps } from "./context";
import type { Database } from "./db/client";
import type { Logger } from "./log";
import { createAfterAnswer } from "./mail/after-answer";
import { createMailer } from "./mail/mailer";
import { createJobQueue } from "./queue/queue";

/**
 * What every request handler reaches, put together once: by the server at start-up (index.ts)
 * and by the test app, so a test runs the parts as the server wires them. `jobWorkers` false
 * only enqueues (the test app runs the jobs itself, JOB_WORKERS=0 leaves them to other servers).
 */
export function assembleDeps(
  database: Database,
  config: ServerConfig,
  log: Logger,
  { jobWorkers }: { jobWorkers: boolean },
): Deps {
  const { db, kind } = database;
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const afterAnswer = createAfterAnswer(log);
  const auth = createAuth({ db, config, mailer, log, afterAnswer });
  // The durable queue (ADR 0019): emails, supplier scrapes, price-list imports and scheduled work
  // (demo clean-up, pruning, reminders). Scrapes and imports a stopped server left unfinished are
  // retried by the queue and carry on.
  const queue = createJobQueue({ db, kind, log, workers: jobWorkers });
  return { db, dbKind: kind, config, log, mailer, afterAnswer, auth, queue };
}
