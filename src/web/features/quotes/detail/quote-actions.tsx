import { Download } from "lucide-react";
import { type ComponentType, lazy, Suspense } from "react";
import type { Quote } from "../../../../shared/schemas/quotes";
import { ActionBar } from "../../../components/layout/action-bar";
import { Button } from "../../../components/ui/button";
import { SendOrDemo } from "../../auth";
import { SaveAsTemplateButton } from "../../templates";
import { quotePath } from "../api/quote-keys";
import { CalendarDialog } from "./calendar-dialog";
import { DeleteDraftButton, QuoteEditActions } from "./quote-edit-actions";
import { RevokeLinkDialog } from "./revoke-link-dialog";
import { SendQuoteDialog } from "./send-quote-dialog";

/**
 * Only an accepted quote is invoiced: its menu loads then, not with every quote's page (the
 * page's scripts are at their 250 kB budget).
 */
const CreateInvoiceButton = lazy(async () => ({
  default: (await import("../../invoices")).CreateInvoiceButton,
}));

/**
 * The jobs feature's Schedule Job / View Job button, given by the route (routes/quote-detail.tsx):
 * jobs builds on quotes, so quotes does not import jobs.
 */
export type JobAction = ComponentType<{ quote: { id: string; name: string; status: string } }>;

export function QuoteActions({
  quote,
  customer,
  address,
  jobAction: JobActionButton,
}: {
  quote: Quote;
  /** Who the quote goes to, and who its message greets. */
  customer: { email: string; greeting: string };
  address: string;
  jobAction: JobAction;
}) {
  // The screen's primary action: send the quote, or once accepted, schedule (or open) the job.
  const accepted = quote.status === "accepted";

  return (
    <>
      {/* On a phone two a row, each filling its half, so eight actions are four rows, not eight. */}
      <div
        className="mb-6 grid grid-cols-2 gap-2 max-md:[&_:is(a,button)]:h-auto max-md:[&_:is(a,button)]:min-h-11 max-md:[&_:is(a,button)]:w-full max-md:[&_:is(a,button)]:whitespace-normal max-md:[&_:is(a,button)]:text-center md:flex md:flex-wrap"
        data-testid="quote-actions"
      >
        {/* Accepted, the work comes next: the job and the invoice lead the row. */}
        {accepted ? (
          <>
            <div className="hidden md:contents">
              <JobActionButton quote={quote} />
            </div>
            <Suspense fallback={null}>
              <CreateInvoiceButton quoteId={quote.id} quoteTerms={quote.terms} />
            </Suspense>
          </>
        ) : null}
        <QuoteEditActions quote={quote} />
        {/* On a phone the primary action is in the sticky bar below instead. */}
        <div className={accepted ? "contents" : "hidden md:contents"}>
          <SendOrDemo
            label="Send to Customer"
            title="Send Quote to Customer"
            variant={accepted ? "outline" : "default"}
          >
            <SendQuoteDialog quote={quote} customer={customer} />
          </SendOrDemo>
        </div>
        <Button asChild variant="outline">
          <a href={`${quotePath(quote.id)}/pdf?download`} download>
            <Download /> Download PDF
          </a>
        </Button>
        <SaveAsTemplateButton quote={quote} />
        {accepted ? (
          <CalendarDialog quote={quote} address={address} />
        ) : (
          <JobActionButton quote={quote} />
        )}
        {quote.status === "draft" ? null : <RevokeLinkDialog quote={quote} />}
        <DeleteDraftButton quote={quote} />
      </div>

      <ActionBar>
        {accepted ? (
          <JobActionButton quote={quote} />
        ) : (
          <SendOrDemo label="Send to Customer" title="Send Quote to Customer">
            <SendQuoteDialog quote={quote} customer={customer} />
          </SendOrDemo>
        )}
      </ActionBar>
    </>
  );
}
