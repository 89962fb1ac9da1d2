import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/client";
import type { Logger } from "../../log";
import { type PageIds, type SearchInput, type SearchScope, textArray } from "./search";
import {
  buildRange,
  countCategories,
  keyOf,
  type ListedRange,
  type LoadedRow,
  type MemoryRange,
  scanRanges,
} from "./search-blocks";

/**
 * The server's copy of the search ranges (docs/decisions/0004-product-search.md): for each range
 * of `product_search_ranges`, its rows in name order, in blocks of BLOCK_ROWS: the block's names
 * and SKUs lower-cased by the database, as two strings (each value followed by NUL, which no
 * PostgreSQL text holds), with a Bloom mask of each string's folded trigrams and 4-grams; and per
 * row its id, merchant, category and owner. A contains-search is then a string search (V8's
 * `indexOf`) over the blocks whose masks hold the term's grams, in name order, with the filters
 * checked per match: no index tuple walked, no heap visited.
 *
 * The database stays the source of truth. Its triggers (migration 0003) add one to
 * `product_search_state.version` for every statement that changes what a search can find and
 * stamp the touched ranges with it; every search reads that version first (with the database's
 * own `lower()` of the term) and, when it moved, reloads the ranges whose (lo, hi, version)
 * changed. Several servers on one PostgreSQL each keep their own copy this way.
 *
 * Until the first load is done, or when ranges of more than FOREGROUND_ROWS rows changed at
 * once (an import), `search` answers null and the caller uses the SQL plans while the copy loads
 * in the background.
 */
/** Stale ranges holding at most this many rows are reloaded inside the search that found them. */
const FOREGROUND_ROWS = 5_000;
/** Rows loaded per statement. */
const LOAD_BATCH_ROWS = 20_000;

export class MemorySearchIndex {
  private ranges: MemoryRange[] = [];
  /** The state version the ranges reflect (null: never loaded). */
  private version: string | null = null;
  private lock: Promise<unknown> = Promise.resolve();
  private background: Promise<unknown> | null = null;
  private log: Logger | undefined;

  get ready(): boolean {
    return this.version !== null;
  }

  /** Rows held (the benchmark reports it). */
  get rows(): number {
    return this.ranges.reduce((n, r) => n + r.ids.length, 0);
  }

  /** Characters held in names and SKUs (the benchmark reports it). */
  get characters(): number {
    let n = 0;
    for (const r of this.ranges) {
      for (const b of r.blocks) n += b.names.text.length + b.skus.text.length;
    }
    return n;
  }

  /** Loads every stale range now (server start, tests, the benchmark). */
  warm(db: DbOrTx): Promise<boolean> {
    return this.exclusive(() => this.sync(db, Number.POSITIVE_INFINITY));
  }

  /** Starts loading in the background once; searches use SQL meanwhile. */
  warmInBackground(db: DbOrTx, log?: Logger): void {
    this.log ??= log;
    if (this.background) return;
    this.background = this.warm(db)
      .catch((error: unknown) =>
        this.log?.error("product search copy not loaded", { error: String(error) }),
      )
      .finally(() => {
        this.background = null;
      });
  }

  /**
   * The page and the total, or null when the copy cannot answer yet (the caller falls back to
   * SQL). Without the description and favourites: those are not in the copy.
   */
  async search(
    db: DbOrTx,
    scope: SearchScope,
    input: SearchInput,
    term: string,
    cap: number,
  ): Promise<PageIds | null> {
    const [state] = await queryRows<{ version: string; term: string }>(
      db,
      sql`select s.version::text as version, lower(${term}) as term
          from product_search_state s where s.id = 1`,
    );
    if (!state || state.term.includes("\u0000")) return null;
    if (!(await this.catchUp(db, state.version))) return null;
    return scanRanges(this.ranges, state.term, scope, input, cap);
  }

  /**
   * Products per category that the business can see, optionally at one merchant, or null when
   * the copy cannot answer yet (the caller counts in SQL).
   */
  async categoryCounts(
    db: DbOrTx,
    businessId: string,
    merchantId?: number,
  ): Promise<Map<number, number> | null> {
    const [state] = await queryRows<{ version: string }>(
      db,
      sql`select version::text as version from product_search_state where id = 1`,
    );
    if (!state || !(await this.catchUp(db, state.version))) return null;
    return countCategories(this.ranges, businessId, merchantId);
  }

