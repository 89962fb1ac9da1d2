import { Printer } from "lucide-react";
import { formatDate } from "../../../../shared/dates";
import { depositAsked } from "../../../../shared/deposit-terms";
import { formatPence } from "../../../../shared/money";
import { quantityWithUnit } from "../../../../shared/quantities";
import { quoteVatRows } from "../../../../shared/quote-vat";
import type { Quote } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";

export interface PreviewBusiness {
  businessName: string;
  address: string;
  phone: string;
  email: string;
  vatNumber: string;
}

export interface PreviewCustomer {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * Only the preview prints: everything else on the page is hidden from the printer, and the
 * preview is laid out alone on the page.
 */
const printCss = `@media print {
  body * { visibility: hidden !important; }
  #quote-print, #quote-print * { visibility: visible !important; }
  #quote-print { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0; border: 0; box-shadow: none; }
  @page { margin: 16mm; }
}`;

/** SPEC §2 printable preview: description, amount and items, and the terms. */
export function QuotePreview({
  quote,
  business,
  customer,
  validDays,
  terms,
}: {
  quote: Quote;
  business: PreviewBusiness;
  customer: PreviewCustomer;
  validDays: number;
  /** The business's terms, as its PDF prints them (Settings → Quote Settings); SPEC's when empty. */
  terms?: string;
}) {
  // The terms the preview prints: the business's, else SPEC's (a 50% deposit).
  const deposit = depositAsked(terms?.trim() ? terms : "A 50% deposit is required.", quote);
  // Each line's rate is shown only when the quote charges more than one.
  const rateNote = (rate: number | null) =>
    quote.vatBreakdown.length > 1 ? ` · VAT ${rate ?? quote.vatRate}%` : "";
  const items = [
    ...quote.materials.map((m) => ({
      key: m.id,
      name: m.name,
      description: `${quantityWithUnit(m.quantity, m.unit)} × ${formatPence(m.unitPricePence)}${rateNote(m.vatRate)}`,
      price: m.totalPence,
    })),
    ...(quote.totalLaborPence > 0
      ? [
          {
            key: "labour",
            name: "Labour",
            description: `${quantityWithUnit(quote.laborDays, "day")} × ${formatPence(quote.dayRatePence)}${rateNote(null)}`,
            price: quote.totalLaborPence,
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="preview-title" className="grid gap-3">
      <style>{printCss}</style>
      <div className="flex items-center justify-between gap-2 print:hidden">
        <h2 id="preview-title" className="text-lg font-semibold">
          Printable preview
        </h2>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer /> Print
        </Button>
      </div>
      <article
        id="quote-print"
        className="rounded-xl border bg-white p-5 text-slate-900 shadow-sm sm:p-8 print:text-black"
      >
        <header className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:justify-between">
          <div className="min-w-0">
            <p className="text-xl font-bold">{business.businessName}</p>
            {business.address ? (
              <p className="whitespace-pre-line text-sm text-slate-600">{business.address}</p>
            ) : null}
            <p className="text-sm text-slate-600">
              {[business.phone, business.email].filter(Boolean).join(" · ")}
            </p>
            {business.vatNumber ? (
              <p className="text-sm text-slate-600">VAT no. {business.vatNumber}</p>
            ) : null}
          </div>
          <div className="text-sm sm:text-right">
            <p className="text-2xl font-bold tracking-tight text-slate-900">QUOTE</p>
            <p>{quote.reference}</p>
            <p>Date: {formatDate(quote.createdAt)}</p>
            <p>Valid until: {formatDate(quote.expiresAt)}</p>
          </div>
        </header>

        <div className="grid gap-1 py-4 text-sm">
          <p className="font-semibold uppercase tracking-wide text-slate-500 text-xs">
            Prepared for
          </p>
          <p className="font-medium">{customer.name || "—"}</p>
          {customer.address ? <p className="whitespace-pre-line">{customer.address}</p> : null}
          <p className="text-slate-600">
            {[customer.email, customer.phone].filter(Boolean).join(" · ")}
          </p>
        </div>

        <div className="grid gap-1 pb-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            Description
          </p>
          <p className="font-medium">{quote.name}</p>
          {quote.siteAddress ? (
            <p className="whitespace-pre-line text-sm">
              <span className="text-slate-500">Site: </span>
              {quote.siteAddress}
            </p>
          ) : null}
          <p className="whitespace-pre-line text-sm">{quote.jobDescription}</p>
        </div>

        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-left text-xs uppercase tracking-wide text-slate-500">
              <th className="py-2 pr-2 font-semibold">Item</th>
              <th className="w-28 py-2 text-right font-semibold sm:w-32">Price</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.key} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">
                  <p className="break-words font-medium">{item.name}</p>
                  <p className="text-xs text-slate-500">{item.description}</p>
                </td>
                <td className="py-2 text-right tabular-nums">{formatPence(item.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="ml-auto mt-4 grid max-w-xs gap-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Subtotal</dt>
            <dd className="tabular-nums">{formatPence(quote.subtotalPence)}</dd>
          </div>
          {quoteVatRows(quote).map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="tabular-nums">{formatPence(row.pence)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base font-bold">
            <dt>Amount</dt>
            <dd className="tabular-nums">{formatPence(quote.totalAmountPence)}</dd>
          </div>
          {/* As the PDF: the deposit its terms ask (SPEC's 50% when it has none), in pounds. */}
          {deposit ? (
            <div className="flex justify-between gap-4 font-semibold">
              <dt>Deposit ({deposit.percent}%)</dt>
              <dd className="tabular-nums" data-testid="preview-deposit">
                {formatPence(deposit.pence)}
              </dd>
            </div>
          ) : null}
        </dl>

        {/* As in the PDF: every site photo after the totals, two to a row. */}
        {quote.photos.length > 0 ? (
          <div className="mt-6 break-inside-avoid">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {quote.photos.length === 1 ? "Site photo" : "Site photos"}
            </p>
            <div className="grid grid-cols-2 gap-3">
              {quote.photos.map((photo, i) => (
                <img
                  key={photo.id}
                  src={photo.url}
                  alt={`The site, ${i + 1} of ${quote.photos.length}`}
                  className="aspect-[4/3] w-full rounded-md border border-slate-200 object-cover"
                  data-testid="preview-photo"
                />
              ))}
            </div>
          </div>
        ) : null}

        <div className="mt-6 border-t border-slate-200 pt-4 text-xs text-slate-600">
          <p className="mb-1 font-semibold uppercase tracking-wide text-slate-500">Terms</p>
          {terms?.trim() ? (
            <p className="whitespace-pre-line" data-testid="preview-terms">
              {terms.trim()}
            </p>
          ) : (
            <ul className="grid list-disc gap-0.5 pl-4">
              <li>This quote is valid for {validDays} days from the date of issue.</li>
              <li>A 50% deposit is required to begin work.</li>
              <li>The balance is due on completion.</li>
            </ul>
          )}
        </div>
      </article>
    </section>
  );
}
