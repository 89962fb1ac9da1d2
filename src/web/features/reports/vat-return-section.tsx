import { useState } from "react";
import { formatPence } from "../../../shared/money";
import type { VatReturnReport } from "../../../shared/schemas/reports";
import { SectionLoadError } from "../../components/section-load-error";
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
import { useVatReturn } from "./api";
import { vatQuarters } from "./periods";
import { RecordList } from "./record-list";

/** The nine boxes as HMRC names them (VAT Notice 700/12 §3). */
const BOXES = [
  { n: 1, key: "box1Pence", label: "VAT due on sales and other outputs" },
  { n: 2, key: "box2Pence", label: "VAT due on goods from the EU (Northern Ireland only)" },
  { n: 3, key: "box3Pence", label: "Total VAT due (boxes 1 and 2)" },
  { n: 4, key: "box4Pence", label: "VAT reclaimed on purchases and other inputs" },
  { n: 5, key: "box5Pence", label: "Net VAT to pay or reclaim" },
  { n: 6, key: "box6Pence", label: "Total sales excluding VAT (whole pounds)" },
  { n: 7, key: "box7Pence", label: "Total purchases excluding VAT (whole pounds)" },
  { n: 8, key: "box8Pence", label: "Goods supplied to the EU (Northern Ireland only)" },
  { n: 9, key: "box9Pence", label: "Goods acquired from the EU (Northern Ireland only)" },
] as const;

const schemeNames = {
  invoice: "Standard (invoice basis)",
  cash: "Cash accounting",
  "flat-rate": "Flat rate",
} as const;

function Boxes({ report }: { report: VatReturnReport }) {
  return (
    <ol className="divide-y rounded-lg border" aria-label="VAT return boxes">
      {BOXES.map((box) => {
        const entries = report.entries.filter((e) => (e.boxes as number[]).includes(box.n));
        const countKey = `box${box.n}` as keyof VatReturnReport["entryCounts"];
        const count = report.entryCounts[countKey] ?? entries.length;
        const amount = report.boxes[box.key];
        const heading = (
          <span className="flex items-baseline gap-3">
            <span className="w-12 shrink-0 text-xs font-semibold uppercase text-muted-foreground">
              Box {box.n}
            </span>
            <span className="min-w-0 flex-1 text-sm">{box.label}</span>
            <span className="shrink-0 font-semibold tabular-nums" data-testid={`box${box.n}`}>
              {formatPence(amount)}
            </span>
          </span>
        );
        return (
          <li key={box.n} className="px-3 py-2.5">
            {entries.length ? (
              <details>
                <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                  {heading}
                  <span className="block pl-15 text-xs text-primary underline-offset-2 hover:underline">
                    {count.toLocaleString("en-GB")} {count === 1 ? "record" : "records"} behind it
                  </span>
                </summary>
                <RecordList
                  records={entries.map((e) => ({
                    id: `${box.n}-${e.kind}-${e.id}`,
                    reference: e.reference,
                    date: e.date,
                    name: e.name,
                    detail: e.reverseCharge ? "reverse charge" : undefined,
                    amountPence: box.n === 1 || box.n === 4 ? e.vatPence : e.netPence,
                  }))}
                />
                {count > entries.length ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    Showing the latest {entries.length.toLocaleString("en-GB")} of{" "}
                    {count.toLocaleString("en-GB")}. The accounting export below lists them all.
                  </p>
                ) : null}
              </details>
            ) : (
              heading
            )}
            {box.n === 5 && report.direction !== "none" ? (
              <p className="pl-15 text-xs text-muted-foreground">
                {report.direction === "pay" ? "To pay to HMRC" : "To reclaim from HMRC"}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** VAT return figures for a chosen quarter or dates, each box with the records behind it. */
export function VatReturnSection() {
  const quarters = vatQuarters();
  const [period, setPeriod] = useState({ from: quarters[1]!.from, to: quarters[1]!.to });
  const chosen = quarters.find((q) => q.from === period.from && q.to === period.to);
  const query = useVatReturn(period.from, period.to);
  return (
    <Card role="region" aria-labelledby="vat-title">
      <CardHeader>
        <CardTitle id="vat-title">VAT return</CardTitle>
        <CardDescription>
          The nine boxes for the period, from your invoices and purchase orders. Copy them into your
          MTD bridging software or give them to your accountant.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="vat-quarter">Quarter</Label>
            <NativeSelect
              id="vat-quarter"
              value={chosen ? chosen.from : ""}
              onChange={(e) => {
                const q = quarters.find((x) => x.from === e.target.value);
                if (q) setPeriod({ from: q.from, to: q.to });
              }}
            >
              {chosen ? null : <option value="">Your dates</option>}
              {quarters.map((q) => (
                <option key={q.from} value={q.from}>
                  {q.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="vat-from">From</Label>
            <Input
              id="vat-from"
              type="date"
              value={period.from}
              onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="vat-to">To</Label>
            <Input
              id="vat-to"
              type="date"
              value={period.to}
              onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
            />
          </div>
        </div>
        {query.isPending ? (
          <Spinner label="Loading the VAT return" className="mx-auto size-6" />
        ) : query.isError ? (
          <SectionLoadError
            title="The VAT return could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Scheme: {schemeNames[query.data.scheme]}
              {query.data.scheme === "flat-rate" ? ` at ${query.data.flatRatePercent}%` : ""}{" "}
              (change it in Settings → Business Details).
            </p>
            <Boxes report={query.data} />
            <ul className="grid gap-1 text-xs text-muted-foreground">
              {query.data.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
