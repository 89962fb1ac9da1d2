import { ChevronLeft, ChevronRight, ExternalLink } from "lucide-react";
import { formatPence } from "../../../shared/money";
import type { ScrapedProduct, ScrapingJob } from "../../../shared/schemas/scraper";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/cn";

/** SPEC §9: at most 3 page links, then an ellipsis. */
export function pageWindow(
  page: number,
  pages: number,
): { numbers: number[]; before: boolean; after: boolean } {
  if (pages <= 1) return { numbers: [1], before: false, after: false };
  const start = Math.max(1, Math.min(page - 1, pages - 2));
  const end = Math.min(pages, start + 2);
  const numbers = [];
  for (let n = start; n <= end; n++) numbers.push(n);
  return { numbers, before: start > 1, after: end < pages };
}

export function PageLinks({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const { numbers, before, after } = pageWindow(page, pages);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" data-testid="scraper-count">
        {total === 0
          ? "No products"
          : `Showing ${from}–${to} of ${total} ${total === 1 ? "product" : "products"}`}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </Button>
          {before ? (
            <span className="px-1 text-muted-foreground" aria-hidden="true">
              …
            </span>
          ) : null}
          {numbers.map((n) => (
            <Button
              key={n}
              type="button"
              size="sm"
              variant={n === page ? "default" : "ghost"}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className="min-w-9 tabular-nums"
              onClick={() => onPageChange(n)}
            >
              {n}
            </Button>
          ))}
          {after ? (
            <span className="px-1 text-muted-foreground" aria-hidden="true">
              …
            </span>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
            aria-label="Next page"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

function stockTone(stock: string): string {
  const s = stock.toLowerCase();
  if (!s) return "text-muted-foreground";
  if (/out of stock|sold out|unavailable|discontinued/.test(s))
    return "text-red-700 dark:text-red-300";
  if (/low|limited/.test(s)) return "text-amber-700 dark:text-amber-300";
  return "text-green-700 dark:text-green-300";
}

/** The product table: checkbox, name, SKU, stock, price. SKU and stock fold under the name on phones. */
export function ProductTable({
  products,
  selected,
  onToggle,
  onToggleAll,
  dimmed = false,
}: {
  products: ScrapedProduct[];
  selected: ReadonlyMap<number, ScrapedProduct>;
  onToggle: (product: ScrapedProduct) => void;
  onToggleAll: (products: ScrapedProduct[], select: boolean) => void;
  dimmed?: boolean;
}) {
  const allSelected = products.length > 0 && products.every((p) => selected.has(p.id));
  return (
    <div className={cn("overflow-hidden rounded-lg border", dimmed && "opacity-60")}>
      <table className="w-full text-sm">
        <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                className="size-4 cursor-pointer accent-primary"
                aria-label="Select all on this page"
                checked={allSelected}
                onChange={() => onToggleAll(products, !allSelected)}
              />
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
              SKU
            </th>
            <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">
              Stock
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => {
            const checked = selected.has(p.id);
            return (
              <tr
                key={p.id}
                className={cn(
                  "border-t align-top transition-colors hover:bg-muted/40",
                  checked && "bg-primary/5",
                )}
              >
                <td className="px-3 py-3">
                  <input
                    type="checkbox"
                    className="size-4 cursor-pointer accent-primary"
                    aria-label={`Select ${p.name}`}
                    checked={checked}
                    onChange={() => onToggle(p)}
                  />
                </td>
                <td className="min-w-0 px-3 py-3">
                  <div className="flex items-start gap-1.5">
                    <span className="font-medium leading-snug break-words">{p.name}</span>
                    {p.url ? (
                      <a
                        href={p.url}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="mt-0.5 shrink-0 text-muted-foreground hover:text-foreground"
                        aria-label={`Open ${p.name} on the supplier's site`}
                      >
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                      </a>
                    ) : null}
                  </div>
                  <div className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground md:hidden">
                    <span className="sm:hidden">SKU {p.sku}</span>
                    <span className={stockTone(p.stock)}>{p.stock || "Stock unknown"}</span>
                  </div>
                </td>
                <td className="hidden px-3 py-3 font-mono text-xs whitespace-nowrap sm:table-cell">
                  {p.sku}
                </td>
                <td
                  className={cn(
                    "hidden px-3 py-3 whitespace-nowrap md:table-cell",
                    stockTone(p.stock),
                  )}
                >
                  {p.stock || "—"}
                </td>
                <td className="px-3 py-3 text-right font-medium tabular-nums whitespace-nowrap">
                  {formatPence(p.pricePence)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export function JobStatusBadge({ job }: { job: ScrapingJob }) {
  if (job.status === "completed") {
    return (
      <Badge
        variant="success"
        className="whitespace-normal"
      >{`${job.newProducts} new and ${job.updatedProducts} updated`}</Badge>
    );
  }
  if (job.status === "running") {
    return (
      <Badge>{`Running · page ${job.pagesDone + 1}${job.pagesTotal ? ` of ${job.pagesTotal}` : ""}`}</Badge>
    );
  }
  return <Badge variant="destructive">Failed</Badge>;
}

export function JobsTable({ jobs }: { jobs: ScrapingJob[] }) {
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full table-fixed text-sm">
        <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="w-36 px-3 py-2 font-semibold sm:w-44">
              Date
            </th>
            <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
              Page
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id} className="border-t align-top" data-testid="scraping-job">
              <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">
                {dateTime.format(new Date(job.startTime))}
              </td>
              <td className="hidden truncate px-3 py-3 sm:table-cell" title={job.url}>
                {job.url}
              </td>
              <td className="px-3 py-3">
                <JobStatusBadge job={job} />
                {job.status === "failed" && job.error ? (
                  <p className="mt-1 text-xs break-words text-destructive">{job.error}</p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProgressBar({ done, total }: { done: number; total: number | null }) {
  return (
    <div className="grid gap-1.5">
      <Progress
        value={total ? done : null}
        max={total ?? undefined}
        aria-label="Scraping progress"
        className="h-2.5 w-full"
      />
      <p className="text-xs text-muted-foreground tabular-nums" data-testid="scrape-progress">
        {total
          ? `${done} of ${total} ${total === 1 ? "page" : "pages"} done`
          : `${done} ${done === 1 ? "page" : "pages"} done`}
      </p>
    </div>
  );
}
