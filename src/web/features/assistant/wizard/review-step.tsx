import { ArrowLeft } from "lucide-react";
import { ActionBar } from "../../../components/layout/action-bar";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LabourCustomerCard } from "./labour-customer-card";
import { MaterialsAnalysis } from "./materials-analysis";
import { ProjectNameField } from "./project-name-field";
import { QuoteSummary, QuoteTotalsCard } from "./quote-summary";
import { MaterialsCard, MeasurementsCard, OrderCard } from "./review-materials";
import type { WizardDispatch, WizardState } from "./wizard-state";

/**
 * Step 2, review: the analysis and work plan, measurements, materials and their order, labour and
 * client; beside them the summary and totals; Back or Create Quote.
 */
export function ReviewStep({
  state,
  dispatch,
  dayRatePounds,
  marginPercent,
  creating,
  onCreate,
}: {
  state: WizardState;
  dispatch: WizardDispatch;
  dayRatePounds: number;
  marginPercent: number;
  creating: boolean;
  onCreate: () => void;
}) {
  const { analysis } = state;
  return (
    <div className="grid min-w-0 gap-4">
      <ProjectNameField name={state.name} dispatch={dispatch} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-4">
          {analysis ? <MaterialsAnalysis analysis={analysis} /> : null}
          {analysis?.workPlan.length ? (
            <Card role="region" aria-label="Project Work Plan">
              <CardHeader className="pb-2">
                <CardTitle className="text-base">Project Work Plan</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="ml-5 list-decimal space-y-1 text-sm">
                  {analysis.workPlan.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          ) : null}
          <MeasurementsCard state={state} dispatch={dispatch} />
          <MaterialsCard state={state} dispatch={dispatch} marginPercent={marginPercent} />
          <OrderCard state={state} />
          <LabourCustomerCard state={state} dispatch={dispatch} dayRatePounds={dayRatePounds} />
        </div>

        <div className="grid min-w-0 gap-4 lg:sticky lg:top-20">
          {analysis ? (
            <QuoteSummary
              analysis={analysis}
              materials={state.materials}
              days={state.days}
              marginPercent={marginPercent}
            />
          ) : null}
          <QuoteTotalsCard
            state={state}
            dayRatePounds={dayRatePounds}
            marginPercent={marginPercent}
          />
        </div>
      </div>
      {/* On a phone, at the bottom where the thumb is: the review runs long. */}
      <ActionBar inline className="md:justify-between">
        <Button
          type="button"
          variant="outline"
          onClick={() => dispatch({ type: "backToDescribe" })}
        >
          <ArrowLeft /> Back
        </Button>
        <Button type="button" onClick={onCreate} disabled={creating}>
          {creating ? "Creating..." : "Create Quote"}
        </Button>
      </ActionBar>
    </div>
  );
}
