import { type ReactNode, useId, useState } from "react";
import { Button } from "../../components/ui/button";

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart with its figures as a table behind a toggle: the picture is hidden from screen readers
 * (its summary is the label), the table is the text alternative with the very same numbers.
 */
export function ChartCard<Row>({
  title,
  summary,
  chart,
  rows,
  columns,
  rowKey,
  testId,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  rows: Row[];
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  testId: string;
}) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <figure
      aria-labelledby={headingId}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? "Show as chart" : "Show as table"}
        </Button>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      {showTable ? (
        <div id={tableId} className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b text-left">
                {columns.map((c) => (
                  <th
                    key={c.header}
                    scope="col"
                    className={`py-2 pr-3 font-medium ${c.numeric ? "text-right" : ""}`}
                  >
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b last:border-0">
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <th key={c.header} scope="row" className="py-1.5 pr-3 text-left font-normal">
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={c.header}
                        className={`py-1.5 pr-3 ${c.numeric ? "text-right tabular-nums" : ""}`}
                      >
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div id={tableId} aria-hidden="true" className="h-56 w-full min-w-0">
          {chart}
        </div>
      )}
    </figure>
  );
}
