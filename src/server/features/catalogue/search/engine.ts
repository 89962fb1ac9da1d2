/**
 * The in-memory product index (docs/decisions/0010-one-search-engine.md): one segment for the
 * public catalogue and one per business, so a search reads the public segment and its own only.
 * Kept fresh by the writes themselves: each insert or update stamps its transaction id on the row
 * (`products.search_txid`, migration 0009), each delete logs the id; a search reads what was
 * stamped since the oldest transaction the index's last snapshot could not see, in the same
 * statement as its page's rows (./index.ts), and catches up before searching again when that
 * holds a write.
 */
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../../db/client";
import { parseQuery, words } from "./language";
import { type Hit, inTurns, type Query, type Row, Segment } from "./segment";
import { type Changes, changesSince, LIMITS, type ReadChanges, ROW, read } from "./stamps";

export type { Query } from "./segment";
export { type Changes, LIMITS, type ReadChanges } from "./stamps";

export class SearchIndex {
  private segments = new Map<string, Segment>();
  private where = new Map<number, Segment>();
  /** The categories' words: re-read when a product names an unknown one (a restore reloads). */
  private categories = new Map<number, string[]>();
  private since = -1;
  private busy: Promise<void> | null = null;
  /** Stamps every change to what a search can find (segments, categories): see `versionFor`. */
  private stamp = 0;
  private categoriesAt = 0;
  /** Owners whose rows the running catch-up has yet to index; `stepped` settles as each is. */
  private behind = new Set<string>();
  private stepped = Promise.resolve();
  private step = () => {};

  get loaded(): boolean {
    return this.since >= 0;
  }

  get indexing(): boolean {
    return this.busy !== null;
  }

  /** The last stamp: changes read at another were read for an index that has changed since. */
  get changed(): number {
    return this.stamp;
  }

  /** The last change to what a search of this business can find: a page read meanwhile is read again. */
  versionFor(businessId: string): number {
    const at = (key: string) => this.segments.get(key)?.changedAt ?? 0;
    return Math.max(this.categoriesAt, at(""), at(businessId));
  }

  /** One statement: what changed since the index last looked, and `also` (see `changesSince`). */
  changes(also = sql``, businessId?: string, after?: Row) {
    return changesSince(this.since, also, businessId, after);
  }

  /**
   * Would changes read in the same statement as a page (./index.ts) change nothing the index held
   * at `version`? Then the page, found in the index as it was, is the statement's own, and
   * (outside a writing transaction, when read for every owner) the rows stamped before its `xmin`
   * are held. Read for one business, others' deletions are not its search's.
   */
  settles(version: number, s: Changes, businessId: string, onlyTheirs: boolean): boolean {
    const { rows, gone, present } = read(s);
    const kept = (id: number | null) =>
      id !== null &&
      (present.has(id) || !this.where.has(id) || !this.serves(id, onlyTheirs && businessId));
    if (version !== this.versionFor(businessId) || rows.length >= LIMITS.batchRows) return false;
    if (!rows.every((row) => this.holds(row))) return false;
    if (!gone.every(kept)) return false;
    if (!onlyTheirs && Number(s.own) < 0 && Number(s.xmin) > this.since)
      this.since = Number(s.xmin);
    return true;
  }

  /** Is product `id` in a segment a search of `businessId` reads (every segment when none)? */
  private serves(id: number, businessId: string | false) {
    const seg = this.where.get(id);
    return !businessId || seg === this.segments.get("") || seg === this.segments.get(businessId);
  }

  /** Is this version of the product (its txid) the one held? */
  private holds(row: Row) {
    const seg = this.where.get(row[0]);
    return seg?.rows[seg.pos.get(row[0]) ?? -1]?.[7] === row[7];
  }

