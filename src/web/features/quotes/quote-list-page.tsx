import { FileText, PenLine, Sparkles } from "lucide-react";
import { type ComponentType, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { messages } from "../../../shared/messages";
import {
  type QuoteSort,
  type QuoteStatus,
  quoteStatuses,
  quoteStatusLabels,
} from "../../../shared/schemas/quotes";
import { PageHeader } from "../../components/layout/page-header";
import { LoadMorePages } from "../../components/load-more";
import { SearchBox } from "../../components/search-box";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { paths } from "../../config/paths";
import { notify } from "../../lib/toast";
import { CustomerFilterNote } from "../customers";
import { StartFromTemplateButton } from "../templates";
import { useChangeQuoteStatus } from "./api/change-status";
import { quotesOf, useQuoteCounts, useQuotePages } from "./api/list-quotes";
import { QuoteCard } from "./components/quote-card";
import { StatusBoard, StatusDnd, StatusTab } from "./components/status-board";
import { type StatusChange, StatusChangeDialog } from "./components/status-change-dialog";

type Filter = "all" | QuoteStatus;
const tabLabels: Record<Filter, string> = {
  all: "All Quotes",
  draft: "Drafts",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Rejected",
};

/** The server sorts, so every page continues the same order (issue 19). */
const sorts: Record<QuoteSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  total: "Highest total",
};

function isStatus(value: string | null): value is QuoteStatus {
  return quoteStatuses.includes(value as QuoteStatus);
}

const quoteCountText = (n: number) => (n === 1 ? "1 quote" : `${n} quotes`);

/** A tab's label and, once known, how many quotes it holds ("Drafts 58"). */
function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <span>
      {label}
      {count === undefined ? null : (
        <>
          {" "}
          <span className="tabular-nums opacity-70">{count}</span>
        </>
      )}
    </span>
  );
}

/**
 * The assistant's AI quote generator, given by the route (routes/quote-list.tsx): the assistant
 * builds on quotes (it creates them), so quotes does not import it.
 */
export type AiPanel = ComponentType<{ onClose: () => void }>;

/**
 * SPEC §2 "Quote list": search, status tabs, a sortable card grid for all quotes and a four-column
 * board once a status is chosen, where cards are dragged to change status (SPEC §4).
 */
