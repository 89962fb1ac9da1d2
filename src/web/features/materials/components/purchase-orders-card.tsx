import { Download, Mail } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../../shared/dates";
import { formatPence } from "../../../../shared/money";
import { orderMessages } from "../../../../shared/orders";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { EmailDeliveryStatus } from "../../deliveries";
import { orderPdfUrl, useOrders } from "../api/orders";
import { EmailOrderDialog } from "./email-order-dialog";
import type { EmailTarget } from "./order-results";

/**
 * Purchase orders, newest first: one quote's (the job page) or every one (Materials → Orders,
 * where an order placed from the builder or the assistant is found again). Each with its
 * merchant, total, delivery, whether it has gone to the branch, its PDF and Email to branch; a
 * cancelled one says so and keeps only its PDF (the business's records).
 */
export function PurchaseOrdersCard({
  quoteId,
  description,
  empty,
}: {
  quoteId?: string;
  description?: string;
  empty: string;
}) {
  const orders = useOrders(quoteId);
  const [emailing, setEmailing] = useState<EmailTarget | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Purchase orders</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {orders.isPending ? (
          <Spinner label="Loading the orders" className="size-5" />
        ) : orders.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The orders could not be loaded.
          </p>
        ) : orders.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y text-sm" aria-label="Purchase orders">
            {orders.data.map((order) => {
              const cancelled = order.status === "cancelled";
              return (
                <li key={order.id} className="grid gap-2 py-3" data-status={order.status}>
                  <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                    <div className="min-w-0">
                      <p className="font-medium break-words">
                        <span className="font-mono">{order.number}</span> · {order.merchantName}
                        {order.branch ? ` (${order.branch})` : ""}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {orderMessages.placedOn(formatDate(order.createdAt))} · {order.lines.length}{" "}
                        {order.lines.length === 1 ? "line" : "lines"}
                        {order.deliveryDate ? ` · delivery ${formatDate(order.deliveryDate)}` : ""}
                        {cancelled ? " · cancelled" : ""}
                      </p>
                      {!cancelled ? (
                        <p className="text-xs">
                          <EmailDeliveryStatus
                            of="order"
                            id={order.id}
                            unsent={orderMessages.notSentYet}
                          />
                        </p>
                      ) : null}
                      {!quoteId && order.quoteId ? (
                        <Link
                          to={paths.quote(order.quoteId)}
                          className="text-xs font-medium text-primary underline"
                        >
                          Its quote
                        </Link>
                      ) : null}
                    </div>
                    <span
                      className={`font-semibold tabular-nums ${cancelled ? "text-muted-foreground line-through" : ""}`}
                    >
                      {formatPence(order.totalPence)}
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild variant="outline" size="sm">
                      <a href={orderPdfUrl(order.id)} download={`${order.number}.pdf`}>
                        <Download /> PDF
                      </a>
                    </Button>
                    {!cancelled ? (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`Email ${order.number} to branch`}
                        onClick={() => setEmailing({ orderId: order.id, number: order.number })}
                      >
                        <Mail /> Email to branch
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <EmailOrderDialog
        key={emailing?.orderId ?? "none"}
        target={emailing}
        onClose={() => setEmailing(null)}
      />
    </Card>
  );
}