  /**
   * Brings the index up to date with what this connection can see (one catch-up at a time), for
   * a search of `businessId` or for everyone. A search waits only for the public catalogue and its
   * own business: once the running catch-up has indexed them, its writes since are read apart, so
   * one business's import of 25,000 products holds nobody else's search. Changes `read` with a
   * search's page are its catch-up's, unless the index changed since (its rows may be newer).
   */
  async refresh(db: DbOrTx, businessId?: string, read?: ReadChanges): Promise<void> {
    const waits = () =>
      !this.loaded || ["*", "", businessId ?? ""].some((owner) => this.behind.has(owner));
    const given = (filtered: boolean) =>
      read?.filtered === filtered && read.changed === this.changed ? read.changes : undefined;
    if (this.busy && businessId && !waits()) return this.catchUp(db, businessId, given(true));
    if (!businessId) while (this.busy) await this.busy;
    if (!this.busy) {
      this.behind = new Set(["*"]); // until the catch-up knows whose rows it holds
      this.wake();
      this.busy = this.catchUp(db, undefined, given(false)).finally(() => {
        [this.busy, this.behind] = [null, new Set()];
      });
      // A search that stopped waiting does not see a failure: the next refresh tries again.
      this.busy.catch(() => undefined);
    }
    while (this.busy !== null && (!businessId || waits()))
      await Promise.race([this.busy, this.stepped]);
  }

  /** Searches waiting on the running catch-up look again: their owners' rows may be indexed. */
  private wake() {
    this.step();
    this.stepped = new Promise((resolve) => {
      this.step = resolve;
    });
  }

  /** Entries held, and how many of them are dead (replaced or deleted, awaiting compaction). */
  stats() {
    const all = [...this.segments.values()];
    const sum = (f: (s: Segment) => number) => all.reduce((n, s) => n + f(s), 0);
    return { docs: sum((s) => s.rows.length), dead: sum((s) => s.dead) };
  }

  /** A product's segment, new or its own; `index` false only while loading (compacted after). */
  private put(row: Row, index = true) {
    // Rows stamped after the oldest open transaction are read again until it ends: skip them.
    if (this.holds(row)) return;
    this.remove(row[0]);
    const seg =
      this.segments.get(row[1] ?? "") ??
      new Segment(row[1] ? { words: LIMITS.ownWords, postings: LIMITS.ownPostings } : undefined);
    seg.changedAt = ++this.stamp;
    this.segments.set(row[1] ?? "", seg);
    this.where.set(row[0], seg);
    if (index) seg.add(row);
    else seg.rows.push(row);
  }

  private remove(id: number) {
    const seg = this.where.get(id);
    const d = seg?.pos.get(id);
    if (seg && d !== undefined) [seg.gone[d], seg.dead] = [1, seg.dead + 1];
    if (seg) seg.changedAt = ++this.stamp;
    seg?.pos.delete(id);
    this.where.delete(id);
  }

  private async loadCategories(db: DbOrTx) {
    const [r] = await queryRows<{ c: string }>(
      db,
      sql`select coalesce(json_agg(json_build_array(id, name)), '[]')::text as c
          from product_categories`,
    );
    const categories: [number, string][] = JSON.parse(r?.c ?? "[]");
    this.categories = new Map(categories.map(([id, name]) => [id, words(name)]));
    this.categoriesAt = ++this.stamp;
  }

  /** Everything, `LIMITS.batchRows` a statement (each one JSON string: cheaper to carry and parse). */
  private async load(db: DbOrTx) {
    this.since = -1; // every search waits for a load
    const [s] = await queryRows<{ xmin: string }>(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    );
    [this.segments, this.where] = [new Map(), new Map()];
    for (let last = 0, more = true; more; ) {
      const [batch] = await queryRows<{ rows: string }>(
        db,
        sql`select coalesce(json_agg(${ROW} order by id), '[]')::text as rows
            from (select * from products where id > ${last} order by id
              limit ${LIMITS.batchRows}) p`,
      );
      const rows: Row[] = JSON.parse(batch?.rows ?? "[]");
      for (const row of rows) this.put(row, false); // held only: indexed by compact()
      [last, more] = [rows.at(-1)?.[0] ?? 0, rows.length === LIMITS.batchRows];
    }
    for (const seg of this.segments.values()) await seg.compact();
    await this.loadCategories(db);
    this.since = Number(s?.xmin);
  }

