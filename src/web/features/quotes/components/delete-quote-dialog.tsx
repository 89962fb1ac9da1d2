import type { Quote } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { notify } from "../../../lib/toast";
import { useDeleteQuote } from "../api/delete-quote";

/** "Delete quote?" for a draft: its lines and measurements go with it, and it cannot be undone. */
export function DeleteQuoteDialog({
  quote,
  onClose,
  onDeleted,
}: {
  quote: Pick<Quote, "id" | "name" | "reference"> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteQuote();
  const confirm = () => {
    if (!quote) return;
    remove.mutate(quote.id, {
      onSuccess: () => {
        notify.success("Quote deleted");
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        onClose();
        notify.error("Quote not deleted", { description: error.message });
      },
    });
  };
  return (
    <Dialog open={quote !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this quote?</DialogTitle>
          <DialogDescription>
            {quote ? `${quote.reference}${quote.name ? ` · ${quote.name}` : ""}: ` : ""}
            the draft, its materials and measurements are deleted for good.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Deleting..." : "Delete quote"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
