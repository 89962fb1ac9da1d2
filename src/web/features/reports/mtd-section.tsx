import { Download } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatPence } from "../../../shared/money";
import type { MtdQuarterBasis } from "../../../shared/tax/mtd";
import { SectionLoadError } from "../../components/section-load-error";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Label } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { Spinner } from "../../components/ui/spinner";
import { mtdPath, useBooksSettings, useMtdQuarter } from "./api";
import { formatDay } from "./format";
import { recentTaxYears, taxQuarterOf } from "./periods";
import { RecordList, type RecordRow } from "./record-list";

function Figure({
  label,
  amountPence,
  records,
  count,
  testId,
}: {
  label: string;
  amountPence: number;
  records: RecordRow[];
  /** How many records are behind the figure in all (the list holds the latest). */
  count: number;
  testId?: string;
}) {
  const heading = (
    <span className="flex items-baseline gap-3">
      <span
        className={
          amountPence ? "min-w-0 flex-1 text-sm" : "min-w-0 flex-1 text-sm text-muted-foreground"
        }
      >
        {label}
      </span>
      <span className="shrink-0 font-semibold tabular-nums" data-testid={testId}>
        {formatPence(amountPence)}
      </span>
    </span>
  );
  return (
    <li className="px-3 py-2.5">
      {records.length ? (
        <details>
          <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
            {heading}
            <span className="block text-xs text-primary">
              {count.toLocaleString("en-GB")} {count === 1 ? "record" : "records"} behind it
            </span>
          </summary>
          <RecordList records={records} />
          {count > records.length ? (
            <p className="mt-1 text-xs text-muted-foreground">
              Showing the latest {records.length.toLocaleString("en-GB")} of{" "}
              {count.toLocaleString("en-GB")}. The CSV download lists them all.
            </p>
          ) : null}
        </details>
      ) : (
        heading
      )}
    </li>
  );
}

const loading = <Spinner label="Loading the quarter" className="mx-auto size-6" />;

function MtdCard({ children }: { children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby="mtd-title">
      <CardHeader>
        <CardTitle id="mtd-title">Making Tax Digital: quarterly update</CardTitle>
        <CardDescription>
          Your self-employment income and expenses for one quarter, in HMRC's categories, on the
          cash basis.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** MTD for Income Tax: one quarter's income and expenses in HMRC's categories, and its CSV. */
export function MtdSection({ basis }: { basis: MtdQuarterBasis }) {
  const years = recentTaxYears();
  const [taxYear, setTaxYear] = useState(years[0]!);
  const [quarter, setQuarter] = useState(taxQuarterOf());
  const q = { taxYear, quarter, basis };
  const query = useMtdQuarter(q);
  return (
    <MtdCard>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="grid gap-1.5">
          <Label htmlFor="mtd-year">Tax year</Label>
          <NativeSelect id="mtd-year" value={taxYear} onChange={(e) => setTaxYear(e.target.value)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="mtd-quarter">Quarter</Label>
          <NativeSelect
            id="mtd-quarter"
            value={quarter}
            onChange={(e) => setQuarter(Number(e.target.value))}
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                Quarter {n}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {query.isPending ? (
        loading
      ) : query.isError ? (
        <SectionLoadError
          title="The quarterly update could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {formatDay(query.data.from)} to {formatDay(query.data.to)} (
            {basis === "calendar" ? "calendar quarters" : "tax-year quarters"})
          </p>
          <ul className="divide-y rounded-lg border" aria-label="Quarterly update">
            <Figure
              label="Turnover"
              amountPence={query.data.turnoverPence}
              testId="mtd-turnover"
              records={query.data.turnoverRecords}
              count={query.data.turnoverRecordCount}
            />
            {query.data.expenses.map((e) => (
              <Figure
                key={e.key}
                label={e.label}
                amountPence={e.amountPence}
                records={e.records}
                count={e.recordCount}
              />
            ))}
            <li className="flex items-baseline gap-3 bg-muted/40 px-3 py-2.5 font-semibold">
              <span className="flex-1 text-sm">Total expenses</span>
              <span className="tabular-nums" data-testid="mtd-expenses">
                {formatPence(query.data.totalExpensesPence)}
              </span>
            </li>
          </ul>
          <ul className="grid gap-1 text-xs text-muted-foreground">
            {query.data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <Button asChild variant="outline" className="w-full sm:w-auto sm:justify-self-start">
            <a href={mtdPath(q, true)} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        </>
      )}
    </MtdCard>
  );
}

/** The section with the business's quarter basis from its settings. */
export function MtdSectionWithSettings() {
  const settings = useBooksSettings();
  if (settings.isPending) return <MtdCard>{loading}</MtdCard>;
  // Without the settings the quarters could be the wrong ones (calendar or tax-year): say so.
  if (settings.isError) {
    return (
      <MtdCard>
        <SectionLoadError
          title="Your quarter settings could not be loaded"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      </MtdCard>
    );
  }
  return <MtdSection basis={settings.data.mtdQuarterBasis} />;
}