  /**
   * True when the copy holds `version`, after reloading a few stale ranges here if needed; false
   * when it is still loading or too much changed (the load then goes on in the background).
   */
  private async catchUp(db: DbOrTx, version: string): Promise<boolean> {
    if (this.isAt(version)) return true;
    if (!this.ready || this.background) {
      this.warmInBackground(db);
      return false;
    }
    const synced = await this.exclusive(() => this.sync(db, FOREGROUND_ROWS));
    if (!synced) this.warmInBackground(db);
    return synced;
  }

  private isAt(version: string): boolean {
    return this.version !== null && BigInt(this.version) >= BigInt(version);
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.lock.then(task);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /**
   * Brings the copy to the database's current version: reloads the ranges whose (lo, hi,
   * version) it does not hold, unless they hold more than `maxRows` rows (then false).
   */
  private async sync(db: DbOrTx, maxRows: number): Promise<boolean> {
    const [state] = await queryRows<{ version: string }>(
      db,
      sql`select version::text as version from product_search_state where id = 1`,
    );
    if (!state) return false;
    if (this.isAt(state.version)) return true;
    const listed = await queryRows<ListedRange>(
      db,
      sql`select lo, hi, version::text as version, rows from product_search_ranges order by pos`,
    );
    const held = new Map(this.ranges.map((r) => [keyOf(r), r]));
    const stale = listed.filter((r) => !held.has(keyOf(r)));
    if (stale.reduce((n, r) => n + Number(r.rows), 0) > maxRows) return false;
    const loaded = await loadRanges(db, stale);
    this.ranges = listed.map((r) => held.get(keyOf(r)) ?? (loaded.get(keyOf(r)) as MemoryRange));
    this.version = state.version;
    return true;
  }
}

/** The rows of these ranges, a batch of about LOAD_BATCH_ROWS rows per statement. */
async function loadRanges(db: DbOrTx, ranges: ListedRange[]): Promise<Map<string, MemoryRange>> {
  const out = new Map<string, MemoryRange>();
  let batch: ListedRange[] = [];
  let batchRows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const closed = batch.filter((r) => r.hi !== null);
    const open = batch.filter((r) => r.hi === null);
    const rows: LoadedRow[] = [];
    const columns = sql`p.id, lower(p.name) as name, lower(p.sku) as sku,
      p.merchant_id as merchant, p.category_id as category, p.business_id as owner`;
    if (closed.length > 0) {
      rows.push(
        ...(await queryRows<LoadedRow>(
          db,
          sql`select r.k, x.* from unnest(${textArray(closed.map((r) => r.lo))}::text[],
                ${textArray(closed.map((r) => r.hi as string))}::text[])
                with ordinality as r(lo, hi, k)
              cross join lateral (
                select ${columns}, row_number() over (order by p.name, p.id) as n
                from products p where p.id > 0 and p.name >= r.lo and p.name < r.hi) x
              order by r.k, x.n`,
        )),
      );
    }
    for (const range of open) {
      const last = await queryRows<LoadedRow>(
        db,
        sql`select 0 as k, ${columns} from products p where p.id > 0 and p.name >= ${range.lo}
            order by p.name, p.id`,
      );
      out.set(keyOf(range), buildRange(range, last));
    }
    let i = 0;
    closed.forEach((range, index) => {
      const mine: LoadedRow[] = [];
      while (i < rows.length && Number(rows[i]?.k) === index + 1) mine.push(rows[i++] as LoadedRow);
      out.set(keyOf(range), buildRange(range, mine));
    });
    batch = [];
    batchRows = 0;
  };
  for (const range of ranges) {
    batch.push(range);
    batchRows += Number(range.rows);
    if (batchRows >= LOAD_BATCH_ROWS) await flush();
  }
  await flush();
  return out;
}

const indexes = new WeakMap<object, MemorySearchIndex>();

/** Keeps a copy for this database handle (the server's root handle, not a transaction). */
export function enableMemorySearch(db: DbOrTx): MemorySearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new MemorySearchIndex();
    indexes.set(db, index);
  }
  return index;
}

/**
 * The server's copy for its database handle, loading in the background until it is ready (the
 * server calls it at start; the search route too, in case the first load failed).
 */
export function keepMemorySearch(db: DbOrTx, log?: Logger): MemorySearchIndex {
  const index = enableMemorySearch(db);
  if (!index.ready) index.warmInBackground(db, log);
  return index;
}

/** Drops the copy (tests compare both ways of answering on one database). */
export function disableMemorySearch(db: DbOrTx): void {
  indexes.delete(db);
}

export function memorySearchOf(db: DbOrTx): MemorySearchIndex | undefined {
  return indexes.get(db);
}
