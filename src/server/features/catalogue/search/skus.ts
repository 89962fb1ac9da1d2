/** A segment's squashed SKUs (./segment.ts), for prefix search: sorted, and those added since. */
/** Strings by code unit, as `sort` would, but as a comparator. */
export const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class Skus {
  /** Each product's squashed SKU, the products sorted by it, and those added since. */
  sku: string[] = [];
  sorted: number[] = [];
  added: number[] = [];

  add(d: number, squashed: string) {
    this.sku[d] = squashed;
    this.added.push(d);
  }

  /** TimSort merges the two sorted runs in linear time. */
  sort() {
    const bySku = (a: number, b: number) => order(this.sku[a] as string, this.sku[b] as string);
    [this.sorted, this.added] = [this.sorted.concat(this.added.sort(bySku)).sort(bySku), []];
  }

  /**
   * The products whose SKU starts with `w`: one range of the sorted SKUs (found by two binary
   * searches) and those added since, so a one-letter prefix of most of the catalogue costs a copy,
   * not a list per SKU.
   */
  prefixed(w: string) {
    if (this.added.length > Math.max(1_000, this.sorted.length >> 6)) this.sort();
    const first = (past: (s: string) => boolean) => {
      let [lo, hi] = [0, this.sorted.length];
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        [lo, hi] = past(this.sku[this.sorted[mid] as number] as string) ? [lo, mid] : [mid + 1, hi];
      }
      return lo;
    };
    const [from, to] = [first((s) => s >= w), first((s) => s >= w && !s.startsWith(w))];
    return this.sorted.slice(from, to).concat(this.added.filter((d) => this.sku[d]?.startsWith(w)));
  }
}
