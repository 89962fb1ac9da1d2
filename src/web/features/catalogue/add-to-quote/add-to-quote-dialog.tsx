import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { formatPence } from "../../../../shared/money";
import { perUnit } from "../../../../shared/quantities";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { ApiError } from "../../../lib/api";
import { clampQuantity } from "../../../lib/quantity";
import { notify } from "../../../lib/toast";
import { useAddToQuote, useStartQuoteWithProducts } from "./add-to-quote";
import { QuotePickerField, useQuotePicker } from "./quote-picker";

/** A product as the dialog shows it: the catalogue's products and the scraper's both fit. */
export interface ProductToAdd {
  id: number;
  name: string;
  /** "bag", "tin", "roll", …; empty or "each" for products sold one by one. */
  unit: string;
  netPricePence?: number;
}

/**
 * SPEC §2 Add to Quote, for every screen that adds catalogue products to a quote (product cards,
 * the supplier scraper's selection): a draft quote or a new one (see useQuotePicker) and a
 * quantity (a whole number, at least 1) in the product's unit, of each product.
 */
export function AddToQuoteDialog({
  products,
  open,
  onOpenChange,
  onAdded,
}: {
  products: ProductToAdd[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: () => void;
}) {
  const id = useId();
  const picker = useQuotePicker(open);
  const add = useAddToQuote();
  const start = useStartQuoteWithProducts();
  const navigate = useNavigate();
  const pending = add.isPending || start.isPending;
  const [quantity, setQuantity] = useState("1");
  const single = products.length === 1 ? products[0] : undefined;
  const count = `${products.length} ${products.length === 1 ? "product" : "products"}`;

  // Each opening starts afresh, on the first quote, with a quantity of 1.
  useEffect(() => {
    if (open) setQuantity("1");
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picker.check()) return;
    const qty = clampQuantity(quantity);
    setQuantity(String(qty));
    const lines = products.map((p) => ({ productId: p.id, quantity: qty }));
    try {
      if (picker.isNew) {
        const quoteId = await start.mutateAsync({ names: products.map((p) => p.name), lines });
        notify.success(
          single ? `Started a new quote with ${single.name}` : `Started a new quote with ${count}`,
        );
        onOpenChange(false);
        onAdded?.();
        navigate(paths.editQuote(quoteId));
        return;
      }
      await add.mutateAsync({ quoteId: picker.selected, lines });
      notify.success(single ? `Added ${single.name} to quote` : `Added ${count} to materials list`);
      onOpenChange(false);
      onAdded?.();
    } catch (err) {
      // A quote sent since the list was loaded answers 409 with what to do instead; the picker
      // has refreshed (every quote query is invalidated), so another choice is one click away.
      const conflict = err instanceof ApiError && err.status === 409;
      notify.error(conflict ? "This quote can no longer be changed" : "Could not add to quote", {
        description: err instanceof Error ? err.message : undefined,
      });
      if (conflict) picker.choose("");
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to Quote</DialogTitle>
          <DialogDescription>
            {single
              ? `${single.name}${single.netPricePence === undefined ? "" : ` at ${formatPence(single.netPricePence)}`} ${perUnit(single.unit)}, your trade price. The quote's markup is added to the customer's price.`
              : `Adds ${count} as material lines, ${clampQuantity(quantity)} of each, at your trade price. The quote's markup is added to the customer's price.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <QuotePickerField
            picker={picker}
            id={`${id}-quote`}
            subject={single ? "this product" : `these ${count}`}
          />
          {single ? null : (
            <ul className="max-h-40 overflow-y-auto rounded-md border text-sm">
              {products.map((p) => (
                <li key={p.id} className="truncate border-b px-3 py-1.5 last:border-b-0">
                  {p.name}
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-qty`}>Quantity</Label>
            <div className="flex items-center gap-2">
              <Input
                id={`${id}-qty`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={quantity}
                aria-describedby={single ? `${id}-unit` : undefined}
                onChange={(e) => setQuantity(e.target.value)}
                onBlur={() => setQuantity(String(clampQuantity(quantity)))}
              />
              {single ? (
                <span id={`${id}-unit`} className="shrink-0 text-sm text-muted-foreground">
                  {single.unit.trim() || "each"}
                </span>
              ) : null}
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || !picker.selected}>
              {pending ? <Spinner className="size-4" label="Adding" /> : null}
              {picker.isNew ? "New quote" : "Add to Quote"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
