import { AlertTriangle, CheckCircle2, Clock, FileDown, Link2Off, XCircle } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { formatDate } from "../../../shared/dates";
import { messages } from "../../../shared/messages";
import { formatPence } from "../../../shared/money";
import { LINK_NO_LONGER_VALID } from "../../../shared/quote-links";
import { quoteVatRows } from "../../../shared/quote-vat";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { type PublicQuote, publicQuotePdfUrl, useDecidePublicQuote, usePublicQuote } from "./api";
import { DecisionDialog } from "./decision-dialog";
import { ReplacedNotice, VariationComparison } from "./notices";

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">{children}</main>
      <footer className="pb-8 text-center text-xs text-muted-foreground">
        Sent with Sole<span className="text-brand">.</span> — quoting for UK tradespeople
      </footer>
    </div>
  );
}

function DecisionBanner({ quote }: { quote: PublicQuote }) {
  const d = quote.decision;
  if (!d) return null;
  const accepted = d.decision === "accepted";
  const text = `${accepted ? "Accepted" : "Declined"}${d.byName ? ` by ${d.byName}` : ""} on ${formatDate(d.at)}`;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-xl border p-4 ${
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
      <div>
        <p className="font-semibold">{text}</p>
        <p className="text-sm opacity-80">
          {accepted
            ? `Thank you. ${quote.business.name} will be in touch to arrange the work.`
            : `${quote.business.name} has been told. Thank you for letting them know.`}
        </p>
      </div>
    </div>
  );
}

