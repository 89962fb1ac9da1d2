import {
  type Active,
  type Announcements,
  type Over,
  useDndContext,
  useDroppable,
} from "@dnd-kit/core";
import { SortableContext } from "@dnd-kit/sortable";
import type { ComponentProps, ReactNode } from "react";
import type { QuoteCounts, QuoteSummary } from "../../../../shared/schemas/quote-list";
import {
  type QuoteStatus,
  quoteStatuses,
  quoteStatusLabels,
} from "../../../../shared/schemas/quotes";
import {
  BoardDndContext,
  columnDroppableId,
  SortableBoardCard,
  stayPut,
} from "../../../components/board/board-dnd";
import { LoadMore } from "../../../components/load-more";
import { Spinner } from "../../../components/ui/spinner";
import { TabsTrigger } from "../../../components/ui/tabs";
import { cn } from "../../../lib/cn";
import { quotesOf, useQuotePages } from "../api/list-quotes";
import { BoardCard } from "./status-board-card";

/**
 * SPEC §2 "Quote list" and §4 "Quote status": quotes dragged between the four status columns or
 * onto the status tabs. Dropping never changes anything by itself: the page asks first.
 */

const quoteOf = (item: Active | null): QuoteSummary | undefined => item?.data.current?.quote;
const statusOf = (item: Over | null): QuoteStatus | undefined => item?.data.current?.status;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up quote ${quoteOf(active)?.name ?? ""}.`,
  onDragOver: ({ active, over }) => {
    const status = statusOf(over);
    const name = quoteOf(active)?.name ?? "";
    return status
      ? `Quote ${name} is over ${quoteStatusLabels[status]}.`
      : `Quote ${name} is not over a status.`;
  },
  onDragEnd: ({ active, over }) => {
    const status = statusOf(over);
    const name = quoteOf(active)?.name ?? "";
    return status
      ? `Quote ${name} was dropped on ${quoteStatusLabels[status]}.`
      : `Quote ${name} was dropped.`;
  },
  onDragCancel: ({ active }) => `Moving quote ${quoteOf(active)?.name ?? ""} was cancelled.`,
};

export function StatusDnd({
  children,
  onMove,
}: {
  children: ReactNode;
  onMove: (quote: QuoteSummary, to: QuoteStatus) => void;
}) {
  return (
    <BoardDndContext
      columns={quoteStatuses}
      cardOf={quoteOf}
      targetOf={statusOf}
      columnOfCard={(quote) => quote.status}
      onMove={onMove}
      announcements={announcements}
      renderLifted={(quote) => <BoardCard quote={quote} lifted />}
    >
      {children}
    </BoardDndContext>
  );
}

/** Whether the dragged quote is over `status` and would change status if dropped. */
function useTargeted(status: QuoteStatus) {
  const { active, over } = useDndContext();
  const quote = quoteOf(active);
  return Boolean(quote && quote.status !== status && statusOf(over) === status);
}

/** A status tab that is also a drop target. */
export function StatusTab({
  status,
  className,
  ...props
}: Omit<ComponentProps<typeof TabsTrigger>, "value"> & { status: QuoteStatus }) {
  const { setNodeRef } = useDroppable({ id: `tab:${status}`, data: { status } });
  const targeted = useTargeted(status);
  return (
    <TabsTrigger
      ref={setNodeRef}
      value={status}
      className={cn(targeted && "bg-primary text-primary-foreground shadow-sm", className)}
      {...props}
    />
  );
}

function SortableQuote({ quote }: { quote: QuoteSummary }) {
  return (
    <SortableBoardCard id={quote.id} data={{ quote, status: quote.status }} name={quote.name}>
      {(handle) => <BoardCard quote={quote} handle={handle} />}
    </SortableBoardCard>
  );
}

function StatusColumn({
  status,
  search,
  customerId,
  total,
  selected,
}: {
  status: QuoteStatus;
  search: string;
  customerId: string | undefined;
  total: number | undefined;
  selected: boolean;
}) {
  const pages = useQuotePages({ q: search, status, customerId });
  // A card moved out keeps its old page until the refetch; its new status decides its column.
  // Accepted quotes that already have a job have moved on to the job board.
  const quotes = quotesOf(pages.data).filter(
    (q) => q.status === status && !(q.status === "accepted" && q.hasActiveJob),
  );
  const { setNodeRef } = useDroppable({ id: columnDroppableId(status), data: { status } });
  const targeted = useTargeted(status);
  const headingId = `status-column-${status}`;
  const hasMore = Boolean(pages.hasNextPage);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col rounded-xl border bg-muted/50 p-3 transition-colors",
        // On a phone the chosen status comes first; on wider screens it is outlined in place.
        selected && "border-primary/50 max-sm:order-first",
        targeted && "border-primary bg-primary/10 ring-2 ring-primary/40",
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-2 px-1">
        <h2 id={headingId} className="text-sm font-semibold">
          {quoteStatusLabels[status]}
        </h2>
        <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground">
          {hasMore && total !== undefined ? total : quotes.length}
        </span>
      </div>
      <SortableContext id={status} items={quotes.map((q) => q.id)} strategy={stayPut}>
        <ul className="flex min-h-24 flex-1 flex-col gap-2">
          {pages.isPending ? (
            <li className="flex flex-1 items-center justify-center p-4">
              <Spinner label={`Loading ${quoteStatusLabels[status]} quotes`} />
            </li>
          ) : quotes.length === 0 ? (
            <li className="flex flex-1 items-center justify-center rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              No quotes
            </li>
          ) : (
            quotes.map((quote) => <SortableQuote key={quote.id} quote={quote} />)
          )}
        </ul>
      </SortableContext>
      <LoadMore
        hasMore={hasMore}
        loading={pages.isFetchingNextPage}
        onLoad={() => pages.fetchNextPage()}
        label={`More ${quoteStatusLabels[status].toLowerCase()}`}
      />
    </section>
  );
}

/**
 * The four status columns, each loading its own status a page at a time from the server (so a
 * column is whole whatever the others hold); the search narrows every column.
 */
export function StatusBoard({
  search,
  customerId,
  counts,
  selected,
}: {
  search: string;
  /** One customer's quotes only. */
  customerId?: string;
  counts: QuoteCounts | undefined;
  selected: QuoteStatus;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {quoteStatuses.map((status) => (
        <StatusColumn
          key={status}
          status={status}
          search={search}
          customerId={customerId}
          total={counts?.[status]}
          selected={status === selected}
        />
      ))}
    </div>
  );
}
