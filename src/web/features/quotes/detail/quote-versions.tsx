import { Link } from "react-router";
import { type Quote, quoteStatusLabels } from "../../../../shared/schemas/quotes";
import { paths } from "../../../config/paths";
import { useQuoteVersions } from "../api/list-quotes";

/**
 * The other versions of this quote's number, oldest first: a revision links back to what it
 * revises and an earlier version forward to its newer ones. Nothing when there is one version.
 */
export function QuoteVersions({ quote }: { quote: Quote }) {
  const quotes = useQuoteVersions(quote.number);
  const versions = [...(quotes.data ?? [])].sort((a, b) => a.revision - b.revision);
  if (versions.length < 2 && !quote.revisesQuoteId) return null;
  const revised = versions.find((q) => q.id === quote.revisesQuoteId);
  const replacedBy = versions.find((q) => q.id === quote.replacedByQuoteId);
  return (
    <nav
      aria-label="Versions of this quote"
      className="mb-6 rounded-lg border bg-muted/30 p-3 text-sm"
    >
      {revised ? (
        <p>
          {quote.isVariation ? "A variation of " : "Revises "}
          <Link className="font-medium text-primary hover:underline" to={paths.quote(revised.id)}>
            {revised.reference}
          </Link>{" "}
          ({quoteStatusLabels[revised.status].toLowerCase()}).
        </p>
      ) : null}
      {replacedBy ? (
        <p>
          Replaced by{" "}
          <Link
            className="font-medium text-primary hover:underline"
            to={paths.quote(replacedBy.id)}
          >
            {replacedBy.reference}
          </Link>
          , sent to your customer in its place.
        </p>
      ) : null}
      <ol className="mt-2 flex flex-wrap gap-2" aria-label="All versions">
        {versions.map((v) => (
          <li key={v.id}>
            {v.id === quote.id ? (
              <span
                aria-current="page"
                className="inline-block rounded-md border bg-background px-2 py-1 font-medium"
              >
                {v.reference} · {quoteStatusLabels[v.status]}
              </span>
            ) : (
              <Link
                to={paths.quote(v.id)}
                className="inline-block rounded-md border px-2 py-1 text-primary hover:bg-muted"
              >
                {v.reference} · {quoteStatusLabels[v.status]}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
