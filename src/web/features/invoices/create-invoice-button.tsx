import { ChevronDown, ReceiptText } from "lucide-react";
import { useNavigate } from "react-router";
import type { InvoiceKind } from "../../../shared/schemas/invoices";
import { invoiceRefusal } from "../../../shared/uk-tax";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { notify } from "../../lib/toast";
import { invoicePath, useCreateInvoice, useInvoices } from "./api";

const choices: { kind: InvoiceKind; label: string }[] = [
  { kind: "deposit", label: "Deposit invoice" },
  { kind: "final", label: "Final invoice (less deposits)" },
  { kind: "standard", label: "Full invoice" },
];

/**
 * Create Invoice on an accepted quote: deposit, final or full; opens the new draft. What the
 * quote's invoices so far rule out is shown disabled with the reason (the server refuses it too).
 */
export function CreateInvoiceButton({ quoteId }: { quoteId: string }) {
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const existing = useInvoices({ quoteId });
  const invoiced = (existing.data?.pages ?? [])
    .flatMap((page) => page.invoices)
    .sort((a, b) => a.number - b.number);
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
  // Only a quote invoiced in full refuses a deposit: then that one reason covers every choice.
  const inFull = invoiceRefusal("deposit", invoiced);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={create.isPending}>
          <ReceiptText /> Create Invoice <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-[min(20rem,calc(100vw-2rem))]">
        {inFull ? (
          <DropdownMenuLabel className="font-normal text-muted-foreground">
            {inFull}
          </DropdownMenuLabel>
        ) : null}
        {choices.map((c) => {
          const refused = invoiceRefusal(c.kind, invoiced);
          return (
            <DropdownMenuItem
              key={c.kind}
              disabled={refused !== null}
              onSelect={() => void raise(c.kind)}
              className="flex-col items-start"
            >
              {c.label}
              {refused && !inFull ? (
                <span className="text-muted-foreground text-xs">{refused}</span>
              ) : null}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
