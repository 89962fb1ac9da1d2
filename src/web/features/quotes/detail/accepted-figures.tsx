import { formatPence } from "../../../../shared/money";
import { quoteVatRows } from "../../../../shared/quote-vat";
import { useAcceptedQuote } from "../api/get-accepted";

/**
 * The figures the customer accepted, read from the snapshot rather than the quote row: what the
 * invoices will be raised from and what the accepted PDF shows.
 */
export function AcceptedFigures({ quoteId }: { quoteId: string }) {
  const accepted = useAcceptedQuote(quoteId, true);
  if (!accepted.data) return null;
  const { snapshot, pdfSha256 } = accepted.data;
  const row = (label: string, pence: number, strong = false) => (
    <div key={label} className={`flex justify-between gap-4 ${strong ? "font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatPence(pence)}</dd>
    </div>
  );
  return (
    <div className="mt-2 grid gap-1 text-sm">
      <p className="opacity-80">As accepted ({snapshot.reference}):</p>
      <dl className="grid max-w-xs gap-0.5">
        {row("Materials", snapshot.totalMaterialsCostPence)}
        {row("Labour", snapshot.totalLaborPence)}
        {quoteVatRows(snapshot).map((vat) => row(vat.label, vat.pence))}
        {row("Total", snapshot.totalAmountPence, true)}
      </dl>
      {/* Proof of the very file accepted: the same PDF always gives the same code. */}
      <p
        className="break-all text-xs"
        title={`SHA-256 of the PDF the customer accepted: ${pdfSha256}`}
      >
        Check code of the accepted PDF: {pdfSha256.slice(0, 16)}…
      </p>
    </div>
  );
}