function Totals({ quote }: { quote: PublicQuote }) {
  const row = (label: string, pence: number) => (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{formatPence(pence)}</dd>
    </div>
  );
  return (
    <dl className="ml-auto grid w-full max-w-xs gap-1.5 text-sm">
      {row("Materials", quote.totalMaterialsCostPence)}
      {row("Labour", quote.totalLaborPence)}
      {row("Subtotal", quote.subtotalPence)}
      {quoteVatRows(quote).map((vat) => (
        <Fragment key={vat.label}>{row(vat.label, vat.pence)}</Fragment>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t pt-2 text-lg font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatPence(quote.totalAmountPence)}</dd>
      </div>
    </dl>
  );
}

/** SPEC: the customer's quote page at /q/:token (no sign-in); accept or decline by typed name. */
export function PublicQuotePage() {
  const { token = "" } = useParams();
  const query = usePublicQuote(token);
  const decide = useDecidePublicQuote(token);
  const [dialog, setDialog] = useState<"accept" | "decline" | null>(null);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const revoked = query.error instanceof ApiError && query.error.status === 410;
    const notFound = revoked || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Shell>
        <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card p-8 text-center shadow-sm">
          <Link2Off className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-xl font-bold">
            {revoked
              ? LINK_NO_LONGER_VALID
              : notFound
                ? "This quote link is not valid."
                : "We couldn't load this quote."}
          </h1>
          <p className="text-sm text-muted-foreground">
            {revoked
              ? "The business has replaced this link. Please ask them for the latest one."
              : notFound
                ? "Please check the link in your email, or contact the business that sent it."
                : "Please try again in a moment."}
          </p>
          {notFound ? null : <Button onClick={() => void query.refetch()}>Try again</Button>}
        </div>
      </Shell>
    );
  }

  const quote = query.data;
  const canDecide = !quote.decision && !quote.expired && !quote.replacedBy;
  const what = quote.variation ? "variation" : "quote";
  const { business } = quote;

  return (
    <Shell>
      <article className="overflow-hidden rounded-2xl border bg-card shadow-sm">
        <header className="bg-slate-900 px-5 py-6 text-white sm:px-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="text-xs uppercase tracking-widest text-slate-300">Quote from</p>
              <p className="break-words text-2xl font-bold">{business.name}</p>
              <div className="mt-1 grid gap-0.5 text-sm text-slate-300">
                {business.address ? (
                  <p className="whitespace-pre-line">{business.address}</p>
                ) : null}
                {business.phone || business.email ? (
                  <p className="break-words">
                    {[business.phone, business.email].filter(Boolean).join(" · ")}
                  </p>
                ) : null}
                {business.vatNumber ? <p>VAT no. {business.vatNumber}</p> : null}
              </div>
            </div>
            <div className="shrink-0 text-sm sm:text-right">
              <p className="font-mono text-lg font-semibold">{quote.reference}</p>
              <p className="text-slate-300">Issued {formatDate(quote.createdAt)}</p>
              <p className="text-slate-300">Valid until {formatDate(quote.expiresAt)}</p>
            </div>
          </div>
        </header>

        <div className="grid gap-6 px-5 py-6 sm:px-8">
          <DecisionBanner quote={quote} />
          {quote.replacedBy ? <ReplacedNotice replacedBy={quote.replacedBy} /> : null}
          {quote.variation ? (
            <VariationComparison variation={quote.variation} decided={Boolean(quote.decision)} />
          ) : null}
          {quote.expired && !quote.decision ? (
            <div
              role="status"
              className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
            >
              <AlertTriangle className="size-5 shrink-0" />
              <p className="font-medium">{messages.quotes.expired}</p>
            </div>
          ) : null}

          <section className="grid gap-1">
            <p className="text-sm text-muted-foreground">
              Prepared for {quote.customerName || "you"}
            </p>
            <h1 className="break-words text-2xl font-bold tracking-tight">{quote.name}</h1>
            <p className="whitespace-pre-line break-words text-muted-foreground">
              {quote.jobDescription}
            </p>
          </section>

          {quote.measurements.length > 0 ? (
            <section className="grid gap-2">
              <h2 className="font-semibold">Measurements</h2>
              <ul className="flex flex-wrap gap-2">
                {quote.measurements.map((m, i) => (
                  <li
                    key={`${m.label}-${i}`}
                    className="rounded-md border bg-muted/40 px-3 py-1 text-sm"
                  >
                    {m.label}: {m.value} {m.unit}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="grid gap-2">
            <h2 className="font-semibold">What's included</h2>
            <ul className="divide-y rounded-lg border" aria-label="Quote lines">
              {quote.materials.map((m, i) => (
                <li
                  key={`${m.name}-${i}`}
                  className="flex items-start justify-between gap-3 px-4 py-3 text-sm"
                >
                  <div className="min-w-0">
                    <p className="break-words font-medium">{m.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {m.quantity} {m.unit} × {formatPence(m.unitPricePence)}
                    </p>
                  </div>
                  <span className="shrink-0 tabular-nums">{formatPence(m.totalPence)}</span>
                </li>
              ))}
              {quote.totalLaborPence > 0 ? (
                <li className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
                  <div>
                    <p className="font-medium">Labour</p>
                    <p className="text-xs text-muted-foreground">
                      {quote.laborDays} {quote.laborDays === 1 ? "day" : "days"} ×{" "}
                      {formatPence(quote.dayRatePence)}
                    </p>
                  </div>
                  <span className="shrink-0 tabular-nums">
                    {formatPence(quote.totalLaborPence)}
                  </span>
                </li>
              ) : null}
            </ul>
          </section>

          <Totals quote={quote} />

          <section className="grid gap-1 rounded-lg bg-muted/50 p-4 text-xs text-muted-foreground">
            <p className="font-semibold uppercase tracking-wide">Terms</p>
            <p className="whitespace-pre-line break-words">
              {quote.terms.trim() ||
                "A 50% deposit is required to begin work; the balance is due on completion."}
            </p>
            <p className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" /> This quote is valid until{" "}
              {formatDate(quote.expiresAt)}.
            </p>
          </section>

          <div className="flex flex-col gap-2 border-t pt-6 sm:flex-row sm:items-center">
            {canDecide ? (
              <>
                <Button size="lg" onClick={() => setDialog("accept")}>
                  <CheckCircle2 /> Accept {what}
                </Button>
                <Button size="lg" variant="outline" onClick={() => setDialog("decline")}>
                  <XCircle /> {quote.variation ? "Decline variation" : "Decline"}
                </Button>
              </>
            ) : null}
            <Button asChild variant="ghost" className="sm:ml-auto">
              <a href={publicQuotePdfUrl(token)} target="_blank" rel="noopener noreferrer">
                <FileDown /> Download PDF
              </a>
            </Button>
          </div>
        </div>
      </article>

      {dialog ? (
        <DecisionDialog
          kind={dialog}
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          businessName={business.name}
          what={what}
          onDecide={async (decision) => {
            const view = await decide.mutateAsync(decision);
            const noun = quote.variation ? "Variation" : "Quote";
            notify.success(`${noun} ${decision.kind === "accept" ? "accepted" : "declined"}`, {
              description: `${business.name} has been told.`,
            });
            return view;
          }}
        />
      ) : null}
    </Shell>
  );
}
