import { Trash2 } from "lucide-react";
import { useState } from "react";
import { formatPence } from "../../../shared/money";
import type { Invoice } from "../../../shared/schemas/invoices";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/dialog";
import { useOnline } from "../../lib/online";
import { notify } from "../../lib/toast";
import { useDeletePayment } from "./api";
import { formatDay } from "./status-badge";

type Payment = Invoice["payments"][number];

/**
 * The payments recorded against the invoice. Removing one asks first: a stray tap on a phone
 * would otherwise put a paid invoice back to owing.
 */
export function InvoicePaymentsCard({ invoice: inv }: { invoice: Invoice }) {
  const deletePayment = useDeletePayment();
  const online = useOnline();
  const [removing, setRemoving] = useState<Payment | null>(null);

  const remove = async (payment: Payment) => {
    try {
      await deletePayment.mutateAsync({ id: inv.id, paymentId: payment.id });
      setRemoving(null);
      notify.success("Payment removed");
    } catch (error) {
      notify.error("Payment not removed", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
      </CardHeader>
      <CardContent>
        {inv.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 text-sm" aria-label="Payments">
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
                  size="icon"
                  variant="ghost"
                  className="size-11 md:size-9"
                  aria-label={`Remove payment of ${formatPence(p.amountPence)}`}
                  onClick={() => setRemoving(p)}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        className="max-w-sm"
        title={`Remove the payment of ${removing ? formatPence(removing.amountPence) : ""}?`}
        description={
          removing
            ? `Paid ${formatDay(removing.paidOn)} by ${removing.method}. The balance goes back up by ${formatPence(removing.amountPence)}.`
            : ""
        }
        cancelLabel="Keep it"
        confirmLabel="Remove payment"
        pendingLabel="Removing..."
        icon={<Trash2 aria-hidden />}
        pending={deletePayment.isPending}
        disabled={!online}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </Card>
  );
}
