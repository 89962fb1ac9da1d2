import { Fragment } from "react";
import { formatPence } from "../../../shared/money";
import type { Invoice } from "../../../shared/schemas/invoices";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

function Row({
  label,
  value,
  strong,
  ruled,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** A rule above the row, between groups of totals. */
  ruled?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "font-semibold" : ""} ${ruled ? "mt-1 border-t pt-3" : ""}`}
    >
      <dt className={strong ? "" : "text-muted-foreground"}>{label}</dt>
      <dd className="whitespace-nowrap text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** Net and VAT per rate, reverse charge, deposits, CIS, what is due, paid and the balance. */
export function InvoiceTotalsCard({ invoice: inv }: { invoice: Invoice }) {
  const vatRegistered = Boolean(inv.supplierVatNumber);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Totals</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm" aria-label="Totals">
          {inv.rateTotals.map((r) => (
            <Fragment key={r.rate}>
              <Row label={`Net at ${r.rate}%`} value={formatPence(r.netPence)} />
              {vatRegistered ? (
                <Row label={`VAT at ${r.rate}%`} value={formatPence(r.vatPence)} />
              ) : null}
            </Fragment>
          ))}
          <Row label="Total net" value={formatPence(inv.netPence)} strong ruled />
          {!vatRegistered ? (
            <Row label="VAT" value="Not VAT registered" />
          ) : inv.reverseCharge ? (
            <Row label="VAT (reverse charge, not charged)" value={formatPence(inv.vatPence)} />
          ) : (
            <Row label="Total VAT" value={formatPence(inv.vatPence)} />
          )}
          <Row label="Invoice total" value={formatPence(inv.totalPence)} strong />
          {inv.depositsDeductedPence > 0 ? (
            <Row
              label="Deposits invoiced (deducted above)"
              value={formatPence(inv.depositsDeductedPence)}
            />
          ) : null}
          {inv.cisDeductionPence > 0 ? (
            <Row
              label={`CIS deduction ${inv.cisRatePercent ?? ""}% of labour ${formatPence(inv.labourNetPence)}`}
              value={`−${formatPence(inv.cisDeductionPence)}`}
            />
          ) : null}
          <Row label="Amount due" value={formatPence(inv.amountDuePence)} strong />
          <Row label="Paid" value={formatPence(inv.paidPence)} />
          <div className="mt-1 flex justify-between rounded-md bg-primary px-3 py-2 font-semibold text-primary-foreground">
            <dt>Balance</dt>
            <dd className="tabular-nums" data-testid="invoice-balance">
              {formatPence(inv.balancePence)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
