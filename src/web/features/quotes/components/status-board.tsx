import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Over,
  PointerSensor,
  pointerWithin,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  type SortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type ComponentProps, createContext, type ReactNode, use, useState } from "react";
import {
  type Quote,
  type QuoteStatus,
  quoteStatuses,
  quoteStatusLabels,
} from "../../../../shared/schemas/quotes";
import { TabsTrigger } from "../../../components/ui/tabs";
import { cn } from "../../../lib/cn";
import { BoardCard } from "./status-board-card";

/**
 * SPEC §2 "Quote list" and §4 "Quote status": quotes dragged between the four status columns or
 * onto the status tabs. Dropping never changes anything by itself: the page asks first.
 */

/** SPEC §9: dragging starts after 5 px of movement. */
const ACTIVATION_DISTANCE = 5;

const quoteOf = (item: Active | null): Quote | undefined => item?.data.current?.quote;
const statusOf = (item: Over | null): QuoteStatus | undefined => item?.data.current?.status;

/** The pointer must be over a target; the keyboard moves onto the nearest one. */
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCorners(args);

/**
 * Keyboard moves: Left and Right go to the previous or next status column, whatever the heights
 * of the cards; Up and Down move between neighbouring cards (dnd-kit's sortable coordinates).
 */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  if (step === 0) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, over, droppableRects } = args.context;
  const current = statusOf(over) ?? quoteOf(active)?.status;
  if (!current) return undefined;
  const next = quoteStatuses[quoteStatuses.indexOf(current) + step];
  const rect = next ? droppableRects.get(`column:${next}`) : undefined;
  return rect ? { x: rect.left, y: rect.top } : undefined;
};

/** Cards keep their places while one is dragged: the board is ordered by date, not by hand. */
const stayPut: SortingStrategy = () => null;

/**
 * Whether the current drag is by keyboard: the tabs then stop being targets, so the arrow keys
 * move between columns rather than up into the tab bar.
 */
const KeyboardDrag = createContext(false);

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
  onMove: (quote: Quote, to: QuoteStatus) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const [dragged, setDragged] = useState<Quote | null>(null);
  const [byKeyboard, setByKeyboard] = useState(false);
  const reset = () => {
    setDragged(null);
    setByKeyboard(false);
  };

  return (
    <KeyboardDrag value={byKeyboard}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements }}
        onDragStart={({ active, activatorEvent }) => {
          setDragged(quoteOf(active) ?? null);
          setByKeyboard(activatorEvent instanceof KeyboardEvent);
        }}
        onDragCancel={reset}
        onDragEnd={({ active, over }) => {
          reset();
          const quote = quoteOf(active);
          const to = statusOf(over);
          if (quote && to && to !== quote.status) onMove(quote, to);
        }}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {dragged ? <BoardCard quote={dragged} lifted /> : null}
        </DragOverlay>
      </DndContext>
    </KeyboardDrag>
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
  const byKeyboard = use(KeyboardDrag);
  const { setNodeRef } = useDroppable({
    id: `tab:${status}`,
    data: { status },
    disabled: byKeyboard,
  });
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

function SortableQuote({ quote }: { quote: Quote }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: quote.id, data: { quote, status: quote.status } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("min-w-0", isDragging && "opacity-40")}
      {...listeners}
    >
      <BoardCard
        quote={quote}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            aria-label={`Move ${quote.name}`}
            className="-ml-1 flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        }
      />
    </li>
  );
}

function StatusColumn({
  status,
  quotes,
  selected,
}: {
  status: QuoteStatus;
  quotes: Quote[];
  selected: boolean;
}) {
  const { setNodeRef } = useDroppable({ id: `column:${status}`, data: { status } });
  const targeted = useTargeted(status);
  const headingId = `status-column-${status}`;
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
          {quotes.length}
        </span>
      </div>
      <SortableContext id={status} items={quotes.map((q) => q.id)} strategy={stayPut}>
        <ul className="flex min-h-24 flex-1 flex-col gap-2">
          {quotes.length === 0 ? (
            <li className="flex flex-1 items-center justify-center rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              No quotes
            </li>
          ) : (
            quotes.map((quote) => <SortableQuote key={quote.id} quote={quote} />)
          )}
        </ul>
      </SortableContext>
    </section>
  );
}

/**
 * The four status columns. Accepted quotes that already have a job (scheduled, in progress or
 * completed) have moved on to the job board and are left out.
 */
export function StatusBoard({ quotes, selected }: { quotes: Quote[]; selected: QuoteStatus }) {
  const onBoard = quotes.filter((q) => !(q.status === "accepted" && q.hasActiveJob));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {quoteStatuses.map((status) => (
        <StatusColumn
          key={status}
          status={status}
          selected={status === selected}
          quotes={onBoard.filter((q) => q.status === status)}
        />
      ))}
    </div>
  );
}
