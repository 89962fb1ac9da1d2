/** Pence as pounds with two decimals, "-12.50": what every accounting import reads as money. */
export function penceToPounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** YYYY-MM-DD as DD/MM/YYYY, the UK date the imports expect. */
export function ukDay(isoDay: string): string {
  const [y, m, d] = isoDay.split("-");
  return `${d}/${m}/${y}`;
}
