import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { formatDate } from "../../../shared/dates";
import { quoteVatRows } from "../../../shared/quote-vat";
import { greetingName } from "../../../shared/schemas/customers";
import { workAddress } from "../../../shared/site-address";
import { PageHeader } from "../../components/layout/page-header";
import { PageLoadError } from "../../components/page-load-error";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { customerOptions, useCustomers } from "../customers";
import { EmailDeliveryStatus } from "../deliveries";
import { OrderMaterialsPanel } from "../materials";
import { useBusinessDetails, useQuoteSettings } from "../settings";
import { useQuote } from "./api/get-quote";
import { quoteRetry } from "./api/quote-keys";
import { TotalsList } from "./builder/totals-card";
import { QuoteViews } from "./components/quote-views";
import { StatusBadge } from "./components/status-badge";
import { BackButton, NotFound } from "./detail/back-button";
import { CustomerCard } from "./detail/customer-card";
import { Decision } from "./detail/decision";
import { type JobAction, QuoteActions } from "./detail/quote-actions";
import { QuoteContentCard } from "./detail/quote-content-card";
import { QuotePreview } from "./detail/quote-preview";
import { QuoteVersions } from "./detail/quote-versions";
import { SitePhotoCard } from "./detail/site-photo-card";

export type { JobAction };

/** SPEC §2 Quote detail, /dashboard/quotes/:id. */
export function QuoteDetailPage({ jobAction }: { jobAction: JobAction }) {
  const { id = "" } = useParams();
  const quoteQuery = useQuote(id);
  // The quote's own customer, whoever they are: the picker's list holds the newest 200 only, so an
  // older customer's email, phone and address were missing here (and from Send). The list stays
  // as what the page shows while that loads, or with no signal.
  const customerId = quoteQuery.data?.customerId ?? "";
  const ownCustomer = useQuery({
    ...customerOptions(customerId),
    enabled: customerId !== "",
    retry: quoteRetry,
  });
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
  const customer = ownCustomer.data ?? customers.data?.find((c) => c.id === quote.customerId);
  const customerInfo = {
    name: customer?.displayName ?? quote.customerName,
    email: customer?.email ?? "",
    phone: customer?.phone ?? "",
    address: customer?.address ?? "",
    greeting: customer ? greetingName(customer) : quote.customerName,
  };
  // Where the work is: the calendar entry's place and where an order is delivered.
  const siteAddress = workAddress(quote.siteAddress, customerInfo.address);
  const businessInfo = {
    businessName: business.data?.businessName ?? "Your Business",
    address: business.data?.address ?? "",
    phone: business.data?.phone ?? "",
    email: business.data?.email ?? "",
    vatNumber: business.data?.vatNumber ?? "",
  };

  return (
    <div className="min-w-0 print:p-0">
      <div className="print:hidden">
        <PageHeader title={quote.name || quote.reference} actions={<BackButton />} />
        <div className="-mt-3 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <span className="font-mono font-medium text-foreground">{quote.reference}</span>
          <StatusBadge status={quote.status} />
          <span>Created {formatDate(quote.createdAt)}</span>
          {/* Once answered, how long the offer stood no longer matters. */}
          {quote.status === "draft" || quote.status === "sent" ? (
            <span>Valid until {formatDate(quote.expiresAt)}</span>
          ) : null}
          {quote.sentTo && quote.sentAt ? (
            <span>
              Sent to {quote.sentTo} on {formatDate(quote.sentAt)}
            </span>
          ) : null}
          <QuoteViews quote={quote} />
          <EmailDeliveryStatus of="quote" id={quote.id} />
        </div>

        <QuoteActions
          quote={quote}
          customer={customerInfo}
          address={siteAddress}
          jobAction={jobAction}
        />

        <QuoteVersions quote={quote} />

        <div className="mb-6">
          <Decision quote={quote} />
        </div>

        <div className="grid min-w-0 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <div className="grid min-w-0 gap-6">
            <CustomerCard
              customerId={quote.customerId}
              customer={customerInfo}
              siteAddress={quote.siteAddress}
            />
            <Card>
              <CardHeader>
                <CardTitle>Totals</CardTitle>
              </CardHeader>
              <CardContent>
                <TotalsList totals={quote} vatRows={quoteVatRows(quote)} />
              </CardContent>
            </Card>
            <SitePhotoCard quote={quote} />
          </div>

          {/* Ordering beside the materials it orders: the narrow column cut its account select
              and stacked its buttons on a laptop. */}
          <div className="grid min-w-0 gap-6">
            <QuoteContentCard quote={quote} />
            {quote.materials.length > 0 ? (
              <OrderMaterialsPanel
                materials={quote.materials}
                deliveryAddress={siteAddress || undefined}
                quoteId={quote.id}
              />
            ) : null}
          </div>
        </div>
      </div>

      <div className="mt-8">
        <QuotePreview
          quote={quote}
          business={businessInfo}
          customer={customerInfo}
          validDays={quoteSettings.data?.quoteValidDays ?? 30}
          terms={quote.terms ?? quoteSettings.data?.defaultTerms}
        />
      </div>
    </div>
  );
}
