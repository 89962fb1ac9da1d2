/** Money is integer pence everywhere; this is the one place it becomes pounds for people to read. */
const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

/** Pounds typed by a person ("12.5", "1,234.56") to integer pence; null when not a number. */
export function poundsToPence(pounds: string | number): number | null {
  const n = typeof pounds === "number" ? pounds : Number(String(pounds).replace(/[£,\s]/g, ""));
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 100);
}

export function penceToPounds(pence: number): number {
  return pence / 100;
}
