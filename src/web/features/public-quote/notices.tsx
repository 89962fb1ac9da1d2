import { ArrowRight, History } from "lucide-react";
import { Link } from "react-router";
import { formatPence } from "../../../shared/money";
import type { PublicQuote } from "./api";

/** "+£120.00" or "−£40.00": the sign says which way the price moved. */
export function signedPence(pence: number): string {
  if (pence === 0) return formatPence(0);
  return `${pence > 0 ? "+" : "−"}${formatPence(Math.abs(pence))}`;
}

/**
 * A variation's page: what was accepted before, what this variation comes to, and the change,
 * so the customer agrees to the difference knowingly.
 */
export function VariationComparison({
  variation,
  decided,
}: {
  variation: NonNullable<PublicQuote["variation"]>;
  /** Once this variation is decided, the words no longer ask for a decision. */
  decided: boolean;
}) {
  const { of, acceptedTotalPence, totalPence, differencePence } = variation;
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? "font-semibold" : ""}`}>
      <dt className={strong ? "" : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby="variation-heading"
      className="grid gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100"
    >
      <div>
        <h2 id="variation-heading" className="font-semibold">
          Variation to {of}
        </h2>
        <p className="text-sm opacity-80">
          {of} was accepted for {formatPence(acceptedTotalPence)}.{" "}
          {decided
            ? "This variation changed the work and its price by the difference below."
            : `This variation changes the work and its price; ${of} stays accepted whatever you decide here.`}
        </p>
      </div>
      <dl className="grid gap-1 text-sm sm:max-w-sm">
        {row(`Accepted (${of})`, formatPence(acceptedTotalPence))}
        {row("This variation", formatPence(totalPence))}
        <div className="border-t border-sky-200 pt-1 dark:border-sky-900">
          {row("Difference", signedPence(differencePence), true)}
        </div>
      </dl>
    </section>
  );
}

/** An earlier version whose place a newer one took: it points there and cannot be accepted. */
export function ReplacedNotice({
  replacedBy,
}: {
  replacedBy: NonNullable<PublicQuote["replacedBy"]>;
}) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <History className="size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">This quote has been replaced by a newer version</p>
        {replacedBy.path ? (
          <Link
            to={replacedBy.path}
            className="inline-flex items-center gap-1 text-sm font-medium underline underline-offset-4"
          >
            View the newer version ({replacedBy.reference}) <ArrowRight className="size-4" />
          </Link>
        ) : (
          <p className="text-sm opacity-80">
            Please ask the business for the link to {replacedBy.reference}.
          </p>
        )}
      </div>
    </div>
  );
}
