import { Pencil, Store } from "lucide-react";
import { Link } from "react-router";
import { formatPence } from "../../../../shared/money";
import type { Quote } from "../../../../shared/schemas/quotes";
import { isPlaceholderBusinessName } from "../../../../shared/schemas/setup";
import { Button } from "../../../components/ui/button";
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { paths } from "../../../config/paths";

export type SendCheck = "name" | "vat";

/**
 * What to ask before a quote goes out, in order: still under "Your Business" (issue 20), or
 * charging VAT with no VAT number in Settings (the customer would accept a total with VAT and be
 * invoiced one without: invoices charge VAT only under a VAT number). Each is asked once an opening.
 */
export function sendChecks(
  quote: Quote,
  business: { businessName: string; vatNumber: string } | undefined,
): SendCheck[] {
  if (!business) return [];
  const checks: SendCheck[] = [];
  if (isPlaceholderBusinessName(business.businessName)) checks.push("name");
  const chargesVat = quote.vatIncluded && quote.vatAmountPence > 0;
  if (chargesVat && quote.status !== "accepted" && !business.vatNumber.trim()) checks.push("vat");
  return checks;
}

export function SendCheckScreen({
  check,
  quote,
  onSendAnyway,
}: {
  check: SendCheck;
  quote: Quote;
  onSendAnyway: () => void;
}) {
  const sendAnyway = (
    <Button type="button" variant="outline" onClick={onSendAnyway}>
      Send anyway
    </Button>
  );
  if (check === "name")
    return (
      <>
        <DialogHeader>
          <DialogTitle>Your quotes still say &lsquo;Your Business&rsquo;</DialogTitle>
          <DialogDescription>
            Add your business name first? Your customer sees it on the quote, the email and the PDF.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {sendAnyway}
          <Button asChild>
            <Link to={`${paths.settings}?tab=business`}>
              <Store /> Add details
            </Link>
          </Button>
        </DialogFooter>
      </>
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>This quote adds VAT, but you have no VAT number</DialogTitle>
        <DialogDescription>
          Only a VAT-registered business may charge VAT, and your invoices will not: your customer
          would accept {formatPence(quote.totalAmountPence)} and be invoiced{" "}
          {formatPence(quote.subtotalPence)}. Add your VAT number, or take VAT off this quote.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        {sendAnyway}
        {quote.status === "draft" ? (
          <Button asChild variant="outline">
            <Link to={paths.editQuote(quote.id)}>
              <Pencil /> Edit quote
            </Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to={`${paths.settings}?tab=business`}>
            <Store /> Add VAT number
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}
