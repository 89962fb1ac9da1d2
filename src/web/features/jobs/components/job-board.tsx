import {
  type Active,
  type Announcements,
  type Over,
  useDndContext,
  useDroppable,
} from "@dnd-kit/core";
import { SortableContext } from "@dnd-kit/sortable";
import { CalendarClock, GripVertical } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  type BoardColumn,
  boardColumnLabels,
  boardColumns,
  isHandledMove,
} from "../../../../shared/job-board";
import { formatPence } from "../../../../shared/money";
import type { BoardItem } from "../../../../shared/schemas/jobs";
import { firstLine } from "../../../../shared/site-address";
import {
  BoardDndContext,
  columnDroppableId,
  SortableBoardCard,
  stayPut,
} from "../../../components/board/board-dnd";
import { paths } from "../../../config/paths";
import { cn } from "../../../lib/cn";
import { boardSpan } from "./job-schedule";

/**
 * SPEC §2 and §4 "Job workflow board": six columns from Draft Quote to Job Finished. Dropping a
 * card only reports the move; the page applies the rules (src/shared/job-board.ts).
 */

const itemOf = (item: Active | null): BoardItem | undefined => item?.data.current?.item;
const columnOfTarget = (item: Over | null): BoardColumn | undefined => item?.data.current?.column;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${itemOf(active)?.name ?? ""}.`,
  onDragOver: ({ active, over }) => {
    const column = columnOfTarget(over);
    const name = itemOf(active)?.name ?? "";
    return column
      ? `${name} is over ${boardColumnLabels[column]}.`
      : `${name} is not over a column.`;
  },
  onDragEnd: ({ active, over }) => {
    const column = columnOfTarget(over);
    const name = itemOf(active)?.name ?? "";
    return column ? `${name} was dropped on ${boardColumnLabels[column]}.` : `${name} was dropped.`;
  },
  onDragCancel: ({ active }) => `Moving ${itemOf(active)?.name ?? ""} was cancelled.`,
};

const hrefOf = (item: BoardItem) =>
  item.kind === "job" && item.jobId ? paths.job(item.jobId) : paths.quote(item.quoteId);

export function BoardItemCard({
  item,
  handle,
  lifted = false,
}: {
  item: BoardItem;
  handle?: ReactNode;
  lifted?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-lg border bg-card p-3 text-card-foreground shadow-sm",
        lifted && "rotate-1 cursor-grabbing shadow-xl ring-2 ring-primary/40",
      )}
    >
      {/* A grid so the handle can move: beside the title on narrow columns (a phone's one
          column), under it in the footer where six columns share a desktop and the title needs
          the card's whole width (words broke mid-word beside it). */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-1.5 xl:grid-cols-[minmax(0,1fr)_auto]">
        <div className="col-start-1 row-start-1 xl:col-start-2 xl:row-start-3 xl:self-end">
          {handle ?? (
            <span className="-ml-1 flex size-7 shrink-0 items-center justify-center text-muted-foreground xl:-mr-1 xl:ml-0">
              <GripVertical aria-hidden="true" className="size-4" />
            </span>
          )}
        </div>
        <div className="col-start-2 row-start-1 min-w-0 pt-0.5 xl:col-span-2 xl:col-start-1">
          {lifted ? (
            <p className="line-clamp-3 break-words text-sm font-medium">{item.name}</p>
          ) : (
            <Link
              to={hrefOf(item)}
              className="line-clamp-3 break-words rounded-sm text-sm font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              title={item.name}
              aria-label={`${item.kind === "job" ? "Open job" : "Open quote"} ${item.name}`}
            >
              {item.name}
            </Link>
          )}
          <p className="line-clamp-2 break-words text-xs text-muted-foreground">
            {item.customerName || "No customer"}
            {/* Where: a landlord's several jobs are told apart by their properties. */}
            {item.siteAddress ? ` · ${firstLine(item.siteAddress)}` : ""}
          </p>
        </div>
        {item.startAt ? (
          <p className="col-start-2 row-start-2 mt-2 flex items-start gap-1.5 text-xs text-muted-foreground xl:col-span-2 xl:col-start-1">
            <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="min-w-0 break-words">
              {boardSpan(item.startAt, item.endAt)}
              {/* Still "scheduled" once its start has come: a nudge to mark it in progress. */}
              {item.column === "scheduled" && Date.parse(item.startAt) <= Date.now() ? (
                <span className="block text-amber-700 dark:text-amber-400">Start time passed</span>
              ) : null}
            </span>
          </p>
        ) : null}
        <div className="col-start-2 row-start-3 mt-2 flex min-w-0 flex-wrap items-center justify-between gap-x-2 text-xs xl:col-start-1">
          <span className="text-sm font-semibold tabular-nums">
            {formatPence(item.totalAmountPence)}
          </span>
          <span className="font-mono text-muted-foreground">{item.reference}</span>
        </div>
      </div>
    </div>
  );
}

function DraggableItem({ item }: { item: BoardItem }) {
  return (
    <SortableBoardCard
      id={item.key}
      data={{ item, column: item.column }}
      name={item.name}
      testId="board-card"
    >
      {(handle) => <BoardItemCard item={item} handle={handle} />}
    </SortableBoardCard>
  );
}

/** Where a column's cards beyond the board's newest are listed in full. */
const allOf = (column: BoardColumn) =>
  column === "draft" || column === "sent" || column === "accepted"
    ? `${paths.quotes}?status=${column}`
    : column === "completed"
      ? paths.jobHistory
      : paths.jobList(column);

function Column({
  column,
  items,
  more = 0,
}: {
  column: BoardColumn;
  items: BoardItem[];
  /** Cards of this column the board did not load (it loads the newest of each). */
  more?: number;
}) {
  const { setNodeRef } = useDroppable({ id: columnDroppableId(column), data: { column } });
  const { active, over } = useDndContext();
  const dragged = itemOf(active);
  const targeted = Boolean(dragged && dragged.column !== column && columnOfTarget(over) === column);
  const allowed = dragged ? isHandledMove(dragged.column, column) : false;
  const headingId = `board-column-${column}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={column}
      className={cn(
        "flex w-64 shrink-0 snap-start flex-col rounded-xl border bg-muted/50 p-3 transition-colors xl:w-auto xl:min-w-0 xl:flex-1 xl:basis-0 xl:p-2",
        // Six columns share a laptop's width: an empty one gives some of its width to the others.
        items.length + more === 0 && "xl:grow-[0.75]",
        targeted && allowed && "border-primary bg-primary/10 ring-2 ring-primary/40",
        targeted && !allowed && "border-dashed border-muted-foreground/50",
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-2 px-1 xl:min-h-10 xl:items-start">
        <h2 id={headingId} className="text-sm font-semibold leading-tight">
          {boardColumnLabels[column]}
        </h2>
        <span
          className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground"
          data-testid="column-count"
        >
          {items.length + more}
          <span className="sr-only"> {items.length + more === 1 ? "item" : "items"}</span>
        </span>
      </div>
      <SortableContext id={column} items={items.map((i) => i.key)} strategy={stayPut}>
        <ul className="flex min-h-24 flex-1 flex-col gap-2">
          {items.length === 0 ? (
            <li className="flex flex-1 items-center justify-center rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              No items
            </li>
          ) : (
            items.map((item) => <DraggableItem key={item.key} item={item} />)
          )}
        </ul>
      </SortableContext>
      {more > 0 ? (
        <Link
          to={allOf(column)}
          className="mt-2 inline-flex min-h-11 items-center rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {more} more: see all
        </Link>
      ) : null}
    </section>
  );
}

