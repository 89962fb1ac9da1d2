import {
  ArrowLeft,
  Briefcase,
  FileText,
  Mail,
  MapPin,
  Pencil,
  Phone,
  Receipt,
  UserX,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import type { CustomerSummary } from "../../../shared/schemas/customers";
import { invoiceStatusLabels } from "../../../shared/schemas/invoices";
import { jobStatusLabels } from "../../../shared/schemas/jobs";
import { quoteStatusLabels } from "../../../shared/schemas/quotes";
import { PageHeader } from "../../components/layout/page-header";
import { PageLoadError } from "../../components/page-load-error";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useCustomerSummary } from "./api/customer-summary";
import { CustomerFormDialog } from "./customer-form-dialog";

type BadgeVariant = "muted" | "info" | "success" | "destructive" | "outline";

const quoteVariant = {
  draft: "muted",
  sent: "info",
  accepted: "success",
  declined: "destructive",
} as const satisfies Record<CustomerSummary["quotes"][number]["status"], BadgeVariant>;

const jobVariant = {
  scheduled: "info",
  "in-progress": "outline",
  completed: "success",
} as const satisfies Record<CustomerSummary["jobs"][number]["status"], BadgeVariant>;

const invoiceVariant = {
  draft: "muted",
  sent: "info",
  "part-paid": "outline",
  paid: "success",
  overdue: "destructive",
} as const satisfies Record<CustomerSummary["invoices"][number]["status"], BadgeVariant>;

function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.customers}>
        <ArrowLeft /> Back to Customers
      </Link>
    </Button>
  );
}

function Section({
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
function Row({
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

function Balance({ balance }: { balance: CustomerSummary["balance"] }) {
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
function ContactActions({
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

function Contact({ summary, onEdit }: { summary: CustomerSummary; onEdit: () => void }) {
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

function dates(job: CustomerSummary["jobs"][number]) {
  if (!job.startAt) return "No dates yet";
  const start = formatDate(job.startAt);
  const end = job.endAt ? formatDate(job.endAt) : start;
  return end === start ? start : `${start} to ${end}`;
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <UserX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Customer not found</h1>
      <p className="text-muted-foreground">This customer does not exist or was deleted.</p>
      <BackButton />
    </div>
  );
}

/** /dashboard/customers/:id: who they are, what you quoted, the jobs, the invoices, what they owe. */
export function CustomerPage() {
  const { id = "" } = useParams();
  const query = useCustomerSummary(id);
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 404) return <NotFound />;
    return (
      <PageLoadError error={error} onRetry={() => void query.refetch()} back={<BackButton />} />
    );
  }

  const summary = query.data;
  const { customer, quotes, jobs, invoices } = summary;
  return (
    <div className="min-w-0 pb-24 sm:pb-0">
      <PageHeader title={customer.displayName} actions={<BackButton />} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <Balance balance={summary.balance} />
          <Contact summary={summary} onEdit={() => setEditing(true)} />
        </div>
        <div className="grid min-w-0 gap-6">
          <Section
            title="Quotes"
            icon={FileText}
            empty={quotes.length === 0 ? "No quotes for this customer yet." : null}
          >
            <ul aria-label="Quotes">
              {quotes.map((q) => (
                <Row
                  key={q.id}
                  to={paths.quote(q.id)}
                  label={q.name || q.reference}
                  detail={`${q.reference} · ${formatDate(q.createdAt)}`}
                  aside={
                    <>
                      <span className="font-semibold tabular-nums">
                        {formatPence(q.totalAmountPence)}
                      </span>
                      <Badge variant={quoteVariant[q.status]}>{quoteStatusLabels[q.status]}</Badge>
                    </>
                  }
                />
              ))}
            </ul>
          </Section>
          <Section
            title="Jobs"
            icon={Briefcase}
            empty={jobs.length === 0 ? "No jobs scheduled for this customer." : null}
          >
            <ul aria-label="Jobs">
              {jobs.map((j) => (
                <Row
                  key={j.id}
                  to={paths.job(j.id)}
                  label={j.title}
                  detail={j.completedAt ? `Completed ${formatDate(j.completedAt)}` : dates(j)}
                  aside={<Badge variant={jobVariant[j.status]}>{jobStatusLabels[j.status]}</Badge>}
                />
              ))}
            </ul>
          </Section>
          <Section
            title="Invoices"
            icon={Receipt}
            empty={invoices.length === 0 ? "No invoices for this customer yet." : null}
          >
            <ul aria-label="Invoices">
              {invoices.map((i) => (
                <Row
                  key={i.id}
                  to={`${paths.invoices}/${i.id}`}
                  label={i.reference}
                  detail={
                    <>
                      <span className="block">
                        {formatPence(i.amountDuePence)} due {formatDate(i.dueDate)}
                      </span>
                      {i.paidPence > 0 ? (
                        <span className="block">{formatPence(i.paidPence)} paid</span>
                      ) : null}
                    </>
                  }
                  aside={
                    <>
                      <span className="font-semibold tabular-nums">
                        {i.status === "draft"
                          ? formatPence(i.amountDuePence)
                          : i.outstandingPence > 0
                            ? `${formatPence(i.outstandingPence)} to pay`
                            : "Settled"}
                      </span>
                      <Badge variant={invoiceVariant[i.status]}>
                        {invoiceStatusLabels[i.status]}
                      </Badge>
                    </>
                  }
                />
              ))}
            </ul>
          </Section>
        </div>
      </div>
      <ContactActions
        customer={customer}
        className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur sm:hidden"
      />
      <CustomerFormDialog open={editing} customer={customer} onOpenChange={setEditing} />
    </div>
  );
}
