/* The customer page's cards and rows (./customer-page.tsx draws them). */
import { ArrowLeft, type FileText, Mail, MapPin, Pencil, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPence } from "../../../shared/money";
import type { CustomerSummary } from "../../../shared/schemas/customers";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";

type BadgeVariant = "muted" | "info" | "success" | "destructive" | "outline";

export const quoteVariant = {
  draft: "muted",
  sent: "info",
  accepted: "success",
  declined: "destructive",
} as const satisfies Record<CustomerSummary["quotes"][number]["status"], BadgeVariant>;

export const jobVariant = {
  scheduled: "info",
  "in-progress": "outline",
  completed: "success",
} as const satisfies Record<CustomerSummary["jobs"][number]["status"], BadgeVariant>;

export const invoiceVariant = {
  draft: "muted",
  sent: "info",
  "part-paid": "outline",
  paid: "success",
  overdue: "destructive",
} as const satisfies Record<CustomerSummary["invoices"][number]["status"], BadgeVariant>;

export function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.customers}>
        <ArrowLeft /> Back to Customers
      </Link>
    </Button>
  );
}

/**
 * Under a list the summary cut short (it holds the latest CUSTOMER_SUMMARY_LIST_LIMIT): how many
 * are shown of how many, and "See all" to the full list filtered to the customer.
 */
export function More({
  shown,
  total,
  noun,
  to,
}: {
  shown: number;
  total: number;
  /** "quotes", "jobs", "invoices" */
  noun: string;
  to: string;
}) {
  if (total <= shown) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t pt-2 text-sm">
      <p className="text-muted-foreground">
        Showing the latest {shown} of {total.toLocaleString("en-GB")}
      </p>
      <Link
        to={to}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
      >
        See all<span className="sr-only"> {noun}</span>
      </Link>
    </div>
  );
}

export function Section({
  title,
  icon: Icon,
  empty,
  children,
}: {
  title: string;
  icon: typeof FileText;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
      </CardContent>
    </Card>
  );
}

/** One row of a list: a link on the left (what it is), figures and a badge on the right. */
export function Row({
  to,
  label,
  detail,
  aside,
}: {
  to: string;
  label: string;
  detail: ReactNode;
  aside: ReactNode;
}) {
  return (
    <li className="border-b last:border-b-0">
      <Link
        to={to}
        className="-mx-2 flex min-w-0 items-start justify-between gap-3 rounded-md px-2 py-3 hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="min-w-0">
          <span className="block font-medium [overflow-wrap:anywhere]">{label}</span>
          <span className="block text-sm text-muted-foreground">{detail}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-right">{aside}</span>
      </Link>
    </li>
  );
}

export function Balance({ balance }: { balance: CustomerSummary["balance"] }) {
  const owes = balance.owedPence > 0;
  return (
    <Card
      className={
        owes ? "border-amber-300 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40" : undefined
      }
    >
      <CardContent className="grid gap-3 pt-6">
        <div>
          <p className="text-sm text-muted-foreground">{owes ? "Owes you" : "Balance"}</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="customer-balance">
            {formatPence(Math.max(0, balance.owedPence))}
          </p>
          {balance.owedPence < 0 ? (
            <p className="text-sm">Paid {formatPence(-balance.owedPence)} more than invoiced</p>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Invoiced</dt>
            <dd className="tabular-nums">{formatPence(balance.invoicedPence)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Paid</dt>
            <dd className="tabular-nums">{formatPence(balance.paidPence)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Call and Email: in the card on a wide screen, in a bar at the bottom of a phone's screen. */
export function ContactActions({
  customer,
  className,
}: {
  customer: CustomerSummary["customer"];
  className?: string;
}) {
  const tel = customer.phone.replace(/[^\d+]/g, "");
  if (!tel && !customer.email) return null;
  return (
    <div className={cn("grid grid-cols-2 gap-2", className)}>
      {tel ? (
        <Button asChild size="lg">
          <a href={`tel:${tel}`}>
            <Phone /> Call
          </a>
        </Button>
      ) : null}
      {customer.email ? (
        <Button
          asChild
          size="lg"
          variant={tel ? "outline" : "default"}
          className={tel ? "" : "col-span-2"}
        >
          <a href={`mailto:${customer.email}`}>
            <Mail /> Email
          </a>
        </Button>
      ) : null}
    </div>
  );
}

export function Contact({ summary, onEdit }: { summary: CustomerSummary; onEdit: () => void }) {
  const c = summary.customer;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Contact</CardTitle>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${c.displayName}`}>
          <Pencil /> Edit
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <ContactActions customer={c} className="hidden sm:grid" />
        <dl className="grid gap-3">
          {c.phone ? (
            <div>
              <dt className="text-xs text-muted-foreground">Phone</dt>
              <dd>{c.phone}</dd>
            </div>
          ) : null}
          {c.email ? (
            <div>
              <dt className="text-xs text-muted-foreground">Email</dt>
              <dd className="[overflow-wrap:anywhere]">{c.email}</dd>
            </div>
          ) : null}
          {c.address ? (
            <div>
              <dt className="text-xs text-muted-foreground">Address</dt>
              <dd className="flex items-start gap-1.5 whitespace-pre-line">
                <MapPin
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
                {c.address}
              </dd>
            </div>
          ) : null}
          {!c.phone && !c.email && !c.address ? (
            <p className="text-muted-foreground">No contact details</p>
          ) : null}
        </dl>
        {c.comments ? (
          <div className="border-t pt-3">
            <h2 className="text-xs text-muted-foreground">Notes</h2>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{c.comments}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
