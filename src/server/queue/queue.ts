import PgBoss from "pg-boss";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { bossDb } from "./adapter";
import { JOB_POLICIES, type JobData, type JobHandlers, type JobName } from "./jobs";

/**
 * The durable job queue (ADR 0019): pg-boss on the app's database, PostgreSQL or embedded. A job
 * is a row until a worker completes it, so it survives a restart; pg-boss's row lock (SKIP LOCKED)
 * gives each job to one worker of however many instances share the database.
 */
export interface JobQueue {
  /** Installs pg-boss's schema (once, under its own lock) and, with workers, starts them. */
  start(handlers: JobHandlers): Promise<void>;
  enqueue<N extends JobName>(name: N, data: JobData[N]): Promise<string>;
  /**
   * Runs every job due now in this process and returns how many ran (tests drive the queue with
   * it instead of waiting for a poll). `includeDelayed` also runs retries still in their back-off.
   */
  runDue(opts?: { includeDelayed?: boolean }): Promise<number>;
  /** Jobs were enqueued here since the last runDue. */
  readonly pending: boolean;
  /** Waiting (created or in back-off) and failed jobs per job type, for /metrics. */
  stats(): Promise<{ name: string; queued: number; failed: number }[]>;
  /** Stops polling and waits (at most timeoutMs) for jobs running here; unfinished ones retry. */
  stop(timeoutMs?: number): Promise<void>;
}

const NAMES = Object.keys(JOB_POLICIES) as JobName[];
/** An interval pg-boss adds to the database's now() for a job's start. */
const DUE_AT_ONCE = "-1 millisecond";

export function createJobQueue(opts: {
  db: Db;
  kind: "pglite" | "postgres";
  log: Logger;
  /** false: enqueue only (tests, JOB_WORKERS=0); true: poll, run scheduled work and maintain. */
  workers: boolean;
}): JobQueue {
  const { log, workers } = opts;
  const boss = new PgBoss({
    db: bossDb(opts.db, opts.kind),
    schema: "pgboss",
    migrate: true,
    supervise: workers,
    schedule: workers,
    // A worker process killed mid-job leaves it active: it is retried once this has passed.
    expireInSeconds: 15 * 60,
  });
  boss.on("error", (error) => log.error("job queue", { error: String(error) }));
  let handlers: JobHandlers | null = null;
  const workerIds = new Map<JobName, string>();
  let pending = false;

  async function run(name: JobName, job: PgBoss.JobWithMetadata<unknown>) {
    if (!handlers) throw new Error("job queue not started");
    const handler = handlers[name] as (data: unknown, ctx: unknown) => Promise<void>;
    await handler(job.data, {
      jobId: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
    });
  }

  return {
    get pending() {
      return pending;
    },
    async start(given) {
      handlers = given;
      await boss.start();
      for (const name of NAMES) {
        const { retryLimit, retryDelay, expireInSeconds } = JOB_POLICIES[name];
        const options = { name, retryLimit, retryDelay, retryBackoff: true };
        // Instances starting together race to create it: the loser finds it made.
        await boss
          .createQueue(name, expireInSeconds ? { ...options, expireInSeconds } : options)
          .catch(async (error) => {
            if (!(await boss.getQueue(name))) throw error;
          });
      }
      if (!workers) return;
      for (const name of NAMES) {
        const id = await boss.work(name, { includeMetadata: true }, async ([job]) => {
          if (!job) return;
          await run(name, job);
          // pg-boss waits a whole polling interval after every fetch, even one that found work:
          // a backlog would drain one job per 2 s. Found one: look again at once.
          const self = workerIds.get(name);
          if (self) boss.notifyWorker(self);
        });
        workerIds.set(name, id);
        const cron = JOB_POLICIES[name].cron;
        if (cron) await boss.schedule(name, cron, {}, { tz: "UTC" });
      }
    },
    async enqueue(name, data) {
      // Due at once: pg-boss fetches jobs with start_after < now(), and the embedded database's
      // clock moves in whole milliseconds, so a job sent and fetched within one millisecond (a
      // worker notified at once, a test's runDue) was not yet due and waited for the next poll.
      const id = await boss.send(name, data as object, { startAfter: DUE_AT_ONCE });
      if (!id) throw new Error(`job ${name} was not queued`);
      pending = true;
      // This process's worker looks now rather than at its next poll (another instance may win).
      const worker = workerIds.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async runDue({ includeDelayed = false } = {}) {
      pending = false;
      let ran = 0;
      for (const name of NAMES) {
        for (;;) {
          const jobs = await boss.fetch<unknown>(name, {
            includeMetadata: true,
            batchSize: 20,
            ignoreStartAfter: includeDelayed,
          });
          if (jobs.length === 0) break;
          for (const job of jobs) {
            ran++;
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (error) {
              await boss.fail(name, job.id, { message: String(error) });
            }
          }
        }
      }
      return ran;
    },
    async stats() {
      const { rows } = await bossDb(opts.db, opts.kind).executeSql(
        `select name,
           count(*) filter (where state in ('created', 'retry'))::int as queued,
           count(*) filter (where state = 'failed')::int as failed
         from pgboss.job group by name`,
        [],
      );
      const byName = new Map(rows.map((r) => [r.name as string, r]));
      return NAMES.map((name) => ({
        name,
        queued: Number(byName.get(name)?.queued ?? 0),
        failed: Number(byName.get(name)?.failed ?? 0),
      }));
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}
