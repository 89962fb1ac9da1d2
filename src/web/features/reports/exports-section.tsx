import { Download } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../../shared/dates";
import { EXPORT_FORMATS, type ExportFormat } from "../../../shared/schemas/reports";
import { SectionLoadError } from "../../components/section-load-error";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Input, Label } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { useAccountingExport, useExports } from "./api";
import { formatDay } from "./format";
import { vatQuarters } from "./periods";

const formatNames: Record<ExportFormat, string> = {
  xero: "Xero",
  quickbooks: "QuickBooks Online",
  freeagent: "FreeAgent",
};

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** Invoices, payments and purchase orders for the accounting software, and what was sent before. */
export function ExportsSection() {
  const [format, setFormat] = useState<ExportFormat>("xero");
  const [range, setRange] = useState<"dates" | "since">("dates");
  const last = vatQuarters()[1]!;
  const [from, setFrom] = useState(last.from);
  const [to, setTo] = useState(last.to);
  const exports = useExports();
  const run = useAccountingExport();
  const hasEarlier = Boolean(exports.data?.length);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    run.mutate(range === "since" ? { format, since: "last" } : { format, from, to }, {
      onSuccess: () => notify.success(`${formatNames[format]} export downloaded`),
    });
  };

  return (
    <Card role="region" aria-labelledby="exports-title">
      <CardHeader>
        <CardTitle id="exports-title">Accounting exports</CardTitle>
        <CardDescription>
          A zip of three CSV files in the layout your software imports: sales invoices, payments
          received, and bills (purchase orders and the expenses you entered).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form className="grid gap-3" onSubmit={submit}>
          <div className="grid gap-1.5 sm:max-w-xs">
            <Label htmlFor="export-format">Software</Label>
            <NativeSelect
              id="export-format"
              value={format}
              onChange={(e) => setFormat(e.target.value as ExportFormat)}
            >
              {EXPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {formatNames[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What to export</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="export-range"
                checked={range === "dates"}
                onChange={() => setRange("dates")}
              />
              These dates
            </label>
            {range === "dates" ? (
              <div className="grid grid-cols-2 gap-3 pl-6 sm:max-w-md">
                <div className="grid gap-1.5">
                  <Label htmlFor="export-from">From</Label>
                  <Input
                    id="export-from"
                    type="date"
                    value={from}
                    onChange={(e) => setFrom(e.target.value)}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="export-to">To</Label>
                  <Input
                    id="export-to"
                    type="date"
                    value={to}
                    onChange={(e) => setTo(e.target.value)}
                  />
                </div>
              </div>
            ) : null}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="export-range"
                checked={range === "since"}
                disabled={!hasEarlier}
                onChange={() => setRange("since")}
              />
              Everything since the last export
              {hasEarlier ? null : <span className="text-muted-foreground">(none yet)</span>}
            </label>
          </fieldset>
          {run.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {run.error.message}
            </p>
          ) : null}
          <Button
            type="submit"
            disabled={run.isPending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <Download aria-hidden="true" />
            {run.isPending ? "Exporting…" : "Export"}
          </Button>
        </form>
        <div>
          <h4 className="mb-2 text-sm font-medium">Past exports</h4>
          {exports.isPending ? (
            <Spinner label="Loading past exports" className="size-5" />
          ) : exports.isError ? (
            <SectionLoadError
              title="Past exports could not be loaded"
              error={exports.error}
              onRetry={() => void exports.refetch()}
              retrying={exports.isFetching}
            />
          ) : exports.data.length ? (
            <ul className="divide-y rounded-lg border text-sm" aria-label="Past exports">
              {exports.data.map((e) => (
                <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
                  <span className="font-medium">{formatNames[e.format]}</span>
                  <span className="tabular-nums">
                    {formatDay(e.from)} to {formatDay(e.to)}
                  </span>
                  <span className="text-muted-foreground">
                    {count(e.invoiceCount, "invoice")}, {count(e.paymentCount, "payment")},{" "}
                    {count(e.billCount, "bill")}
                  </span>
                  <span className="ml-auto text-xs text-muted-foreground">
                    {formatDateTime(e.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No exports yet.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
