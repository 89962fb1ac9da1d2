/**
 * A typed quantity of a catalogue product: a whole number of at least 1 and at most what a quote
 * line takes (1,000,000); anything invalid becomes 1 (SPEC §5).
 */
export function clampQuantity(raw: string | number): number {
  const n = Math.floor(Number(raw));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 1_000_000) : 1;
}
