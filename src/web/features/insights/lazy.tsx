import { lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner";

/*
 * recharts is a large library: the charts load as their own chunk when they are drawn, so neither
 * the dashboard's first bundle nor the Reports page's grows (scripts/bench/bundles.mjs --check).
 */
const Section = lazy(() => import("./insights-section"));
const DashboardCard = lazy(async () => ({
  default: (await import("./insights-section")).DashboardInsightsCard,
}));

const fallback = <Spinner label="Loading the charts" className="mx-auto size-6" />;

/** The Reports page's section: the last 12 months as charts with tables. */
export function InsightsSection() {
  return (
    <Suspense fallback={fallback}>
      <Section />
    </Suspense>
  );
}

/** The dashboard's compact figures and charts, linking to the Reports page. */
export function DashboardInsights({ reportsPath }: { reportsPath: string }) {
  return (
    <Suspense fallback={fallback}>
      <DashboardCard reportsPath={reportsPath} />
    </Suspense>
  );
}
