import { type FormEvent, useId } from "react";
import type { ScrapedProduct } from "../../../shared/schemas/scraper";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { QuotePickerField, useQuotePicker } from "../catalogue/quote-picker";
import { useAddProductsToQuote } from "./api";

/** Adds the selected scraped products to a quote as material lines, one of each. */
export function AddSelectionDialog({
  open,
  onOpenChange,
  products,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  products: ScrapedProduct[];
  onAdded: () => void;
}) {
  const id = useId();
  const picker = useQuotePicker(open);
  const add = useAddProductsToQuote();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picker.check()) return;
    try {
      await add.mutateAsync({ quoteId: picker.selected, products });
      notify.success(
        `Added ${products.length} ${products.length === 1 ? "product" : "products"} to materials list`,
      );
      onOpenChange(false);
      onAdded();
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
            Adds {products.length} {products.length === 1 ? "product" : "products"} as material
            lines, one of each, at your trade price.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <QuotePickerField picker={picker} id={`${id}-quote`} />
          <ul className="max-h-40 overflow-y-auto rounded-md border text-sm">
            {products.map((p) => (
              <li key={p.id} className="truncate border-b px-3 py-1.5 last:border-b-0">
                {p.name}
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending || !picker.selected}>
              {add.isPending ? <Spinner className="size-4" label="Adding" /> : null}
              Add to Quote
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