export function QuoteListPage({ aiPanel: AiQuotePanel }: { aiPanel: AiPanel }) {
  const changeStatus = useChangeQuoteStatus();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const filter: Filter = isStatus(statusParam) ? statusParam : "all";
  // One customer's quotes: where their page's "See all" leads.
  const customerId = params.get("customerId") || undefined;
  const [search, setSearch] = useState("");
  // Search, status and sort go to the server: they work over every quote, not the loaded pages.
  const query = useDeferredValue(search.trim());
  const [sort, setSort] = useState<QuoteSort>("newest");
  const [aiOpen, setAiOpen] = useState(false);
  // On a phone "AI Quote" sits in the bottom bar, often pressed far down the list: the panel opens
  // at the top of the page, so bring it into view.
  const aiPlace = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (aiOpen) aiPlace.current?.scrollIntoView({ block: "start" });
  }, [aiOpen]);
  const [change, setChange] = useState<StatusChange | null>(null);

  const pages = useQuotePages({ q: query, sort, customerId }, filter === "all");
  const counts = useQuoteCounts(query, customerId);
  const found = useMemo(() => quotesOf(pages.data), [pages.data]);
  // The grid waits on its pages; the board's columns load their own, so it waits on the counts.
  const quotes = filter === "all" ? pages : counts;
  const none = filter === "all" ? found.length === 0 : counts.data?.all === 0;

  const selectFilter = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isStatus(value)) next.set("status", value);
        else next.delete("status");
        return next;
      },
      { replace: true },
    );
  };

  const confirmChange = () => {
    if (!change) return;
    changeStatus.mutate(
      { id: change.quote.id, status: change.to },
      {
        onSuccess: (quote) => {
          notify.success(messages.quotes.statusUpdated(quoteStatusLabels[quote.status]));
          setChange(null);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };

  return (
    <>
      <PageHeader
        // While the assistant is open its review holds the bottom bar (Back, Create Quote).
        stickyActions={!aiOpen}
        title="Quotes"
        description="Every quote you have drafted, sent, won or lost."
        actions={
          <>
            <Button
              variant={aiOpen ? "secondary" : "default"}
              onClick={() => setAiOpen((open) => !open)}
              aria-expanded={aiOpen}
            >
              <Sparkles /> AI Quote
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.newQuote}>
                <PenLine /> Manual Quote
              </Link>
            </Button>
            <StartFromTemplateButton />
          </>
        }
      />
      {aiOpen ? (
        <div ref={aiPlace} className="mb-6 scroll-mt-20">
          <AiQuotePanel onClose={() => setAiOpen(false)} />
        </div>
      ) : null}

      {customerId ? (
        <CustomerFilterNote customerId={customerId} what="quotes" allTo={paths.quotes} />
      ) : null}
      <StatusDnd onMove={(quote, to) => setChange({ quote, to })}>
        <Tabs value={filter} onValueChange={selectFilter}>
          <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <TabsList
              aria-label="Filter by status"
              className="self-start max-sm:h-auto max-sm:flex-wrap"
            >
              <TabsTrigger value="all" className="px-1.5 sm:px-3">
                <TabLabel label={tabLabels.all} count={counts.data?.all} />
              </TabsTrigger>
              {quoteStatuses.map((status) => (
                <StatusTab key={status} status={status} className="px-1.5 sm:px-3">
                  <TabLabel label={tabLabels[status]} count={counts.data?.[status]} />
                </StatusTab>
              ))}
            </TabsList>
            <SearchBox
              className="w-full lg:max-w-xs"
              value={search}
              onValueChange={setSearch}
              placeholder="Search quotes..."
              aria-label="Search quotes"
            />
          </div>

          {/* The quotes shown are the panel of the selected status tab. */}
          <TabsContent value={filter} className="mt-0">
            {quotes.isPending ? (
              <div className="flex justify-center py-16">
                <Spinner label="Loading quotes" className="size-8" />
              </div>
            ) : quotes.isError ? (
              <div
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
              >
                <p className="font-medium">Failed to load quotes</p>
                <p className="mt-1">{quotes.error.message}</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  onClick={() => quotes.refetch()}
                  disabled={quotes.isFetching}
                >
                  Try again
                </Button>
              </div>
            ) : none ? (
              <div className="flex flex-col items-center rounded-xl border border-dashed px-4 py-16 text-center">
                <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
                <h2 className="mt-4 text-lg font-semibold">No quotes found</h2>
                <p className="mt-1 max-w-sm text-sm text-muted-foreground">
                  Try another search or filter, or create your first quote.
                </p>
                <div className="mt-5 flex flex-wrap justify-center gap-2">
                  {search ? (
                    <Button variant="outline" onClick={() => setSearch("")}>
                      Clear search
                    </Button>
                  ) : null}
                  <Button asChild>
                    <Link to={paths.newQuote}>
                      <PenLine /> Create a quote
                    </Link>
                  </Button>
                </div>
              </div>
            ) : filter === "all" ? (
              <>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-muted-foreground" aria-live="polite">
                    {quoteCountText(counts.data?.all ?? found.length)}
                  </p>
                  <label className="flex items-center gap-2 text-sm">
                    <span className="text-muted-foreground">Sort by</span>
                    <select
                      value={sort}
                      onChange={(event) => setSort(event.target.value as QuoteSort)}
                      className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {Object.entries(sorts).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Quotes">
                  {found.map((quote) => (
                    <li key={quote.id} className="flex min-w-0">
                      <QuoteCard quote={quote} />
                    </li>
                  ))}
                </ul>
                <LoadMorePages pages={pages} label="More quotes" />
              </>
            ) : (
              <>
                <p className="mb-3 text-sm text-muted-foreground">
                  Drag a quote to another column or onto a status tab to change its status (by
                  keyboard: Space on a card's grip, the arrow keys, then Space).
                </p>
                <StatusBoard
                  search={query}
                  customerId={customerId}
                  counts={counts.data}
                  selected={filter}
                />
              </>
            )}
          </TabsContent>
        </Tabs>
      </StatusDnd>

      <StatusChangeDialog
        change={change}
        pending={changeStatus.isPending}
        onConfirm={confirmChange}
        onCancel={() => setChange(null)}
      />
    </>
  );
}
