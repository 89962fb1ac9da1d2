import { Pencil, Trash2 } from "lucide-react";
import { formatPence } from "../../../../shared/money";
import { quantityWithUnit } from "../../../../shared/quantities";
import { lineTotalPence } from "../../../../shared/quote-math";
import { Button } from "../../../components/ui/button";
import type { EditableMaterialLine } from "./material-line";

/**
 * A material line on a phone (below md): what it is, how many, at what price and its total, read
 * at a glance, with Edit and Remove full width at the card's foot where the thumb is (issue 20:
 * the row of inputs hid the quantity and price on a 375 px screen).
 */
export function MaterialLineCard({
  line,
  chargedPence,
  markupPercent,
  vatLabel,
  onEdit,
  onRemove,
}: {
  line: EditableMaterialLine;
  /** The unit price the customer pays (net plus markup on a quote). */
  chargedPence: number;
  /** The line's markup when the list has markups (a quote). */
  markupPercent?: number;
  vatLabel?: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const details = [
    markupPercent !== undefined ? `Net ${formatPence(line.netUnitPricePence)}` : null,
    markupPercent !== undefined ? `markup ${markupPercent}%` : null,
    vatLabel ? `VAT ${vatLabel}` : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-3 md:hidden" data-testid="material-card">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-medium">{line.name}</p>
        <p className="shrink-0 text-base font-semibold tabular-nums" data-testid="card-total">
          {formatPence(lineTotalPence(line.quantity, chargedPence))}
        </p>
      </div>
      <p className="text-sm tabular-nums">
        <span data-testid="card-quantity">{quantityWithUnit(line.quantity, line.unit)}</span> ×{" "}
        <span data-testid="card-price">{formatPence(chargedPence)}</span> each
      </p>
      {details.length > 0 ? (
        <p className="text-xs text-muted-foreground">{details.join(" · ")}</p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" className="h-11" onClick={onEdit}>
          <Pencil aria-hidden /> Edit
          <span className="sr-only"> {line.name}</span>
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-11 text-destructive"
          onClick={onRemove}
        >
          <Trash2 aria-hidden /> Remove
          <span className="sr-only"> {line.name}</span>
        </Button>
      </div>
    </div>
  );
}
