import { TriangleAlert } from "lucide-react";
import type { Customer } from "../../../shared/schemas/customers";
import { ConfirmDialog } from "../../components/ui/dialog";
import { notify } from "../../lib/toast";
import { useDeleteCustomer } from "./api/delete-customer";

export function quotesWarning(count: number) {
  const quotes = count === 1 ? "1 quote" : `${count} quotes`;
  const kept = count === 1 ? "The quote will be kept, but it" : "The quotes will be kept, but they";
  return `This customer has ${quotes}. ${kept} will no longer be linked to a customer.`;
}

/** SPEC §2: deleting asks first, and warns when the customer's quotes will be affected. */
export function DeleteCustomerDialog({
  customer,
  onOpenChange,
}: {
  customer: Customer | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteCustomer();
  const confirm = () => {
    if (!customer) return;
    remove.mutate(customer.id, {
      onSuccess: () => {
        notify.success("Customer Deleted");
        onOpenChange(false);
      },
      onError: (error) => notify.error("Customer not deleted", { description: error.message }),
    });
  };

  return (
    <ConfirmDialog
      open={customer !== null}
      title="Delete customer?"
      description={`${customer ? `${customer.displayName} will be removed from your customers. ` : ""}This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={() => onOpenChange(false)}
      onConfirm={confirm}
    >
      {customer && customer.quoteCount > 0 ? (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{quotesWarning(customer.quoteCount)}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
