import { AlertTriangle, ArrowLeft, Download, FileQuestion, Trash2 } from "lucide-react";
import { Fragment } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { formatPence } from "../../../shared/money";
import { invoiceKindLabels } from "../../../shared/schemas/invoices";
import { NOT_VAT_REGISTERED_WORDING, REVERSE_CHARGE_WORDING } from "../../../shared/uk-tax";
import { ActionBar } from "../../components/layout/action-bar";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { SendOrDemo } from "../auth";
import { EmailDeliveryStatus } from "../deliveries";
import { useDeleteInvoice, useDeletePayment, useInvoice } from "./api";
import { BankTransferCard, MissingBankDetailsWarning } from "./bank-transfer";
import { RecordPaymentDialog, SendInvoiceDialog } from "./invoice-dialogs";
import { formatDay, InvoiceStatusBadge } from "./status-badge";

function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.invoices}>
        <ArrowLeft /> Back to Invoices
      </Link>
    </Button>
  );
}

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

/** /dashboard/invoices/:id: lines, VAT per rate, reverse charge, CIS, payments. */
export function InvoicePage() {
  const { id = "" } = useParams();
  const query = useInvoice(id);
  const deletePayment = useDeletePayment();
  const deleteInvoice = useDeleteInvoice();
  const navigate = useNavigate();

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status < 500;
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">
          {missing ? "Invoice Not Found" : "Something went wrong"}
        </h1>
        <p className="text-muted-foreground">{query.error.message}</p>
        <BackButton />
      </div>
    );
  }
  const inv = query.data;
  const vatRegistered = Boolean(inv.supplierVatNumber);
  const canDelete = inv.status === "draft" && inv.payments.length === 0;

  const removeInvoice = async () => {
    if (!window.confirm(`Delete draft ${inv.reference}? Its number will not be used again.`))
      return;
    try {
      await deleteInvoice.mutateAsync(inv.id);
      notify.success("Invoice Deleted");
      navigate(paths.invoices);
    } catch (error) {
      notify.error("Invoice not deleted", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  };

  return (
    <div className="min-w-0">
      <PageHeader
        title={`${invoiceKindLabels[inv.kind] === "Invoice" ? "Invoice" : `${invoiceKindLabels[inv.kind]} Invoice`} ${inv.reference}`}
        actions={<BackButton />}
      />
      <div className="-mt-3 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <InvoiceStatusBadge status={inv.status} />
        <span>Issued {formatDay(inv.issueDate)}</span>
        <span>Tax point {formatDay(inv.taxPoint)}</span>
        <span>Due {formatDay(inv.dueDate)}</span>
        {inv.quoteId ? (
          <Link className="text-primary hover:underline" to={paths.quote(inv.quoteId)}>
            View quote
          </Link>
        ) : null}
        <EmailDeliveryStatus of="invoice" id={inv.id} />
      </div>
      <div className="mb-6 flex flex-wrap gap-2">
        {/* On a phone these two are in the sticky bar below instead. */}
        <div className="hidden md:contents">
          <RecordPaymentDialog invoice={inv} />
          <SendOrDemo label="Send" title="Send Invoice" variant="outline">
            <SendInvoiceDialog invoice={inv} />
          </SendOrDemo>
        </div>
        <Button asChild variant="outline">
          <a href={`/api/invoices/${encodeURIComponent(inv.id)}/pdf?download`} download>
            <Download /> Download PDF
          </a>
        </Button>
        {canDelete ? (
          <Button variant="ghost" onClick={removeInvoice} className="text-destructive">
            <Trash2 /> Delete Draft
          </Button>
        ) : null}
      </div>
      <ActionBar>
        <RecordPaymentDialog invoice={inv} />
        <SendOrDemo label="Send" title="Send Invoice" variant="outline">
          <SendInvoiceDialog invoice={inv} />
        </SendOrDemo>
      </ActionBar>
      {inv.balancePence > 0 ? (
        <div className="mb-6">
          <MissingBankDetailsWarning />
        </div>
      ) : null}

      {inv.reverseCharge || !vatRegistered ? (
        <div
          role="note"
          className="mb-6 flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          <div className="text-sm">
            {inv.reverseCharge ? (
              <>
                <p className="font-semibold">{REVERSE_CHARGE_WORDING}</p>
                <p>
                  VAT of {formatPence(inv.vatPence)} is shown for the customer to account for; it is
                  not included in the amount due.
                </p>
              </>
            ) : (
              <p className="font-semibold">{NOT_VAT_REGISTERED_WORDING}</p>
            )}
          </div>
        </div>
      ) : null}

      <div className="grid min-w-0 gap-6">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{inv.customerName || "Customer"}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {vatRegistered ? `Supplier VAT No. ${inv.supplierVatNumber}` : "Not VAT registered"}
            </p>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 sm:hidden" aria-label="Invoice lines">
              {inv.lines.map((l) => (
                <li
                  key={l.id}
                  className={`rounded-md border p-3 text-sm ${l.netPence < 0 ? "text-muted-foreground" : ""}`}
                >
                  <p className="font-medium">
                    {l.description}
                    {l.isLabour ? (
                      <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-normal">
                        labour
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-1 flex justify-between gap-2 tabular-nums">
                    <span className="text-muted-foreground">
                      {l.quantity} {l.unit === "item" ? "" : l.unit} ×{" "}
                      {formatPence(l.unitPricePence)} · VAT {l.vatRate}%
                    </span>
                    <span className="whitespace-nowrap font-medium">{formatPence(l.netPence)}</span>
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
                    <th className="py-2 pr-2 font-medium">Description</th>
                    <th className="py-2 pr-2 text-right font-medium">Qty</th>
                    <th className="py-2 pr-2 text-right font-medium">Price</th>
                    <th className="py-2 pr-2 text-right font-medium">VAT</th>
                    <th className="py-2 text-right font-medium">Net</th>
                  </tr>
                </thead>
                <tbody>
                  {inv.lines.map((l) => (
                    <tr
                      key={l.id}
                      className={`border-b last:border-b-0 ${l.netPence < 0 ? "text-muted-foreground" : ""}`}
                    >
                      <td className="py-2 pr-2">
                        {l.description}
                        {l.isLabour ? (
                          <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs">
                            labour
                          </span>
                        ) : null}
                      </td>
                      <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                        {l.quantity} {l.unit === "item" ? "" : l.unit}
                      </td>
                      <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                        {formatPence(l.unitPricePence)}
                      </td>
                      <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                        {l.vatRate}%
                      </td>
                      <td className="whitespace-nowrap py-2 text-right tabular-nums">
                        {formatPence(l.netPence)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </CardContent>
        </Card>

        <div className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
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
                  <Row
                    label="VAT (reverse charge, not charged)"
                    value={formatPence(inv.vatPence)}
                  />
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

          <Card>
            <CardHeader>
              <CardTitle>Payments</CardTitle>
            </CardHeader>
            <CardContent>
              {inv.payments.length === 0 ? (
                <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
              ) : (
                <ul className="grid gap-2 text-sm" aria-label="Payments">
                  {inv.payments.map((p) => (
                    <li
                      key={p.id}
                      className="flex items-center justify-between gap-2 rounded-md border p-2"
                    >
                      <div className="min-w-0">
                        <p className="font-medium tabular-nums">{formatPence(p.amountPence)}</p>
                        <p className="truncate text-xs text-muted-foreground">
                          {formatDay(p.paidOn)} · {p.method}
                          {p.note ? ` · ${p.note}` : ""}
                        </p>
                      </div>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove payment of ${formatPence(p.amountPence)}`}
                        onClick={() => deletePayment.mutate({ id: inv.id, paymentId: p.id })}
                      >
                        <Trash2 />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <BankTransferCard invoice={inv} />
        </div>
      </div>
    </div>
  );
}
