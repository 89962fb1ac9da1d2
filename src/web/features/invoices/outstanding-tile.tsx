import { PoundSterling } from "lucide-react";
import { Link } from "react-router";
import { formatPence } from "../../../shared/money";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useOutstandingInvoices } from "./get-outstanding-invoices";

/** Dashboard tile: the balance still to pay on issued invoices, linking to the invoice list. */
export function OutstandingTile({ className = "" }: { className?: string }) {
  const summary = useOutstandingInvoices();
  return (
    <Card
      role="group"
      aria-labelledby="stat-outstanding"
      className={`flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5 ${className}`}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-rose-500/10 text-rose-600">
        <PoundSterling aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p id="stat-outstanding" className="text-sm text-muted-foreground">
          <Link to={paths.invoices} className="hover:underline">
            Outstanding
          </Link>
        </p>
        <p className="text-2xl font-bold tabular-nums">
          {summary.data ? formatPence(summary.data.outstandingPence) : "—"}
        </p>
      </div>
    </Card>
  );
}