export function JobBoard({
  items,
  more = {},
  onMove,
}: {
  items: BoardItem[];
  /** Per column, the cards beyond those loaded: counted in the totals, listed elsewhere. */
  more?: Partial<Record<BoardColumn, number>>;
  onMove: (item: BoardItem, to: BoardColumn) => void;
}) {
  const columnsRef = useRef<HTMLElement>(null);
  const opened = useRef(false);
  // Where columns scroll sideways (a phone), the board opens at its first column holding work,
  // not at an empty Draft Quote column with the jobs out of sight. Once: never under a thumb.
  useEffect(() => {
    const strip = columnsRef.current;
    if (opened.current || !strip || items.length === 0) return;
    opened.current = true;
    if (strip.scrollWidth <= strip.clientWidth) return;
    const first = boardColumns.find((c) => items.some((i) => i.column === c) || more[c]);
    const target = strip.querySelector<HTMLElement>(`[data-column="${first}"]`);
    // The strip is positioned: a column's offset is from its start.
    if (target) strip.scrollLeft = target.offsetLeft - 4;
  }, [items, more]);
  return (
    <BoardDndContext
      columns={boardColumns}
      cardOf={itemOf}
      targetOf={columnOfTarget}
      columnOfCard={(item) => item.column}
      onMove={onMove}
      announcements={announcements}
      renderLifted={(item) => <BoardItemCard item={item} lifted />}
    >
      <nav aria-label="Jump to a column" className="mb-3 flex flex-wrap gap-1.5 xl:hidden">
        {boardColumns.map((column) => (
          <button
            key={column}
            type="button"
            onClick={() =>
              document
                .querySelector(`[data-column="${column}"]`)
                ?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "start" })
            }
            className="inline-flex items-center gap-1.5 rounded-full border bg-background px-2.5 py-1 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {boardColumnLabels[column]}
            <span className="tabular-nums text-foreground">
              {items.filter((i) => i.column === column).length + (more[column] ?? 0)}
            </span>
          </button>
        ))}
      </nav>
      <section
        ref={columnsRef}
        className="relative -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3 [scrollbar-width:thin] xl:gap-2 xl:overflow-visible"
        aria-label="Job workflow columns"
      >
        {boardColumns.map((column) => (
          <Column
            key={column}
            column={column}
            items={items.filter((i) => i.column === column)}
            more={more[column]}
          />
        ))}
      </section>
    </BoardDndContext>
  );
}
