import { AlertTriangle, ArrowLeft, Download, FileQuestion, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { formatPence } from "../../../shared/money";
import { invoiceKindLabels } from "../../../shared/schemas/invoices";
import { NOT_VAT_REGISTERED_WORDING, REVERSE_CHARGE_WORDING } from "../../../shared/uk-tax";
import { ActionBar } from "../../components/layout/action-bar";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { SendOrDemo } from "../auth";
import { EmailDeliveryStatus } from "../deliveries";
import { useDeleteInvoice, useInvoice } from "./api";
import { BankTransferCard, MissingBankDetailsWarning } from "./bank-transfer";
import { RecordPaymentDialog, SendInvoiceDialog } from "./invoice-dialogs";
import { InvoiceLinesCard } from "./invoice-lines-card";
import { InvoicePaymentsCard } from "./invoice-payments-card";
import { InvoiceTotalsCard } from "./invoice-totals-card";
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

/** /dashboard/invoices/:id: lines, VAT per rate, reverse charge, CIS, payments. */
export function InvoicePage() {
  const { id = "" } = useParams();
  const query = useInvoice(id);
  const deleteInvoice = useDeleteInvoice();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

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
  // Paid, nothing is owed: no payment to record, and sending is a copy for the customer's records.
  const paid = inv.status === "paid";
  const send = (
    <SendOrDemo label={paid ? "Send a copy" : "Send"} title="Send Invoice" variant="outline">
      <SendInvoiceDialog invoice={inv} />
    </SendOrDemo>
  );
  const canDelete = inv.status === "draft" && inv.payments.length === 0;

  const removeInvoice = async () => {
    try {
      await deleteInvoice.mutateAsync(inv.id);
      notify.success("Invoice Deleted");
      navigate(paths.invoices);
    } catch (error) {
      setDeleting(false);
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
        {/* On a phone these two are in the sticky bar below instead, until the invoice is paid. */}
        <div className={paid ? "contents" : "hidden md:contents"}>
          {paid ? null : <RecordPaymentDialog invoice={inv} />}
          {send}
        </div>
        <Button asChild variant="outline">
          <a href={`/api/invoices/${encodeURIComponent(inv.id)}/pdf?download`} download>
            <Download /> Download PDF
          </a>
        </Button>
        {canDelete ? (
          <Button variant="ghost" onClick={() => setDeleting(true)} className="text-destructive">
            <Trash2 /> Delete Draft
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting}
        title={`Delete draft ${inv.reference}?`}
        description="The draft is deleted for good, and its number is not used again."
        cancelLabel="Keep it"
        confirmLabel="Delete draft"
        pendingLabel="Deleting..."
        icon={<Trash2 aria-hidden />}
        pending={deleteInvoice.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void removeInvoice()}
      />
      {paid ? null : (
        <ActionBar>
          <RecordPaymentDialog invoice={inv} />
          {send}
        </ActionBar>
      )}
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

      <div className="grid min-w-0 grid-cols-1 gap-6">
        <InvoiceLinesCard invoice={inv} />
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <InvoiceTotalsCard invoice={inv} />
          <InvoicePaymentsCard invoice={inv} />
          <BankTransferCard invoice={inv} />
        </div>
      </div>
    </div>
  );
}
