import { CheckCircle2, XCircle } from "lucide-react";
import { formatDate } from "../../../../shared/dates";
import type { Quote } from "../../../../shared/schemas/quotes";
import { AcceptedFigures } from "./accepted-figures";

export function Decision({ quote }: { quote: Quote }) {
  const decision = quote.decision;
  if (!decision || (quote.status !== "accepted" && quote.status !== "declined")) return null;
  const accepted = quote.status === "accepted";
  const by = decision.byName ? ` by ${decision.byName}` : "";
  const verb = accepted ? "Accepted" : "Declined";
  // Recorded by the business itself: never worded as if the customer had answered.
  const text = `${decision.source === "customer" ? verb : `Marked ${verb.toLowerCase()}`}${by} on ${formatDate(decision.at)}`;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-lg border p-4 ${
        accepted
          ? "border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/40 dark:text-green-200"
          : "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
      }`}
    >
      {accepted ? (
        <CheckCircle2 className="size-5 shrink-0" />
      ) : (
        <XCircle className="size-5 shrink-0" />
      )}
      <div className="min-w-0">
        <p className="font-semibold">{text}</p>
        <p className="text-sm opacity-80">
          {decision.source === "customer"
            ? "Recorded when the customer responded online."
            : "Recorded here for the customer, who did not answer online."}
        </p>
        {accepted ? <AcceptedFigures quoteId={quote.id} /> : null}
        {!accepted && decision.reason ? (
          <p className="mt-1 break-words text-sm">Reason: {decision.reason}</p>
        ) : null}
      </div>
    </div>
  );
}
