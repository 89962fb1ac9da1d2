import { formatPence } from "../../../shared/money";
import { formatDay } from "./format";

export interface RecordRow {
  id: string;
  reference: string;
  date: string;
  name: string;
  detail?: string;
  amountPence: number;
}

/** The invoices, payments or orders behind a figure: reference, date, who, and what it adds. */
export function RecordList({ records }: { records: RecordRow[] }) {
  return (
    <ul className="mt-2 grid gap-1 rounded-md bg-muted/40 p-2 text-sm">
      {records.map((r) => (
        <li key={r.id} className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-mono text-xs font-medium">{r.reference}</span>
          <span className="text-xs tabular-nums text-muted-foreground">{formatDay(r.date)}</span>
          <span className="min-w-0 flex-1 truncate">
            {r.name || "—"}
            {r.detail ? <span className="text-xs text-muted-foreground"> · {r.detail}</span> : null}
          </span>
          <span className="tabular-nums">{formatPence(r.amountPence)}</span>
        </li>
      ))}
    </ul>
  );
}
