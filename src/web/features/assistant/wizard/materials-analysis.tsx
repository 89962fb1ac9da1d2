import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type { Analysis } from "./wizard-state";

/** What predict-materials found: shown under the chat and at the top of the review step. */
export function MaterialsAnalysis({ analysis }: { analysis: Analysis }) {
  return (
    <Card role="region" aria-label="Materials Analysis">
      <CardHeader className="pb-2">
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          Materials Analysis
          <Badge variant={analysis.outcome === "ok" ? "success" : "muted"}>
            {analysis.outcome === "ok" ? `Materials Found: ${analysis.matched}` : "Check materials"}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p data-testid="analysis-message">{analysis.message}</p>
        <p className="text-muted-foreground">
          {analysis.matched} of {analysis.total} lines matched to catalogue products at your trade
          prices · estimated {analysis.days} {analysis.days === 1 ? "day" : "days"}
          {analysis.workDays
            ? ` on site, ${analysis.workDays} ${analysis.workDays === 1 ? "day's" : "days'"} work`
            : ""}{" "}
          · {analysis.provider === "estimator" ? "Sole estimator" : analysis.provider}
        </p>
      </CardContent>
    </Card>
  );
}
