import { CheckCircle2, Download, Mail, XCircle } from "lucide-react";
import { useId } from "react";
import type { OrderResult } from "../../../../shared/schemas/orders";
import { Button } from "../../../components/ui/button";
import { orderPdfUrl } from "../api/orders";

export type EmailTarget = { orderId: string; number: string };

/** Each merchant's outcome of Place Orders, with the placed order's PDF and "Email to branch". */
export function OrderResults({
  results,
  onEmail,
}: {
  results: readonly OrderResult[];
  onEmail: (target: EmailTarget) => void;
}) {
  const id = useId();
  return (
    <div className="mt-6 space-y-2">
      <h4 id={`${id}-status`} className="text-sm font-semibold">
        Order Status
      </h4>
      <ul className="space-y-2" aria-labelledby={`${id}-status`}>
        {results.map((r) => (
          <li
            key={r.merchantId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
            data-status={r.success ? "success" : "failed"}
          >
            <div className="flex min-w-0 items-start gap-2">
              {r.success ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <div className="min-w-0">
                <p className="font-medium">
                  {r.merchantName}
                  {r.number ? ` · ${r.number}` : ""}
                </p>
                <p className={r.success ? "text-muted-foreground" : "text-destructive"}>
                  {r.message}
                </p>
              </div>
            </div>
            {r.success && r.orderId ? (
              <div className="flex gap-2">
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
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
