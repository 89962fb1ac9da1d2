import { ChevronDown, ReceiptText } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { depositPercentInTerms } from "../../../shared/deposit-terms";
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
import { useQuoteSettings } from "../settings";
import { invoicePath, useCreateInvoice, useInvoices } from "./api";
import { DepositDialog } from "./deposit-dialog";

const choices: InvoiceKind[] = ["deposit", "final", "standard"];
const NO_DEPOSIT_YET = "No deposit invoiced yet: raise the full invoice";

/**
 * Create Invoice on an accepted quote: deposit (its percentage asked first), final or full; opens
 * the new draft. What the quote's invoices so far rule out is shown disabled with the reason (the
 * server refuses it too).
 */
export function CreateInvoiceButton({
  quoteId,
  quoteTerms,
}: {
  quoteId: string;
  /** The terms the quote went out with: a deposit starts from the one they ask for. */
  quoteTerms?: string | null;
}) {
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const existing = useInvoices({ quoteId });
  const depositPercent = useQuoteSettings().data?.depositPercent;
  const [askingDeposit, setAskingDeposit] = useState(false);
  const labels: Record<InvoiceKind, string> = {
    deposit: "Deposit invoice…",
    final: "Final invoice (less deposits)",
    standard: "Full invoice",
  };
  const refusal = (kind: InvoiceKind) =>
    invoiceRefusal(kind, invoiced) ??
    // With nothing to take off, a final invoice is the full one under another name.
    (kind === "final" && existing.data && invoiced.length === 0 ? NO_DEPOSIT_YET : null);
  const invoiced = (existing.data?.pages ?? [])
    .flatMap((page) => page.invoices)
    .sort((a, b) => a.number - b.number);
  /** Raises the invoice and opens it; resolves to the refusal's message, or null once raised. */
  const raise = async (kind: InvoiceKind, depositPercent?: number) => {
    try {
      const invoice = await create.mutateAsync({ quoteId, kind, depositPercent });
      notify.success(`Invoice ${invoice.reference} created`);
      navigate(invoicePath(invoice.id));
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : "Please try again.";
    }
  };
  const raiseFromMenu = async (kind: InvoiceKind) => {
    const refused = await raise(kind);
    if (refused) notify.error("Invoice not created", { description: refused });
  };
  // Only a quote invoiced in full refuses a deposit: then that one reason covers every choice.
  const inFull = invoiceRefusal("deposit", invoiced);
  return (
    <>
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
          {choices.map((kind) => {
            const refused = refusal(kind);
            return (
              <DropdownMenuItem
                key={kind}
                disabled={refused !== null}
                onSelect={() =>
                  kind === "deposit" ? setAskingDeposit(true) : void raiseFromMenu(kind)
                }
                className="flex-col items-start"
              >
                {labels[kind]}
                {refused && !inFull ? (
                  <span className="text-muted-foreground text-xs">{refused}</span>
                ) : null}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      <DepositDialog
        open={askingDeposit}
        onOpenChange={setAskingDeposit}
        settingsPercent={depositPercent}
        termsPercent={depositPercentInTerms(quoteTerms)}
        raise={(percent) => raise("deposit", percent)}
      />
    </>
  );
}
