/**
 * Money is integer pence everywhere; this is the one place it becomes pounds for people to read:
 * "£1,234.56", "-£12.00". Written out rather than with Intl.NumberFormat, whose first use on a
 * page loads the browser's locale data (10-13 ms on the benchmark machine, four times that on a
 * phone's main thread), and money is on every first screen (ADR 0023). The same text as en-GB
 * currency formatting for every whole number of pence (money.property.test.ts); a fraction of a
 * penny is rounded half away from zero.
 */
export function formatPence(pence: number): string {
  if (!Number.isFinite(pence))
    return `${pence < 0 ? "-" : ""}£${Number.isNaN(pence) ? "NaN" : "∞"}`;
  const whole = Math.round(Math.abs(pence));
  const pounds = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = pence < 0 && whole > 0 ? "-" : "";
  return `${sign}£${pounds}.${String(whole % 100).padStart(2, "0")}`;
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
