import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useInsights } from "./api";
import { MoneyChart, OwedChart, QuotesChart } from "./charts";
import { Figures } from "./figures";
import { JobProfits } from "./job-profits";

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="text-sm text-destructive">
      <p>The figures could not be loaded.</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** Reports page: the last 12 months as pictures, each with its table. */
export default function InsightsSection() {
  const insights = useInsights(12);
  return (
    <Card role="region" aria-labelledby="insights-heading">
      <CardHeader>
        {/* h2: each chart below is an h3 (on the dashboard too, under its own h2). */}
        <h2 id="insights-heading" className="text-lg font-semibold leading-tight">
          How the business is doing
        </h2>
        <CardDescription>
          Quotes won, money in and what you are owed over the last 12 months.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {insights.isPending ? (
          <Spinner label="Loading the figures" className="mx-auto size-6" />
        ) : insights.isError ? (
          <LoadFailed retry={() => insights.refetch()} />
        ) : (
          <>
            <Figures insights={insights.data} />
            <div className="grid gap-4 xl:grid-cols-2">
              <QuotesChart months={insights.data.months} />
              <MoneyChart months={insights.data.months} />
            </div>
            <OwedChart owed={insights.data.owedByAge} />
            <JobProfits />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Dashboard: the last 6 months of quotes and what is owed, with the way to the full picture. */
export function DashboardInsightsCard({ reportsPath }: { reportsPath: string }) {
  const insights = useInsights(6);
  return (
    <section aria-labelledby="dashboard-insights" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="dashboard-insights" className="text-xl font-semibold">
          At a glance
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to={reportsPath}>All figures</Link>
        </Button>
      </div>
      {insights.isPending ? (
        <Spinner label="Loading the figures" className="mx-auto size-6" />
      ) : insights.isError ? (
        <LoadFailed retry={() => insights.refetch()} />
      ) : (
        <>
          <Figures insights={insights.data} compact />
          <div className="grid gap-4 lg:grid-cols-2">
            <QuotesChart months={insights.data.months} />
            <OwedChart owed={insights.data.owedByAge} />
          </div>
        </>
      )}
    </section>
  );
}
