import type { DbOrTx } from "../db/client";
import { takeWindow, type WindowTake } from "./rate-limit";

/** What one call answers: allowed, or refused until `resetAt`. */
export interface LimitTake {
  allowed: boolean;
  resetAt: number;
}

/** The shared counter: takeWindow on the database, or a stand-in in unit tests. */
export type SharedTake = (
  key: string,
  options: { limit: number; windowMs: number; now: number; amount: number },
) => Promise<WindowTake>;

interface Entry {
  /** When this window ends (the database's answer once synced; until then a local guess). */
  resetAt: number;
  /** The shared count as the database last answered it (every process's flushed attempts). */
  known: number;
  /** Attempts allowed here and not yet added to the shared count. */
  pending: number;
  /** Whether `resetAt` came from the database. */
  synced: boolean;
}

/** Keys kept per process; past it the expired ones go, then the oldest (a few unflushed counts). */
export const MAX_KEYS = 20_000;

/**
 * Attempts a process may count on its own before adding them to the shared count in one upsert:
 * a twentieth of the limit (at most 50), so each process can carry a key at most 5 % past its
 * limit; a limit under 40 is counted in the database on every attempt (ADR 0022).
 */
export const batchFor = (limit: number) => Math.min(50, Math.max(1, Math.floor(limit / 20)));

/**
 * Fixed-window limits shared by every server copy (the rate_limit table, takeWindow), with a
 * per-process count in front so that the common case costs no query: a process counts a key's
 * attempts in memory and adds them to the shared counter one batch at a time, and asks the
 * database on every attempt only once the key is within a batch of its limit. Once refused, a key
 * is refused here, without a query, until its window ends: a client hammering past its limit costs
 * a map lookup. Overshoot is bounded by each process's unflushed batch (ADR 0022).
 */
export class RequestLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly shared: SharedTake,
    private readonly now: () => number = Date.now,
  ) {}

  /** On the app's database (every instance on one PostgreSQL shares the counts). */
  static onDatabase(db: DbOrTx, now?: () => number) {
    return new RequestLimiter(
      (key, options) => takeWindow(db, key, { ...options, countRefused: true }),
      now,
    );
  }

  /** One attempt on `key`: allowed while the window holds no more than `limit` attempts. */
  async take(key: string, limit: number, windowMs: number): Promise<LimitTake> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || now >= entry.resetAt) {
      entry = { resetAt: now + windowMs, known: 0, pending: 0, synced: false };
      this.remember(key, entry, now);
    }
    if (entry.known >= limit) return { allowed: false, resetAt: entry.resetAt };
    entry.pending++;
    const batch = batchFor(limit);
    if (entry.pending < batch && entry.known + entry.pending + batch <= limit) {
      return { allowed: true, resetAt: entry.resetAt };
    }
    const amount = entry.pending;
    entry.pending = 0;
    const answer = await this.shared(key, { limit, windowMs, now, amount });
    // The database's window is the one every process keeps. Answers may come back out of order:
    // one for an older window than the entry already knows is not taken.
    if (!entry.synced || answer.resetAt > entry.resetAt) {
      entry.known = answer.count;
      entry.resetAt = answer.resetAt;
      entry.synced = true;
    } else if (answer.resetAt === entry.resetAt) {
      entry.known = Math.max(entry.known, answer.count);
    }
    return { allowed: answer.count <= limit, resetAt: answer.resetAt };
  }

  private remember(key: string, entry: Entry, now: number) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size <= MAX_KEYS) return;
    for (const [k, e] of this.entries) if (now >= e.resetAt) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS / 2) break;
      this.entries.delete(k);
    }
  }

  /** Keys held in memory (tests check the bound). */
  get size() {
    return this.entries.size;
  }
}

/** Seconds until `resetAt`, at least 1, for a Retry-After header. */
export const retryAfterSeconds = (resetAt: number, now = Date.now()) =>
  Math.max(1, Math.ceil((resetAt - now) / 1000));
