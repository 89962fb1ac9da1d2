import type { ReactNode } from "react";
import { formatPence } from "../../../../shared/money";
import type { QuoteTotals } from "../../../../shared/quote-math";
import type { VatRow } from "../../../../shared/quote-vat";

function Row({
  label,
  value,
  strong,
  ruled,
}: {
  label: ReactNode;
  value: number;
  strong?: boolean;
  /** A rule above the row, between groups of totals. */
  ruled?: boolean;
}) {
  return (
    <div
      className={`flex items-center justify-between gap-4 ${strong ? "text-lg font-bold" : ""} ${ruled ? "border-t pt-2" : ""}`}
    >
      <dt className={strong ? "" : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{formatPence(value)}</dd>
    </div>
  );
}

/**
 * Materials (what the customer is charged, and what they cost the business), Labour, Subtotal,
 * VAT (per rate when lines differ), Total and Your profit, as a definition list. The business's
 * screens only: the net cost never reaches the customer.
 */
export function TotalsList({
  totals,
  vatRows,
}: {
  totals: Pick<
    QuoteTotals,
    | "totalMaterialsCostPence"
    | "materialsNetPence"
    | "totalLaborPence"
    | "subtotalPence"
    | "totalAmountPence"
    | "profitPence"
  >;
  vatRows: VatRow[];
}) {
  return (
    <dl className="grid gap-2 text-sm" aria-label="Quote totals">
      <Row label="Materials" value={totals.totalMaterialsCostPence} />
      <Row
        label={<span className="pl-3 text-xs">Net cost of materials</span>}
        value={totals.materialsNetPence}
      />
      <Row label="Labour" value={totals.totalLaborPence} />
      <Row label="Subtotal" value={totals.subtotalPence} ruled />
      {vatRows.map((row) => (
        <Row key={row.label} label={row.label} value={row.pence} />
      ))}
      <Row label="Total" value={totals.totalAmountPence} strong ruled />
      <div className="flex flex-wrap items-center justify-between gap-x-4 rounded-md bg-green-50 px-3 py-2 text-green-800 dark:bg-green-950/40 dark:text-green-300">
        <dt className="font-medium">Your profit</dt>
        <dd className="font-semibold tabular-nums">{formatPence(totals.profitPence)}</dd>
        {/* Said, so the figure is not read as the whole labour charge or as money banked. */}
        <dd className="basis-full text-xs">Your markup on materials, plus 60% of the labour</dd>
      </div>
    </dl>
  );
}
