import { useMemo } from "react";
import { formatPence } from "../../../../shared/money";
import { quantityWithUnit } from "../../../../shared/quantities";
import { computeQuoteTotals } from "../../../../shared/quote-math";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type { EditableMaterialLine } from "../../materials";
import { chargedLines } from "./material-lines";
import { type Analysis, dayRatePenceOf, type WizardState } from "./wizard-state";

/** SPEC §2 panel 7: Quote Summary with Job Plan, Materials, Assumptions and the time badge. */
export function QuoteSummary({
  analysis,
  materials,
  days,
  marginPercent,
}: {
  analysis: Analysis;
  materials: EditableMaterialLine[];
  days: number;
  /** The business's markup on a line without its own, as the quote's totals use it. */
  marginPercent: number;
}) {
  const charged = useMemo(() => chargedLines(materials, marginPercent), [materials, marginPercent]);
  return (
    <Card role="region" aria-label="Quote Summary">
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">Quote Summary</CardTitle>
        {/* The days charged, which are work; the days on site below add the waits. */}
        <Badge variant="info">{quantityWithUnit(days, "day")} of work</Badge>
      </CardHeader>
      <CardContent>
        <div className="max-h-[300px] space-y-3 overflow-y-auto pr-1 text-sm">
          <DaysOnSite analysis={analysis} />
          <section>
            <h4 className="font-semibold">Job Plan</h4>
            {analysis.workPlan.length ? (
              <ol className="ml-5 list-decimal space-y-1">
                {analysis.workPlan.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            ) : (
              <p className="text-muted-foreground">No job plan.</p>
            )}
          </section>
          <section>
            <h4 className="font-semibold">Materials</h4>
            <p className="text-xs text-muted-foreground">
              Priced as the customer will be charged, with your markup.
            </p>
            <ul className="space-y-1" aria-label="Materials in this quote">
              {charged.lines.map(({ line: m, totalPence }) => (
                <li key={m.key} className="flex justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {m.name} × {quantityWithUnit(m.quantity, m.unit)}
                  </span>
                  <span className="shrink-0 tabular-nums" data-testid="summary-material-price">
                    {formatPence(totalPence)}
                  </span>
                </li>
              ))}
            </ul>
            {materials.length ? (
              <p className="mt-1 flex justify-between gap-2 border-t pt-1 font-medium">
                <span>Materials total</span>
                <span className="tabular-nums" data-testid="summary-materials-total">
                  {formatPence(charged.totalPence)}
                </span>
              </p>
            ) : null}
          </section>
          {analysis.assumptions.length ? (
            <section>
              <h4 className="font-semibold">Assumptions</h4>
              <ul className="ml-5 list-disc space-y-1">
                {analysis.assumptions.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

const HOURS_PER_DAY = 8;
// Waits under half a day are said in hours, as the estimator's assumptions say them.
const waitLength = (days: number) =>
  days < 0.5 ? `${Math.round(days * HOURS_PER_DAY * 10) / 10} h` : quantityWithUnit(days, "day");

// "Grout after 24 h", "… is dry (3 days)": the wait already says how long it is.
const SAYS_LENGTH = /\d+(?:\.\d+)?\s*(?:h|days?)\b/;

/** The elapsed days, who does the work and what the materials make it wait for (issue 18). */
function DaysOnSite({ analysis }: { analysis: Analysis }) {
  const { days, workDays, crew, waits = [] } = analysis;
  if (analysis.outcome === "error" || (!crew && waits.length === 0)) return null;
  const who = crew && crew > 1 ? `a crew of ${crew}` : "one tradesperson";
  const waiting = waits.reduce((sum, w) => sum + w.days, 0);
  const filled = waits.length > 1 && (workDays ?? days) + waiting > days;
  return (
    <section aria-label="Days on site">
      <h4 className="font-semibold">Days on site</h4>
      <p data-testid="days-on-site">
        {quantityWithUnit(days, "day")} on site: {quantityWithUnit(workDays ?? days, "day")} of work
        for {who}
        {waits.length ? ", with these waits:" : ", no waits."}
      </p>
      {waits.length ? (
        <ul className="ml-5 list-disc space-y-1">
          {waits.map((w) => (
            <li key={w.what}>
              {SAYS_LENGTH.test(w.what) ? w.what : `${w.what}: ${waitLength(w.days)}`}
            </li>
          ))}
        </ul>
      ) : null}
      {filled ? (
        <p className="text-muted-foreground">
          Work goes on elsewhere while one room or job waits, so not every wait adds days.
        </p>
      ) : null}
      {/* The labour line below says 5.1 days where this says 5.5: the same work, rounded. */}
      <p className="text-muted-foreground">Days are rounded up to the next half day.</p>
    </section>
  );
}

/**
 * Step 2: materials (marked up by the business's margin), labour, VAT and the total, as the
 * server will compute them.
 */
export function QuoteTotalsCard({
  state,
  dayRatePounds,
  marginPercent,
}: {
  state: WizardState;
  dayRatePounds: number;
  marginPercent: number;
}) {
  const { materials, days, vat } = state;
  const totals = useMemo(
    () =>
      computeQuoteTotals({
        materials,
        laborDays: Number.isFinite(days) ? days : 0,
        dayRatePence: dayRatePenceOf(dayRatePounds),
        vatIncluded: vat,
        vatRate: 20,
        marginPercent,
        profitRule: "wizard",
      }),
    [materials, days, dayRatePounds, vat, marginPercent],
  );
  return (
    <Card>
      <CardContent className="grid gap-1 pt-6 text-sm tabular-nums">
        <p className="flex justify-between">
          <span>Materials</span>{" "}
          <span data-testid="wizard-materials">{formatPence(totals.totalMaterialsCostPence)}</span>
        </p>
        <p className="flex justify-between">
          <span>Labour</span> <span>{formatPence(totals.totalLaborPence)}</span>
        </p>
        <p className="flex justify-between">
          <span>VAT</span> <span>{formatPence(totals.vatAmountPence)}</span>
        </p>
        <p className="flex justify-between text-base font-semibold">
          <span>Total</span>{" "}
          <span data-testid="wizard-total">{formatPence(totals.totalAmountPence)}</span>
        </p>
      </CardContent>
    </Card>
  );
}
