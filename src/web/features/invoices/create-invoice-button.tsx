import { ChevronDown, ReceiptText } from "lucide-react";
import { useNavigate } from "react-router";
import type { InvoiceKind } from "../../../shared/schemas/invoices";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { notify } from "../../lib/toast";
import { invoicePath, useCreateInvoice } from "./api";

const choices: { kind: InvoiceKind; label: string }[] = [
  { kind: "deposit", label: "Deposit invoice" },
  { kind: "final", label: "Final invoice (less deposits)" },
  { kind: "standard", label: "Full invoice" },
];

/** Create Invoice on an accepted quote: deposit, final or full; opens the new draft. */
export function CreateInvoiceButton({ quoteId }: { quoteId: string }) {
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const raise = async (kind: InvoiceKind) => {
    try {
      const invoice = await create.mutateAsync({ quoteId, kind });
      notify.success(`Invoice ${invoice.reference} created`);
      navigate(invoicePath(invoice.id));
    } catch (error) {
      notify.error("Invoice not created", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={create.isPending}>
          <ReceiptText /> Create Invoice <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {choices.map((c) => (
          <DropdownMenuItem key={c.kind} onSelect={() => void raise(c.kind)}>
            {c.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
