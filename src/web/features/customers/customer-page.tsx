import { Briefcase, FileText, Receipt, UserX } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import type { CustomerSummary } from "../../../shared/schemas/customers";
import { invoiceStatusLabels } from "../../../shared/schemas/invoices";
import { jobStatusLabels } from "../../../shared/schemas/jobs";
import { quoteStatusLabels } from "../../../shared/schemas/quotes";
import { PageHeader } from "../../components/layout/page-header";
import { PageLoadError } from "../../components/page-load-error";
import { Badge } from "../../components/ui/badge";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api";
import { useCustomerSummary } from "./api/customer-summary";
import { CustomerFormDialog } from "./customer-form-dialog";

import {
  BackButton,
  Balance,
  Contact,
  ContactActions,
  invoiceVariant,
  jobVariant,
  More,
  quoteVariant,
  Row,
  Section,
} from "./customer-page-parts";

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
  // A summary cached offline before the totals were added has none: its lists were whole.
  const total = (n: number | undefined, shown: number) => n ?? shown;
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
            <More
              shown={quotes.length}
              total={total(summary.quotesTotal, quotes.length)}
              noun="quotes"
              to={paths.customerQuotes(customer.id)}
            />
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
            <More
              shown={jobs.length}
              total={total(summary.jobsTotal, jobs.length)}
              noun="jobs"
              to={paths.customerJobs(customer.id)}
            />
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
            <More
              shown={invoices.length}
              total={total(summary.invoicesTotal, invoices.length)}
              noun="invoices"
              to={paths.customerInvoices(customer.id)}
            />
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
