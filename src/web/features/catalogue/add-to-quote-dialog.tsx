import { type FormEvent, useEffect, useId, useState } from "react";
import { formatPence } from "../../../shared/money";
import type { Product } from "../../../shared/schemas/catalogue";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input, Label } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { useAddToQuote } from "./api/add-to-quote";
import { clampQuantity } from "./quantity";
import { QuotePickerField, useQuotePicker } from "./quote-picker";

/** SPEC §2 Add to Quote: a quote (the first by default) and a quantity (at least 1). */
export function AddToQuoteDialog({
  product,
  open,
  onOpenChange,
}: {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const picker = useQuotePicker(open);
  const add = useAddToQuote();
  const [quantity, setQuantity] = useState("1");

  // Each opening starts afresh, on the first quote, with a quantity of 1.
  useEffect(() => {
    if (open) setQuantity("1");
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picker.check()) return;
    const qty = clampQuantity(quantity);
    setQuantity(String(qty));
    try {
      await add.mutateAsync({ quoteId: picker.selected, productId: product.id, quantity: qty });
      notify.success(`Added ${product.name} to quote`);
      onOpenChange(false);
    } catch (err) {
      notify.error("Could not add to quote", {
        description: err instanceof Error ? err.message : undefined,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to Quote</DialogTitle>
          <DialogDescription>
            {product.name} at {formatPence(product.netPricePence)} each.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <QuotePickerField picker={picker} id={`${id}-quote`} />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-qty`}>Quantity</Label>
            <Input
              id={`${id}-qty`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              onBlur={() => setQuantity(String(clampQuantity(quantity)))}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? <Spinner className="size-4" label="Adding" /> : null}
              Add to Quote
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
