import { CircleCheck, Equal, Minus, TriangleAlert } from "lucide-react";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { type Comparison, compareWithQuote, type Tone } from "./against-quote";
import { useJobProfit } from "./api";

const tones: Record<Tone, string> = {
  good: "text-green-700 dark:text-green-400",
  bad: "text-destructive",
  even: "text-foreground",
  none: "text-muted-foreground",
};

/** The words carry the meaning; the arrow only repeats it for a quick look. */
const icons = { good: CircleCheck, bad: TriangleAlert, even: Equal, none: Minus };

function Row({ row }: { row: Comparison }) {
  const Icon = icons[row.tone];
  return (
    <li className="grid content-start gap-2 p-4" data-testid="against-quote-row">
      <h4 className="font-semibold">{row.label}</h4>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{row.quotedLabel}</dt>
          <dd className="font-medium tabular-nums">{row.quoted}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{row.actualLabel}</dt>
          <dd className="font-medium tabular-nums">{row.actual}</dd>
        </div>
      </dl>
      {row.note ? <p className="text-xs text-muted-foreground">{row.note}</p> : null}
      <p className={cn("flex items-start gap-1.5 text-sm font-medium", tones[row.tone])}>
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{row.verdict}</span>
      </p>
    </li>
  );
}

/** A finished job's "Quoted vs actual": materials, labour days and profit against its quote. */
export function JobAgainstQuote({ jobId }: { jobId: string }) {
  const query = useJobProfit(jobId);
  return (
    <Card role="region" aria-labelledby="against-quote-title">
      <CardHeader>
        <CardTitle id="against-quote-title" className="text-lg">
          Quoted vs actual
        </CardTitle>
        <CardDescription>
          What this job took against its quote. Days are working days from start to finish; each
          extra day is counted at the quote's day rate.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading the figures" className="mx-auto size-6" />
        ) : query.isError ? (
          <div role="alert" className="text-sm text-destructive">
            <p>{query.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => query.refetch()}
              disabled={query.isFetching}
            >
              Try again
            </Button>
          </div>
        ) : (
          <ul className="grid divide-y rounded-lg border md:grid-cols-3 md:divide-x md:divide-y-0">
            {compareWithQuote(query.data).map((row) => (
              <Row key={row.label} row={row} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
