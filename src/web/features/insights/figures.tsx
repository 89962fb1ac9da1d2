import { formatPence } from "../../../shared/money";
import type { Insights } from "../../../shared/schemas/insights";
import { days, percent } from "./format";

/** The headline numbers above the charts, as a description list (read in order). */
export function Figures({ insights, compact = false }: { insights: Insights; compact?: boolean }) {
  const items = [
    // Of the quotes answered: one still waiting is neither won nor lost.
    { label: "Win rate (of answered)", value: percent(insights.winRate) },
    ...(compact
      ? []
      : [
          {
            label: "Average quote won",
            value:
              insights.averageAcceptedPence === null
                ? "None won yet"
                : formatPence(insights.averageAcceptedPence),
          },
          {
            label: "Time to a yes (median)",
            value: days(insights.medianDaysToAccept),
          },
        ]),
    { label: "Owed to you", value: formatPence(insights.outstandingPence) },
    { label: "Overdue", value: formatPence(insights.overduePence) },
  ];
  return (
    <dl
      className={`grid grid-cols-2 gap-3 ${compact ? "sm:grid-cols-3" : "sm:grid-cols-3 lg:grid-cols-5"}`}
    >
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-muted/50 p-3" data-testid="insight-figure">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
