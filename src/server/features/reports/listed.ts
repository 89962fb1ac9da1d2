/**
 * The records a report lists behind a figure: its latest `limit` by date, kept in the report's
 * order. A figure still counts every record; only the list is cut, so a business with thousands
 * of records a quarter is not sent (nor made to build, on the thread every business shares)
 * megabytes of them. The accounting export and the MTD CSV hold them all.
 */
export function latestByDate<T extends { date: string }>(rows: T[], limit: number): T[] {
  if (rows.length <= limit) return rows;
  const keep = new Set(
    [...rows].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit),
  );
  return rows.filter((row) => keep.has(row));
}
