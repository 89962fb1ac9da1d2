import { FileText, PoundSterling } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatPence } from "../../../shared/money";
import {
  type InvoiceStatusName,
  invoiceKindLabels,
  invoiceStatuses,
  invoiceStatusLabels,
} from "../../../shared/schemas/invoices";
import { firstLine } from "../../../shared/site-address";
import { PageHeader } from "../../components/layout/page-header";
import { LoadMorePages } from "../../components/load-more";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { CustomerFilterNote } from "../customers";
import { invoicePath, useInvoices } from "./api";
import { formatDay, InvoiceStatusBadge } from "./status-badge";

/**
 * /dashboard/invoices: every invoice with its balance, filtered by status, and the outstanding
 * total; with `?customerId=` (a customer page's "See all"), that customer's alone.
 */
export function InvoicesPage() {
  const [status, setStatus] = useState<InvoiceStatusName | "">("");
  const [params] = useSearchParams();
  const customerId = params.get("customerId") || undefined;
  const query = useInvoices({ status, customerId });
  const invoices = useMemo(
    () => query.data?.pages.flatMap((page) => page.invoices) ?? [],
    [query.data],
  );

  return (
    <>
      <PageHeader title="Invoices" description="Deposits, final invoices and payments." />
      {customerId ? (
        <CustomerFilterNote customerId={customerId} what="invoices" allTo={paths.invoices} />
      ) : null}
      <div className="grid gap-6">
        <Card
          className="flex items-center gap-4 p-5 sm:max-w-sm"
          role="group"
          aria-labelledby="outstanding"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-amber-500/10 text-amber-600">
            <PoundSterling aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p id="outstanding" className="text-sm text-muted-foreground">
              Outstanding
            </p>
            <p className="text-2xl font-bold tabular-nums" data-testid="outstanding-total">
              {formatPence(query.data?.pages[0]?.outstandingPence ?? 0)}
            </p>
          </div>
        </Card>

        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter by status</legend>
          {(["", ...invoiceStatuses] as const).map((s) => (
            <Button
              key={s || "all"}
              size="sm"
              variant={status === s ? "default" : "outline"}
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
            >
              {s ? invoiceStatusLabels[s] : "All"}
            </Button>
          ))}
        </fieldset>

        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <p role="alert" className="text-destructive">
            {query.error.message}
          </p>
        ) : invoices.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed px-4 py-12 text-center">
            <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="mt-3 font-medium">
              {status
                ? `No ${invoiceStatusLabels[status].toLowerCase()} invoices`
                : "No invoices yet"}
            </p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Open an accepted quote and choose Create Invoice: its lines are carried over.
            </p>
            <Button asChild className="mt-4" variant="outline">
              <Link to={paths.quotes}>Go to Quotes</Link>
            </Button>
          </div>
        ) : (
          <>
            <div className="hidden overflow-x-auto rounded-lg border md:block">
              <table className="w-full text-sm">
                <thead className="bg-muted/50">
                  <tr className="text-left text-xs uppercase tracking-wide text-muted-foreground">
                    <th className="px-3 py-2 font-medium">Number</th>
                    <th className="px-3 py-2 font-medium">Customer</th>
                    <th className="px-3 py-2 font-medium">Kind</th>
                    <th className="px-3 py-2 font-medium">Issued</th>
                    <th className="px-3 py-2 font-medium">Due</th>
                    <th className="px-3 py-2 text-right font-medium">Amount due</th>
                    <th className="px-3 py-2 text-right font-medium">Balance</th>
                    <th className="px-3 py-2 font-medium">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {invoices.map((inv) => (
                    <tr key={inv.id} className="border-t hover:bg-muted/30">
                      <td className="px-3 py-2 font-mono font-medium">
                        <Link className="text-primary hover:underline" to={invoicePath(inv.id)}>
                          {inv.reference}
                        </Link>
                      </td>
                      <td className="px-3 py-2">
                        {inv.customerName || "—"}
                        {inv.siteAddress ? (
                          <span className="block text-muted-foreground text-xs">
                            {firstLine(inv.siteAddress)}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">{invoiceKindLabels[inv.kind]}</td>
                      <td className="px-3 py-2 tabular-nums">{formatDay(inv.issueDate)}</td>
                      <td className="px-3 py-2 tabular-nums">{formatDay(inv.dueDate)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {formatPence(inv.amountDuePence)}
                      </td>
                      <td className="px-3 py-2 text-right font-medium tabular-nums">
                        {formatPence(inv.balancePence)}
                      </td>
                      <td className="px-3 py-2">
                        <InvoiceStatusBadge status={inv.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="grid gap-3 md:hidden" aria-label="Invoices">
              {invoices.map((inv) => (
                <li key={inv.id}>
                  <Link
                    to={invoicePath(inv.id)}
                    className={cn(
                      "block rounded-lg border bg-card p-4 shadow-sm transition-colors hover:bg-muted/30",
                    )}
                  >
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-mono font-medium">{inv.reference}</span>
                      <InvoiceStatusBadge status={inv.status} />
                    </div>
                    <p className="mt-1 truncate text-sm">
                      {inv.customerName || "—"} · {invoiceKindLabels[inv.kind]}
                    </p>
                    {inv.siteAddress ? (
                      <p className="truncate text-muted-foreground text-xs">
                        {firstLine(inv.siteAddress)}
                      </p>
                    ) : null}
                    <div className="mt-2 flex items-end justify-between text-sm text-muted-foreground">
                      <span>Due {formatDay(inv.dueDate)}</span>
                      <span className="text-right">
                        <span className="block text-xs">Balance</span>
                        <span className="font-semibold text-foreground tabular-nums">
                          {formatPence(inv.balancePence)}
                        </span>
                      </span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            <LoadMorePages pages={query} label="More invoices" />
          </>
        )}
      </div>
    </>
  );
}
