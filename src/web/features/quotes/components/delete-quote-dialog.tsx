import type { Quote } from "../../../../shared/schemas/quotes";
import { ConfirmDialog } from "../../../components/ui/dialog";
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
    <ConfirmDialog
      open={quote !== null}
      title="Delete this quote?"
      description={`${quote ? `${quote.reference}${quote.name ? ` · ${quote.name}` : ""}: ` : ""}the draft, its materials and measurements are deleted for good.`}
      confirmLabel="Delete quote"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
