import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../../shared/dates";
import { formatPence } from "../../../../shared/money";
import type { QuoteSummary } from "../../../../shared/schemas/quote-list";
import { paths } from "../../../config/paths";
import { cn } from "../../../lib/cn";
import { clientName } from "./quote-card";
import { QuoteMenu } from "./quote-menu";
import { QuoteViewsBadge } from "./quote-views";

/** The compact quote card of the status board; `handle` is the drag handle (or a still grip). */
export function BoardCard({
  quote,
  handle,
  lifted = false,
}: {
  quote: QuoteSummary;
  handle?: ReactNode;
  lifted?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-lg border bg-card p-3 text-card-foreground shadow-sm",
        lifted && "rotate-1 cursor-grabbing shadow-xl ring-2 ring-primary/40",
      )}
    >
      <div className="flex items-start gap-1.5">
        {handle ?? (
          <span className="-ml-1 flex size-7 shrink-0 items-center justify-center text-muted-foreground">
            <GripVertical aria-hidden="true" className="size-4" />
          </span>
        )}
        <div className="min-w-0 flex-1 pt-0.5">
          <p className="truncate text-sm font-medium" title={quote.name}>
            {quote.name}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            <span className="font-mono">{quote.reference}</span> · {clientName(quote)}
          </p>
        </div>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2 pl-6 text-xs">
        <span className="text-sm font-semibold tabular-nums">
          {formatPence(quote.totalAmountPence)}
        </span>
        <span className="text-muted-foreground">{formatDate(quote.createdAt)}</span>
      </div>
      <QuoteViewsBadge quote={quote} className="ml-6 mt-1.5" />
      {lifted ? null : (
        <div className="mt-1 flex items-center justify-end gap-3">
          <Link
            to={paths.quote(quote.id)}
            className="rounded-sm text-xs font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`View ${quote.name}`}
          >
            View
          </Link>
          <QuoteMenu quote={quote} className="size-8" />
        </div>
      )}
    </div>
  );
}
