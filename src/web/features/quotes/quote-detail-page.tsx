import {
  ArrowLeft,
  CheckCircle2,
  Download,
  FileQuestion,
  Mail,
  MapPin,
  Phone,
  User,
  XCircle,
} from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link, useParams } from "react-router";
import { formatDate } from "../../../shared/dates";
import { messages } from "../../../shared/messages";
import { formatPence } from "../../../shared/money";
import { quoteVatRows } from "../../../shared/quote-vat";
import type { Quote } from "../../../shared/schemas/quotes";
import { ActionBar } from "../../components/layout/action-bar";
import { PageHeader } from "../../components/layout/page-header";
import { PageLoadError } from "../../components/page-load-error";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api";
import { SendOrDemo } from "../auth";
import { useCustomers } from "../customers";
import { EmailDeliveryStatus } from "../deliveries";
import { CreateInvoiceButton } from "../invoices";
import { OrderMaterialsPanel } from "../materials";
import { useBusinessDetails, useQuoteSettings } from "../settings";
import { SaveAsTemplateButton } from "../templates";
import { useQuote } from "./api/get-quote";
import { TotalsList } from "./builder/totals-card";
import { QuoteViews } from "./components/quote-views";
import { StatusBadge } from "./components/status-badge";
import { AcceptedFigures } from "./detail/accepted-figures";
import { CalendarDialog } from "./detail/calendar-dialog";
import { DeleteDraftButton, QuoteEditActions } from "./detail/quote-edit-actions";
import { QuotePreview } from "./detail/quote-preview";
import { QuoteVersions } from "./detail/quote-versions";
import { RevokeLinkDialog } from "./detail/revoke-link-dialog";
import { SendQuoteDialog } from "./detail/send-quote-dialog";
import { SitePhotoCard } from "./detail/site-photo-card";

function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.quotes}>
        <ArrowLeft /> Back to Quotes
      </Link>
    </Button>
  );
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{messages.quotes.notFoundTitle}</h1>
      <p className="text-muted-foreground">{messages.quotes.notFound}</p>
      <BackButton />
    </div>
  );
}

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    // The term and its description are the group's only children, as a <dl> requires.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute left-0 top-0.5 [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="whitespace-pre-line wrap-anywhere">{children || "—"}</dd>
    </div>
  );
}

