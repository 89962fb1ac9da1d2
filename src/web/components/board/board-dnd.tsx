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
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type SortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type ReactNode, useState } from "react";
import { cn } from "../../lib/cn";

/**
 * What the quote status board and the job workflow board share: columns that are drop targets
 * (droppable ids `column:<name>`), cards dragged by a grip handle with the mouse, touch or the
 * keyboard, and no reordering inside a column.
 */

/** SPEC §9: dragging starts after 5 px of movement. */
const ACTIVATION_DISTANCE = 5;

export const columnDroppableId = (column: string) => `column:${column}`;

/** Cards keep their places while one is dragged: boards are ordered by date, not by hand. */
export const stayPut: SortingStrategy = () => null;

/**
 * The pointer must be within a target (a column, or another target such as a tab); the keyboard
 * moves onto the nearest column only: cards and tabs are left out, since a tall column's corners
 * are further from a lifted card than a neighbour's cards are.
 */
const boardCollisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates
    ? pointerWithin(args)
    : closestCorners({
        ...args,
        droppableContainers: args.droppableContainers.filter((c) =>
          String(c.id).startsWith("column:"),
        ),
      });

/**
 * Pointer and keyboard sensors. Left and Right move to the previous or next column, whatever the
 * heights of the cards; Up and Down move between neighbouring cards (dnd-kit's sortable keys).
 */
function useBoardSensors<Column extends string>(
  columns: readonly Column[],
  columnOf: (active: Active | null, over: Over | null) => Column | undefined,
) {
  const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
    const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
    if (step === 0) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { active, over, droppableRects } = args.context;
    const current = columnOf(active, over);
    if (!current) return undefined;
    const next = columns[columns.indexOf(current) + step];
    const rect = next ? droppableRects.get(columnDroppableId(next)) : undefined;
    return rect ? { x: rect.left, y: rect.top } : undefined;
  };
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}

/**
 * A card in a column's list, dragged by its grip: `children` draws the card around the handle it
 * is given, labelled "Move {name}" for the keyboard and screen readers.
 */
export function SortableBoardCard({
  id,
  data,
  name,
  children,
  testId,
}: {
  id: string;
  data: Record<string, unknown>;
  name: string;
  children: (handle: ReactNode) => ReactNode;
  testId?: string;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, data });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("min-w-0", isDragging && "opacity-40")}
      data-testid={testId}
      {...listeners}
    >
      {children(
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={`Move ${name}`}
          // Drawn at 28 px, touched at 44: the grip is where a finger starts a drag on a phone.
          className="relative -ml-1 flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground after:absolute after:-inset-2 after:content-[''] hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>,
      )}
    </li>
  );
}

/**
 * The drag context of a board: its sensors and collisions, the lifted card drawn in an overlay,
 * and `onMove` called only when a card is dropped on another column than its own.
 */
export function BoardDndContext<Card, Column extends string>({
  columns,
  cardOf,
  targetOf,
  columnOfCard,
  onMove,
  announcements,
  renderLifted,
  children,
}: {
  columns: readonly Column[];
  cardOf: (active: Active | null) => Card | undefined;
  targetOf: (over: Over | null) => Column | undefined;
  columnOfCard: (card: Card) => Column;
  onMove: (card: Card, to: Column) => void;
  announcements: Announcements;
  renderLifted: (card: Card) => ReactNode;
  children: ReactNode;
}) {
  const sensors = useBoardSensors(columns, (active, over) => {
    const card = cardOf(active);
    return targetOf(over) ?? (card === undefined ? undefined : columnOfCard(card));
  });
  const [dragged, setDragged] = useState<Card | null>(null);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisionDetection}
      accessibility={{ announcements }}
      onDragStart={({ active }) => setDragged(cardOf(active) ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const card = cardOf(active);
        const to = targetOf(over);
        if (card !== undefined && to && to !== columnOfCard(card)) onMove(card, to);
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragged ? renderLifted(dragged) : null}</DragOverlay>
    </DndContext>
  );
}
