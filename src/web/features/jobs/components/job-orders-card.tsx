import { formatDate } from "../../../../shared/dates";
import { formatPence } from "../../../../shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useQuoteOrders } from "../api/jobs";

/** The purchase orders placed for the job's quote, each with its PDF. */
export function JobOrdersCard({ quoteId }: { quoteId: string }) {
  const orders = useQuoteOrders(quoteId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Purchase orders</CardTitle>
      </CardHeader>
      <CardContent>
        {orders.isPending ? (
          <Spinner className="size-5" />
        ) : orders.isError ? (
          <p className="text-sm text-destructive">The orders could not be loaded.</p>
        ) : orders.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No materials have been ordered for this job yet.
          </p>
        ) : (
          <ul className="divide-y text-sm">
            {orders.data.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    <span className="font-mono">{order.number}</span> · {order.merchantName}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {order.lines.length} {order.lines.length === 1 ? "line" : "lines"}
                    {order.deliveryDate ? ` · delivery ${formatDate(order.deliveryDate)}` : ""}
                    {order.status === "cancelled" ? " · cancelled" : ""}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">
                    {formatPence(order.totalPence)}
                  </span>
                  <a
                    href={`/api/orders/${encodeURIComponent(order.id)}/pdf`}
                    className="text-xs font-medium text-primary hover:underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    PDF
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
