import { Ban, CheckCircle2, Download, Mail, RotateCcw, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { orderMessages } from "../../../../shared/orders";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { notify } from "../../../lib/toast";
import { EmailDeliveryStatus } from "../../deliveries";
import { orderPdfUrl, useCancelOrder } from "../api/orders";

export type EmailTarget = { orderId: string; number: string };

/** One line of Order Status: a placed order (this time or before), or a merchant that failed. */
export interface OrderStatusRow {
  key: string;
  merchantId: number;
  merchantName: string;
  success: boolean;
  orderId?: string;
  /** PO-0001 */
  number?: string;
  message: string;
  /** Offers "Order again" (an explicit second order from this merchant). */
  orderAgain?: boolean;
}

/**
 * The quote's placed orders and the last Place Orders' failures, each placed order with its PDF
 * and "Email to branch". The actions sit under the text and wrap, so nothing leaves the card.
 */
export function OrderResults({
  rows,
  onEmail,
  onOrderAgain,
  orderAgainBusy = false,
}: {
  rows: readonly OrderStatusRow[];
  onEmail: (target: EmailTarget) => void;
  onOrderAgain?: (merchantId: number) => void;
  orderAgainBusy?: boolean;
}) {
  const id = useId();
  const [cancelling, setCancelling] = useState<EmailTarget | null>(null);
  const cancel = useCancelOrder();
  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.orderId);
      notify.success(orderMessages.cancelled(cancelling.number));
      setCancelling(null);
    } catch (error) {
      notify.error("Order not cancelled", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  };
  return (
    <div className="mt-6 min-w-0 space-y-2">
      <h4 id={`${id}-status`} className="text-sm font-semibold">
        Order Status
      </h4>
      <ul className="space-y-2" aria-labelledby={`${id}-status`}>
        {rows.map((r) => (
          <li
            key={r.key}
            className="flex min-w-0 flex-col gap-3 rounded-md border p-3 text-sm"
            data-status={r.success ? "success" : "failed"}
          >
            <div className="flex min-w-0 items-start gap-2">
              {r.success ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <div className="min-w-0 break-words">
                <p className="font-medium">
                  {r.merchantName}
                  {r.number ? ` · ${r.number}` : ""}
                </p>
                <p className={r.success ? "text-muted-foreground" : "text-destructive"}>
                  {r.message}
                </p>
                {r.success && r.orderId ? (
                  <p className="text-xs">
                    <EmailDeliveryStatus
                      of="order"
                      id={r.orderId}
                      unsent={orderMessages.notSentYet}
                    />
                  </p>
                ) : null}
              </div>
            </div>
            {r.success && r.orderId ? (
              <div className="flex min-w-0 flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={orderPdfUrl(r.orderId)} download={`${r.number}.pdf`}>
                    <Download /> Download PDF
                  </a>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => onEmail({ orderId: r.orderId!, number: r.number ?? "" })}
                >
                  <Mail /> Email to branch
                </Button>
                {r.orderAgain && onOrderAgain ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={orderAgainBusy}
                    aria-label={`Order again from ${r.merchantName}`}
                    onClick={() => onOrderAgain(r.merchantId)}
                  >
                    <RotateCcw /> Order again
                  </Button>
                ) : null}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  aria-label={`Cancel order ${r.number ?? ""}`}
                  onClick={() => setCancelling({ orderId: r.orderId!, number: r.number ?? "" })}
                >
                  <Ban /> Cancel order
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title={`Cancel ${cancelling?.number ?? "this order"}?`}
        description="It comes out of your VAT return and job costs, and its merchant can be ordered from again. Sole sends nothing to the merchant: if you emailed it to the branch, tell them too."
        cancelLabel="Keep it"
        confirmLabel="Cancel order"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => void confirmCancel()}
      />
    </div>
  );
}