  /**
   * One statement: the snapshot's oldest unfinished transaction, and what changed since (then the
   * rest, a batch a statement). With `businessId`, only its and the public catalogue's changes,
   * read apart while another catch-up indexes other owners' (which stay to be read: `since` stays).
   */
  private async catchUp(db: DbOrTx, businessId?: string, given?: Changes): Promise<void> {
    if (this.since < 0) return this.load(db);
    const s = given ?? (await queryRows<Changes>(db, this.changes(sql``, businessId)))[0];
    const { rows, gone, present } = read(s);
    if (gone.includes(null)) return businessId ? this.refresh(db) : this.load(db); // a truncate, or the log pruned past us
    for (const id of gone as number[])
      if (!present.has(id) && this.serves(id, businessId ?? false)) this.remove(id);
    for (let batch = rows; ; ) {
      const last = batch.length < LIMITS.batchRows;
      // Before the next batch, the owner of this one's last row is likely in it: it stays behind.
      if (businessId) await inTurns(batch, (row) => this.put(row));
      else await this.byOwner(db, batch, last && rows.length + gone.length > 0, batch.at(-1)?.[1]);
      if (last) break;
      const [more] = await queryRows<Changes>(db, this.changes(sql``, businessId, batch.at(-1)));
      batch = read(more).rows;
    }
    // A writing transaction's own rows are not read; they are once it has committed.
    if (businessId || Number(s?.own) >= 0) return;
    this.since = Number(s?.xmin);
    // Deletions LIMITS.keepTransactions behind go; one null id (as a truncate logs) just below
    // the cut makes an index that still needed them reload.
    const cut = this.since - LIMITS.keepTransactions;
    if (gone.length > 0)
      await queryRows(
        db,
        sql`with gone as (delete from product_search_deletions where txid < ${cut} returning 1)
            insert into product_search_deletions (product_id, txid)
            select null, ${cut - 1} where exists (select 1 from gone)`,
      );
  }

  /**
   * Indexes a batch owner by owner, the public catalogue and the fewest rows first: a search waits
   * for its own. After the catch-up's last batch (`settle`), every segment is looked at and rebuilt
   * when due (LIMITS.deadShare), and an empty one goes; before it, `more` stays behind.
   */
  private async byOwner(db: DbOrTx, rows: Row[], settle: boolean, more?: string | null) {
    if (!rows.every(([, , , c]) => c === null || this.categories.has(c)))
      await this.loadCategories(db);
    const owners = new Map<string, Row[]>(
      settle ? [...this.segments.keys()].map((k) => [k, []]) : [],
    );
    for (const row of rows) owners.get(row[1] ?? "")?.push(row) ?? owners.set(row[1] ?? "", [row]);
    const order = [...owners].sort(
      ([a, x], [b, y]) => Number(b === "") - Number(a === "") || x.length - y.length,
    );
    this.behind = new Set(owners.keys());
    for (const [key, group] of order) {
      await inTurns(group, (row) => this.put(row));
      const seg = this.segments.get(key);
      const n = seg?.rows.length ?? 0;
      if (settle && seg && seg.dead + n - seg.ranked > n * LIMITS.deadShare) await seg.compact();
      if (seg?.rows.length === 0) this.segments.delete(key);
      if (settle || key !== (more ?? "")) this.behind.delete(key);
      this.wake();
    }
  }

  /** Is `w` a whole word of some name or SKU (two search words joined into one)? */
  knows(w: string): boolean {
    for (const seg of this.segments.values())
      if (seg.lists[2 * (seg.code.get(w) ?? -1)]?.length || seg.exact.has(w)) return true;
    return false;
  }

  /** The best `wanted` matches in the public catalogue and the business's own, and their count. */
  search(businessId: string, query: Query): { found: Hit[]; count: number } {
    const { terms, literals } = parseQuery(query.q, (w) => this.knows(w));
    const found: Hit[] = [];
    let count = 0;
    for (const seg of [this.segments.get(""), this.segments.get(businessId)])
      if (seg) count += seg.search(terms, literals, query, this.categories, found);
    return { found, count };
  }

  /** Products per category the business can see (optionally at one merchant). */
  categoryCounts(businessId: string, merchantId?: number): Map<number, number> {
    const counts = new Map<number, number>();
    for (const seg of [this.segments.get(""), this.segments.get(businessId)])
      seg?.rows.forEach(([, , merchant, category], d) => {
        if (!seg.gone[d] && (!merchantId || merchant === merchantId))
          counts.set(category ?? 0, (counts.get(category ?? 0) ?? 0) + 1);
      });
    return counts;
  }
}
