/**
 * The supervisor's decisions, kept free of processes so they can be tested directly
 * (docs/decisions/0009-supervisor.md).
 */

/** Most worker processes the default picks; WEB_CONCURRENCY may ask for more. */
export const DEFAULT_MAX_WORKERS = 4;

/**
 * How many server processes to run. The embedded database (PGlite) is one process per data
 * directory, so it is always exactly one; with DATABASE_URL, WEB_CONCURRENCY, else the cores
 * (at most 4).
 */
export function workerCount(
  config: { databaseUrl: string | undefined; webConcurrency: number | undefined },
  cores: number,
): number {
  if (!config.databaseUrl) return 1;
  return config.webConcurrency ?? Math.max(1, Math.min(cores, DEFAULT_MAX_WORKERS));
}

/** Deaths within this window count towards a crash loop. */
export const CRASH_WINDOW_MS = 30_000;
/** More deaths than this within the window is a crash loop. */
export const CRASH_LIMIT = 5;
/** The first wait of a crash loop; it doubles with every further death, up to the maximum. */
export const BACKOFF_FIRST_MS = 5_000;
export const BACKOFF_MAX_MS = 60_000;

export interface RestartDecision {
  /** How long to wait before starting the replacement (0: at once). */
  delayMs: number;
  /** Deaths within the last CRASH_WINDOW_MS, this one included. */
  recentDeaths: number;
  /** True when the workers are dying faster than CRASH_LIMIT per window. */
  crashLoop: boolean;
}

/**
 * Replaces a dead worker at once, unless more than CRASH_LIMIT workers died within
 * CRASH_WINDOW_MS: then waits BACKOFF_FIRST_MS, doubling per further death up to BACKOFF_MAX_MS,
 * so a worker that cannot start does not spin a core. The loop is over once a replacement has
 * lived a whole window.
 */
export class RestartPolicy {
  private deaths: number[] = [];
  private backoffMs = 0;
  private lastDeath = Number.NEGATIVE_INFINITY;

  died(now: number): RestartDecision {
    this.deaths = this.deaths.filter((t) => now - t < CRASH_WINDOW_MS);
    this.deaths.push(now);
    const recentDeaths = this.deaths.length;
    const stillLooping =
      this.backoffMs > 0 && now - this.lastDeath < this.backoffMs + CRASH_WINDOW_MS;
    this.lastDeath = now;
    if (recentDeaths <= CRASH_LIMIT && !stillLooping) {
      this.backoffMs = 0;
      return { delayMs: 0, recentDeaths, crashLoop: false };
    }
    this.backoffMs =
      this.backoffMs === 0 ? BACKOFF_FIRST_MS : Math.min(BACKOFF_MAX_MS, this.backoffMs * 2);
    return { delayMs: this.backoffMs, recentDeaths, crashLoop: true };
  }
}
