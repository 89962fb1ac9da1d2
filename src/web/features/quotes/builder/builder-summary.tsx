import { Calculator } from "lucide-react";
import { lazy, Suspense, useMemo } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { formatPence, poundsToPence } from "../../../../shared/money";
import { computeQuoteTotals, quoteVatBreakdown } from "../../../../shared/quote-math";
import { quoteVatRows } from "../../../../shared/quote-vat";
import { ActionBar } from "../../../components/layout/action-bar";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import type { EditableMaterialLine } from "../../materials";
import type { BuilderValues } from "./builder-form";
import { finite } from "./quote-values";
import { TotalsList } from "./totals-card";

// Shown only after a save met a newer version.
const VersionConflictAlert = lazy(async () => ({
  default: (await import("../../../components/version-conflict-alert")).VersionConflictAlert,
}));

/** The quote's totals as the user types, worked out as the server will (shared/quote-math). */
function useBuilderTotals(form: UseFormReturn<BuilderValues>, materials: EditableMaterialLine[]) {
  const watched = useWatch({ control: form.control });
  const vatIncluded = watched.vatIncluded ?? true;
  const vatRate = finite(watched.vatRate);
  return useMemo(() => {
    const input = {
      materials,
      laborDays: finite(watched.laborDays),
      dayRatePence: Math.max(0, poundsToPence(finite(watched.dayRate)) ?? 0),
      vatIncluded,
      vatRate: Math.min(100, Math.max(0, vatRate)),
      marginPercent: Math.min(100, Math.max(0, finite(watched.marginPercent))),
      profitRule: "manual" as const,
    };
    const totals = computeQuoteTotals(input);
    const vatBreakdown = quoteVatBreakdown(input);
    return { totals, vatRows: quoteVatRows({ ...input, ...totals, vatBreakdown }) };
  }, [materials, watched.laborDays, watched.dayRate, vatIncluded, vatRate, watched.marginPercent]);
}

/**
 * "Quote Totals" beside the form (under it on a phone) with the save button from md up, and on a
 * phone the sticky bar with the total and the save button in reach of the thumb.
 */
export function BuilderSummary({
  form,
  materials,
  measurementCount,
  submitLabel,
  conflict,
  onReload,
  reloading,
}: {
  form: UseFormReturn<BuilderValues>;
  materials: EditableMaterialLine[];
  measurementCount: number;
  submitLabel: string;
  conflict: string | null;
  onReload: () => void;
  reloading: boolean;
}) {
  const { totals, vatRows } = useBuilderTotals(form, materials);
  const { isSubmitting } = form.formState;
  return (
    <>
      <aside className="lg:sticky lg:top-6" aria-label="Quote summary">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Calculator className="size-5 text-primary" aria-hidden="true" /> Quote Totals
            </CardTitle>
            <CardDescription>
              {materials.length} material {materials.length === 1 ? "line" : "lines"} ·{" "}
              {measurementCount} {measurementCount === 1 ? "measurement" : "measurements"}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <TotalsList totals={totals} vatRows={vatRows} />
            {conflict ? (
              <Suspense fallback={null}>
                <VersionConflictAlert
                  message={conflict}
                  onReload={onReload}
                  reloading={reloading}
                />
              </Suspense>
            ) : null}
            <Button
              type="submit"
              size="lg"
              disabled={isSubmitting}
              className="hidden md:inline-flex"
            >
              {submitLabel}
            </Button>
          </CardContent>
        </Card>
      </aside>
      <ActionBar>
        <p className="grid text-sm leading-tight">
          <span className="text-muted-foreground">Total</span>
          <span className="text-base font-semibold tabular-nums">
            {formatPence(totals.totalAmountPence)}
          </span>
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </ActionBar>
    </>
  );
}
