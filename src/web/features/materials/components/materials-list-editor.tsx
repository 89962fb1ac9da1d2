import { Check, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { formatPence, poundsToPence } from "../../../../shared/money";
import { chargedUnitPence, lineTotalPence } from "../../../../shared/quote-math";
import { VAT_RATES, type VatRate } from "../../../../shared/uk-tax";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { selectClass } from "../../../components/ui/native-select";
import { cn } from "../../../lib/cn";
import { CustomMaterialForm } from "./custom-material-form";
import { MarkupInput } from "./markup-input";
import type { EditableMaterialLine } from "./material-line";
import { MaterialLineCard } from "./material-line-card";
import { NumericInput } from "./numeric-input";

/** The row grid at container width ≥ 42rem, with and without the VAT column. */
const wideGrid = {
  plain: "@2xl:grid-cols-[minmax(0,1fr)_5rem_5rem_6.5rem_6rem_2.5rem]",
  vat: "@2xl:grid-cols-[minmax(0,1fr)_5rem_5rem_6.5rem_6.5rem_6rem_2.5rem]",
} as const;

/**
 * SPEC §2 Materials panel 1: rows with Item, Qty, Unit, Price and Total, an add-new row and the
 * Total Materials Cost. Controlled: `value` in, `onChange` out. With `vatDefaultRate` (a quote's
 * builder) each row also has its VAT rate: the quote's default, 20 %, 5 % or 0 %. With
 * `markupDefault` (a quote's builder: the quote's margin) the price typed is the net cost, each
 * row has its markup and shows the price the customer is charged, and totals are charged prices.
 */
export function MaterialsListEditor({
  value,
  onChange,
  title = "Materials List",
  vatDefaultRate,
  markupDefault,
}: {
  value: EditableMaterialLine[];
  onChange: (lines: EditableMaterialLine[]) => void;
  title?: string;
  vatDefaultRate?: number;
  markupDefault?: number;
}) {
  const id = useId();
  const withVat = vatDefaultRate !== undefined;
  const withMarkup = markupDefault !== undefined;
  const grid = withVat ? wideGrid.vat : wideGrid.plain;
  const priceLabel = withMarkup ? "Net cost (£)" : "Price (£)";
  const charged = (line: EditableMaterialLine) =>
    withMarkup ? chargedUnitPence(line, markupDefault) : line.netUnitPricePence;
  /** The line open for editing on a phone; the others show as cards. */
  const [editing, setEditing] = useState<string | null>(null);
  const total = value.reduce((sum, l) => sum + lineTotalPence(l.quantity, charged(l)), 0);

  const update = (index: number, patch: Partial<EditableMaterialLine>) =>
    onChange(value.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  return (
    <section aria-labelledby={`${id}-title`} className="@container grid gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      <div
        className={cn(
          "hidden gap-2 px-1 text-xs font-medium uppercase tracking-wide text-muted-foreground @2xl:grid",
          grid,
        )}
      >
        <span>Item</span>
        <span>Qty</span>
        <span>Unit</span>
        <span>{priceLabel}</span>
        {withVat ? <span>VAT</span> : null}
        <span className="text-right">Total</span>
        <span className="sr-only">Remove</span>
      </div>
      {value.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          No materials yet. Add them from the catalogue or below.
        </p>
      ) : (
        <ul className="grid gap-3 @2xl:gap-2" aria-label="Materials">
          {value.map((line, index) => {
            const lineId = line.key ?? `${line.name}-${index}`;
            const open = editing === lineId;
            return (
              <li
                key={lineId}
                className="rounded-lg border p-3 @2xl:rounded-none @2xl:border-0 @2xl:p-0 @2xl:px-1"
              >
                {open ? null : (
                  <MaterialLineCard
                    line={line}
                    chargedPence={charged(line)}
                    markupPercent={withMarkup ? (line.markupPercent ?? markupDefault) : undefined}
                    vatLabel={withVat ? `${line.vatRate ?? vatDefaultRate}%` : undefined}
                    onEdit={() => setEditing(lineId)}
                    onRemove={() => onChange(value.filter((_, i) => i !== index))}
                  />
                )}
                <div
                  className={cn(
                    "grid-cols-3 gap-2 @2xl:items-center",
                    open ? "grid" : "hidden md:grid",
                    grid,
                  )}
                >
                  <div className="col-span-3 grid gap-1 @2xl:col-span-1">
                    <Label
                      className="text-xs text-muted-foreground @2xl:sr-only"
                      htmlFor={`${id}-n${index}`}
                    >
                      Item
                    </Label>
                    <Input
                      id={`${id}-n${index}`}
                      value={line.name}
                      maxLength={200}
                      onChange={(e) => update(index, { name: e.target.value })}
                      aria-label={`Item ${index + 1} name`}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label
                      className="text-xs text-muted-foreground @2xl:sr-only"
                      htmlFor={`${id}-q${index}`}
                    >
                      Qty
                    </Label>
                    <NumericInput
                      id={`${id}-q${index}`}
                      min={1}
                      step={1}
                      value={line.quantity}
                      onValueChange={(quantity) => update(index, { quantity })}
                      aria-label={`Quantity of ${line.name}`}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label
                      className="text-xs text-muted-foreground @2xl:sr-only"
                      htmlFor={`${id}-u${index}`}
                    >
                      Unit
                    </Label>
                    <Input
                      id={`${id}-u${index}`}
                      value={line.unit}
                      onChange={(e) => update(index, { unit: e.target.value })}
                      aria-label={`Unit of ${line.name}`}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label
                      className="text-xs text-muted-foreground @2xl:sr-only"
                      htmlFor={`${id}-p${index}`}
                    >
                      {priceLabel}
                    </Label>
                    <NumericInput
                      id={`${id}-p${index}`}
                      min={0}
                      step={0.01}
                      value={line.netUnitPricePence / 100}
                      onValueChange={(pounds) =>
                        update(index, { netUnitPricePence: poundsToPence(pounds) ?? 0 })
                      }
                      aria-label={withMarkup ? `Net cost of ${line.name}` : `Price of ${line.name}`}
                    />
                  </div>
                  {withVat ? (
                    <div className="col-span-2 grid gap-1 @2xl:col-span-1">
                      <Label
                        className="text-xs text-muted-foreground @2xl:sr-only"
                        htmlFor={`${id}-v${index}`}
                      >
                        VAT
                      </Label>
                      <select
                        id={`${id}-v${index}`}
                        className={selectClass}
                        value={line.vatRate ?? ""}
                        onChange={(e) =>
                          update(index, {
                            vatRate:
                              e.target.value === "" ? null : (Number(e.target.value) as VatRate),
                          })
                        }
                        aria-label={`VAT rate of ${line.name}`}
                      >
                        <option value="">Default ({vatDefaultRate}%)</option>
                        {VAT_RATES.map((rate) => (
                          <option key={rate} value={rate}>
                            {rate}%
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                  <div
                    className={cn(
                      "flex items-center justify-between @2xl:col-span-1 @2xl:justify-end",
                      // On a phone the VAT select takes two columns and the total its own row.
                      withVat ? "order-last col-span-3 @2xl:order-none" : "col-span-2",
                    )}
                  >
                    <span className="text-xs text-muted-foreground @2xl:hidden">Total</span>
                    <span className="font-medium tabular-nums">
                      {formatPence(lineTotalPence(line.quantity, charged(line)))}
                    </span>
                  </div>
                  <div className="flex justify-end">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      onClick={() => onChange(value.filter((_, i) => i !== index))}
                      aria-label={`Remove ${line.name}`}
                    >
                      <Trash2 className="text-destructive" />
                    </Button>
                  </div>
                  {/* After the remove button, so on a phone it keeps its place beside the VAT rate. */}
                  {withMarkup ? (
                    <div className="col-span-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm @2xl:col-span-full">
                      <Label htmlFor={`${id}-m${index}`} className="text-xs text-muted-foreground">
                        Markup %
                      </Label>
                      <div className="w-24">
                        <MarkupInput
                          id={`${id}-m${index}`}
                          value={line.markupPercent}
                          defaultPercent={markupDefault}
                          onValueChange={(markupPercent) => update(index, { markupPercent })}
                          aria-label={`Markup on ${line.name} (%)`}
                        />
                      </div>
                      <span className="text-muted-foreground">
                        Price{" "}
                        <span
                          className="font-medium text-foreground tabular-nums"
                          data-testid="line-price"
                        >
                          {formatPence(charged(line))}
                        </span>{" "}
                        each
                      </span>
                    </div>
                  ) : null}
                  {open ? (
                    <Button
                      type="button"
                      className="col-span-3 h-11 md:hidden"
                      onClick={() => setEditing(null)}
                    >
                      <Check aria-hidden /> Done
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <CustomMaterialForm
        onAdd={(line) => onChange([...value, line])}
        priceLabel={withMarkup ? "Net cost per unit (£)" : "Price per unit (£)"}
      />

      <div className="flex items-center justify-between border-t pt-3 font-semibold">
        <span>{withMarkup ? "Total Materials (charged)" : "Total Materials Cost"}</span>
        <span className="tabular-nums" data-testid="materials-total">
          {formatPence(total)}
        </span>
      </div>
    </section>
  );
}
