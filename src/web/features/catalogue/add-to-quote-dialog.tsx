import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
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
import { FieldMessage, Input, Label } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { notify } from "../../lib/toast";
import { NativeSelect } from "../settings/native-select";
import { useAddToQuote } from "./api/add-to-quote";
import { quoteOptionLabel, useQuoteOptions } from "./api/get-quote-options";
import { clampQuantity } from "./quantity";

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
  const quotes = useQuoteOptions(open);
  const add = useAddToQuote();
  const [quoteId, setQuoteId] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState("");

  // Each opening starts afresh, on the first quote.
  useEffect(() => {
    if (!open) return;
    setQuantity("1");
    setError("");
    setQuoteId("");
  }, [open]);
  const list = quotes.data ?? [];
  const selected = quoteId || list[0]?.id || "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setError("Please select a quote");
      return;
    }
    const qty = clampQuantity(quantity);
    setQuantity(String(qty));
    try {
      await add.mutateAsync({ quoteId: selected, productId: product.id, quantity: qty });
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
          <div className="grid gap-2">
            <Label htmlFor={`${id}-quote`}>Quote</Label>
            {quotes.isPending ? (
              <Spinner className="size-5" label="Loading quotes" />
            ) : quotes.isError ? (
              <p role="alert" className="text-sm text-destructive">
                Could not load your quotes.
              </p>
            ) : list.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Create a quote first.{" "}
                <Link to={paths.newQuote} className="font-medium text-primary underline">
                  Create a quote
                </Link>
              </p>
            ) : (
              <NativeSelect
                id={`${id}-quote`}
                value={selected}
                aria-invalid={error ? true : undefined}
                onChange={(e) => {
                  setQuoteId(e.target.value);
                  setError("");
                }}
              >
                {list.map((q) => (
                  <option key={q.id} value={q.id}>
                    {quoteOptionLabel(q)}
                  </option>
                ))}
              </NativeSelect>
            )}
            <FieldMessage>{error}</FieldMessage>
          </div>
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
