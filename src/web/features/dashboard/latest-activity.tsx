import { Activity } from "lucide-react";
import { lazy, Suspense } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import type { ActivityEvent } from "./api/get-dashboard";

/**
 * The list draws only once the dashboard's data has arrived; it and the date formatters it needs
 * (whose module builds Intl formatters for Europe/London when it runs) load with the data, not
 * with the page's first render (docs/decisions/0002-landing-bundle.md).
 */
export const loadActivityList = () => import("./activity-list");
const ActivityList = lazy(async () => ({ default: (await loadActivityList()).ActivityList }));

/** SPEC §2 "Latest Activity", with real events (DESIGN.md: sample text is a placeholder). */
export function LatestActivity({ events }: { events: ActivityEvent[] | undefined }) {
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="pb-4">
        <CardTitle>Latest Activity</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        {events === undefined ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading activity" />
          </div>
        ) : events.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 py-6 text-center text-sm text-muted-foreground">
            <Activity aria-hidden="true" className="size-8" />
            <p>No activity yet</p>
          </div>
        ) : (
          <Suspense fallback={null}>
            <ActivityList events={events} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