function Decision({ quote }: { quote: Quote }) {
  const decision = quote.decision;
  if (!decision || (quote.status !== "accepted" && quote.status !== "declined")) return null;
  const accepted = quote.status === "accepted";
  const by = decision.byName ? ` by ${decision.byName}` : "";
  const text = `${accepted ? "Accepted" : "Declined"}${by} on ${formatDate(decision.at)}`;
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
        {decision.source === "customer" ? (
          <p className="text-sm opacity-80">Recorded when the customer responded online.</p>
        ) : null}
        {accepted ? <AcceptedFigures quoteId={quote.id} /> : null}
        {!accepted && decision.reason ? (
          <p className="mt-1 break-words text-sm">Reason: {decision.reason}</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The jobs feature's Schedule Job / View Job button, given by the route (routes/quote-detail.tsx):
 * jobs builds on quotes, so quotes does not import jobs.
 */
export type JobAction = ComponentType<{ quote: { id: string; name: string; status: string } }>;

/** SPEC §2 Quote detail, /dashboard/quotes/:id. */
export function QuoteDetailPage({ jobAction: JobActionButton }: { jobAction: JobAction }) {
  const { id = "" } = useParams();
  const quoteQuery = useQuote(id);
  const customers = useCustomers();
  const business = useBusinessDetails();
  const quoteSettings = useQuoteSettings();

  if (quoteQuery.isPending) return <PageSpinner />;
  if (quoteQuery.isError) {
    const error = quoteQuery.error;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return <NotFound />;
    return (
      <PageLoadError
        error={error}
        onRetry={() => void quoteQuery.refetch()}
        back={<BackButton />}
      />
    );
  }

  const quote = quoteQuery.data;
  const customer = customers.data?.find((c) => c.id === quote.customerId);
  const customerInfo = {
    name: customer?.displayName ?? quote.customerName,
    email: customer?.email ?? "",
    phone: customer?.phone ?? "",
    address: customer?.address ?? "",
  };
  const businessInfo = {
    businessName: business.data?.businessName ?? "Your Business",
    address: business.data?.address ?? "",
    phone: business.data?.phone ?? "",
    email: business.data?.email ?? "",
    vatNumber: business.data?.vatNumber ?? "",
  };

  // The screen's primary action: send the quote, or once accepted, schedule (or open) the job.
  const accepted = quote.status === "accepted";

  return (
    <div className="min-w-0 print:p-0">
      <div className="print:hidden">
        <PageHeader title={quote.name || quote.reference} actions={<BackButton />} />
        <div className="-mt-3 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <span className="font-mono font-medium text-foreground">{quote.reference}</span>
          <StatusBadge status={quote.status} />
          <span>Created {formatDate(quote.createdAt)}</span>
          <span>Valid until {formatDate(quote.expiresAt)}</span>
          {quote.sentTo && quote.sentAt ? (
            <span>
              Sent to {quote.sentTo} on {formatDate(quote.sentAt)}
            </span>
          ) : null}
          <QuoteViews quote={quote} />
          <EmailDeliveryStatus of="quote" id={quote.id} />
        </div>

        <div className="mb-6 flex flex-wrap gap-2">
          <QuoteEditActions quote={quote} />
          {/* On a phone the primary action is in the sticky bar below instead. */}
          <div className={accepted ? "contents" : "hidden md:contents"}>
            <SendOrDemo label="Send to Customer" title="Send Quote to Customer">
              <SendQuoteDialog quote={quote} customerEmail={customerInfo.email} />
            </SendOrDemo>
          </div>
          <Button asChild variant="outline">
            <a href={`/api/quotes/${encodeURIComponent(quote.id)}/pdf?download`} download>
              <Download /> Download PDF
            </a>
          </Button>
          <SaveAsTemplateButton quote={quote} />
          {quote.status === "accepted" ? (
            <CalendarDialog quote={quote} address={customerInfo.address} />
          ) : null}
          <div className={accepted ? "hidden md:contents" : "contents"}>
            <JobActionButton quote={quote} />
          </div>
          {quote.status === "accepted" ? <CreateInvoiceButton quoteId={quote.id} /> : null}
          {quote.status === "draft" ? null : <RevokeLinkDialog quote={quote} />}
          <DeleteDraftButton quote={quote} />
        </div>

        <ActionBar>
          {accepted ? (
            <JobActionButton quote={quote} />
          ) : (
            <SendOrDemo label="Send to Customer" title="Send Quote to Customer">
              <SendQuoteDialog quote={quote} customerEmail={customerInfo.email} />
            </SendOrDemo>
          )}
        </ActionBar>

        <QuoteVersions quote={quote} />

        <div className="mb-6">
          <Decision quote={quote} />
        </div>

        <div className="grid min-w-0 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <div className="grid min-w-0 gap-6">
            <Card>
              <CardHeader>
                <CardTitle>Customer information</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-4 text-sm">
                  <InfoRow icon={<User />} label="Name">
                    {quote.customerId ? (
                      <Link className="underline" to={paths.customer(quote.customerId)}>
                        {customerInfo.name}
                      </Link>
                    ) : (
                      customerInfo.name
                    )}
                  </InfoRow>
                  <InfoRow icon={<Mail />} label="Email">
                    {customerInfo.email}
                  </InfoRow>
                  <InfoRow icon={<Phone />} label="Phone">
                    {customerInfo.phone}
                  </InfoRow>
                  <InfoRow icon={<MapPin />} label="Address">
                    {customerInfo.address}
                  </InfoRow>
                </dl>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Totals</CardTitle>
              </CardHeader>
              <CardContent>
                <TotalsList totals={quote} vatRows={quoteVatRows(quote)} />
              </CardContent>
            </Card>
            <SitePhotoCard quote={quote} />
            {quote.materials.length > 0 ? (
              <OrderMaterialsPanel
                materials={quote.materials}
                deliveryAddress={customerInfo.address || undefined}
                quoteId={quote.id}
              />
            ) : null}
          </div>

          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Quote</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6">
              <section className="grid gap-1">
                <h3 className="text-sm font-semibold text-muted-foreground">Job description</h3>
                <p className="whitespace-pre-line break-words">{quote.jobDescription}</p>
              </section>

              {quote.measurements.length > 0 ? (
                <section className="grid gap-2">
                  <h3 className="text-sm font-semibold text-muted-foreground">Measurements</h3>
                  <ul className="flex flex-wrap gap-2" aria-label="Measurements">
                    {quote.measurements.map((m) => (
                      <li key={m.id} className="rounded-md border bg-muted/40 px-3 py-1.5 text-sm">
                        <span className="font-medium">{m.label}:</span> {m.value} {m.unit}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}

              <section className="grid gap-2">
                <h3 className="text-sm font-semibold text-muted-foreground">Materials</h3>
                {quote.materials.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No materials on this quote.</p>
                ) : (
                  // Fits a 375 px phone without sideways scrolling: the unit joins the quantity.
                  <div>
                    <table className="w-full text-sm">
                      <thead>
                        <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
                          <th className="py-2 pr-2 font-medium">Item</th>
                          <th className="py-2 pr-2 text-right font-medium">Qty</th>
                          <th className="hidden py-2 pr-2 font-medium sm:table-cell">Unit</th>
                          <th className="py-2 pr-2 text-right font-medium">Price</th>
                          <th className="py-2 text-right font-medium">Total</th>
                        </tr>
                      </thead>
                      <tbody>
                        {quote.materials.map((m) => (
                          <tr key={m.id} className="border-b last:border-b-0">
                            <td className="py-2 pr-2">
                              <span className="break-words">{m.name}</span>
                              {m.sku ? (
                                <span className="block text-xs text-muted-foreground">
                                  SKU {m.sku}
                                </span>
                              ) : null}
                            </td>
                            <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                              {m.quantity}
                              <span className="sm:hidden"> {m.unit}</span>
                            </td>
                            <td className="hidden py-2 pr-2 sm:table-cell">{m.unit}</td>
                            <td className="py-2 pr-2 text-right tabular-nums">
                              {formatPence(m.unitPricePence)}
                            </td>
                            <td className="py-2 text-right tabular-nums">
                              {formatPence(m.totalPence)}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>

              <section className="grid gap-1 text-sm">
                <h3 className="text-sm font-semibold text-muted-foreground">Labour</h3>
                <p>
                  {quote.laborDays} {quote.laborDays === 1 ? "day" : "days"} at{" "}
                  {formatPence(quote.dayRatePence)} a day ={" "}
                  <span className="font-medium">{formatPence(quote.totalLaborPence)}</span>
                </p>
              </section>
            </CardContent>
          </Card>
        </div>
      </div>

      <div className="mt-8">
        <QuotePreview
          quote={quote}
          business={businessInfo}
          customer={customerInfo}
          validDays={quoteSettings.data?.quoteValidDays ?? 30}
        />
      </div>
    </div>
  );
}
