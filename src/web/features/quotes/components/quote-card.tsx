import { CalendarDays, Eye } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "../../../../shared/dates";
import { formatPence } from "../../../../shared/money";
import { quoteVatLabel } from "../../../../shared/quote-vat";
import { CARD_MEASUREMENTS, type QuoteSummary } from "../../../../shared/schemas/quote-list";
import type { Quote } from "../../../../shared/schemas/quotes";
import { firstLine } from "../../../../shared/site-address";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { cn } from "../../../lib/cn";
import { QuoteMenu } from "./quote-menu";
import { QuoteViewsBadge } from "./quote-views";
import { StatusBadge } from "./status-badge";

const stockImages = [
  "/quote-images/site.svg",
  "/quote-images/tools.svg",
  "/quote-images/house.svg",
] as const;

/** The quote's own picture, else one of three stock pictures chosen by the id's first character. */
export function quoteImage(quote: Pick<Quote, "id" | "imageUrl">): string {
  if (quote.imageUrl) return quote.imageUrl;
  return stockImages[(quote.id.charCodeAt(0) || 0) % stockImages.length] ?? stockImages[0];
}

export function clientName(quote: Pick<Quote, "customerName">): string {
  return quote.customerName.trim() || "No client";
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3", strong && "font-semibold")}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** SPEC §2 "Quote card": reused by the quote list and the dashboard. */
export function QuoteCard({ quote, className }: { quote: QuoteSummary; className?: string }) {
  const client = clientName(quote);
  // SPEC §9: a card shows at most four measurements (a summary carries those four).
  const shown = quote.measurements.slice(0, CARD_MEASUREMENTS);
  const more = quote.measurementCount - shown.length;
  return (
    <Card className={cn("flex w-full min-w-0 flex-col overflow-hidden", className)}>
      <div className="relative h-36 shrink-0 bg-muted">
        <img
          src={quoteImage(quote)}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
        <StatusBadge status={quote.status} className="absolute right-3 top-3 shadow-sm" />
        <QuoteViewsBadge quote={quote} className="absolute left-3 top-3 shadow-sm" />
        <p className="absolute inset-x-4 bottom-3 truncate text-lg font-semibold text-white drop-shadow">
          {client}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold leading-tight [overflow-wrap:anywhere]">{quote.name}</h3>
            <p className="mt-0.5 font-mono text-xs text-muted-foreground">{quote.reference}</p>
            {/* A landlord's quotes told apart by the property. */}
            {quote.siteAddress ? (
              <p className="mt-0.5 truncate text-xs text-muted-foreground">
                Site: {firstLine(quote.siteAddress)}
              </p>
            ) : null}
          </div>
          <p className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
          </p>
        </div>
        <p
          className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]"
          title={quote.jobDescription}
        >
          {quote.jobDescription}
        </p>
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="Measurements">
            {shown.map((m) => (
              <li key={m.id} className="max-w-full truncate rounded-md bg-muted px-2 py-0.5">
                {m.label}: {m.value} {m.unit}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-md px-1 py-0.5 text-muted-foreground">+{more} more</li>
            ) : null}
          </ul>
        ) : null}
        <dl className="mt-auto grid gap-1 border-t pt-3 text-sm">
          <Amount label="Materials" value={formatPence(quote.totalMaterialsCostPence)} />
          <Amount label="Labour" value={formatPence(quote.totalLaborPence)} />
          <Amount label={quoteVatLabel(quote)} value={formatPence(quote.vatAmountPence)} />
          <Amount label="Total" value={formatPence(quote.totalAmountPence)} strong />
          <div className="flex items-baseline justify-between gap-3 text-green-700 dark:text-green-400">
            <dt>Your profit</dt>
            <dd className="tabular-nums">{formatPence(quote.profitPence)}</dd>
          </div>
        </dl>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm" className="flex-1">
            <Link to={paths.quote(quote.id)} aria-label={`View ${quote.name}`}>
              <Eye /> View
            </Link>
          </Button>
          <QuoteMenu quote={quote} />
        </div>
      </div>
    </Card>
  );
}
