/**
 * The durable queue's job types (ADR 0019): each name, the data its job carries, how often it is
 * retried and, for scheduled work, its cron. A job's data is JSON in the database, so ids only.
 */
export interface JobData {
  /** One business email (an email_deliveries row) sent, retried with back-off until it goes. */
  "send-email": { deliveryId: string };
  /** A supplier scrape (a scraping_jobs row): its pages fetched, its products upserted by SKU. */
  scrape: { scrapeId: string };
  /** A price-list import (a price_list_imports row and its stored batches of parsed rows). */
  "import-price-list": { importId: string };
  "remove-old-demos": Record<string, never>;
  "prune-limits": Record<string, never>;
  "prune-logs": Record<string, never>;
  reminders: Record<string, never>;
}

export type JobName = keyof JobData;

export interface JobPolicy {
  /** Tries after the first; pg-boss waits retryDelay s, doubling each time (retryBackoff). */
  retryLimit: number;
  retryDelay: number;
  /**
   * A job still active this long after it started (its process died) is retried; the default is
   * the queue's 15 minutes.
   */
  expireInSeconds?: number;
  /** Scheduled work: a cron (UTC) of which pg-boss sends one job per slot across instances. */
  cron?: string;
}

export const JOB_POLICIES: Record<JobName, JobPolicy> = {
  // Five tries: after about 30 s, 1, 2 and 4 minutes; then the delivery is failed with the reason.
  "send-email": { retryLimit: 4, retryDelay: 30 },
  // A scrape records its own failure; a retry is for a worker that died mid-scrape. Longer than
  // any scrape can take (5 pages × 10 s plus the pace), so a live one is never run twice.
  scrape: { retryLimit: 2, retryDelay: 5, expireInSeconds: 6 * 60 },
  // A retry carries on from the batches not yet imported; two runners at once take different
  // batches (SKIP LOCKED), so a long import outliving its expiry is only sped up, never doubled.
  "import-price-list": { retryLimit: 3, retryDelay: 10, expireInSeconds: 5 * 60 },
  // Daily at 03:15 and hourly: a missed slot (every instance down) is simply the next one.
  "remove-old-demos": { retryLimit: 2, retryDelay: 60, cron: "15 3 * * *" },
  "prune-limits": { retryLimit: 2, retryDelay: 60, cron: "7 * * * *" },
  // Daily at 03:45, after the demo clean-up; a run stopped by its cap carries on the next day. A
  // long backlog's batches may outlast the default expiry, and a second run alongside only wastes.
  "prune-logs": { retryLimit: 2, retryDelay: 300, expireInSeconds: 60 * 60, cron: "45 3 * * *" },
  // Hourly: each reminder checks its own hour (the morning summary, customers' waking hours).
  reminders: { retryLimit: 2, retryDelay: 120, cron: "2 * * * *" },
};

export interface JobContext {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
  /** No try follows this one if it throws. */
  lastAttempt: boolean;
}

export type JobHandler<N extends JobName> = (data: JobData[N], job: JobContext) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };
